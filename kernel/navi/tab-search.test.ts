// A question whose answer sits in a tab that is not open: the other tabs are looked at (named ones
// first), nothing is typed, and the search stops once a panel says the question's words.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

type Panel = { name: string; fp: string; text: string };

/** A page of tabs, one panel shown at a time; records every call the Navi makes. */
class TabbedPage {
  open: string;
  clicks: string[] = [];
  typed = 0;
  constructor(readonly panels: Panel[]) {
    this.open = panels[0]!.fp;
  }
  private shown(): Panel {
    return this.panels.find((p) => p.fp === this.open)!;
  }
  outline(): string {
    return [
      'tablist "Account" @tablistx',
      ...this.panels.map((p) => `  tab ${JSON.stringify(p.name)} @${p.fp}${p.fp === this.open ? ' selected' : ''}`),
      'main @mainmain',
      `  h1 ${JSON.stringify(this.shown().name)}`,
    ].join('\n');
  }
  /** Page tools the page offers through WebMCP (none by default). */
  tools: unknown[] = [];
  invoked: string[] = [];
  /** The page tools run and the tabs pressed, in order. */
  order: string[] = [];
  /** What the page's tools answer. */
  result: unknown = { plans: [{ name: 'Family plan', screens: 4, renews: '2030-01-09' }] };
  answer(name: string, args: Record<string, unknown>): unknown {
    if (name === 'browser.webmcp.discover') return { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools: this.tools }] };
    if (name === 'browser.webmcp.invoke') {
      this.invoked.push(String(args.name));
      this.order.push(String(args.name));
      return { result: this.result };
    }
    const fp = (args.target as { fingerprint?: string } | undefined)?.fingerprint;
    if (name === 'browser.semantic.click') {
      this.clicks.push(fp ?? '');
      this.order.push(fp ?? '');
      if (this.panels.some((p) => p.fp === fp)) this.open = fp!;
      return { after: {} };
    }
    if (name === 'browser.semantic.type' || name === 'browser.semantic.select') this.typed++;
    if (name === 'browser.semantic.extract' && !args.target) return { text: `${this.shown().name}\n${this.shown().text}`, links: [] };
    return plainAnswer(name, this.outline());
  }
}

const streaming = () =>
  new TabbedPage([
    { name: 'Profile', fp: 'tabprofi', text: 'Display name: Ruth\nLanguage: English\nAvatar: fox' },
    { name: 'Devices', fp: 'tabdevic', text: 'Living room TV | last used today\nPhone | last used yesterday' },
    { name: 'Plan', fp: 'tabplanx', text: 'Family plan — £17.99 a month\nWatch on up to 4 screens at the same time\nRenews on 9 January' },
  ]);

