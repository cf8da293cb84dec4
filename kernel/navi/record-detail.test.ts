// A record's change made in the dialog its entry opens, against a scripted page: a sales pipeline
// whose deal cards open a dialog with Stage and Owner selects, tag checkboxes, a notes box and a
// remove button that asks to confirm.
import { expect } from '@esm-bundle/chai';
import { entryFor, namedEarlier, parseDetailRequest, recordEntries } from './record-detail.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

const BOARD = [
  'main @mainnnnn',
  '  h1 "Pipeline" @headingg',
  '  button "Add deal" @adddeall',
  '  combobox "Owner" @ownerflt ="Everyone"',
  '  region "Qualified (3)" @qualifid',
  '    h3 button "DL-7 Renewal for Harbour Foods" @dealsev7',
  '    button "Stage DL-7" @stagedl7 collapsed',
  '    h3 button "DL-8 Pilot with Northwind Cafe" @dealeig8',
  '    button "Stage DL-8" @stagedl8 collapsed',
  '    h3 button "DL-9 Upsell analytics to Bluebird" @dealnin9',
  '    button "Stage DL-9" @stagedl9 collapsed',
  '  region "Won (1)" @wonnnnnn',
  '    h3 button "DL-3 Annual plan for Copperleaf" @dealthr3',
  '    button "Stage DL-3" @stagedl3 collapsed',
].join('\n');

const dialog = (name: string) =>
  [
    `dialog "${name}" @dialogdd`,
    `  h2 "${name}" @dialoghh`,
    '  form @editform',
    '    combobox "Stage" @stagesel ="Qualified"',
    '    combobox "Assigned to" @ownersel ="Ines Ruiz"',
    '    group "Tags" @tagsgrpp',
    '      checkbox "Urgent" @tagurgnt',
    '      checkbox "Enterprise" @tagenter checked',
    '    button "Save deal" @savedeal',
    '    button "Remove deal" @removedl',
    '  form "Notes" @notesfrm',
    '    textbox "Write a note" @notebox1 multiline',
    '    button "Post note" @postnote',
  ].join('\n');
const CONFIRM = ['dialog "Remove this deal?" @confirmd', '  button "Keep it" @keepdeal focused', '  button "Remove" @reallyrm'].join('\n');

const FIELDS = [
  { fingerprint: 'ownerflt', name: 'Owner', role: 'combobox', options: ['Everyone', 'Ines Ruiz', 'Omar Haddad', 'Kai Berg'] },
  { fingerprint: 'stagesel', name: 'Stage', role: 'combobox', options: ['Lead', 'Qualified', 'Proposal sent', 'Won', 'Lost'] },
  { fingerprint: 'ownersel', name: 'Assigned to', role: 'combobox', options: ['Nobody', 'Ines Ruiz', 'Omar Haddad', 'Kai Berg'] },
];

async function converse(turns: string[], opened?: string) {
  const acts: string[] = [];
  let shown = opened ? `${BOARD}\n${dialog(opened)}` : BOARD;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      const entry = parseOutline(BOARD).find((l) => l.fingerprint === fp && /^DL-/.test(l.name));
      if (entry) shown = `${BOARD}\n${dialog(entry.name)}`;
      if (fp === 'removedl') shown = `${shown}\n${CONFIRM}`;
    }
    if (name === 'browser.semantic.select') acts.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.check') acts.push(`check ${fp} ${String(args.checked)}`);
    if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
    if (name === 'browser.semantic.extract') return { fields: shown.includes('dialogdd') ? FIELDS : FIELDS.slice(0, 1) };
    return plainAnswer(name, shown);
  });
  return { acts, answers, answer: answers.at(-1) ?? '' };
}

