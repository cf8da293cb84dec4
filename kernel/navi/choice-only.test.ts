// A booking form's choices on a coworking page ("A desk for the day", "A meeting room", then
// "Book"): a choice does not cancel anything, and a request that would only be met by one is not
// acted on; one its form's button says ("book a meeting room") still is.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const PAGE = ['main @mainnnnn', '  h2 "Book a space" @bookhead', '  form "Book a space" @bookform', '    radio "A desk for the day" @deskradi checked', '    radio "A meeting room" @roomradi', '    button "Book" @bookbutt'].join('\n');

async function converse(text: string) {
  const acts: string[] = [];
  const answers = await playConversation([text], pageControlTools('browser.semantic.check'), ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') acts.push(`${name.split('.').at(-1)} ${fp}`);
    return plainAnswer(name, PAGE);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a choice met by a consequential verb', () => {
  it('is not made when neither it nor its form\'s button does what was asked', async () => {
    const { acts, answer } = await converse("don't need the 4-person room I booked anymore, cancel it please");
    expect(acts).to.deep.equal([]);
    expect(answer).to.match(/only makes a choice/);
  });
  it('is made when the form\'s button says the verb', async () => {
    const { acts } = await converse('book a meeting room');
    expect(acts[0]).to.match(/roomradi$/);
  });
});
