// A school's parent portal: a closed "Messages" tab holds the message form (To, Subject, Message,
// Send). "message his teacher to say …" after the Navi named Jack goes to Jack's teacher.
import { expect } from '@esm-bundle/chai';
import { COLLAPSED } from './hidden-controls.ts';
import { parseMessageAsk, recipientOption } from './message-compose.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TO = ['Choose…', "Mr Okafor (Evie's class teacher)", "Mrs Bright (Jack's class teacher)", 'School office'];
const SHOWN = ['main @mainnnnn', '  tablist "ParentHub" @tablistt', '    tab "Trips" @tripstab selected', '    tab "Messages" @messages', '  h2 "Trips" @tripshea'].join('\n');
const PARTS = {
  frameId: 0,
  containers: [{ kind: 'tab', opener: 'tab "Messages" @messages', controls: ['  combobox "To"', '  textbox "Subject"', '  textbox "Message"', '  button "Send message"'], more: 0 }],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};
const OPENED = ['main @mainnnnn', '  tablist "ParentHub" @tablistt', '    tab "Trips" @tripstab', '    tab "Messages" @messages selected', '  combobox "To" @tocombob ="Choose…"', '  textbox "Subject" @subjectb', '  textbox "Message" @messageb multiline', '  button "Send message" @sendmess'].join('\n');

async function converse(turns: string[]) {
  const acts: string[] = [];
  let outline = SHOWN;
  const answers = await playConversation(turns, pageControlTools('browser.semantic.type', 'browser.semantic.select'), ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      if (fp === 'messages') outline = OPENED;
    }
    if (name === 'browser.semantic.select') acts.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    if (name === COLLAPSED) return outline === SHOWN ? PARTS : { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    if (name === 'browser.semantic.extract' && outline === OPENED) return { fields: [{ fingerprint: 'tocombob', name: 'To', role: 'combobox', options: TO, value: '' }] };
    return plainAnswer(name, outline);
  });
  return { acts, answers };
}

describe('a message to someone', () => {
  it('is read as who it goes to and the words to send', () => {
    expect(parseMessageAsk('message the prescriptions team and let them know my dose went up to 100mg?')).to.deep.equal({ to: 'the prescriptions team', body: 'My dose went up to 100mg.' });
    expect(parseMessageAsk('email Ana: running late')).to.deep.equal({ to: 'Ana', body: 'Running late.' });
    expect(parseMessageAsk('message Ana')).to.equal(null);
    expect(parseMessageAsk('open the messages')).to.equal(null);
  });
  it('goes to the "To" option its words name; a pronoun\'s person is the one the Navi named last', () => {
    expect(recipientOption(TO, 'the school office')).to.equal('School office');
    expect(recipientOption(TO, 'his teacher')).to.equal(undefined);
    expect(recipientOption(TO, 'his teacher', '> "Reception visit to Cobbs Farm — Jack, Fri 18 Dec"')).to.equal("Mrs Bright (Jack's class teacher)");
  });
  it('is written in the page\'s message form, in the closed tab that holds it, and sent', async () => {
    const { acts } = await converse(["message the school office to say Jack's grandad is picking him up"]);
    expect(acts).to.deep.equal(['click messages', 'select tocombob School office', "type subjectb Jack's grandad is picking him up", "type messageb Jack's grandad is picking him up.", 'click sendmess']);
  });
  it('asks who it goes to when the words name no one option, and goes on with the answer', async () => {
    const { acts, answers } = await converse(['message his teacher to say he has a cold', 'Mrs Bright']);
    expect(answers[0]).to.match(/^Who should the message go to: .*Mr Okafor.*Mrs Bright/);
    expect(acts.slice(-4)).to.deep.equal(["select tocombob Mrs Bright (Jack's class teacher)", 'type subjectb He has a cold', 'type messageb He has a cold.', 'click sendmess']);
  });
});
