// Records named by any cell of their row, on pages that are not the benchmark's: a library's loans
// table in two pages (the title is the only button of a row; the loan's view replaces the list and
// holds its own "State" and "Handled by" selects, while the list has a "State" filter of its own),
// and an HR leave-requests table read as rows.
import { expect } from '@esm-bundle/chai';
import { parseDetailRequest } from './record-detail.ts';
import { rowOpener, rowsNamed } from './row-record.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

interface Loan { key: string; title: string; borrower: string; state: string; due: string }
const LOANS: Loan[][] = [
  [
    { key: 'L-310', title: 'The Salt Road', borrower: 'Ivo Petrov', state: 'Out', due: '12 May' },
    { key: 'L-311', title: 'Birds of the Fens', borrower: 'Hanna Olsen', state: 'Overdue', due: '2 May' },
    { key: 'L-312', title: 'A Short Atlas', borrower: 'Ivo Petrov', state: 'Out', due: '20 May' },
  ],
  [
    { key: 'L-313', title: 'Clockwork Tides', borrower: 'Rui Costa', state: 'Out', due: '18 May' },
    { key: 'L-314', title: 'Winter Orchard', borrower: 'Hanna Olsen', state: 'Out', due: '22 May' },
  ],
];
const fp = (key: string) => `open${key.replace('-', '').toLowerCase()}`;

const listOutline = (page: number) =>
  [
    'main @mainnnnn',
    '  region "Loans" @loansreg',
    '    search @filterss',
    '      combobox "State" @fstatexx ="All"',
    '      searchbox "Find" @findboxx',
    '    grid "Loans" @loangrid',
    ...LOANS[page]!.map((l) => `      button "${l.title}" @${fp(l.key)}`),
    '    button "Previous" @prevpage' + (page === 0 ? ' disabled' : ''),
    '    button "Next" @nextpage' + (page === 1 ? ' disabled' : ''),
  ].join('\n');
const listText = (page: number) =>
  ['Loans', 'Key | Title | Borrower | State | Due', ...LOANS[page]!.map((l) => `${l.key} | ${l.title} | ${l.borrower} | ${l.state} | ${l.due}`), `Page ${page + 1} of 2`].join('\n');
const viewOutline = (l: Loan, note = false) =>
  [
    'main @mainnnnn',
    `  region "Loan ${l.key}" @loanview`,
    '    button "← Back to loans" @backlist',
    `    h2 "${l.key} ${l.title}" @loanhead`,
    '    tablist "Write" @writetab',
    `      tab "Message" @tabmessg${note ? '' : ' selected'}`,
    `      tab "Staff note" @tabnotex${note ? ' selected' : ''}`,
    note ? '    textbox "Staff note (only staff see it)" @msgboxxx multiline' : '    textbox "Message to borrower" @msgboxxx multiline',
    note ? '    button "Save note" @emailbtn' : '    button "Email borrower" @emailbtn',
    '    complementary "Loan details" @detailsx',
    `      combobox "State" @lstatexx ="${l.state}"`,
    '      combobox "Handled by" @handledx ="Nobody"',
  ].join('\n');
const FIELDS = [
  { fingerprint: 'fstatexx', name: 'State', role: 'combobox', options: ['All', 'Out', 'Overdue', 'Returned'] },
  { fingerprint: 'lstatexx', name: 'State', role: 'combobox', options: ['Out', 'Overdue', 'Returned', 'Lost'] },
  { fingerprint: 'handledx', name: 'Handled by', role: 'combobox', options: ['Nobody', 'Me (Sam Lee)', 'Pia Berg', 'Tomas Ek'] },
];

