import { expect } from '@esm-bundle/chai';
import { findDates, findTimes } from './dates.ts';

const NOW = new Date(2031, 2, 12, 9); // Wednesday 12 March 2031
const dates = (t: string) => findDates(t, NOW).map((d) => d.value);

describe('dates and times', () => {
  it('reads ISO, day-month-year, month-day-year and day/month/year', () => {
    expect(dates('on 2031-04-01')).to.deep.equal(['2031-04-01']);
    expect(dates('the 5th of May 2032')).to.deep.equal(['2032-05-05']);
    expect(dates('Aug 9, 2031')).to.deep.equal(['2031-08-09']);
    expect(dates('3/11/2031')).to.deep.equal(['2031-11-03']);
  });

  it('takes a day without a year as the next one to come', () => {
    expect(dates('on 1 January')).to.deep.equal(['2032-01-01']);
    expect(dates('December 24')).to.deep.equal(['2031-12-24']);
  });

  it('reads relative days', () => {
    expect(dates('tomorrow')).to.deep.equal(['2031-03-13']);
    expect(dates('next friday')).to.deep.equal(['2031-03-14']);
    expect(dates('in two weeks')).to.deep.equal(['2031-03-26']);
  });

  it('reads "next" and a weekday said on that weekday, at any hour, as a week on', () => {
    for (const hour of [7, 23]) {
      const wednesday = new Date(2031, 2, 12, hour);
      expect(findDates('next Wednesday at 11', wednesday).map((d) => d.value)).to.deep.equal(['2031-03-19']);
      expect(findDates('next wednesday', wednesday).map((d) => d.value)).to.deep.equal(['2031-03-19']);
    }
  });

  it('refuses impossible dates and reads clock times', () => {
    expect(dates('2031-02-30')).to.deep.equal([]);
    expect(findTimes('at 7pm or 18:45').map((t) => t.value)).to.deep.equal(['19:00', '18:45']);
    expect(findTimes('for 3 people')).to.deep.equal([]);
  });

  it('reads spoken clock times and a day of the month, and keeps a date apart from its time', () => {
    const said = 'the third of March at quarter past nine';
    expect(findDates(said, NOW).map((d) => [d.value, said.slice(d.start, d.end)])).to.deep.equal([['2032-03-03', 'third of March']]);
    expect(findTimes(said, NOW).map((t) => [t.value, said.slice(t.start, t.end)])).to.deep.equal([['09:15', 'at quarter past nine']]);
    expect(findTimes('half past four in the afternoon', NOW).map((t) => t.value)).to.deep.equal(['16:30']);
    expect(findTimes('quarter to ten', NOW).map((t) => t.value)).to.deep.equal(['09:45']);
    expect(dates('on the 22nd')).to.deep.equal(['2031-03-22']);
    expect(dates('on the 2nd')).to.deep.equal(['2031-04-02']);
    expect(dates('next Thursday at 11')).to.deep.equal(['2031-03-13']);
  });

  it('keeps a bare hour said beside a day apart from the day', () => {
    const said = 'a room for next Friday, 10 till 12';
    expect(findDates(said, NOW).map((d) => [d.value, said.slice(d.start, d.end)])).to.deep.equal([['2031-03-14', 'next Friday']]);
    expect(findTimes(said, NOW).map((t) => [t.value, said.slice(t.start, t.end)])).to.deep.equal([['10:00', '10']]);
    expect(findTimes('Friday 10', NOW).map((t) => t.value)).to.deep.equal(['10:00']);
    expect(dates('Friday 10')).to.deep.equal(['2031-03-14']);
  });

  it('reads misspelt date words, ordinal words, "half ten" and "four thirty", each where it was said', () => {
    expect(dates('for tomorow at 1pm')).to.deep.equal(['2031-03-13']);
    expect(dates('next thursdy')).to.deep.equal(['2031-03-13']);
    const said = 'for the twenty-second at four thirty in the afternoon';
    expect(findDates(said, NOW).map((d) => [d.value, said.slice(d.start, d.end)])).to.deep.equal([['2031-03-22', 'the twenty-second']]);
    expect(findTimes(said, NOW).map((t) => [t.value, said.slice(t.start, t.end)])).to.deep.equal([['16:30', 'at four thirty in the afternoon']]);
    expect(findTimes('this Sunday at half ten', NOW).map((t) => t.value)).to.deep.equal(['10:30']);
    const morning = 'on the 15th, 9 in the morning please';
    expect(findDates(morning, NOW).map((d) => morning.slice(d.start, d.end))).to.deep.equal(['on the 15th']);
    expect(findTimes(morning, NOW).map((t) => [t.value, morning.slice(t.start, t.end)])).to.deep.equal([['09:00', '9 in the morning']]);
    // An ordinal word that is a position, not a day, stays one.
    expect(dates('open the third email')).to.deep.equal([]);
  });
});

describe('a range of named days, and a weekday placed by the week said after it', () => {
  const friday = new Date(2026, 11, 4, 12);
  it('reads "Tuesday to Thursday next week" as one date with its last day (hotel room service)', () => {
    const [d] = findDates('breakfast in the room Tuesday to Thursday next week', friday);
    expect(d?.value).to.equal('2026-12-08');
    expect(d?.until).to.equal('2026-12-10');
  });
  it('reads "Wednesday evening … next week" as that Wednesday, the week taken with it', () => {
    const found = findDates('a late checkout Wednesday evening next week', friday);
    expect(found.map((f) => f.value)).to.deep.equal(['2026-12-09']);
    expect(found[0]!.also).to.not.equal(undefined);
  });
});
