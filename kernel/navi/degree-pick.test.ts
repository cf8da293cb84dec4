import { expect } from '@esm-bundle/chai';
import { degreeOf, pickByDegree } from './degree-pick.ts';

const LEVELS = ['Low (24 kbit/s)', 'Normal (96 kbit/s)', 'Very high (320 kbit/s)', 'High (160 kbit/s)'];
const pick = (request: string, labels: readonly string[] = LEVELS) => pickByDegree(labels, (l) => l, request);

describe('a degree said instead of a value', () => {
  it('picks the largest or smallest amount among levels that each state one, in one unit', () => {
    expect(pick('put the streaming quality up as high as it goes')).to.equal('Very high (320 kbit/s)');
    expect(pick('set the quality to the lowest')).to.equal('Low (24 kbit/s)');
    expect(pick('max out the download speed')).to.equal('Very high (320 kbit/s)');
  });
  it('does not choose when the levels state no amount, several, or different units', () => {
    expect(pick('as high as it goes', ['High', 'Very high'])).to.equal(null);
    expect(pick('as high as it goes', ['1 GB for 30 days', '5 GB'])).to.equal(null);
    expect(pick('the biggest one', ['2 rooms', '12 seats'])).to.equal(null);
  });
  it('reads no degree in an amount said, "top up", "most recent", "30 min" or "at least"', () => {
    expect(degreeOf('set it to 160')).to.equal(null);
    expect(degreeOf("top up Evie's dinner money")).to.equal(null);
    expect(degreeOf('sort by most recent')).to.equal(null);
    expect(degreeOf('pause it for thirty min')).to.equal(null);
    expect(degreeOf('one that seats at least six')).to.equal(null);
    expect(pick("top up Evie's dinner money", ['£10', '£20', '£30'])).to.equal(null);
  });
});