describe('a question answered in another tab', () => {
  it('opens the other tabs until one says the question\'s words, and answers from it', async () => {
    const page = streaming();
    const answers = await playConversation(['how many screens can we watch on at the same time?'], pageControlTools(), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.clicks.at(-1)).to.equal('tabplanx');
    expect(page.open).to.equal('tabplanx');
    expect(answers.at(-1)).to.include('4 screens');
    expect(page.typed).to.equal(0);
  });
  it('opens a tab named by the question first', async () => {
    const page = streaming();
    const answers = await playConversation(['when does my plan renew?'], pageControlTools(), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.clicks).to.deep.equal(['tabplanx']);
    expect(answers.at(-1)).to.include('9 January');
  });
  it('stays on the open tab when it already says what is asked', async () => {
    const page = streaming();
    const answers = await playConversation(['what language is my profile in?'], pageControlTools(), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.clicks).to.deep.equal([]);
    expect(answers.at(-1)).to.include('English');
  });
  it('asks the page\'s own reading tool first, where the page has one (the ladder)', async () => {
    const page = streaming();
    page.tools = [{ name: 'get_plan', title: 'Plan', description: 'Lists the member\'s plan: its name, how many screens it allows and when it renews.', inputSchema: { type: 'object', properties: {} }, descriptorHash: 'h1', origin: 'https://tv.example' }];
    const answers = await playConversation(['how many screens can we watch on at the same time?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => page.answer(name, args));
    // The tool is asked before any tab is pressed; its data did not answer, so the tabs were looked at after it.
    expect(page.order[0]).to.equal('get_plan');
    expect(page.invoked).to.deep.equal(['get_plan']);
    expect(answers.at(-1)).to.include('4 screens');
  });
  it('asks a reading tool about something else first too, unless the question names one of the tabs', async () => {
    const page = streaming();
    page.tools = [{ name: 'get_history', title: 'History', description: 'Lists the films watched on this account, newest first.', inputSchema: { type: 'object', properties: {} }, descriptorHash: 'h2', origin: 'https://tv.example' }];
    await playConversation(['how many screens can we watch on at the same time?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.order[0]).to.equal('get_history');
    expect(page.invoked).to.deep.equal(['get_history']);
  });
  it('looks in the other tabs once the page\'s reading tool, asked first, did not say it', async () => {
    const page = streaming();
    page.tools = [{ name: 'get_history', title: 'History', description: 'Lists the films watched on this account, newest first.', inputSchema: { type: 'object', properties: {} }, descriptorHash: 'h2', origin: 'https://tv.example' }];
    page.result = { watched: [{ title: 'Paddington', on: '2030-01-02' }] };
    const answers = await playConversation(['how many screens can we watch on at the same time?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.invoked).to.deep.equal(['get_history']);
    expect(page.clicks.at(-1)).to.equal('tabplanx');
    expect(answers.at(-1)).to.include('4 screens');
    expect(page.typed).to.equal(0);
  });
  it('looks in the tab the question names when the page\'s reading tool is about something else', async () => {
    const page = streaming();
    page.tools = [{ name: 'get_history', title: 'History', description: 'Lists the films watched on this account, newest first.', inputSchema: { type: 'object', properties: {} }, descriptorHash: 'h2', origin: 'https://tv.example' }];
    const answers = await playConversation(['when does my plan renew?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.clicks).to.deep.equal(['tabplanx']);
    expect(answers.at(-1)).to.include('9 January');
  });
  it('reads the page before asking for a value the page\'s tool needs and the question does not say', async () => {
    const page = streaming();
    const finder = { name: 'find_screenings', title: 'Find screenings', description: 'Lists screenings for a date (YYYY-MM-DD): film, screens and times.', inputSchema: { type: 'object', properties: { date: { type: 'string' } }, required: ['date'] }, descriptorHash: 'h3', origin: 'https://tv.example' };
    page.tools = [finder];
    const answers = await playConversation(['how many screens can we watch on at the same time?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.invoked).to.deep.equal([]);
    expect(answers.at(-1)).to.include('4 screens');
    // A page that does not say it: the tool's question for its date is asked.
    const silent = new TabbedPage([{ name: 'Profile', fp: 'tabprofi', text: 'Display name: Ruth' }]);
    silent.tools = [finder];
    const asked = await playConversation(['how many screens are showing films?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => silent.answer(name, args));
    expect(asked.at(-1)).to.match(/I need .*date/);
  });
  it('looks on for a "how many" whose words the open tab says without a number beside them', async () => {
    const page = new TabbedPage([
      { name: 'Book', fp: 'tabbookx', text: 'Rooms use room credits per hour.\nDesks use one of your 10 desk days a month.' },
      { name: 'Visitors', fp: 'tabvisit', text: 'Sign a visitor in before they arrive.' },
      { name: 'Billing', fp: 'tabbilli', text: 'Room credits: 12\nDesk days left: 6 of 10' },
    ]);
    const answers = await playConversation(['how many room credits have I got left?'], pageControlTools(), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.open).to.equal('tabbilli');
    expect(answers.at(-1)).to.include('12');
    expect(page.typed).to.equal(0);
  });
  it('looks at a bounded number of tabs and changes nothing when no tab says it', async () => {
    const page = new TabbedPage([
      { name: 'One', fp: 'taboneee', text: 'Nothing of note here' },
      ...['Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((n) => ({ name: n, fp: `tab${n.toLowerCase().padEnd(5, 'x').slice(0, 5)}`, text: `The ${n} panel lists plain facts` })),
    ]);
    const answers = await playConversation(['what is the warranty period for the dishwasher?'], pageControlTools(), ({ name, arguments: args }) => page.answer(name, args));
    expect(page.clicks.length).to.be.at.most(4);
    expect(page.typed).to.equal(0);
    expect(answers.at(-1)).to.not.include('warranty period is');
  });
});
