// Entries taken by the values that make them one (a showing by its date and start time), found
// through the page's own read tool from what the person calls them. Invented pages: a cinema
// and a swimming pool, with their own words.
import { expect } from '@esm-bundle/chai';
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { atSaidTime, keyedParams, pickKeyed, takesKeyed } from './keyed-record.ts';
import { pageControlTools, playConversation } from './scripted-conversation.ts';

const NOW = new Date(2030, 0, 7, 12); // a Monday
const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): DiscoveredPageTool =>
  ({ name, title: '', description, descriptorHash: `h-${name}`, frameId: 0, documentId: 'D1', inputSchema: { type: 'object', properties, required }, annotations: {} }) as unknown as DiscoveredPageTool;

const SHOWINGS = {
  showings: [
    { date: '2030-01-11', start: '14:00', film: 'Dune', screen: 'Screen 2', seatsLeft: 40 },
    { date: '2030-01-11', start: '20:45', film: 'Dune', screen: 'Screen 1', seatsLeft: 3 },
    { date: '2030-01-11', start: '18:00', film: 'Paddington', screen: 'Screen 3', seatsLeft: 12 },
    { date: '2030-01-12', start: '11:00', film: 'Paddington', screen: 'Screen 3', seatsLeft: 60 },
  ],
};
const RESERVE = tool('reserve_seat', 'Reserves one seat at a showing, given its date (YYYY-MM-DD) and start time (HH:MM).', { date: { type: 'string' }, start: { type: 'string' } }, ['date', 'start']);
const SHOWS = tool('list_showings', "Lists this week's showings: date, start time, film, screen and seats left.", {});
const kinds = new Set(['showing', 'seat']);
const friday = { date: '2030-01-11' };

describe('keyed-record', () => {
  it('picks the one entry the words, the day given and the part of the day name, and fills the values left out', () => {
    const pick = pickKeyed(SHOWINGS, ['start'], friday, 'grab me a seat for Dune on Friday evening', kinds, NOW);
    expect(pick.kind).to.equal('one');
    if (pick.kind === 'one') expect({ start: pick.record.record.start }).to.deep.equal({ start: '20:45' });
  });

  it('asks when several fit, says none when nothing does, and never takes an entry of another day', () => {
    const two = pickKeyed(SHOWINGS, ['start'], friday, 'a seat for Dune on Friday', kinds, NOW);
    expect(two.kind).to.equal('many');
    if (two.kind === 'many') expect(two.records.map((r) => r.record.start)).to.deep.equal(['14:00', '20:45']);
    // Paddington plays on Saturday morning, not Friday morning: nothing, not the other film.
    expect(pickKeyed(SHOWINGS, ['start'], friday, 'Paddington on Friday morning', kinds, NOW).kind).to.equal('none');
    // A name that is no entry's is no licence to take whichever entry the day leaves.
    expect(pickKeyed(SHOWINGS, ['start'], friday, 'Gladiator on Friday evening', kinds, NOW)).to.deep.equal({ kind: 'none', said: 'gladiator evening' });
    // A read that lists nothing with the values left out.
    expect(pickKeyed({ films: ['Dune'] }, ['start'], friday, 'Dune on Friday', kinds, NOW).kind).to.equal('unlisted');
  });

  it('names an entry by what it is first, then when, then its counts; ids left out', () => {
    const pick = pickKeyed({ rows: [{ slotId: 'x9', date: '2030-01-11', start: '09:00', film: 'Dune', seatsLeft: 2 }] }, ['start'], {}, 'Dune', kinds, NOW);
    expect(pick.kind === 'one' && pick.record.label).to.equal('Dune, 2030-01-11, 09:00, seats left 2');
  });

  it('an answer says the time of day ("the evening one", "the 2pm one") among labelled entries', () => {
    const records = [
      { id: 0, label: 'Dune, 14:00', record: {} },
      { id: 1, label: 'Dune, 20:45', record: {} },
    ];
    expect(atSaidTime(records, 'the evening one', NOW).map((r) => r.id)).to.deep.equal([1]);
    expect(atSaidTime(records, 'the 2pm one', NOW).map((r) => r.id)).to.deep.equal([0]);
    expect(atSaidTime(records, 'the one with Zendaya', NOW)).to.have.length(2);
  });

  it('only for a tool that acts on an entry that is there, by values that are no free text', () => {
    expect(keyedParams(RESERVE, ['start'])).to.deep.equal(['start']);
    // Making an entry: a time left out is the person's to say, never an old entry's.
    const add = tool('add_event', 'Adds an event to the calendar on a date at a time.', { date: { type: 'string' }, time: { type: 'string' }, title: { type: 'string' } }, ['date', 'time', 'title']);
    expect(keyedParams(add, ['time'])).to.deep.equal([]);
    const note = tool('reserve_note', 'Reserves a seat with a note for the usher.', { start: { type: 'string' }, note: { type: 'string' } }, ['start', 'note']);
    expect(keyedParams(note, ['note'])).to.deep.equal([]);
    expect(takesKeyed(RESERVE, [RESERVE, SHOWS])).to.equal(true);
    // A read that does not say it lists start times is not asked.
    expect(takesKeyed(RESERVE, [RESERVE, tool('list_films', 'Lists the films showing this week.', {})])).to.equal(false);
  });
});

