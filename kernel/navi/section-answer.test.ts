// A question whose words meet only labels (a heading, a form's field names), against a scripted
// library page that is not the benchmark's: the part of the page those words name is read, and
// what it says apart from its labels is the answer.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { COLLAPSED } from './hidden-controls.ts';
import { isLabelLine, labelsOf } from './section-answer.ts';
import { naviTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = naviTools(['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', COLLAPSED, 'navi.fallback']);

const OUTLINE = [
  'main @mainmain',
  '  h1 "City Library"',
  '  region "Your loans" @loansreg',
  '    h2 "Your loans"',
  '    form @renewfrm',
  '      textbox "Barcode" @barcodeb',
  '      button "Renew" @renewbtn',
  '    h3 "Checked out"',
  '    button "Return early" @returnbt',
  '  region "Visit us" @visitreg',
  '    h2 "Visit us"',
].join('\n');
const LOANS = 'Your loans\nBarcode | Renew\nChecked out\nThe Hobbit, by Tolkien — due back 12 May Return early';
const PAGE = `City Library\n${LOANS}\nVisit us\nWe are open from nine to five on weekdays, and closed on public holidays.`;

async function ask(question: string) {
  const reads: string[] = [];
  const answers = await playConversation([question], TOOLS, ({ name, arguments: args }) => {
    if (name !== 'browser.semantic.extract') return plainAnswer(name, OUTLINE);
    const target = (args.target as { fingerprint?: string } | undefined)?.fingerprint;
    reads.push(target ?? 'page');
    if (target === 'loansreg') return { text: LOANS };
    return target === undefined && Array.isArray(args.include) && args.include.includes('text') ? { text: PAGE, links: [] } : { fields: [] };
  });
  return { reads, answer: answers.at(-1) ?? '' };
}

describe('questions whose words name only a part of the page', () => {
  it('reads the part the words name and quotes what it says, without its labels', async () => {
    const { reads, answer } = await ask('which loans have I got?');
    expect(reads, answer).to.include('loansreg');
    expect(answer).to.include('The Hobbit, by Tolkien — due back 12 May"');
    expect(answer).not.to.match(/Return early|Barcode|nine to five/);
  });

  it('reads no part when the page says something about the words', async () => {
    const { reads, answer } = await ask('when are you open?');
    expect(reads).not.to.include('loansreg');
    expect(answer).to.include('nine to five');
  });

  it('tells labels (headings, rows of control names) from statements', () => {
    const labels = labelsOf(parseOutline(OUTLINE).map((l) => ({ ...l, frameId: 0 })));
    expect(isLabelLine('Barcode | Renew', labels)).to.equal(true);
    expect(isLabelLine('Your loans', labels)).to.equal(true);
    expect(isLabelLine('The Hobbit, by Tolkien — due back 12 May Return early', labels)).to.equal(false);
  });
});
