import { expect } from '@esm-bundle/chai';
import { stripFiller } from './filler.ts';

const text = (s: string) => stripFiller(s).text;

describe('stripFiller', () => {
  it('takes politeness off both ends and from inside, never leaving it in a name', () => {
    expect(text('Could you please switch off the alarms for me?')).to.equal('switch off the alarms');
    expect(text("I'd like to archive the second thread, thanks!")).to.equal('archive the second thread');
    expect(text('go ahead and empty the bin')).to.equal('empty the bin');
    expect(text('hey navi, would you mind muting the video')).to.equal('mute the video');
    expect(text('reserve a table for me at eight please')).to.equal('reserve a table at eight');
  });

  it('marks a polite question as a request, and leaves real questions and quotes alone', () => {
    expect(stripFiller('can you mute the video?')).to.deep.equal({ text: 'mute the video', polite: true });
    expect(stripFiller('Can I pay by card?')).to.deep.equal({ text: 'Can I pay by card?', polite: false });
    expect(text("rename it to 'please, for me' please")).to.equal("rename it to 'please, for me'");
  });

  it('takes off asides that correct or hesitate', () => {
    expect(text('actually, clear the filters')).to.equal('clear the filters');
    expect(text('hmm, take me back to this month')).to.equal('take me back to this month');
  });
  it('takes off thanks for an answer before the next ask, only with the pause after it', () => {
    expect(text('Great, put me down for that one')).to.equal('put me down for that one');
    expect(text('Perfect! send it to Ana')).to.equal('send it to Ana');
    expect(text('great british bake off tickets')).to.equal('great british bake off tickets');
  });
  it('takes off assent to what came before ("go on then, …", "Right. …"), only with the pause after it', () => {
    expect(text('Go on then, put Mochi on the monthly plan')).to.equal('put Mochi on the monthly plan');
    expect(text('Right. Can you get her booked in next week?')).to.equal('get her booked in next week?');
    expect(text('yes, book it')).to.equal('book it');
    expect(text('go on holiday mode')).to.equal('go on holiday mode');
    expect(text('yes tickets for Friday')).to.equal('yes tickets for Friday');
  });
});
