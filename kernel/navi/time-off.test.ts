import { expect } from '@esm-bundle/chai';
import { timeOffWords } from './time-off.ts';

describe('time said with "off"', () => {
  it('names leave or absence (coworking desk booking)', () => {
    expect(timeOffWords('I need Thursday afternoon off').length).to.be.greaterThan(0);
    expect(timeOffWords('two days off in May').length).to.be.greaterThan(0);
  });
  it('leaves "off" that turns something off', () => {
    expect(timeOffWords('turn the desk lamp off')).to.deep.equal([]);
    expect(timeOffWords('switch the heating off at 6')).to.deep.equal([]);
  });
});
