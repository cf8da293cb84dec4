// A dentist's portal: the visible tab lists appointments (one a "telephone" consultation); a closed
// "Profile" tab holds the mobile number field, its save button and an email field. A new number
// said in passing ("Got a new mobile — it's …, can you update it on my account?") goes there.
import { expect } from '@esm-bundle/chai';
import { COLLAPSED } from './hidden-controls.ts';
import { shapedValueSet } from './shaped-field.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const SHOWN = ['main @mainnnnn', '  tablist "Your account" @tablistt', '    tab "Appointments" @apptstab selected', '    tab "Profile" @profilet', '  button "More options for telephone consultation on Wed 9 Dec" @moreopts collapsed', '  button "Book appointment" @bookappt'].join('\n');
const PARTS = {
  frameId: 0,
  containers: [{ kind: 'tab', opener: 'tab "Profile" @profilet', controls: ['  textbox "Mobile number" type=tel', '  button "Save number"', '  textbox "Email" type=email', '  button "Save email"'], more: 0 }],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};
const OPENED = ['main @mainnnnn', '  tablist "Your account" @tablistt', '    tab "Appointments" @apptstab', '    tab "Profile" @profilet selected', '  form "Mobile" @mobilefm', '    textbox "Mobile number" @mobilenr type=tel ="07700 900111"', '    button "Save number" @savenumb', '  form "Email" @emailfmm', '    textbox "Email" @emailbox type=email', '    button "Save email" @saveemai'].join('\n');

async function converse(turns: string[]) {
  const acts: string[] = [];
  let outline = SHOWN;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      if (fp === 'profilet') outline = OPENED;
    }
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    if (name === COLLAPSED) return outline === SHOWN ? PARTS : { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    return plainAnswer(name, outline);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a value whose shape says which field it belongs in', () => {
  it('goes in the one field of its sort, in the closed tab that holds it, and is saved', async () => {
    const { acts } = await converse(["Got a new mobile — it's 07700 900461. Can you update it on my account?"]);
    expect(acts).to.deep.equal(['click profilet', 'type mobilenr 07700 900461', 'click savenumb']);
  });
  it('an email address goes in the email field', async () => {
    const { acts } = await converse(['change my email to ana@example.org']);
    expect(acts).to.deep.equal(['click profilet', 'type emailbox ana@example.org', 'click saveemai']);
  });
  it('is read so only when the request names its sort and sets it', () => {
    const now = new Date(2030, 0, 7);
    expect(shapedValueSet('update my mobile to 07700 900461', ['set'], now)?.sort).to.equal('phone');
    // A number that is not said to be a phone's, or a verb that does something else with it.
    expect(shapedValueSet('update the booking to 07700 900461', ['set'], now)).to.equal(null);
    expect(shapedValueSet('call my mobile 07700 900461', ['click'], now)).to.equal(null);
    expect(shapedValueSet('mobile 07700 900461, email ana@example.org', ['set'], now)).to.equal(null);
  });
});
