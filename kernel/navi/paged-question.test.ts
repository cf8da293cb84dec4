// A question naming a record on a later page of a list, against a scripted page (a club's
// member list shown two at a time, not a contacts table): the pager is pressed until the page
// names the record, then the answer is read from that page.
import { expect } from '@esm-bundle/chai';
import { namesIn } from './paged-question.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools();

const PAGES = [
  'Members\nMember | Boat | Mobile\nAnna Berg | Swift | 0701 111 222\nCarl Dahl | Heron | 0702 333 444',
  'Members\nMember | Boat | Mobile\nEva Falk | Tern | 0703 555 666\nGustav Holm | Heron | 0704 777 888\nIda Lind | Tern | 0705 999 000',
];

async function ask(question: string) {
  const clicks: string[] = [];
  let page = 0;
  const outline = () => ['main', '  h1 "Members"', '  table "Members" @membertb', `  button "Next" @nextpage${page === PAGES.length - 1 ? ' disabled' : ''}`].join('\n');
  const answers = await playConversation([question], TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') {
      clicks.push(String((args.target as { fingerprint?: unknown }).fingerprint));
      page++;
    }
    if (name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text')) return { text: PAGES[page], links: [] };
    return plainAnswer(name, outline());
  });
  return { clicks, answer: answers.at(-1) ?? '' };
}

describe('questions about a record on a later page', () => {
  it('turns the page until the record is named, then answers from that page', async () => {
    const { clicks, answer } = await ask("what is Gustav Holm's mobile?");
    expect(clicks).to.deep.equal(['nextpage']);
    expect(answer).to.include('0704 777 888');
  });

  it('turns no page when this one names the record', async () => {
    const { clicks, answer } = await ask("what boat does Carl Dahl sail?");
    expect(clicks).to.deep.equal([]);
    expect(answer).to.include('Heron');
  });

  it('turns the page for a field no page shows, when this page does not name the record', async () => {
    const { clicks } = await ask('when did Eva Falk join the club?');
    expect(clicks[0]).to.equal('nextpage');
  });

  it('says so when no page names it', async () => {
    const { clicks, answer } = await ask("what is Ingrid Lund's mobile?");
    expect(clicks).to.deep.equal(['nextpage']);
    expect(answer).to.match(/none names/);
  });

  it('counts the rows that say the question\'s words over every page, leaving out the list\'s own headings', async () => {
    const { clicks, answer } = await ask('how many members sail a heron?');
    expect(clicks).to.deep.equal(['nextpage']);
    expect(answer).to.match(/^That is 2,/).and.include('Carl Dahl').and.include('Gustav Holm');
  });

  it('takes the capitalised names past the first word, without possessives or "I"', () => {
    expect(namesIn("When did I last call Ingrid Lund's office?")).to.deep.equal(['ingrid', 'lund']);
  });
});
