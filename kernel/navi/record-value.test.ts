// A record's field set to one of its values, against scripted pages (a ticket tracker with a
// status select in each row, a team roster whose rows open a menu with "Edit details" and a
// dialog; not a contacts table): the record's own select, else its editor's, never a filter
// that offers the same word; a record further down the list is paged to first.
import { expect } from '@esm-bundle/chai';
import { COLLAPSED } from './hidden-controls.ts';
import { parseRecordValue } from './record-value.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.select', 'browser.semantic.check');

interface Page {
  outline(clicked: readonly string[]): string;
  fields?: { fingerprint: string; options: string[] }[];
}

async function converse(page: Page, request: string) {
  const actions: string[] = [];
  const clicked: string[] = [];
  const answers = await playConversation([request], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
    if (name === 'browser.semantic.click') {
      clicked.push(fp);
      actions.push(`click ${fp}`);
    }
    if (name === 'browser.semantic.type') actions.push(`type ${fp} ${String(args.text)}`);
    if (name === 'browser.semantic.select') actions.push(`select ${fp} ${String(args.label)}`);
    if (name === 'browser.semantic.check') actions.push(`check ${fp}`);
    if (name === 'browser.semantic.extract') return { fields: page.fields ?? [] };
    return plainAnswer(name, page.outline(clicked));
  });
  return { actions, answer: answers.at(-1) ?? '' };
}

// ---- a ticket tracker: each ticket a group with its own status select; a filter offers the same words ----
const STATUS = ['Open', 'In progress', 'Resolved'];
const TRACKER: Page = {
  outline: () =>
    [
      'main',
      '  combobox "Show" @showfilt ="All tickets"',
      '  group "Login bug" @grouplog',
      '    link "Login bug" @linklogi',
      '    combobox "Status" @statlogi ="Open"',
      '  group "Checkout crash" @groupche',
      '    link "Checkout crash" @linkchec',
      '    combobox "Status" @statchec ="Open"',
    ].join('\n'),
  fields: [
    { fingerprint: 'showfilt', options: ['All tickets', 'Open', 'Resolved'] },
    { fingerprint: 'statlogi', options: STATUS },
    { fingerprint: 'statchec', options: STATUS },
  ],
};

// ---- a team roster in pages of two: each row opens a menu with "Edit details", which opens a dialog with a role ----
const ROW = (name: string, fp: string, open: boolean) => `  button "Row options for ${name}" @${fp} ${open ? 'expanded' : 'collapsed'}`;
const ROSTER: Page = {
  outline: (clicked) => {
    const second = clicked.includes('nextpage');
    const menuOpen = clicked.includes('optspiet') && !clicked.includes('editpiet');
    const editing = clicked.includes('editpiet') && !clicked.includes('saveroll');
    return [
      'main',
      '  combobox "Filter by role" @rolefilt ="Everyone"',
      ...(second ? [ROW('Piet Vos', 'optspiet', menuOpen), ROW('Ines Dahl', 'optsines', false)] : [ROW('Lena Roth', 'optslena', false), ROW('Omar Said', 'optsomar', false)]),
      ...(menuOpen ? ['  menu "Options for Piet Vos" @menupiet', '    menuitem "Edit details" @editpiet', '    menuitem "Remove from team" @removepi'] : []),
      '  navigation "Pages" @pagesnav',
      '    button "Next" @nextpage',
      ...(editing ? ['dialog "Edit Piet Vos" @dialogpv', '  form @formpiet', '    textbox "Full name" @namepiet ="Piet Vos"', '    combobox "Role" @rolepiet ="Member"', '    button "Save changes" @saveroll', '    button "Cancel" @cancelro'] : []),
    ].join('\n');
  },
  fields: [
    { fingerprint: 'rolefilt', options: ['Everyone', 'Members', 'Captains', 'Coaches'] },
    { fingerprint: 'rolepiet', options: ['Member', 'Captain', 'Coach'] },
  ],
};