describe('a record changed in the dialog its entry opens', () => {
  it('reads requests as a record and a change', () => {
    expect(parseDetailRequest('hand the Northwind pilot over to Omar')).to.deep.include({ change: { kind: 'value', value: 'Omar', field: '' } });
    expect(parseDetailRequest('change the stage of the Bluebird upsell to proposal sent')).to.deep.equal({ record: 'Bluebird upsell', change: { kind: 'value', value: 'proposal sent', field: 'stage' } });
    expect(parseDetailRequest('flag the harbour renewal as urgent too')).to.deep.equal({ record: 'harbour renewal', change: { kind: 'value', value: 'urgent', field: '' } });
    expect(parseDetailRequest('unassign the Copperleaf plan')).to.deep.equal({ record: 'Copperleaf plan', change: { kind: 'clear', field: 'assign' } });
    expect(parseDetailRequest('leave a note on the Copperleaf plan: "Signed in person"')).to.deep.equal({ record: 'Copperleaf plan', change: { kind: 'comment', text: 'Signed in person', as: 'note' } });
    expect(parseDetailRequest('remove the Bluebird upsell deal')).to.deep.include({ change: { kind: 'delete' } });
    expect(parseDetailRequest('what stage is the Bluebird deal in?')).to.equal(null);
  });

  it("finds the entry by its title's words (a typo allowed), by its key, or as the nth of a region; never a menu button", () => {
    const controls = controlsOf(parseOutline(BOARD).map((l) => ({ ...l, frameId: 0 })));
    expect(recordEntries(controls).map((c) => c.line.fingerprint)).to.deep.equal(['dealsev7', 'dealeig8', 'dealnin9', 'dealthr3']);
    const one = (record: string, ordinal?: number) => {
      const r = entryFor({ record, ...(ordinal ? { ordinal } : {}), change: { kind: 'delete' } }, controls);
      return r && 'one' in r ? r.one.line.fingerprint : r;
    };
    expect(one('Northwnd pilot')).to.equal('dealeig8');
    expect(one('DL-9')).to.equal('dealnin9');
    expect(one('card in the Qualified column', 2)).to.equal('dealeig8');
    expect(one('groceries')).to.equal(null);
  });

  it("opens the deal, chooses the owner in its dialog (not the page's filter of the same name) and saves", async () => {
    const { acts, answer } = await converse(['hand the Northwind pilot over to Omar']);
    expect(acts).to.deep.equal(['click dealeig8', 'select ownersel Omar Haddad', 'click savedeal']);
    expect(answer).to.match(/Omar Haddad/);
  });

  it('a field named in the request: "change the stage of … to …"', async () => {
    const { acts, answer } = await converse(['change the stage of the Bluebird upsell to proposal sent']);
    expect(answer).to.match(/Chose "Proposal sent" in combobox "Stage"/);
    expect(acts).to.deep.equal(['click dealnin9', 'select stagesel Proposal sent', 'click savedeal']);
  });

  it('a tag is its checkbox, ticked and saved', async () => {
    const { acts } = await converse(['flag the harbour renewal as urgent too']);
    expect(acts).to.deep.equal(['click dealsev7', 'check tagurgnt true', 'click savedeal']);
  });

  it('"un-" a field: set to its choice that says none', async () => {
    const { acts } = await converse(['unassign the Copperleaf plan']);
    expect(acts).to.deep.equal(['click dealthr3', 'select ownersel Nobody', 'click savedeal']);
  });

  it('a note is typed into the notes box and posted with its own button', async () => {
    const { acts } = await converse(['leave a note on the Copperleaf plan: "Signed in person"']);
    expect(acts).to.deep.equal(['click dealthr3', 'type notebox1 Signed in person', 'click postnote']);
  });

  it('a dialog already open for "it" is worked directly', async () => {
    expect((await converse(['move it to won'], 'DL-8 Pilot with Northwind Cafe')).acts).to.deep.equal(['select stagesel Won', 'click savedeal']);
  });

  it('"it" is the one record the Navi\'s last answer named', () => {
    const controls = controlsOf(parseOutline(BOARD).map((l) => ({ ...l, frameId: 0 })));
    expect(namedEarlier(controls, 'The page says:\n> "DL-9 Upsell analytics to Bluebird"')?.one.line.fingerprint).to.equal('dealnin9');
    expect(namedEarlier(controls, 'DL-9 Upsell analytics to Bluebird and DL-8 Pilot with Northwind Cafe')).to.equal(null);
    expect(namedEarlier(controls, undefined)).to.equal(null);
  });

  it('removing: the dialog\'s remove button, then its confirmation, each approved with the consequence said', async () => {
    const { acts, answer } = await converse(['please remove the Bluebird upsell deal, it fell through']);
    expect(acts).to.deep.equal(['click dealnin9', 'click removedl', 'click reallyrm']);
    expect(answer).to.match(/Remove/);
  });
});
