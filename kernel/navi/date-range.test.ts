import { expect } from '@esm-bundle/chai';
import { addDays, dateRangeParams, findLength } from './date-range.ts';

const p = (key: string, description = '') => ({ key, description });

describe('date ranges said as a start and a length', () => {
  it('pairs start and end date parameters by their names or descriptions', () => {
    expect(dateRangeParams([p('pickupDate'), p('returnDate')])).to.deep.equal({ start: 'pickupDate', end: 'returnDate' });
    expect(dateRangeParams([p('from'), p('to')])).to.deep.equal({ start: 'from', end: 'to' });
    expect(dateRangeParams([p('arrival'), p('departure')])).to.deep.equal({ start: 'arrival', end: 'departure' });
    expect(dateRangeParams([p('d1', 'First day of the course'), p('d2', 'Last day of the course')])).to.deep.equal({ start: 'd1', end: 'd2' });
    expect(dateRangeParams([p('departDate')])).to.equal(null);
  });

  it('reads a length in days from nights, days, weeks and number words', () => {
    expect(findLength('pick-up Monday for three days')?.days).to.equal(3);
    expect(findLength('a room from the 4th for 5 nights')?.days).to.equal(5);
    expect(findLength('the cabin from Sunday for a fortnight')?.days).to.equal(14);
    expect(findLength('hire it from tomorrow for two weeks')?.days).to.equal(14);
    expect(findLength('a table for four')).to.equal(null);
  });

  it('adds days across a month end', () => {
    expect(addDays('2031-01-30', 3)).to.equal('2031-02-02');
  });
});
