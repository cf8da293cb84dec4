// Searching a list's own search box: what is looked for without where ("in the staff directory"),
// and no other action pressed after it (an "Add staff" button beside the box is not its submit).
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const OUTLINE = ['main @mainmain', '  h1 "Staff"', '  searchbox "Search staff" @searchst', '  button "Add staff" @addstaff', '  button "Export" @exportxx'].join('\n');

describe('a search in a list\'s own box', () => {
  it('types only what is looked for, and presses Enter rather than a button that does something else', async () => {
    const calls: string[] = [];
    await playConversation(['find Omar Said in the staff directory'], pageControlTools('browser.semantic.type', 'browser.semantic.key'), ({ name, arguments: args }) => {
      if (name === 'browser.semantic.type') calls.push(`type ${String(args.text)}`);
      if (name === 'browser.semantic.click') calls.push(`click ${String((args.target as { fingerprint?: string }).fingerprint)}`);
      if (name === 'browser.semantic.key') calls.push(`key ${String(args.key)}`);
      return plainAnswer(name, OUTLINE);
    });
    expect(calls).to.deep.equal(['type Omar Said', 'key Enter']);
  });
  it('still presses a button that says the search', async () => {
    const calls: string[] = [];
    const outline = OUTLINE.replace('button "Add staff" @addstaff', 'button "Search" @gosearch');
    await playConversation(['search for Omar Said'], pageControlTools('browser.semantic.type', 'browser.semantic.key'), ({ name, arguments: args }) => {
      if (name === 'browser.semantic.click') calls.push(`click ${String((args.target as { fingerprint?: string }).fingerprint)}`);
      return plainAnswer(name, outline);
    });
    expect(calls).to.deep.equal(['click gosearch']);
  });
});
