import { expect } from '@esm-bundle/chai';
import { foldAside } from './aside-clause.ts';

describe('a request said with its reason around it', () => {
  it('drops a trailing clause that only says why', () => {
    expect(foldAside('Archive the Dublin trip, we never went')).to.equal('Archive the Dublin trip');
    expect(foldAside("turn the heating up so it's warm when we get back")).to.equal('turn the heating up');
    expect(foldAside('can you order us another black bin? We fill it every time.')).to.equal('can you order us another black bin');
    // What someone acted for may do is part of the action.
    expect(foldAside('share the cake photo with noor@example.org so she can change it')).to.equal('share the cake photo with noor@example.org so she can change it');
    expect(foldAside("Suspend Ana Ruiz's login \u2014 she moved to another team.")).to.equal("Suspend Ana Ruiz's login");
    expect(foldAside('could you cancel the yoga booking, I am ill this week')).to.equal('could you cancel the yoga booking');
    // The action after a "so": the statement before it is context-clause.ts's to fold.
    expect(foldAside("the car's service is booked so just cancel it, I'll rebook when we're back")).to.equal("the car's service is booked so just cancel it");
  });
  it('drops a closing clause that only says what may stay as it is, never a value said that way', () => {
    expect(foldAside("don't want the reminder cards coming through the letterbox anymore, the emails are fine")).to.equal("don't want the reminder cards coming through the letterbox anymore");
    expect(foldAside('stop sending me paper bills. emails are ok I guess')).to.equal('stop sending me paper bills');
    expect(foldAside('book the dentist, any time after 2 is fine')).to.equal('book the dentist, any time after 2 is fine');
    expect(foldAside('move it to the 4th, Friday is fine')).to.equal('move it to the 4th, Friday is fine');
    expect(foldAside('the emails are fine')).to.equal('the emails are fine');
  });
  it('puts a leading statement\'s name in for the action\'s pronoun', () => {
    expect(foldAside('Mira is back from holiday, please unlock her account')).to.equal("unlock Mira's account");
    // An "it" beside the pronoun is the thing the statement ends on.
    expect(foldAside('Evie is desperate to do coding club, can you get her on it?')).to.equal('get Evie on coding club');
    expect(foldAside('Jo Park only needs to read \u2014 can you set him to Reader?')).to.equal('set Jo Park to Reader');
  });
  it('drops the old value a request replaces', () => {
    expect(foldAside('I want the lights off at 11 instead of midnight.')).to.equal('I want the lights off at 11.');
    // A count's old total is kept: an adding tool adds the difference from it.
    expect(foldAside('could you make it four mugs instead of three?')).to.equal('could you make it four mugs instead of three?');
    expect(foldAside('set the font to Serif rather than Sans')).to.equal('set the font to Serif');
  });
  it('keeps a clause that carries the value, a question or a second step', () => {
    expect(foldAside('She is back from leave, please unlock her account')).to.not.match(/She's/);
    // A value said in words is a value too.
    expect(foldAside('Add a courier, it was eighteen euros')).to.equal('Add a courier, it was eighteen euros');
    for (const r of ['The due date is wrong \u2014 it should be 4 May.', 'Add a courier, it was 18 euros', 'open the inbox, then star it', 'rename the deck, it is called Q3 now?', 'Book the room, I need it at 3']) expect(foldAside(r)).to.equal(r);
  });
});
