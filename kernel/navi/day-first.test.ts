// A question about a day a calendar shows only once that day is chosen, against a scripted page
// (a restaurant's table booking, not a salon): the day's cell is pressed, then what appeared
// answers, narrowed to the part of the day asked about.
import { expect } from '@esm-bundle/chai';
import { inPartOfDay } from './day-first.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools();

const CALENDAR = [
  'main',
  '  h2 "Reserve a table"',
  '  grid "January 2030" @gridjan1',
  '    button "Wednesday, January 9, 2030" @jan9cell',
  '    button "Thursday, January 10, 2030" @jan10cel',
  '    button "Friday, January 11, 2030" @jan11cel disabled',
  '  group "Open tables" @tablesgr',
].join('\n');
const TABLES = ['    button "12:30 PM" @slot1230', '    button "6:00 PM" @slot1800', '    button "8:15 PM" @slot2015'].join('\n');

async function ask(question: string) {
  const clicks: string[] = [];
  let outline = CALENDAR;
  const answers = await playConversation([question], TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') {
      clicks.push(String((args.target as { fingerprint?: unknown }).fingerprint));
      outline = `${CALENDAR.replace('@jan10cel', '@jan10cel pressed')}\n${TABLES}`;
    }
    return plainAnswer(name, outline);
  });
  return { clicks, answer: answers.at(-1) ?? '' };
}

describe('day-first questions', () => {
  it('chooses the day the question names, then answers with what that shows, in the part of the day asked', async () => {
    const { clicks, answer } = await ask('which tables are open on the 10th in the evening?');
    expect(clicks).to.deep.equal(['jan10cel']);
    expect(answer).to.include('6:00 PM').and.include('8:15 PM');
    expect(answer).not.to.include('12:30 PM');
  });

  it('says a day that cannot be chosen offers nothing, and clicks nothing', async () => {
    const { clicks, answer } = await ask('anything left on Friday the 11th?');
    expect(clicks).to.deep.equal([]);
    expect(answer).to.match(/disabled/);
  });

  it('presses nothing for a question that names no day', async () => {
    const { clicks } = await ask('what does the page say about tables?');
    expect(clicks).to.deep.equal([]);
  });

  it('"show me the tables for the 10th" is that question: the day chosen, what it shows listed under the day\'s own name', async () => {
    const { clicks, answer } = await ask('show me the tables for the 10th');
    expect(clicks).to.deep.equal(['jan10cel']);
    expect(answer).to.match(/^Choosing "Thursday, January 10, 2030"/);
    expect(answer).to.include('12:30 PM').and.include('6:00 PM').and.include('8:15 PM');
  });

  it('a request to show something with no day the page has a control for is no such question', async () => {
    const { clicks } = await ask('show me the tables for the 20th');
    expect(clicks).to.deep.equal([]);
  });

  it('asks the page\'s own read tool before choosing the day, and chooses it when the tool\'s data does not say', async () => {
    const order: string[] = [];
    let outline = CALENDAR;
    const reader = { name: 'get_reservations', title: 'Your reservations', description: 'Lists your reservations.', inputSchema: { type: 'object', properties: {} }, descriptorHash: 'h1', origin: 'https://dine.example' };
    const answers = await playConversation(['which tables are open on the 10th in the evening?'], pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => {
      if (name === 'browser.webmcp.discover') return { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools: [reader] }] };
      if (name === 'browser.webmcp.invoke') {
        order.push(String(args.name));
        return { result: { reservations: [{ id: 'r1', venue: 'Blue Door', date: '2030-02-14' }] } };
      }
      if (name === 'browser.semantic.click') {
        order.push(String((args.target as { fingerprint?: unknown }).fingerprint));
        outline = `${CALENDAR.replace('@jan10cel', '@jan10cel pressed')}\n${TABLES}`;
      }
      return plainAnswer(name, outline);
    });
    expect(order).to.deep.equal(['get_reservations', 'jan10cel']);
    expect(answers.at(-1)).to.include('6:00 PM');
  });

  it('keeps every time when no part of the day is named', () => {
    expect(inPartOfDay('what is free on Monday?', ['9:00 AM', '3:00 PM'])).to.deep.equal(['9:00 AM', '3:00 PM']);
    expect(inPartOfDay('anything Monday afternoon?', ['9:00 AM', '3:00 PM'])).to.deep.equal(['3:00 PM']);
  });
});