describe("a record's field set to one of its values", () => {
  it('reads the record and the value of "mark X as Y", "make X a Y", "set X to Y", "tag X as Y"', () => {
    const read = (t: string) => {
      const rv = parseRecordValue(t);
      return rv ? [rv.record, rv.value] : null;
    };
    expect(read('mark the login bug as resolved')).to.deep.equal(['the login bug', 'resolved']);
    expect(read('make Piet a captain')).to.deep.equal(['Piet', 'captain']);
    expect(read('set the checkout crash to "In progress"')).to.deep.equal(['the checkout crash', 'In progress']);
    expect(read('tag the March invoice as disputed')).to.deep.equal(['the March invoice', 'disputed']);
    // A state a control is ticked into, a typed value, a negation: read other ways.
    expect(read('mark the water bill as done')).to.equal(null);
    expect(read("change Lena's mobile to 0711 222 333")).to.equal(null);
    expect(read('mark the login bug as not urgent')).to.equal(null);
    expect(read('add the login bug to my watchlist')).to.equal(null);
  });

  it("chooses the value in the record's own select, not in a filter that offers the same word", async () => {
    const { actions, answer } = await converse(TRACKER, 'mark the login bug as resolved');
    expect(actions).to.deep.equal(['select statlogi Resolved']);
    expect(answer).to.match(/Chose "Resolved" in combobox "Status"/);
    const other = await converse(TRACKER, 'set the checkout crash to in progress');
    expect(other.actions).to.deep.equal(['select statchec In progress']);
  });

  it("pages to the record, opens its menu and its editor, chooses the value in the field that offers it, and saves", async () => {
    const { actions, answer } = await converse(ROSTER, 'make Piet a captain');
    expect(actions).to.deep.equal(['click nextpage', 'click optspiet', 'click editpiet', 'select rolepiet Captain', 'click saveroll']);
    expect(answer).to.match(/Clicked menuitem "Edit details".*Chose "Captain" in combobox "Role".*Clicked button "Save changes"/s);
  });

  it('changes nothing for a record the page does not show, even where a filter offers the value', async () => {
    const { actions, answer } = await converse(TRACKER, 'mark the Signup bug as resolved');
    expect(actions).to.deep.equal([]);
    expect(answer).to.match(/nothing on the page for "the Signup bug"/);
  });
});

// ---- a settings page: the value is a radio inside a closed section the request names ----
const APPEARANCE: Page = {
  outline: (clicked) =>
    ['main', '  h1 "Settings"', `  button "Theme" @themebtn ${clicked.includes('themebtn') ? 'expanded' : 'collapsed'}`, ...(clicked.includes('themebtn') ? ['  radio "Light" @lightrad checked', '  radio "Dark" @darkradi'] : []), '  combobox "Language" @langsele ="English"'].join('\n'),
  fields: [{ fingerprint: 'langsele', options: ['English', 'Deutsch'] }],
};

// ---- a ticket list whose rows open a drawer with the ticket's fields; a filter offers the same words ----
const DRAWER: Page = {
  outline: (clicked) =>
    [
      'main',
      '  combobox "Show" @showfilt ="All tickets"',
      '  link "Login bug" @linklogi',
      '  link "Checkout crash" @linkchec',
      ...(clicked.includes('linklogi') && !clicked.includes('savetick')
        ? ['dialog "Login bug" @drawerlb', '  form @formtick', '    combobox "Assignee" @assignee ="Nobody"', '    combobox "Status" @statusdr ="Open"', '    button "Save" @savetick', '    button "Close" @closetic']
        : []),
    ].join('\n'),
  fields: [
    { fingerprint: 'showfilt', options: ['All tickets', 'Open', 'Resolved'] },
    { fingerprint: 'assignee', options: ['Nobody', 'Ines', 'Omar'] },
    { fingerprint: 'statusdr', options: STATUS },
  ],
};

