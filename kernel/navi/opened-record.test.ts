// Questions whose values are only in an entry's opened view, against scripted pages that are not
// the benchmark's: a helpdesk's ticket list with no tools (the due date and cost only in the
// opened ticket), and a utility account whose read tool lists bills without their amounts.
import { expect } from '@esm-bundle/chai';
import { answerShown, entryForRecord, entryForWords, listEntries, newLines } from './opened-record.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.webmcp.invoke');

/** A page with a list whose entries each open a view of their own (added to the outline and the text). */
interface ListPage {
  outline: string;
  text: string;
  opened: Record<string, { outline: string; text: string }>;
  tools?: Record<string, unknown>[];
  invoke?: (name: string) => unknown;
}

async function ask(turns: string[], page: ListPage) {
  const calls: string[] = [];
  const clicks: string[] = [];
  let outline = page.outline;
  let text = page.text;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    calls.push(name === 'browser.webmcp.invoke' ? `invoke:${String(args.name)}` : name);
    if (name === 'browser.semantic.click') {
      const fp = String((args.target as { fingerprint?: unknown }).fingerprint);
      clicks.push(fp);
      const view = page.opened[fp];
      if (view) {
        outline = `${page.outline}\n${view.outline}`;
        text = `${page.text}\n${view.text}`;
      }
      return { after: {} };
    }
    if (name === 'browser.webmcp.discover' && page.tools) return { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools: page.tools }] };
    if (name === 'browser.webmcp.invoke' && page.invoke) return { result: { value: page.invoke(String(args.name)) } };
    if (name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text')) return { text, links: [] };
    return plainAnswer(name, outline);
  });
  return { calls, clicks, answer: answers.at(-1) ?? '' };
}

const HELPDESK: ListPage = {
  outline: [
    'main @mainmain',
    '  h1 "Open tickets"',
    '  list "Tickets" @ticketls',
    '    link "Printer on floor 3 jams — Lee Park — high priority" @printerl',
    '    link "VPN drops every hour — Ana Ruiz — normal priority" @vpnlinkk',
    '    link "New laptop for Sam — Sam Ode — low priority" @laptopln',
    '  button "New ticket" @newtickt',
  ].join('\n'),
  text: 'Open tickets\nPrinter on floor 3 jams — Lee Park — high priority\nVPN drops every hour — Ana Ruiz — normal priority\nNew laptop for Sam — Sam Ode — low priority\nNew ticket',
  opened: {
    printerl: {
      outline: '  article "Printer on floor 3 jams" @ticketvw\n    button "Close ticket" @closetkt',
      text: 'Printer on floor 3 jams\nReported by Lee Park. The paper tray is stuck again.\nThe repair is due by 14 March 2030 and is quoted at €120.\nClose ticket',
    },
    vpnlinkk: {
      outline: '  article "VPN drops every hour" @ticketv2',
      text: 'VPN drops every hour\nAna cannot stay connected. Due by 2 April 2030, no cost expected.',
    },
  },
};

describe('questions answered from an entry once it is opened', () => {
  it('opens the one ticket the question names and quotes the sentence holding both values asked for', async () => {
    const { calls, clicks, answer } = await ask(['When is the printer ticket due, and what will it cost?'], HELPDESK);
    expect(clicks).to.deep.equal(['printerl']);
    // The reason for using the page's controls is recorded before the click, and the view read after it.
    expect(calls.indexOf('navi.fallback')).to.be.lessThan(calls.indexOf('browser.semantic.click'));
    expect(calls.at(-1)).to.equal('browser.semantic.extract');
    expect(answer).to.match(/^That is "€120", "14 March 2030"/);
    expect(answer).to.include('The repair is due by 14 March 2030 and is quoted at €120.');
    expect(answer).not.to.match(/VPN|paper tray/);
  });

  it('opens nothing when the row itself says the value', async () => {
    const page: ListPage = { ...HELPDESK, text: HELPDESK.text.replace('high priority', 'high priority — due 14 March 2030') };
    const { clicks, answer } = await ask(['When is the printer ticket due?'], page);
    expect(clicks).to.deep.equal([]);
    expect(answer).to.include('14 March 2030');
  });

  it('opens nothing when the question names no one entry', async () => {
    const { clicks } = await ask(['When is the ticket due?'], HELPDESK);
    expect(clicks).to.deep.equal([]);
  });

  it("opens the entry of the one record the page's read tool gives without the value", async () => {
    const bills = {
      bills: [
        { billId: 'b1', payee: 'Aqua Water', subject: 'Your water bill for spring', status: 'unpaid' },
        { billId: 'b2', payee: 'City Power', subject: 'Electricity bill for spring', status: 'unpaid' },
        { billId: 'b3', payee: 'Aqua Water', subject: 'Welcome to Aqua', status: 'read' },
      ],
    };
    const page: ListPage = {
      outline: ['main @mainmain', '  h1 "Bills"', '  link "Aqua Water Your water bill for spring unpaid" @aquabill', '  link "City Power Electricity bill for spring unpaid" @powerbil', '  link "Aqua Water Welcome to Aqua read" @aquawelc'].join('\n'),
      text: 'Bills\nAqua Water Your water bill for spring unpaid\nCity Power Electricity bill for spring unpaid\nAqua Water Welcome to Aqua read',
      opened: { aquabill: { outline: '  region "Your water bill for spring" @billview', text: 'Your water bill for spring\nAmount due: €84.20. Please pay by 30 April 2030.' } },
      tools: [{ name: 'list_bills', title: 'List bills', description: 'Lists your bills with billId, payee, subject and status.', descriptorHash: 'h-list', inputSchema: { type: 'object', properties: {} } }],
      invoke: () => bills,
    };
    const { calls, clicks, answer } = await ask(['How much is the water bill from Aqua, and when is it due?'], page);
    expect(calls).to.include('invoke:list_bills');
    expect(clicks).to.deep.equal(['aquabill']);
    expect(answer).to.include('€84.20').and.include('30 April 2030');
    expect(answer).not.to.match(/City Power|Welcome/);
  });
});

describe('finding the entry that opens a record', () => {
  const lines = parseOutline(HELPDESK.outline).map((l) => ({ ...l, frameId: 0 }));
  const controls = controlsOf(lines);

  it("takes a list's entries, not a lone button beside them", () => {
    expect(listEntries(controls).map((c) => c.line.fingerprint)).to.deep.equal(['printerl', 'vpnlinkk', 'laptopln']);
  });

  it("picks the entry whose name holds the most of the record's own texts", () => {
    expect(entryForRecord(controls, { id: 't9', title: 'VPN drops every hour', owner: 'Ana Ruiz' })?.line.fingerprint).to.equal('vpnlinkk');
    expect(entryForRecord(controls, { id: 't9', title: 'Broken chair' })).to.equal(null);
  });

  it('picks the entry the words name, and none when several fit', () => {
    expect(entryForWords(controls, ['laptop'])?.line.fingerprint).to.equal('laptopln');
    expect(entryForWords(controls, ['priority'])).to.equal(null);
  });

  it('reads only what opening added, and says so when it holds no value asked for', () => {
    expect(newLines(['a', 'b', 'b'], ['a', 'b', 'b', 'b', 'c'])).to.deep.equal(['b', 'c']);
    expect(answerShown('how much will the chair cost?', ['List'], ['List', 'The chair is being looked at.'], 'link "Chair"')).to.match(/^I opened link "Chair"; what it shows says no amount/);
  });
});
