// A record changed in the view its entry opens, on pages of other kinds: a pharmacy's refills
// list whose prescriptions open a side panel (a quantity, a next-refill date, a pharmacy select),
// and a library's holds list where two holds share a word. A value typed where no select offers
// it goes in the field the words name, or the one field whose value has its shape; two records
// the words fit alike are asked about before anything is clicked.
import { expect } from '@esm-bundle/chai';
import { foldContextClause } from './context-clause.ts';
import { textForField } from './field-text.ts';
import { parseDetailRequest, typedField } from './record-detail.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

const REFILLS = [
  'main @mainnnnn',
  '  h1 "My refills" @headingg',
  '  button "+ New prescription" @newpresc',
  '  region "Active prescriptions" @activerg',
  '    button "Atorvastatin 20 mg · 30 tablets · Dr Okafor" @atorvast',
  '    button "Metformin 500 mg · 60 tablets · Dr Lindqvist" @metformn',
  '    button "Lisinopril 10 mg · 90 tablets · Dr Okafor" @lisinopr',
].join('\n');

const panel = (name: string) =>
  [
    `  complementary "Prescription details" @presdetl`,
    `    h2 "${name}" @panelhed`,
    '    combobox "Pharmacy" @pharmacy ="Corner Pharmacy"',
    '    spinbutton "Quantity" @quantity ="60"',
    '    textbox "Next refill" @nextrefl type=date ="2026-12-04"',
    '    textbox "Notes for the pharmacist" @pharnote multiline',
    '    button "Close" @closepnl',
  ].join('\n');

const FIELDS = [{ fingerprint: 'pharmacy', name: 'Pharmacy', role: 'combobox', options: ['Corner Pharmacy', 'Station Road Chemist', 'Mail order'] }];

async function refills(turns: string[]) {
  const acts: string[] = [];
  let shown = REFILLS;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      const entry = parseOutline(REFILLS).find((l) => l.fingerprint === fp && l.role === 'button' && l.name.includes('·'));
      if (entry) shown = `${REFILLS}\n${panel(entry.name)}`;
    }
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    if (name === 'browser.semantic.select') acts.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.extract') return { fields: shown.includes('presdetl') ? FIELDS : [] };
    return plainAnswer(name, shown);
  });
  return { acts, answers, answer: answers.at(-1) ?? '' };
}

const LIBRARY = [
  'main @mainnnnn',
  '  h1 "Your holds" @headingg',
  '  button "Place a new hold" @newholdd',
  '  region "Ready for pickup" @readyrgn',
  '    button "The Salt Road — paperback — Harbour branch" @saltpapr',
  '    button "The Salt Road — large print — Hill branch" @saltlarg',
  '    button "Winter Orchard — ebook" @wintorch',
].join('\n');
const holdPanel = (name: string) =>
  [`  complementary "Hold details" @holddetl`, `    h2 "${name}" @holdhead`, '    combobox "Pickup branch" @branchsl ="Harbour branch"', '    button "Cancel hold" @cancelhd'].join('\n');
const BRANCHES = [{ fingerprint: 'branchsl', name: 'Pickup branch', role: 'combobox', options: ['Harbour branch', 'Hill branch', 'Central library'] }];

async function holds(turns: string[]) {
  const acts: string[] = [];
  let shown = LIBRARY;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      const entry = parseOutline(LIBRARY).find((l) => l.fingerprint === fp && l.name.includes('—'));
      if (entry) shown = `${LIBRARY}\n${holdPanel(entry.name)}`;
    }
    if (name === 'browser.semantic.select') acts.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.extract') return { fields: shown.includes('holddetl') ? BRANCHES : [] };
    return plainAnswer(name, shown);
  });
  return { acts, answers, answer: answers.at(-1) ?? '' };
}

describe('a value typed into the field of an opened view', () => {
  it('finds the field the words name, else the one field of the value\'s shape', () => {
    const mine = controlsOf(parseOutline(panel('Metformin')).map((l) => ({ ...l, frameId: 0 })));
    expect(typedField(mine, [], '90')?.line.name).to.equal('Quantity');
    expect(typedField(mine, [], '2027-01-15')?.line.name).to.equal('Next refill');
    expect(typedField(mine, [], 'the 3rd of January')?.line.name).to.equal('Next refill');
    expect(typedField(mine, ['refill'], '12 January')?.line.name).to.equal('Next refill');
    // A word said with no shape of its own picks no field: the person is told, nothing is typed.
    expect(typedField(mine, [], 'soon')).to.equal(null);
  });

  it('reads a thousands separator as part of the number', () => {
    const [amount] = controlsOf(parseOutline('spinbutton "Deposit" @depositx ="100"').map((l) => ({ ...l, frameId: 0 })));
    expect(textForField(amount!, '12,500')).to.equal('12500');
    expect(textForField(amount!, '€27,50')).to.equal('27.50');
  });

  it('opens the prescription the words name (its kind word is the page\'s, not the entry\'s) and types the amount', async () => {
    const { acts, answer } = await refills(['raise the metformin prescription to 90']);
    expect(acts).to.deep.equal(['click metformn', 'type quantity 90']);
    expect(answer).to.match(/Quantity/);
  });

  it('moves the view\'s date field from the date it holds', async () => {
    const { acts, answer } = await refills(['push the metformin prescription out by a week']);
    expect(answer).to.match(/Typed "2026-12-11" into textbox "Next refill"/);
    expect(acts).to.deep.equal(['click metformn', 'type nextrefl 2026-12-11']);
  });

  it('still chooses a select\'s option when one holds the value', async () => {
    const { acts } = await refills(['switch the lisinopril prescription to mail order']);
    expect(acts).to.deep.equal(['click lisinopr', 'select pharmacy Mail order']);
  });

  it('keeps a word the page says nowhere, so that it keeps a wrong record out', async () => {
    const { acts } = await refills(['raise the insulin prescription to 90']);
    expect(acts).to.deep.equal([]);
  });
});