// The Navi end to end on a swimming pool's page: reads the timetable, then books by its values.
const POOL = {
  tabId: 3,
  frames: [
    {
      frameId: 0,
      documentId: 'D1',
      tools: [
        { name: 'pool_sessions', title: 'Sessions', description: 'Lists the pool sessions for the coming week: day, start, activity, lanes free.', descriptorHash: 'h1', inputSchema: { type: 'object', properties: { day: { type: 'string' } } }, annotations: {} },
        { name: 'reserve_session', title: 'Reserve', description: 'Reserves a place at a session by its day (YYYY-MM-DD) and start (HH:MM).', descriptorHash: 'h2', inputSchema: { type: 'object', properties: { day: { type: 'string' }, start: { type: 'string' } }, required: ['day', 'start'] }, annotations: {} },
      ],
    },
  ],
};
const SESSIONS = {
  sessions: [
    { day: '2030-01-10', start: '07:00', activity: 'Lane swim', lanesFree: 2 },
    { day: '2030-01-10', start: '12:15', activity: 'Lane swim', lanesFree: 4 },
    { day: '2030-01-10', start: '10:00', activity: 'Aqua fit', lanesFree: 1 },
    { day: '2030-01-10', start: '18:30', activity: 'Aqua fit', lanesFree: 3 },
  ],
};

async function converse(turns: string[]) {
  const invoked: string[] = [];
  const answers = await playConversation(turns, pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => {
    if (name === 'browser.webmcp.discover') return POOL;
    if (name !== 'browser.webmcp.invoke') return {};
    invoked.push(`${String(args.name)} ${JSON.stringify(args.arguments)}`);
    return { result: { value: args.name === 'pool_sessions' ? SESSIONS : { reserved: true } } };
  });
  return { invoked, answers };
}

describe('keyed-record through the Navi', () => {
  it('"get me into the lunchtime lane swim on Thursday": reads the sessions, then reserves that one by its day and start', async () => {
    const { invoked } = await converse(['get me into the lunchtime lane swim on Thursday']);
    expect(invoked).to.deep.equal(['pool_sessions {}', 'reserve_session {"day":"2030-01-10","start":"12:15"}']);
  });

  it('asks which of two, and takes "the evening one" for an answer', async () => {
    const { invoked, answers } = await converse(['sign me up for aqua fit thursday', 'the evening one']);
    expect(answers[0]).to.match(/Which one do you mean: "Aqua fit, 2030-01-10, 10:00, lanes free 1" or "Aqua fit, 2030-01-10, 18:30, lanes free 3"\?/);
    expect(invoked.at(-1)).to.equal('reserve_session {"day":"2030-01-10","start":"18:30"}');
  });

  it('says so when nothing on the timetable fits, and reserves nothing', async () => {
    const { invoked, answers } = await converse(['book aqua fit on Thursday at lunchtime', 'book water polo on Thursday at lunchtime']);
    expect(invoked).to.deep.equal(['pool_sessions {}', 'pool_sessions {}']);
    expect(answers[0]).to.match(/lists nothing on day "2030-01-10" matching "aqua fit lunchtime"/);
    // Not the lane swim the hour leaves: words that name no session at all name nothing.
    expect(answers[1]).to.match(/lists nothing on day "2030-01-10" matching "water polo lunchtime"/);
  });
});
