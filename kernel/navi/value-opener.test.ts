// Questions whose value only a record's own view shows, on pages that are not the benchmark's: a
// CRM's deals table (the owner's region only in the deal's view), a course's week of sessions drawn
// as buttons (the teacher and the room link only in the session's view), and a view the page refuses
// to open (asked once, never pressed again).
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer, ScriptedFailure } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { valueOpener } from './value-opener.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.webmcp.invoke');

interface Page {
  outline: string;
  text: string;
  opened: Record<string, { outline: string; text: string } | 'refused'>;
}

async function ask(question: string, page: Page) {
  const clicks: string[] = [];
  let outline = page.outline;
  let text = page.text;
  const answers = await playConversation([question], TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') {
      const fp = String((args.target as { fingerprint?: unknown }).fingerprint);
      clicks.push(fp);
      const view = page.opened[fp];
      if (view === 'refused') return new ScriptedFailure('blocked-sensitive', { message: 'The target is a protected surface: ask the person to do this part.' });
      if (view) {
        outline = view.outline;
        text = view.text;
      }
      return { after: {} };
    }
    if (name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text')) return { text, links: [] };
    return plainAnswer(name, outline);
  });
  return { clicks, answer: answers.at(-1) ?? '' };
}

const DEALS: Page = {
  outline: [
    'main @mainmain',
    '  h1 "Deals"',
    '  grid "Deals" @dealgrid',
    '    button "Harbor Freight renewal" @harborbt',
    '    button "Upgrade to premium support" @upgradbt',
    '    button "Harbor Freight add-on seats" @harbor2b',
    '    button "Northwind pilot" @northwbt',
    '  button "New deal" @newdealb',
  ].join('\n'),
  text: [
    'Deals',
    'Deal | Company | Stage | Owner',
    'Harbor Freight renewal | Harbor Freight | Negotiation | Ravi Menon',
    'Upgrade to premium support | Blue Fin | Won | Ada Obi',
    'Harbor Freight add-on seats | Harbor Freight | Proposal | Ravi Menon',
    'Northwind pilot | Northwind | Lost | Li Wen',
    'New deal',
  ].join('\n'),
  opened: {
    harborbt: {
      outline: 'main @mainmain\n  h1 "Harbor Freight renewal" @dealview\n  button "Back to deals" @backdeal',
      text: 'Harbor Freight renewal\nRavi Menon owns this deal.\nRegion\nNorth-east\nRenewal quote: HF-30912 sent on 3 May 2031.\nBack to deals',
    },
    northwbt: 'refused',
  },
};

