// An option of a basket line changed through the line's editor dialog, against a scripted page
// (a shoe shop's basket, not a menu): the line's "Change" action opens a dialog of radios, the
// option named is chosen and the dialog's own "Update" button (no "Save") keeps it.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.check', 'browser.semantic.type');

const BASKET = ['main', '  list "Basket" @basketls', '    button "Change Trail runner" @chgtrail', '    button "Change Wool socks" @chgsocks', '    button "Checkout" @checkout'].join('\n');
const EDITOR = ['  dialog "Trail runner" @dialogtr', '    textbox "Note for the packer" @notefild', '    radio "Standard fit" @widthstd checked', '    radio "Wide fit" @widthwid', '    button "Update line" @updateln', '    button "Cancel" @cancelbt'].join('\n');

async function converse(request: string) {
  const calls: string[] = [];
  let outline = BASKET;
  const answers = await playConversation([request], TOOLS, ({ name, arguments: args }) => {
    const fp = (args.target as { fingerprint?: unknown } | undefined)?.fingerprint;
    if (name === 'browser.semantic.click') {
      calls.push(`click ${String(fp)}`);
      if (fp === 'chgtrail') outline = `${BASKET}\n${EDITOR}`;
      if (fp === 'updateln' || fp === 'cancelbt') outline = BASKET;
    }
    if (name === 'browser.semantic.check') {
      calls.push(`check ${String(fp)}`);
      if (fp === 'widthwid') outline = `${BASKET}\n${EDITOR.replace('@widthstd checked', '@widthstd').replace('@widthwid', '@widthwid checked')}`;
    }
    return plainAnswer(name, outline);
  });
  return { calls, answer: answers.at(-1) ?? '' };
}

describe('an option changed in an editor dialog', () => {
  it('chooses the option and presses the dialog\'s update button', async () => {
    const { calls, answer } = await converse('switch the trail runner to a wide one');
    expect(calls).to.deep.equal(['click chgtrail', 'check widthwid', 'click updateln']);
    expect(answer).to.match(/Wide fit[\s\S]*Update line/);
  });

  it('changes nothing when no option is named by the value', async () => {
    const { calls } = await converse('switch the trail runner to a purple one');
    expect(calls).to.not.include('click updateln');
  });
});
