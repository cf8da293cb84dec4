import { expect } from '@esm-bundle/chai';
import { findQuotes, splitSteps } from './steps.ts';

const texts = (r: string) => splitSteps(r).map((s) => s.text);

describe('splitSteps', () => {
  it('"and <verb>" after a sentence that is not an action stays in the request it details', () => {
    expect(splitSteps('fleas are back on the cat. book a vet visit please. they can come saturdays and use the side door').length).to.equal(1);
  });

  it('"after that" separates steps only when an action follows it, not inside a phrase of time', () => {
    expect(texts('get her vaccinations done the week after that at 10')).to.deep.equal(['get her vaccinations done the week after that at 10']);
    expect(texts('archive the thread after that, open the next one')).to.deep.equal(['archive the thread', 'open the next one']);
  });

  it('splits on "and then", ", then", ";" and a list of verbs', () => {
    expect(texts('open the menu and then choose Export')).to.deep.equal(['open the menu', 'choose Export']);
    expect(texts('mute the video; then close the player')).to.deep.equal(['mute the video', 'close the player']);
    expect(texts('untick alerts, tick digest, then press Save')).to.deep.equal(['untick alerts', 'tick digest', 'press Save']);
    expect(texts('enable sync and save')).to.deep.equal(['enable sync', 'save']);
  });

  it('keeps one step when what follows a comma or "and" is not an action', () => {
    expect(texts('read the terms and conditions')).to.deep.equal(['read the terms and conditions']);
    expect(texts('book a room in Porto, 2 nights, breakfast included')).to.deep.equal(['book a room in Porto, 2 nights, breakfast included']);
    expect(texts('tl;dr')).to.deep.equal(['tl;dr']);
  });

  it('never splits inside quotes, and reads straight and curly quotes', () => {
    expect(texts("rename it to 'Save, then close' and then press OK")).to.deep.equal(["rename it to 'Save, then close'", 'press OK']);
    expect(findQuotes('call it “Plan B” and don\'t ask').map((q) => q.text)).to.deep.equal(['Plan B']);
  });
});
