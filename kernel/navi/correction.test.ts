import { expect } from '@esm-bundle/chai';
import { readCorrection } from './correction.ts';

const NOW = new Date(2031, 4, 20);

describe('a correction said as a statement', () => {
  it('reads "X was actually V, not W" as setting X to V, the field named by the value', () => {
    expect(readCorrection('The parking was actually 14.60, not 16.40. Could you fix that?', NOW)).to.equal('set the parking amount to 14.60');
    expect(readCorrection('the florist was really €55', NOW)).to.equal('set the florist amount to €55');
  });
  it('reads "X came to V in the end" and "X is wrong, it should be V"', () => {
    expect(readCorrection('The catering came to two hundred and ten pounds in the end, please correct it.', NOW)).to.equal('set the catering amount to two hundred and ten pounds');
    expect(readCorrection("The third row's date is wrong \u2014 it should be 2 June.", NOW)).to.equal("set the third row's date to 2 June");
    expect(readCorrection('the gym visit is off, should be 4 June', NOW)).to.equal('set the gym visit date to 4 June');
  });
  it('leaves other statements alone', () => {
    expect(readCorrection('Which expense came to 27.50?', NOW)).to.equal(null);
    for (const t of ['printer paper should be under office supplies', 'The invoice is actually paid', 'the meeting was great', 'set the parking to 14.60']) expect(readCorrection(t, NOW), t).to.equal(null);
  });
});