describe('two records the words fit alike', () => {
  it('asks with both before clicking, and the answer picks one', async () => {
    const { acts, answers } = await holds(['move the Salt Road hold to Central library', 'the large print one']);
    expect(answers[0]).to.match(/paperback/).and.to.match(/large print/).and.to.match(/Which one/);
    expect(acts).to.deep.equal(['click saltlarg', 'select branchsl Central library']);
  });

  it('acts at once when the words fit one', async () => {
    const { acts, answers } = await holds(['move the Winter Orchard hold to Hill branch']);
    expect(answers).to.have.length(1);
    expect(acts).to.deep.equal(['click wintorch', 'select branchsl Hill branch']);
  });
});

describe('a possessive that points back to the clause before', () => {
  it('folds the clause into the record the action names', () => {
    expect(foldContextClause('The Hendersons called back, move their booking to Friday')).to.match(/^move the .*hendersons.* booking to Friday$/i);
    expect(foldContextClause('Priya finished the course. mark her certificate as issued')).to.match(/^mark the .*priya.* certificate as issued$/i);
    // A joining word before the imperative, and the statement's own pronoun left out.
    expect(foldContextClause("Our book club ended in March, so archive that group")).to.match(/^archive the .*book club.* group$/i);
    expect(foldContextClause('It is cold in here, so turn the heating up')).to.equal('It is cold in here, so turn the heating up');
  });
});

const TIMETABLE = [
  'main @mainnnnn',
  '  h1 "This week" @headingg',
  '  region "Classes" @classesr',
  '    button "Spin 45 · Tue 07:00 · Studio 2" @spinclas',
  '    button "Yoga flow · Wed 18:30 · Studio 1" @yogaclas',
  '    button "HIIT · Thu 12:15 · Studio 2" @hiitclas',
].join('\n');
// The class section is drawn again in place for each class: the same region, a new heading.
const classView = (name: string) =>
  ['  region "Class" @classrgn', `    h2 "${name}" @classhed`, '    combobox "Kind" @kindselx ="Note"', '    textbox "Notes" @lognotes multiline', '    button "Add to log" @addlogbt'].join('\n');
const KINDS = [{ fingerprint: 'kindselx', name: 'Kind', role: 'combobox', options: ['Note', 'Incident', 'Cancellation'] }];

async function timetable(turns: string[]) {
  const acts: string[] = [];
  let shown = `${TIMETABLE}\n${classView('Spin 45')}`;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      const entry = parseOutline(TIMETABLE).find((l) => l.fingerprint === fp && l.name.includes('·'));
      if (entry) shown = `${TIMETABLE}\n${classView(entry.name.split(' · ')[0]!)}`;
    }
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    if (name === 'browser.semantic.select') acts.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.extract') return { fields: KINDS };
    return plainAnswer(name, shown);
  });
  return { acts, answers, answer: answers.at(-1) ?? '' };
}

describe('an entry of a type logged in a record\'s view', () => {
  it('reads the type and the notes', () => {
    expect(parseDetailRequest('log an incident on the yoga flow class: projector not working')).to.deep.equal({ record: 'yoga flow class', change: { kind: 'comment', text: 'projector not working', as: 'note', type: 'incident' } });
  });

  it('opens the class (its view drawn again in place), chooses the type, writes the notes and adds them', async () => {
    const { acts } = await timetable(['log an incident on the yoga flow class: projector not working']);
    expect(acts).to.deep.equal(['click yogaclas', 'select kindselx Incident', 'type lognotes projector not working', 'click addlogbt']);
  });

  it('logs nothing when no choice is of that type', async () => {
    const { acts, answer } = await timetable(['log a refund on the HIIT class: double charged']);
    expect(acts).to.deep.equal(['click hiitclas']);
    expect(answer).to.match(/no choice of the type "refund"/);
  });
});

describe("one record's own actions", () => {
  const BASKET = [
    'main @mainnnnn',
    '  h1 "Garden shop" @headingg',
    '  region "Plants" @plantsrg',
    '    button "Add Lavender" @addlavnd',
    '    button "Add Rosemary" @addrosem',
    '    button "Add Thyme" @addthyme',
    '  region "Your basket" @basketrg',
    '    button "One fewer Lavender" @lessland',
    '    button "One more Lavender" @morelavn',
    '    button "Edit Lavender" @editlavn',
    '    button "Remove Lavender" @remlavnd',
  ].join('\n');

  it('are not taken for several records to choose from', async () => {
    const acts: string[] = [];
    const answers = await playConversation(['switch the lavender to the large pot'], TOOLS, ({ name, arguments: args }) => {
      if (name === 'browser.semantic.click') acts.push(`click ${String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '')}`);
      return plainAnswer(name, BASKET);
    });
    expect(answers[0]).to.not.match(/More than one record fits/);
  });
});
