// A button that says the request's own action word, on a scripted alarm panel: "Arm" opens
// "Arm the alarm?" with "Arm" and "Cancel"; "Mute" acts at once.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { ownActionWord } from './own-action.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const PANEL = ['main @mainnnnn', '  h1 "Alarm" @headingg', '  button "Arm" @armbuttn', '  button "Mute siren" @mutesirn', '  button "Settings" @settings'].join('\n');
const CONFIRM = ['dialog "Arm the alarm?" @armdialg', '  button "Arm" @armconfm', '  button "Cancel" @cancelar'].join('\n');

async function converse(turn: string, opens: Record<string, string>) {
  const acts: string[] = [];
  let shown = PANEL;
  const answers = await playConversation([turn], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      if (opens[fp]) shown = `${shown}\n${opens[fp]}`;
    }
    return plainAnswer(name, shown);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe("a button that says the request's own action word", () => {
  const controls = controlsOf(parseOutline(PANEL).map((l) => ({ ...l, frameId: 0 })));
  const named = (n: string) => controls.find((c) => c.line.name === n)!;

  it('is the word where the verb stands, unknown to the Navi, said by the button', () => {
    expect(ownActionWord('arm the alarm for tonight', named('Arm'))).to.equal('arm');
    expect(ownActionWord('mute it', named('Mute siren'))).to.equal('mute');
    // A verb the Navi knows goes its usual way; a word the button does not say is no match.
    expect(ownActionWord('open the settings', named('Settings'))).to.equal(null);
    expect(ownActionWord('arm the alarm', named('Mute siren'))).to.equal(null);
  });

  it('clicks it, then confirms the dialog it opens with the button that says the same word', async () => {
    const { acts, answer } = await converse('arm the alarm please', { armbuttn: CONFIRM });
    expect(acts).to.deep.equal(['click armbuttn', 'click armconfm']);
    expect(answer).to.match(/Arm/);
  });

  it('a button that acts at once: the one click', async () => {
    const { acts, answer } = await converse('mute the siren', {});
    expect(acts).to.deep.equal(['click mutesirn']);
    expect(answer).to.match(/^Clicked button "Mute siren"[^.]*\.$/);
  });
});
