import { expect } from '@esm-bundle/chai';
import { dropSituation } from './situation-clause.ts';

describe('a request that first says the situation', () => {
  it('keeps the ask after a statement', () => {
    expect(dropSituation("The baby's asleep — please mute the doorbell.")).to.equal('mute the doorbell');
    expect(dropSituation('My boss is joining the call, could you turn the camera on?')).to.equal('turn the camera on');
    expect(dropSituation("It's too loud; lower the music")).to.equal('lower the music');
  });

  it('leaves steps, questions and requests that are not so shaped alone', () => {
    expect(dropSituation('Open the inbox, then archive the first mail')).to.equal('Open the inbox, then archive the first mail');
    expect(dropSituation('Is the gym open, could you check?')).to.equal('Is the gym open, could you check?');
    expect(dropSituation('buy apples, pears and plums')).to.equal('buy apples, pears and plums');
    // After a comma only an explicit ask is split off: "the file is big, compress it" may name what to act on.
    expect(dropSituation('the report is ready, send it')).to.equal('the report is ready, send it');
  });
});
