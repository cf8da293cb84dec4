import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { affordancesOf, chooseAffordance, describeAffordance, rankAffordances } from './affordances.ts';
import { controlsOf } from './target-resolver.ts';

const OUTLINE = [
  'main @aaaaaaa1',
  '  region "Alerts" @aaaaaaa2',
  '    switch "Email notifications" @aaaaaaa3',
  '    switch "Push notifications" @aaaaaaa4',
  '  combobox "Order" @aaaaaaa5 ="Relevance"',
  '  button "Advanced options" @aaaaaaa6 collapsed',
  '  button "Transfer money" @aaaaaaa7',
  '  textbox "Reference" @aaaaaaa8',
].join('\n');
const controls = controlsOf(parseOutline(OUTLINE).map((l) => ({ ...l, frameId: 0 })));
const all = affordancesOf(controls, [{ fingerprint: 'aaaaaaa5', options: ['Relevance', 'Lowest price', 'Highest rating'] }]);
const pick = (words: string, verb: { text: string; meanings: never[] | ('on' | 'set' | 'save' | 'type')[] } | null = null, roles?: string[]) =>
  chooseAffordance(rankAffordances(all, { words, verb, ...(roles ? { roles } : {}) }));

describe('affordances', () => {
  it('chooses an answer that says no only when the person says no', () => {
    const radios = controlsOf(
      parseOutline(['main @bbbbbbb1', '  radio "I give permission for Evie to go" @bbbbbbb2', '  radio "Evie will not go" @bbbbbbb3', '  button "Evie\'s dinner money" @bbbbbbb4'].join('\n')).map((l) => ({ ...l, frameId: 0 })),
    );
    const choose = (words: string, verb: { text: string; meanings: ('off' | 'set')[] } | null = null) => {
      const c = chooseAffordance(rankAffordances(affordancesOf(radios), { words, verb }));
      return c.kind === 'one' ? c.affordance.control.line.name : c.kind;
    };
    expect(choose('evie trip')).to.not.equal('Evie will not go');
    expect(choose("evie won't go")).to.equal('Evie will not go');
    // A no in what describes a label is not its answer: it scores as the same label without it.
    const described = controlsOf(parseOutline(['main @ccccccc1', '  switch "Guest network (no access to your devices)" @ccccccc2', '  switch "Guest network (access to your devices)" @ccccccc3'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    const scores = rankAffordances(affordancesOf(described), { words: 'guest network', verb: { text: 'turn on', meanings: ['on'] } }).map((r) => r.score);
    expect(scores).to.have.length(2);
    expect(scores[0]).to.be.closeTo(scores[1]!, 0.1);
    // A verb that undoes does not push the answer that says no down: the two stay a question.
    expect(choose('evie go', { text: 'turn off', meanings: ['off'] })).to.equal('many');
  });

  it('lists controls with what they do, and the options of selects as their own affordances', () => {
    expect(all.map((a) => a.act)).to.deep.equal(['toggle', 'toggle', 'select', 'option', 'option', 'option', 'open', 'click', 'type']);
    expect(describeAffordance(all[4]!)).to.equal('the option "Lowest price" of combobox "Order"');
  });

  it('picks the clear winner through a typo, a synonym or an option label', () => {
    const typo = pick('emial notifcations', { text: 'turn on', meanings: ['on'] });
    expect(typo.kind === 'one' && typo.affordance.control.line.name).to.equal('Email notifications');
    const option = pick('lowest price', { text: 'set', meanings: ['set'] });
    expect(option.kind === 'one' && option.affordance.option).to.equal('Lowest price');
    const opener = pick('advanced');
    expect(opener.kind === 'one' && opener.affordance.act).to.equal('open');
  });

  it('asks among close candidates instead of choosing, and finds nothing for words the page lacks', () => {
    const many = pick('notifications', { text: 'turn on', meanings: ['on'] });
    expect(many.kind === 'many' && many.affordances.map((a) => a.control.line.name)).to.deep.equal(['Email notifications', 'Push notifications']);
    expect(pick('kettle').kind).to.equal('none');
  });

  it('counts the role word and the verb for or against', () => {
    const field = pick('reference', { text: 'type', meanings: ['type'] }, ['textbox']);
    expect(field.kind === 'one' && field.affordance.act).to.equal('type');
    const send = pick('', { text: 'transfer', meanings: ['save'] });
    expect(send.kind === 'one' && send.affordance.control.line.name).to.equal('Transfer money');
  });

  it('meets a day said ("tomorrow") with a control named by that day, and not by the day word alone', () => {
    const days = controlsOf(parseOutline(['main @ddddddd1', '  button "Tomorrow · Mon 7 Dec" @ddddddd2', '  button "Cancel booking: Spin on Mon 7 Dec at 07:00" @ddddddd3', '  button "Cancel booking: HIIT on Wed 9 Dec at 07:00" @ddddddd4'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    const now = new Date(2026, 11, 6, 12);
    const choice = chooseAffordance(rankAffordances(affordancesOf(days), { words: 'my class tomorrow', verb: { text: 'cancel', meanings: ['delete'] }, now }));
    expect(choice.kind === 'one' && choice.affordance.control.line.name).to.equal('Cancel booking: Spin on Mon 7 Dec at 07:00');
    // Without today's date the day is only a word: the day button names it.
    const wordOnly = chooseAffordance(rankAffordances(affordancesOf(days), { words: 'my class tomorrow', verb: { text: 'cancel', meanings: ['delete'] } }));
    expect(wordOnly.kind === 'one' && wordOnly.affordance.control.line.name).to.equal('Tomorrow · Mon 7 Dec');
  });
});
