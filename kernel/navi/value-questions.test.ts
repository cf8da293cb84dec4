// Questions for values: "How much is left on …" asks for a remainder: the page's balance line, not the amounts of the
// top-up section whose heading carries the question's other words. "When and how much": both
// values, the second from the sentence beside the first in its paragraph.
import { expect } from '@esm-bundle/chai';
import { remainderWords } from './page-reader.ts';
import { naviTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const OUTLINE = ['main @m1m1m1m1', '  h2 "Lunch money" @h2h2h2h2', '  h3 "Top up Sam\'s lunch money" @h3h3h3h3', '  radiogroup "Amount" @rgrgrgrg', '    radio "£5" @r1r1r1r1', '    radio "£15" @r2r2r2r2', '  button "Pay" @paypaypa'].join('\n');
const TEXT = ['Lunch money', 'Sam: balance £3.10 (lunch is £2.40 a day)', "Top up Sam's lunch money", '£5 | £15', 'Pay'].join('\n');

describe('a question that asks what is left', () => {
  it('reads a remainder in "left" or "remaining" after how much, how many or what is', () => {
    expect(remainderWords("how much is left on Sam's lunch account?")).to.include('balanc');
    expect(remainderWords('what is remaining of my allowance')).to.include('balanc');
    expect(remainderWords('turn left at the lights')).to.deep.equal([]);
  });

  it('answers with the balance line, not the top-up section the other words name', async () => {
    const tools = naviTools(['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', 'navi.fallback']);
    const answers = await playConversation(["how much is left on Sam's lunch account?"], tools, ({ name, arguments: args }) =>
      name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text') ? { text: TEXT, links: [] } : plainAnswer(name, OUTLINE),
    );
    expect(answers.at(-1)).to.match(/^That is "£3\.10"/);
    expect(answers.at(-1)).to.not.match(/£15/);
  });

  it('answers "when … and how much" with both values, the amount from the sentence beside the date', async () => {
    const tools = naviTools(['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', 'navi.fallback']);
    const outline = ['main @m1m1m1m1', '  h2 "Your plan" @h2h2h2h2', '  button "Change plan" @chplchpl'].join('\n');
    const text = ['Your plan', 'Garden Box Large — £24.50 a box. Next delivery Tue 15 Dec 2026 to Flat 2.', 'Change plan'].join('\n');
    const answers = await playConversation(["when's the next delivery and how much"], tools, ({ name, arguments: args }) =>
      name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text') ? { text, links: [] } : plainAnswer(name, outline),
    );
    expect(answers.at(-1)).to.match(/15 Dec 2026/);
    expect(answers.at(-1)).to.match(/£24\.50/);
  });
});
