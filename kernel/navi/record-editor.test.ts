// Changing one field of a record through its editor, against a scripted page (a crew roster
// whose rows open a menu with "Edit details", which opens a dialog; not a contacts table): the
// row's menu, then the edit action, then the field named gets the value and the dialog is saved.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.select');

const ROSTER = ['main', '  table "Crew" @crewtabl', '    button "Open options for Lena Roth" @optslena collapsed', '    button "Open options for Piet Vos" @optspiet collapsed'].join('\n');
const MENU = ['  menu "Options for Lena Roth" @menulena', '    menuitem "Edit details" @editlena', '    menuitem "Remove" @removeln'].join('\n');
const EDITOR = ['  dialog "Edit Lena Roth" @dialogln', '    textbox "Name" @namefiel ="Lena Roth"', '    textbox "Mobile" @mobilefl ="0700 000 000"', '    button "Save changes" @savebutt', '    button "Cancel" @cancelbt'].join('\n');

async function converse(request: string) {
  const calls: string[] = [];
  let outline = ROSTER;
  const answers = await playConversation([request], TOOLS, ({ name, arguments: args }) => {
    const fp = (args.target as { fingerprint?: unknown } | undefined)?.fingerprint;
    if (name === 'browser.semantic.click') {
      calls.push(`click ${String(fp)}`);
      if (fp === 'optslena') outline = `${ROSTER.replace('@optslena collapsed', '@optslena expanded')}\n${MENU}`;
      if (fp === 'editlena') outline = `${ROSTER}\n${EDITOR}`;
      if (fp === 'savebutt') outline = ROSTER;
    }
    if (name === 'browser.semantic.type') calls.push(`type ${String(fp)} ${String(args.text)}`);
    return plainAnswer(name, outline);
  });
  return { calls, answer: answers.at(-1) ?? '' };
}

describe('record editor', () => {
  it("opens the record's menu, its edit action, fills the named field and saves", async () => {
    const { calls } = await converse("update Lena Roth's mobile to 0711 222 333");
    expect(calls).to.deep.equal(['click optslena', 'click editlena', 'type mobilefl 0711 222 333', 'click savebutt']);
  });

  it('opens no editor for a record the page does not name', async () => {
    const { calls } = await converse("update Anna Berg's mobile to 0711 222 333");
    expect(calls).to.deep.equal([]);
  });
});
