import { expect } from '@esm-bundle/chai';
import { findPartOfDay, findShift, inPart, labelAtSaidTime, findLengthOfTime, findReminderLead, findStartTime, findTimeRange, isReminderClause, optionMinutes } from './time-words.ts';

const NOW = new Date(2031, 4, 14, 8);
const range = (s: string) => {
  const r = findTimeRange(s);
  return r ? `${r.from}-${r.to}` : null;
};

describe('time-words', () => {
  it('reads a time range, with the part of the day said at the end holding for both ends', () => {
    expect(range('the rehearsal room, 6 to 7:30 in the evening')).to.equal('18:00-19:30');
    expect(range('block out from 9 to 5 for the workshop')).to.equal('09:00-17:00');
    expect(range('between 10:30 and noon')).to.equal('10:30-12:00');
    expect(range('from 11 to 1pm')).to.equal('11:00-13:00');
    expect(range('9-10am')).to.equal('09:00-10:00');
    expect(range('from 3 to 4')).to.equal('15:00-16:00');
    expect(range('14:00 until 15:15')).to.equal('14:00-15:15');
    // "till" and "until" join times even with bare hours.
    expect(range('next Friday, 10 till 12')).to.equal('10:00-12:00');
    // No time: a count, and "and" without "between".
    expect(range('move 2 to 3 boxes')).to.equal(null);
    expect(range('pick 4 and 5')).to.equal(null);
  });

  it('reads a bare hour for something scheduled in the afternoon when it is 1 to 6', () => {
    expect(findStartTime('the piano lesson at 4', NOW)?.value).to.equal('16:00');
    expect(findStartTime('tutoring at 8', NOW)?.value).to.equal('08:00');
    expect(findStartTime('tutoring at 8pm', NOW)?.value).to.equal('20:00');
    expect(findStartTime('a call at 07:00', NOW)?.value).to.equal('07:00');
    expect(findStartTime('brunch at noon', NOW)?.value).to.equal('12:00');
    expect(findStartTime('move the stand-up half an hour later', NOW)).to.equal(null);
  });

  it('reads how long something lasts, never a change or a lead', () => {
    expect(findLengthOfTime('a sauna slot for 90 minutes')?.minutes).to.equal(90);
    expect(findLengthOfTime('keep the session two hours long')?.minutes).to.equal(120);
    expect(findLengthOfTime('a 45-minute consult')?.minutes).to.equal(45);
    expect(findLengthOfTime('for an hour and a half')?.minutes).to.equal(90);
    expect(findLengthOfTime('push it half an hour later')).to.equal(null);
    expect(findLengthOfTime('push it half an hour later', [], true)).to.equal(null);
    expect(findLengthOfTime('find me a free half an hour', [], true)?.minutes).to.equal(30);
  });

  it("reads a reminder's lead in minutes", () => {
    expect(findReminderLead('and ping me 15 minutes ahead')?.minutes).to.equal(15);
    expect(findReminderLead('with an alert an hour before')?.minutes).to.equal(60);
    expect(findReminderLead('remind me the day before')?.minutes).to.equal(1440);
    expect(findReminderLead('no alerts for this one')?.minutes).to.equal(0);
    expect(findReminderLead('a 30 minute talk')).to.equal(null);
  });

  it('meets an option labelled with the time said, a bare hour in either half of the day', () => {
    expect(labelAtSaidTime('pick up the prescription at quarter to five', 'Fri 16:45 – 17:00', NOW)).to.equal(true);
    expect(labelAtSaidTime('collect at 9 please', '9:00 AM', NOW)).to.equal(true);
    expect(labelAtSaidTime('collect at 9 in the morning', '21:00', NOW)).to.equal(false);
    expect(labelAtSaidTime('collect at 5pm', 'Today 17:00 – 17:30', NOW)).to.equal(true);
    expect(labelAtSaidTime('collect later', 'Today 17:00 – 17:30', NOW)).to.equal(false);
    expect(labelAtSaidTime('collect at 5pm', 'As soon as possible', NOW)).to.equal(false);
  });

  it('reads a shift in time', () => {
    expect(findShift('bring the review 20 minutes earlier')?.minutes).to.equal(-20);
    expect(findShift('push it an hour later')?.minutes).to.equal(60);
    expect(findShift('an hour long')).to.equal(null);
  });

  it('knows a clause that is only a reminder, and options by their minutes', () => {
    expect(isReminderClause(' and notify me 5 mins beforehand')).to.equal(true);
    expect(isReminderClause(' and email the team 5 minutes before')).to.equal(false);
    expect(optionMinutes('15m', '15m')).to.equal(15);
    expect(optionMinutes('2h', '2h')).to.equal(120);
    expect(optionMinutes('P1D', 'P1D')).to.equal(1440);
    expect(optionMinutes('at_start', 'At the start')).to.equal(null);
    expect(optionMinutes('d1', '1 day before')).to.equal(1440);
    expect(optionMinutes('off', 'Off')).to.equal(0);
  });

  it('reads no dates as times, two bare afternoon hours together, and overnight ranges', () => {
    expect(range('off from 3 to 5 June')).to.equal(null);
    expect(range('away March 4 to 9')).to.equal(null);
    expect(range('the 12th to 14th of May')).to.equal(null);
    expect(range('a barbecue from 4 to 7')).to.equal('16:00-19:00');
    expect(range('from 8 to 10')).to.equal('08:00-10:00');
    expect(range('on call from 10pm to 6am')).to.equal('22:00-06:00');
  });

  it('takes "earlier" and "early" for a lead only after a reminder word, and reads "a reminder of"', () => {
    expect(findReminderLead('move the tasting half an hour earlier')).to.equal(null);
    expect(findReminderLead('I need to be there 15 minutes early')).to.equal(null);
    expect(findReminderLead('remind me 10 minutes early')?.minutes).to.equal(10);
    expect(findReminderLead('with a reminder of 25 minutes')?.minutes).to.equal(25);
    expect(findLengthOfTime('with a reminder of 25 minutes')).to.equal(null);
    expect(findLengthOfTime('a slot of 25 minutes')?.minutes).to.equal(25);
  });

  it('reads a count with a half, and a shift only with its own words', () => {
    expect(findLengthOfTime('a hike for two and a half hours')?.minutes).to.equal(150);
    expect(findShift('extend the review by an hour on Friday')).to.equal(null);
    expect(findShift('push the audit back 2 hours')?.minutes).to.equal(120);
    expect(findShift('delay the audit by ten minutes')?.minutes).to.equal(10);
    expect(optionMinutes('2', '2 hours before')).to.equal(120);
    expect(optionMinutes('5', '5')).to.equal(5);
  });

  it('reads no day and month in a label as its time', () => {
    expect(labelAtSaidTime('the one at 2:06', 'Mo 14.06. 10:00 – 10:30', NOW)).to.equal(false);
    expect(labelAtSaidTime('the one at ten', 'Mo 14.06. 10:00 – 10:30', NOW)).to.equal(true);
  });
  it('reads a part of the day said instead of a time, lunchtime among them, and where it was said', () => {
    expect(findPartOfDay('book spin wed lunchtime')).to.deep.include({ from: 11 * 60 + 30, to: 14 * 60, start: 14 });
    expect(findPartOfDay('the morning one')).to.deep.include({ from: 0, to: 12 * 60 });
    expect(findPartOfDay('anything after work on Friday?')).to.deep.include({ from: 17 * 60 });
    expect(findPartOfDay('book the 7:30 class')).to.equal(null);
    expect(inPart('12:30', findPartOfDay('over lunch')!)).to.equal(true);
    expect(inPart('18:00', findPartOfDay('over lunch')!)).to.equal(false);
  });
});
