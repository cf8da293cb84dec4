import { expect } from '@esm-bundle/chai';
import { fillArguments, movedTimes } from './argument-filler.ts';
import { shapedValues } from './field-values.ts';
import { findPeople, peopleFitting } from './schedule-args.ts';
import { splitSteps } from './steps.ts';
import type { MatchableTool } from './tool-matcher.ts';

// A Thursday.
const NOW = new Date(2031, 4, 15, 8);
const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): MatchableTool => ({ name, title: '', description, inputSchema: { type: 'object', properties, required } });

describe('schedule arguments', () => {
  it('fills a meeting-room booking with from/until times (HH:MM pattern) and a date', () => {
    const t = tool(
      'reserve_room',
      'Reserves a meeting room.',
      { room: { type: 'string', enum: ['Fjord', 'Tundra'] }, day: { type: 'string', format: 'date' }, from: { type: 'string', pattern: '^\\d{2}:\\d{2}$' }, until: { type: 'string', pattern: '^\\d{2}:\\d{2}$' } },
      ['room', 'day', 'from', 'until'],
    );
    const f = fillArguments('grab the Fjord room next Wednesday between 10:30 and noon', t, { now: NOW });
    expect(f.args).to.deep.equal({ room: 'Fjord', day: '2031-05-21', from: '10:30', until: '12:00' });
    expect(f.missing).to.deep.equal([]);
  });

  it('fills a lesson with a start time and a length in minutes, the name from what is booked', () => {
    const t = tool(
      'book_lesson',
      'Books a lesson in the studio diary.',
      { student: { type: 'string' }, lessonDate: { type: 'string', format: 'date' }, startTime: { type: 'string', format: 'time' }, durationMinutes: { type: 'integer' } },
      ['student', 'lessonDate', 'startTime', 'durationMinutes'],
    );
    const f = fillArguments('put Mira down for a cello lesson the day after tomorrow at 4, 45 minutes long', t, { now: NOW });
    expect(f.args).to.deep.include({ lessonDate: '2031-05-17', startTime: '16:00', durationMinutes: 45 });
  });

  it('gives date-time parameters one day for both ends of a range', () => {
    const t = tool('add_shift', 'Adds a shift to the rota.', { worker: { type: 'string' }, starts_at: { type: 'string', format: 'date-time' }, ends_at: { type: 'string', format: 'date-time' } }, ['worker', 'starts_at', 'ends_at']);
    const f = fillArguments('add a shift for Olu on Saturday from 2 to 10pm', t, { now: NOW });
    expect(f.args).to.deep.include({ starts_at: '2031-05-17T14:00:00', ends_at: '2031-05-17T22:00:00' });
  });

  it('fills an end an hour on when only a start is said, and the length when one is', () => {
    const t = tool('plan_visit', 'Plans a site visit: date (YYYY-MM-DD), start and end (HH:MM).', { what: { type: 'string' }, date: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } }, ['what', 'date', 'start', 'end']);
    expect(fillArguments('plan a boiler check on Monday at 9', t, { now: NOW }).args).to.deep.include({ date: '2031-05-19', start: '09:00', end: '10:00' });
    expect(fillArguments('plan a boiler check on Monday at 9 for half an hour', t, { now: NOW }).args).to.deep.include({ start: '09:00', end: '09:30' });
  });

  it("puts a reminder's lead into a reminder parameter by its options or as minutes", () => {
    const byOption = tool('new_deadline', 'Adds a deadline to the school planner.', { title: { type: 'string' }, due: { type: 'string', format: 'date' }, alert: { type: 'string', enum: ['none', '15m', '1h', '1d'] } }, ['title', 'due']);
    expect(fillArguments('add the history essay deadline for Friday, alert me a day before', byOption, { now: NOW }).args).to.deep.include({ due: '2031-05-16', alert: '1d' });
    const byMinutes = tool('schedule_call', 'Schedules a call.', { contact: { type: 'string' }, time: { type: 'string', format: 'time' }, remindMinutes: { type: 'integer' } }, ['contact', 'time']);
    expect(fillArguments('schedule a call with the supplier at 3, remind me 20 min before', byMinutes, { now: NOW }).args).to.deep.include({ time: '15:00', remindMinutes: 20 });
  });

  it('takes people after "with" into a guest list, by the addresses it offers, and lists the ones a name fits twice', () => {
    const t = tool(
      'create_meeting',
      'Creates a meeting on a day (YYYY-MM-DD) from a start to an end time.',
      { subject: { type: 'string' }, day: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, participants: { type: 'array', items: { type: 'string', enum: ['ines.moreau@corp.example', 'bo.lind@corp.example', 'bo.park@corp.example'] } } },
      ['subject', 'day', 'start', 'end'],
    );
    const f = fillArguments('tomorrow 1 till 2pm, a "Pricing sync"; invite Ines and Bo', t, { now: NOW });
    expect(f.args).to.deep.include({ subject: 'Pricing sync', day: '2031-05-16', start: '13:00', end: '14:00', participants: ['ines.moreau@corp.example'] });
    expect(f.choices).to.deep.equal([{ param: 'participants', name: 'Bo', options: ['bo.lind@corp.example', 'bo.park@corp.example'] }]);
  });

  it('keeps a "with" inside a name being given, and reads names as said when nothing is offered', () => {
    expect(findPeople('a dinner called Supper with Odile tomorrow', [])).to.equal(null);
    expect(findPeople('a dinner with Odile, Raj and Lee Wong tomorrow', [])?.names).to.deep.equal(['Odile', 'Raj', 'Lee Wong']);
    expect(peopleFitting('Lee', ['Lee Wong', 'Leena Ortiz'])).to.deep.equal(['Lee Wong']);
    const t = tool('add_booking', 'Adds a booking to the calendar: title, date, start and end (HH:MM).', { title: { type: 'string' }, date: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, invitees: { type: 'array', items: { type: 'string' } } }, ['title', 'date', 'start', 'end']);
    const f = fillArguments('book a table called Supper with Odile tomorrow at 7pm', t, { now: NOW });
    expect(f.args).to.deep.include({ title: 'Supper with Odile', start: '19:00', end: '20:00' });
    expect(f.args).to.not.have.property('invitees');
    const g = fillArguments('book a piano tuning Tuesday between 2 and 2:30 in the afternoon', t, { now: NOW });
    expect(g.args).to.deep.include({ title: 'piano tuning', date: '2031-05-20', start: '14:00', end: '14:30' });
  });

  it('leaves tools that do not take times alone: places from "from … to", dates of a stay', () => {
    const trains = tool('find_trains', 'Finds trains.', { from: { type: 'string' }, to: { type: 'string' }, date: { type: 'string', format: 'date' } }, ['from', 'to']);
    expect(fillArguments('trains from Ghent to Bruges on Friday', trains, { now: NOW }).args).to.deep.equal({ from: 'Ghent', to: 'Bruges', date: '2031-05-16' });
    const stay = tool('book_stay', 'Books a stay.', { check_in: { type: 'string', format: 'date' }, check_out: { type: 'string', format: 'date' } }, ['check_in', 'check_out']);
    expect(fillArguments('book Friday for two nights', stay, { now: NOW }).args).to.deep.equal({ check_in: '2031-05-16', check_out: '2031-05-18' });
  });

  it('reads a value by its shape into the parameter named for it, and no other words into the rest', () => {
    const t = tool('update_profile', 'Updates the member profile: any of name, email, mobile and website.', { name: { type: 'string' }, email: { type: 'string' }, mobile: { type: 'string' }, website: { type: 'string' } });
    expect(fillArguments('new mobile for me: 0612 345 678', t).args).to.deep.equal({ mobile: '0612 345 678' });
    expect(fillArguments('I moved my site to https://kiln.example.org', t).args).to.deep.equal({ website: 'https://kiln.example.org' });
    // Digits the request names as another number are no phone.
    expect(fillArguments('my passport number is 5561 2398 04, add it to my profile', t).args).to.not.have.property('mobile');
  });

  it("moves a record's start and end through an update tool, from the times it holds", () => {
    const t = tool('update_class', 'Changes a class in the timetable: its start and end (HH:MM).', { class_id: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } }, ['class_id']);
    const held = { id: 'c7', name: 'Pottery', start: '18:00', end: '19:30' };
    expect(movedTimes('move pottery 45 minutes earlier', t, held, {})).to.deep.equal({ start: '17:15', end: '18:45' });
    expect(movedTimes('move pottery to 7pm', t, held, { start: '19:00' })).to.deep.equal({ end: '20:30' });
    expect(movedTimes('rename pottery to Ceramics', t, held, {})).to.deep.equal({});
  });

  it('keeps "and remind me … before" with the step it reminds of', () => {
    expect(splitSteps('book the vet for Friday at 10 and alert me an hour before').length).to.equal(1);
    expect(splitSteps('book the vet for Friday at 10 and delete the groomer appointment').length).to.equal(2);
  });

  it('reads two bare hours in the afternoon together, and a range past midnight onto the next day', () => {
    const t = tool('add_shift', 'Adds a shift to the rota.', { worker: { type: 'string' }, starts_at: { type: 'string', format: 'date-time' }, ends_at: { type: 'string', format: 'date-time' } }, ['worker', 'starts_at', 'ends_at']);
    expect(fillArguments('add a shift for Olu on Saturday from 10pm to 6am', t, { now: NOW }).args).to.deep.include({ starts_at: '2031-05-17T22:00:00', ends_at: '2031-05-18T06:00:00' });
    const party = tool('plan_party', 'Plans a party: day, start and end (HH:MM).', { day: { type: 'string', format: 'date' }, start: { type: 'string' }, end: { type: 'string' } }, ['day', 'start', 'end']);
    expect(fillArguments('plan a garden party on Sunday from 4 to 7', party, { now: NOW }).args).to.deep.include({ start: '16:00', end: '19:00' });
  });

  it('gives no end past midnight for a length, rather than cutting it at 23:59', () => {
    const t = tool('plan_visit', 'Plans a site visit: date (YYYY-MM-DD), start and end (HH:MM).', { what: { type: 'string' }, date: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } }, ['what', 'date', 'start', 'end']);
    const f = fillArguments('plan a night inspection on Monday at 11pm for 2 hours', t, { now: NOW });
    expect(f.args).to.deep.include({ start: '23:00' });
    expect(f.args).to.not.have.property('end');
  });

  it('reads days of a month from "from 3 to 5 June" into the dates, not the times', () => {
    const t = tool('block_leave', 'Blocks leave in the team planner: start and end date, start and end time (HH:MM).', { start_date: { type: 'string', format: 'date' }, end_date: { type: 'string', format: 'date' }, start_time: { type: 'string' }, end_time: { type: 'string' } });
    const f = fillArguments('block my leave from 3 to 5 June', t, { now: NOW });
    expect(f.args).to.not.have.property('start_time');
    expect(f.args).to.not.have.property('end_time');
  });

  it('takes no arriving early or moving earlier for a reminder, and a "reminder of" for no length', () => {
    const t = tool('add_appointment', 'Adds an appointment: date, start time (HH:MM), length in minutes and a reminder.', { what: { type: 'string' }, date: { type: 'string', format: 'date' }, start: { type: 'string', format: 'time' }, minutes: { type: 'integer' }, reminder: { type: 'string', enum: ['none', '10m', '20m', '30m', '1h'] } }, ['what', 'date', 'start']);
    const early = fillArguments('add the optician on Monday at 2, I should turn up 20 minutes early', t, { now: NOW }).args;
    expect(early).to.not.have.property('reminder');
    const of = fillArguments('add the optician on Monday at 2 with a reminder of 30 minutes', t, { now: NOW }).args;
    expect(of).to.deep.include({ start: '14:00', reminder: '30m' });
    expect(of).to.not.have.property('minutes');
  });

  it('gives a length only to a parameter of time, never a longitude', () => {
    const t = tool('pin_meetup', 'Pins a meetup on the map.', { title: { type: 'string' }, time: { type: 'string', format: 'time' }, lat: { type: 'number', description: 'latitude' }, long: { type: 'number', description: 'longitude' } }, ['title', 'time']);
    expect(fillArguments('pin a picnic at 1pm for 20 minutes', t, { now: NOW }).args).to.not.have.property('long');
  });

  it('leaves out a capitalised word after "with" that is nobody the tool offers, and goes on', () => {
    const t = tool(
      'create_meeting',
      'Creates a meeting on a day (YYYY-MM-DD) from a start to an end time.',
      { subject: { type: 'string' }, day: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, participants: { type: 'array', items: { type: 'string', enum: ['ines.moreau@corp.example', 'bo.lind@corp.example'] } } },
      ['subject', 'day', 'start', 'end'],
    );
    const f = fillArguments('arrange a budget chat with Finance on Friday at 10', t, { now: NOW });
    expect(f.choices).to.deep.equal([]);
    expect(f.args).to.deep.include({ start: '10:00' });
    expect(f.args).to.not.have.property('participants');
  });

  it('keeps phones named by a messenger, a person or after an account word, and drops numbers of another kind', () => {
    const phones = (s: string) => shapedValues(s).filter((v) => v.sort === 'phone').map((v) => v.value);
    expect(phones('my Signal number is +31 6 1234 5678')).to.deep.equal(['+31 6 1234 5678']);
    expect(phones("my brother's number is 0161 496 0000, put it under his name")).to.deep.equal(['0161 496 0000']);
    expect(phones('change my account to my new phone 0161 496 0123')).to.deep.equal(['0161 496 0123']);
    expect(phones('the policy number is 4471 220 9300')).to.deep.equal([]);
    expect(phones('order 55129034 never came')).to.deep.equal([]);
  });

  it('moves no time of day for a shift of a day or more, or for words inside quotes, or "on" a day', () => {
    const t = tool('update_class', 'Changes a class in the timetable: its start and end (HH:MM).', { class_id: { type: 'string' }, title: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' } }, ['class_id']);
    const held = { id: 'c7', name: 'Pottery', start: '18:00', end: '19:30' };
    expect(movedTimes('push pottery a day later', t, held, {})).to.deep.equal({});
    expect(movedTimes('rename pottery to "Ten minutes later"', t, held, {})).to.deep.equal({});
    expect(movedTimes('extend pottery by an hour on Saturday', t, held, {})).to.deep.equal({});
  });
});
