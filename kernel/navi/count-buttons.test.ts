import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { countSign, pressesFor, raiseOfPair } from './count-buttons.ts';
import { actionIn } from './open-then-act.ts';
import { controlsOf } from './target-resolver.ts';

// A hotel's room service: a count of each dish set by its own pair of buttons.
const MENU = [
  'complementary "Room service" @roomserv',
  '  button "Remove one Club sandwich" @remclubx disabled',
  '  button "Add one Club sandwich" @addclubx',
  '  button "Remove one Fruit plate" @remfruit',
  '  button "Add one Fruit plate" @addfruit',
].join('\n');
const controls = controlsOf(parseOutline(MENU).map((l) => ({ ...l, frameId: 0 })));
const byName = (name: string) => controls.find((c) => c.line.name === name)!;

describe('a count set by a pair of buttons that name what they count', () => {
  it('reads which button raises and which lowers', () => {
    expect(countSign(byName('Add one Club sandwich'))).to.equal(1);
    expect(countSign(byName('Remove one Club sandwich'))).to.equal(-1);
  });
  it('a request for some of the thing means the raising one, unless it asks to lower', () => {
    const pair = [byName('Remove one Club sandwich'), byName('Add one Club sandwich')];
    expect(raiseOfPair(pair, 'club sandwich')?.line.name).to.equal('Add one Club sandwich');
    expect(raiseOfPair(pair, 'remove the club sandwich')).to.equal(null);
    expect(raiseOfPair([byName('Add one Club sandwich'), byName('Remove one Fruit plate')], 'sandwich')).to.equal(null);
    expect(actionIn(controls, { word: 'order', meanings: ['pay'] }, ['fruit', 'plate'])?.line.name).to.equal('Add one Fruit plate');
  });
  it('is pressed as often as the number said, when the count stands at its least', () => {
    expect(pressesFor(byName('Add one Club sandwich'), 'three club sandwiches to room 12', controls)).to.equal(3);
    expect(pressesFor(byName('Add one Fruit plate'), 'two fruit plates', controls), 'the count is not at its least').to.equal(null);
    expect(pressesFor(byName('Add one Club sandwich'), 'a club sandwich', controls)).to.equal(null);
  });
});