async function converse(turns: string[]) {
  const acts: string[] = [];
  let page = 0;
  let open: Loan | null = null;
  let note = false;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const target = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' && target === 'tabnotex') note = true;
    const outline = open ? viewOutline(open, note) : listOutline(page);
    if (name === 'browser.semantic.click') {
      acts.push(`click ${target}`);
      if (target === 'nextpage') page = 1;
      const hit = LOANS[page]!.find((l) => fp(l.key) === target);
      if (hit) open = hit;
      if (target === 'backlist') open = null;
    }
    if (name === 'browser.semantic.select') acts.push(`select ${target} ${String(args.label)}`);
    if (name === 'browser.semantic.type') acts.push(`type ${target} ${String(args.text)}`);
    if (name === 'browser.semantic.extract') {
      const include = Array.isArray(args.include) ? args.include : [];
      return { fields: open ? FIELDS.slice(1) : FIELDS.slice(0, 1), ...(include.includes('text') ? { text: open ? `${open.key} ${open.title}` : listText(page), links: [] } : {}) };
    }
    return plainAnswer(name, outline);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a record named by any cell of its row', () => {
  it('reads changes whose record is named in another clause, or before a modal', () => {
    expect(parseDetailRequest('the atlas one is back, mark it as returned')).to.deep.equal({ record: 'atlas one', change: { kind: 'value', value: 'returned', field: '' } });
    expect(parseDetailRequest("Rui's clockwork loan should go to Pia instead of Tomas")).to.deep.equal({ record: "Rui's clockwork loan", change: { kind: 'value', value: 'Pia', field: '' } });
    expect(parseDetailRequest('bump L-311 to lost pls')).to.deep.equal({ record: 'L-311', change: { kind: 'value', value: 'lost', field: '' } });
    expect(parseDetailRequest('can you grab the salt road loan? give it to me')).to.deep.include({ record: 'can you grab the salt road loan', change: { kind: 'value', value: 'me', field: '' } });
  });

  it('finds the row by its key, its person or its words, and asks among rows that fit as well', () => {
    const text = ['Employee | Kind | From | Status', 'Mia Novak | Holiday | 3 Jun | Requested', 'Arjun Rao | Sick leave | 1 Jun | Approved', 'Mia Novak | Parental | 1 Sep | Requested'].join('\n');
    const one = (words: string[]) => {
      const r = rowsNamed(text, words);
      return r && 'one' in r ? r.one.cells[0] + ' ' + r.one.cells[1] : r && r.many.length;
    };
    expect(one(['arjun'])).to.equal('Arjun Rao Sick leave');
    expect(one(['mia', 'holidai'])).to.equal('Mia Novak Holiday');
    expect(one(['mia'])).to.equal(2);
    expect(one(['payroll'])).to.equal(null);
    const controls = controlsOf(parseOutline('grid "Leave" @grid0000\n  link "Holiday" @holidayx\n  link "Sick leave" @sickleav').map((l) => ({ ...l, frameId: 0 })));
    expect(rowOpener(controls, { line: '', cells: ['Arjun Rao', 'Sick leave', '1 Jun', 'Approved'] })?.line.fingerprint).to.equal('sickleav');
  });

  it("by its key: opens the row's title and sets the loan's own State, not the list's filter of that name", async () => {
    const { acts } = await converse(['bump L-311 to lost pls']);
    expect(acts).to.deep.equal(['click openl311', 'select lstatexx Lost']);
  });

  it('on the next page: the pager is pressed while the row is not shown, then the same request goes on', async () => {
    const { acts, answer } = await converse(["Rui's loan should go to Pia rather than Tomas"]);
    expect(acts).to.deep.equal(['click nextpage', 'click openl313', 'select handledx Pia Berg']);
    expect(answer).not.to.match(/didn't understand/);
  });

  it('the record named in the clause before "mark it": the words of a title', async () => {
    const { acts } = await converse(['the atlas one came back this morning, mark it as returned']);
    expect(acts).to.deep.equal(['click openl312', 'select lstatexx Returned']);
  });

  it('"give it to me" chooses the option that means the signed-in person', async () => {
    const { acts } = await converse(['can you grab the salt road loan? give it to me']);
    expect(acts).to.deep.equal(['click openl310', 'select handledx Me (Sam Lee)']);
  });

  it('two rows that fit as well are asked about, quoting them; the answer picks one', async () => {
    const { acts, answer } = await converse(["mark Ivo's loan as returned", 'the atlas one']);
    expect(acts).to.deep.equal(['click openl312', 'select lstatexx Returned']);
    expect(answer).to.match(/Returned/);
    const asked = await converse(["mark Ivo's loan as returned"]);
    expect(asked.acts).to.deep.equal([]);
    expect(asked.answer).to.match(/Which one/).and.match(/The Salt Road/).and.match(/A Short Atlas/);
  });

  it("a note: the view's tab for notes is chosen first, then its box typed in and its own button pressed", async () => {
    const { acts } = await converse(["leave a note on L-310: 'rang twice'"]);
    expect(acts).to.deep.equal(['click openl310', 'click tabnotex', 'type msgboxxx rang twice', 'click emailbtn']);
  });
});
