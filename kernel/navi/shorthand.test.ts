import { expect } from '@esm-bundle/chai';
import { plainSpelling } from './shorthand.ts';

describe('texting spellings', () => {
  it('are read as the plain words they stand for', () => {
    expect(plainSpelling('wen is recycling next collected')).to.equal('when is recycling next collected');
    expect(plainSpelling('can u send it thru tmrw b4 9 pls')).to.equal('can you send it through tomorrow before 9 please');
    expect(plainSpelling('tea w/ milk w/o sugar')).to.equal('tea with milk without sugar');
  });
  it('a lone "n" between words is "and", a closing "ta" is thanks', () => {
    expect(plainSpelling('need my sertraline n omeprazole sent thru again ta')).to.equal('need my sertraline and omeprazole sent through again thanks');
  });
  it('a phone number spelt out digit by digit is that number', () => {
    expect(plainSpelling("it's oh seven seven double oh, nine hundred, eight one three")).to.equal("it's 07700900813");
    expect(plainSpelling('book one or two seats for seven')).to.equal('book one or two seats for seven');
  });
  it('leaves quoted words, capitalised names and plain requests alone', () => {
    for (const r of ["add 'u up? n thru' to my list", 'Plan N is fine', 'U2 tickets for Friday', 'turn on dark mode']) expect(plainSpelling(r)).to.equal(r);
  });
});

describe('emoji in a request', () => {
  it('end a sentence where they stand between two, and say nothing at either end', () => {
    expect(plainSpelling("Mochi's overdue her jabs 🙈 can u get her booked in")).to.equal("Mochi's overdue her jabs. can you get her booked in");
    expect(plainSpelling('hide the wedding playlist before the day 🤫')).to.equal('hide the wedding playlist before the day');
    expect(plainSpelling('great! 👍🏽 book it')).to.equal('great! book it');
    expect(plainSpelling('❤️ like this song')).to.equal('like this song');
  });
});
