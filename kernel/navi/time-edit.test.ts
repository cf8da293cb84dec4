// A reminders page: each reminder's row has its own "Edit" button, which opens a dialog with the
// reminder's name, a time field and Save / Cancel.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { shiftTime, timeChange } from './time-edit.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const LIST = ['main @mainnnnn', '  h1 "Reminders" @headingg', '  switch "Morning run on" @runswitc checked', '  button "Edit Morning run" @editrunn', '  switch "Piano lesson on" @pianoswi checked', '  button "Edit Piano lesson" @editpian'].join('\n');
const EDITOR = (time: string) => ['dialog "Edit reminder" @dialoggg', '  form @formmmmm', '    textbox "Name" @nameeeee ="Morning run"', `    textbox "Time" @timeeeee type=time ="${time}"`, '    button "Save" @saveeeee', '    button "Cancel" @cancelll'].join('\n');

async function converse(turn: string) {
  const acts: string[] = [];
  let outline = LIST;
  const answers = await playConversation([turn], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      if (fp === 'editrunn') outline = `${LIST}\n${EDITOR('06:30')}`;
    }
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    return plainAnswer(name, outline);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe("a record's time changed through its editor", () => {
  it('reads a new time of day, or a change', () => {
    const now = new Date(2030, 0, 7, 12);
    expect(timeChange('move the morning run to quarter to eight', now)).to.deep.equal({ to: '07:45' });
    expect(timeChange('make the piano lesson half an hour earlier', now)).to.deep.equal({ by: -30 });
    expect(timeChange('push the run back 2 hours', now)).to.deep.equal({ by: 120 });
    expect(timeChange('rename the run to Jog', now)).to.equal(null);
    expect(shiftTime('23:30', 60)).to.equal('00:30');
  });

  it("opens the record's editor, types the new time into its time field and saves", async () => {
    const { acts } = await converse('move the morning run to quarter to eight');
    expect(acts).to.deep.equal(['click editrunn', 'type timeeeee 07:45', 'click saveeeee']);
  });

  it('a change is counted from the time the field holds', async () => {
    const { acts } = await converse('move the morning run an hour later');
    expect(acts).to.deep.equal(['click editrunn', 'type timeeeee 07:30', 'click saveeeee']);
  });
});