describe('value-opener: the record the question names, opened for the value its list does not show', () => {
  it("opens the row's own control and reads the value under the label the question names", async () => {
    const { clicks, answer } = await ask('Which region is Harbor Freight in?', DEALS);
    // Both Harbor rows name the same company: the first opens it.
    expect(clicks).to.deep.equal(['harborbt']);
    expect(answer).to.match(/^That is "North-east"/);
    expect(answer).not.to.include('Blue Fin');
  });

  it('reads a code beside the words asked in the opened view', async () => {
    const { answer } = await ask('what is the quote number on the harbor freight renewal?', DEALS);
    expect(answer).to.match(/^That is "HF-30912"/);
  });

  it('never presses again a control the page refused, and says why', async () => {
    const { clicks, answer } = await ask('what region is the Northwind pilot in?', DEALS);
    expect(clicks).to.deep.equal(['northwbt']);
    expect(answer).to.match(/protected surface/);
  });

  it('opens nothing when the row itself says the value', async () => {
    const { clicks, answer } = await ask('what stage is the Northwind pilot in?', DEALS);
    expect(clicks).to.deep.equal([]);
    expect(answer).to.include('Lost');
  });

  it('opens no row that says only one of the names the question gives', async () => {
    const { clicks } = await ask('Which region is Harbor Lights in?', DEALS);
    expect(clicks).to.deep.equal([]);
  });

  it("opens the row's own control named by the cell that met the words, not a menu's link that says another cell", () => {
    const outline = parseOutline(
      ['navigation @navinavi', '  link "Proposal" @navpropl', 'main @mainmain', '  grid "Deals" @dealgrid', '    button "Harbor Freight renewal" @harborbt', '    button "Harbor Freight add-on seats" @harbor2b'].join('\n'),
    ).map((l) => ({ ...l, frameId: 0 }));
    const text = ['Deal | Company | Stage | Owner', 'Harbor Freight renewal | Harbor Freight | Negotiation | Ravi Menon', 'Harbor Freight add-on seats | Harbor Freight | Proposal | Ravi Menon'].join('\n');
    expect(valueOpener(controlsOf(outline), text, ['add', 'seat'])?.line.fingerprint).to.equal('harbor2b');
  });

  it("opens the row's link that another of its cells names when the cell met has none", () => {
    const outline = parseOutline(['navigation @navinavi', '  link "Repairs" @navrepai', 'main @mainmain', '  link "Broken hinge" @hingelnk', '  link "Leaking valve" @valvelnk'].join('\n')).map((l) => ({ ...l, frameId: 0 }));
    const text = ['Job | Subject | Client | Kind', '#88 | Broken hinge | Ola Berg | Repairs', '#87 | Leaking valve | Sam Ode | Repairs'].join('\n');
    expect(valueOpener(controlsOf(outline), text, ['ola', 'berg'], ['ola', 'berg'])?.line.fingerprint).to.equal('hingelnk');
  });

  it("opens a card by the heading above its repeated 'More info' button (a pharmacy's refills)", () => {
    const outline = parseOutline(
      ['main @mainmain', '  heading "Ventolin inhaler" @hventoli', '  button "More info" @infovent', '  heading "Lisinopril 10 mg" @hlisinop', '  button "More info" @infolisi', '  heading "Metformin 500 mg" @hmetform', '  button "More info" @infometf'].join('\n'),
    ).map((l) => ({ ...l, frameId: 0 }));
    const text = ['Ventolin inhaler', '2 refills left', 'Lisinopril 10 mg', '1 refill left', 'Metformin 500 mg', '0 refills left'].join('\n');
    expect(valueOpener(controlsOf(outline), text, ['lisinopril', 'pharmacist'])?.line.fingerprint).to.equal('infolisi');
    // Words that fit no card's heading open nothing.
    expect(valueOpener(controlsOf(outline), text, ['aspirin'])).to.equal(null);
  });

  it('finds the entry drawn as repeated buttons, never one that starts with an action', () => {
    const week = parseOutline(
      ['main @mainmain', '  button "Intro to SQL Mon 9:00" @sqlmonbt', '  button "Joins and indexes Wed 9:00" @joinwedb', '  button "Query plans Fri 9:00" @planfrib', '  button "Cancel enrolment" @cancelen'].join('\n'),
    ).map((l) => ({ ...l, frameId: 0 }));
    const controls = controlsOf(week);
    expect(valueOpener(controls, '', ['join', 'index'])?.line.fingerprint).to.equal('joinwedb');
    expect(valueOpener(controls, '', ['cancel', 'enrolment'])).to.equal(null);
  });
});

const COURSE: Page = {
  outline: ['main @mainmain', '  h1 "This week"', '  button "Intro to SQL Mon 9:00" @sqlmonbt', '  button "Joins and indexes Wed 9:00" @joinwedb', '  button "Query plans Fri 9:00" @planfrib'].join('\n'),
  text: 'This week\nIntro to SQL Mon 9:00\nJoins and indexes Wed 9:00\nQuery plans Fri 9:00',
  opened: {
    joinwedb: {
      outline: 'dialog "Joins and indexes" @sessdlg1\n  button "Close" @closedlg',
      text: 'Joins and indexes\nWednesday 9:00–10:30\nRoom link: rooms.school.example/db-204\nTeaching\nMaya Flores <maya@school.example>\nOmar Said <omar@school.example>\nClose',
    },
  },
};

describe('value-opener: a session of a course page', () => {
  it('says every person for "who", from the opened view', async () => {
    const { clicks, answer } = await ask('who teaches joins and indexes?', COURSE);
    expect(clicks).to.deep.equal(['joinwedb']);
    expect(answer).to.include('Maya Flores').and.include('Omar Said');
  });

  it('says the link for "link"', async () => {
    const { answer } = await ask("what's the room link for the query plans class?", {
      ...COURSE,
      opened: { planfrib: { outline: 'dialog "Query plans" @sessdlg2', text: 'Query plans\nFriday 9:00–10:30\nRoom link: rooms.school.example/db-301' } },
    });
    expect(answer).to.match(/^That is "rooms.school.example\/db-301"/);
  });
});