// ---- the same roster, whose editor shows tags as checkboxes ----
const TAGGED: Page = {
  outline: (clicked) => {
    const menuOpen = clicked.includes('optslena') && !clicked.includes('editlena');
    const editing = clicked.includes('editlena') && !clicked.includes('savelena');
    return [
      'main',
      ROW('Lena Roth', 'optslena', menuOpen),
      ROW('Omar Said', 'optsomar', false),
      ...(menuOpen ? ['  menu "Options for Lena Roth" @menulena', '    menuitem "Edit details" @editlena', '    menuitem "Remove from team" @removeln'] : []),
      ...(editing ? ['dialog "Edit Lena Roth" @dialoglr', '  textbox "Full name" @namelena ="Lena Roth"', '  checkbox "First aider" @firstaid', '  checkbox "Key holder" @keyholdr checked', '  button "Save changes" @savelena', '  button "Cancel" @cancellr'] : []),
    ].join('\n');
  },
};

describe("a record's tag shown as a checkbox in its editor", () => {
  it('turns on the checkbox the value names, then saves', async () => {
    const { actions, answer } = await converse(TAGGED, 'tag Lena as a first aider');
    expect(actions, answer).to.deep.equal(['click optslena', 'click editlena', 'check firstaid', 'click savelena']);
  });
});

describe("a record's field in the record's own view", () => {
  it("opens the record, chooses the value in the select of its view that offers it, and saves", async () => {
    const { actions, answer } = await converse(DRAWER, 'mark the login bug as resolved');
    expect(actions, answer).to.deep.equal(['click linklogi', 'select statusdr Resolved', 'click savetick']);
  });
});

describe('a value that is a control of its own', () => {
  it('opens the closed section the request names and chooses the value there, as any control inside a closed part', async () => {
    const collapsed = { frameId: 0, containers: [{ kind: 'disclosure', opener: 'button "Theme" @themebtn collapsed', controls: ['radio "Light" checked', 'radio "Dark"'], more: 0 }], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    const actions: string[] = [];
    const clicked: string[] = [];
    const said = await playConversation(['set the theme to dark'], TOOLS, ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') clicked.push(fp);
      if (name === 'browser.semantic.click' || name === 'browser.semantic.check') actions.push(`${name.split('.').at(-1)} ${fp}`);
      if (name === COLLAPSED) return clicked.includes('themebtn') ? plainAnswer(name, '') : collapsed;
      if (name === 'browser.semantic.extract') return { fields: APPEARANCE.fields };
      return plainAnswer(name, APPEARANCE.outline(clicked));
    });
    expect(actions, said.join(' | ')).to.deep.equal(['click themebtn', 'check darkradi']);
  });

  it('opens a closed section the request names and chooses the value in the select it holds', async () => {
    const page = (clicked: readonly string[]) =>
      ['main', `  button "Language and region" @langsect ${clicked.includes('langsect') ? 'expanded' : 'collapsed'}`, ...(clicked.includes('langsect') ? ['  combobox "Display language" @displang ="English"'] : [])].join('\n');
    const collapsed = { frameId: 0, containers: [{ kind: 'disclosure', opener: 'button "Language and region" @langsect collapsed', controls: ['combobox "Display language"'], more: 0 }], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    const actions: string[] = [];
    const clicked: string[] = [];
    const said = await playConversation(['set the language to German'], TOOLS, ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') clicked.push(fp);
      if (name === 'browser.semantic.click') actions.push(`click ${fp}`);
      if (name === 'browser.semantic.select') actions.push(`select ${fp} ${String(args.label)}`);
      if (name === COLLAPSED) return clicked.includes('langsect') ? plainAnswer(name, '') : collapsed;
      if (name === 'browser.semantic.extract') return { fields: [{ fingerprint: 'displang', options: ['English', 'German', 'French'] }] };
      return plainAnswer(name, page(clicked));
    });
    expect(actions, said.join(' | ')).to.deep.equal(['click langsect', 'select displang German']);
  });
});
