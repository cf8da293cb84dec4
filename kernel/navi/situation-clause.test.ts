import { expect } from '@esm-bundle/chai';
import { dropSituation } from './situation-clause.ts';

describe('a request that first says the situation', () => {
  it('keeps the ask after a statement', () => {
    expect(dropSituation("The baby's asleep — please mute the doorbell.")).to.equal('mute the doorbell');
    expect(dropSituation('My boss is joining the call, could you turn the camera on?')).to.equal('turn the camera on');
    expect(dropSituation("It's too loud; lower the music")).to.equal('lower the music');
    // After a comma, a bare imperative that points back to nothing in the statement.
    expect(dropSituation("Money's tight this month, cancel my premium subscription")).to.equal('cancel my premium subscription');
    // "the 500 one" names what it means by its own words.
    expect(dropSituation("We're both working from home now, bump us up to the 500 one")).to.equal('bump us up to the 500 one');
  });

  it('keeps the statement as what to tell when the ask is to tell someone', () => {
    expect(dropSituation("Jack's been sick all night so he won't be in today, can you let school know")).to.equal("let school know: Jack's been sick all night so he won't be in today");
    expect(dropSituation("It's freezing in here, could you turn the heating up?")).to.equal('turn the heating up');
  });

  it('leaves steps, questions and requests that are not so shaped alone', () => {
    expect(dropSituation('Open the inbox, then archive the first mail')).to.equal('Open the inbox, then archive the first mail');
    expect(dropSituation('Is the gym open, could you check?')).to.equal('Is the gym open, could you check?');
    expect(dropSituation('buy apples, pears and plums')).to.equal('buy apples, pears and plums');
    // After a comma, an imperative that points back ("send it") or a statement with a value keeps the statement: it may name what to act on.
    expect(dropSituation('the meeting is at 3, open my calendar')).to.equal('the meeting is at 3, open my calendar');
    expect(dropSituation('the report is ready, send it')).to.equal('the report is ready, send it');
    expect(dropSituation('the parcel is late, cancel the one')).to.equal('the parcel is late, cancel the one');
  });
});
