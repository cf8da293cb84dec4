// A button that says the request's verb and opens a dialog that is then filled: a shared calendar's
// "Add guest" (an email and a permission), a per-row "Upload scan for <name>" (a file among radios),
// a "Publish…" that needs a reviewer picked first, and a row menu's "Write memo" (a quoted text).
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { parseRecordValue } from './record-value.ts';
import { foldAside } from './aside-clause.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

type Dialog = { kind: 'guest'; email?: string; perm?: string } | { kind: 'scan'; row: string; file?: string } | { kind: 'publish'; reviewer?: string } | { kind: 'memo'; row: string; text?: string };

class Calendar {
  guests: { email: string; perm: string }[] = [];
  scans: Record<string, string> = {};
  memos: Record<string, string> = {};
  published: string | null = null;
  dialog: Dialog | null = null;
  menu: string | null = null;
  private controls = new Map<string, () => void>();
  private fields = new Map<string, (v: string) => void>();
  readonly rows = ['Dentist visit', 'Team offsite', 'Piano lesson'];
  private id() {
    return `k${String(this.controls.size + this.fields.size).padStart(7, '0')}`;
  }
  private button(depth: number, role: string, name: string, act: () => void, extra = '') {
    const id = this.id();
    this.controls.set(id, act);
    return `${'  '.repeat(depth)}${role} ${JSON.stringify(name)} @${id}${extra}`;
  }
  private field(depth: number, role: string, name: string, set: (v: string) => void, extra = '') {
    const id = this.id();
    this.fields.set(id, set);
    return `${'  '.repeat(depth)}${role} ${JSON.stringify(name)} @${id}${extra}`;
  }
  outline(): string {
    this.controls.clear();
    this.fields.clear();
    const out = ['main @mainmain', '  h1 "Family calendar"', this.button(1, 'button', 'Add guest', () => (this.dialog = { kind: 'guest' })), this.button(1, 'button', 'Publish calendar', () => (this.dialog = { kind: 'publish' }))];
    for (const r of this.rows) {
      out.push(`  text ${JSON.stringify(r)}`);
      if (!this.scans[r]) out.push(this.button(1, 'button', `Upload scan for ${r}`, () => (this.dialog = { kind: 'scan', row: r })));
      out.push(this.button(1, 'button', `Actions for ${r}`, () => (this.menu = this.menu === r ? null : r), this.menu === r ? ' expanded' : ' collapsed'));
      if (this.menu === r) {
        out.push(`  menu "Actions for ${r}" @menuxxxx`);
        out.push(this.button(2, 'menuitem', 'Write memo', () => ((this.menu = null), (this.dialog = { kind: 'memo', row: r }))));
        out.push(this.button(2, 'menuitem', 'Cancel event', () => (this.menu = null)));
      }
    }
    const d = this.dialog;
    if (d) {
      out.push(`dialog ${JSON.stringify(d.kind)} @dialog${d.kind.slice(0, 2)}`, '  form @formform');
      if (d.kind === 'guest') {
        out.push(this.field(2, 'textbox', 'Guest email', (v) => (d.email = v), ' type=email'));
        out.push(this.field(2, 'combobox', 'Permission', (v) => (d.perm = v), ' ="Can view"'));
        out.push(this.button(2, 'button', 'Send', () => ((this.guests.push({ email: d.email ?? '', perm: d.perm ?? 'Can view' })), (this.dialog = null))));
      }
      if (d.kind === 'scan') {
        for (const f of ['piano_invoice.pdf', 'dentist_bill_march.pdf', 'offsite_agenda.pdf']) out.push(this.button(2, 'radio', f, () => (d.file = f)));
        out.push(this.button(2, 'button', 'Upload', () => ((this.scans[d.row] = d.file ?? ''), (this.dialog = null))));
      }
      if (d.kind === 'publish') {
        out.push(this.field(2, 'combobox', 'Reviewer', (v) => (d.reviewer = v), ' ="Pick one"'));
        out.push(this.button(2, 'button', 'Publish now', () => ((this.published = d.reviewer ?? null), (this.dialog = null))));
      }
      if (d.kind === 'memo') {
        out.push(this.field(2, 'textbox', 'Memo text', (v) => (d.text = v)));
        out.push(this.button(2, 'button', 'Save memo', () => ((this.memos[d.row] = d.text ?? ''), (this.dialog = null))));
      }
      out.push(this.button(2, 'button', 'Close', () => (this.dialog = null)));
    }
    return out.join('\n');
  }
  answer(name: string, args: Record<string, unknown>): unknown {
    const id = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') {
      this.controls.get(id)?.();
      return { after: {} };
    }
    if (name === 'browser.semantic.type') {
      this.fields.get(id)?.(String(args.text));
      return { after: {} };
    }
    if (name === 'browser.semantic.select') {
      this.fields.get(id)?.(String(args.label));
      return { after: {} };
    }
    if (name === 'browser.semantic.extract') {
      const outline = this.outline();
      const fp = (label: string) => new RegExp(`combobox "${label}" @(\\S+)`).exec(outline)?.[1] ?? null;
      return { fields: [{ fingerprint: fp('Permission'), options: ['Can view', 'Can edit'] }, { fingerprint: fp('Reviewer'), options: ['Pick one', 'Olga Brandt (editor)', 'Yusuf Kaya (legal)'] }] };
    }
    return plainAnswer(name, this.outline());
  }
}

async function run(turns: string[]) {
  const page = new Calendar();
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => page.answer(name, args));
  return { page, answer: answers.at(-1) ?? '' };
}

describe('a button that opens a dialog to fill', () => {
  it('fills an address and a permission and sends', async () => {
    const { page, answer } = await run(['would you add rosa.lind@example.org as a guest who can edit?']);
    expect(page.guests, answer).to.deep.equal([{ email: 'rosa.lind@example.org', perm: 'Can edit' }]);
  });
  it('picks the per-row button by the record, and the file named for it', async () => {
    const { page, answer } = await run(["Upload the scan for the dentist visit, it's in my downloads."]);
    expect(page.scans, answer).to.deep.equal({ 'Dentist visit': 'dentist_bill_march.pdf' });
  });
  it('picks the person a submit needs first', async () => {
    const { page, answer } = await run(['Looks fine to me. Publish it with Yusuf as reviewer.']);
    expect(page.published, answer).to.equal('Yusuf Kaya (legal)');
  });
  it("types quoted words into the menu dialog's one text field", async () => {
    const { page, answer } = await run(['Write a memo on the piano lesson saying "Bring the blue book".']);
    expect(page.memos, answer).to.deep.equal({ 'Piano lesson': 'Bring the blue book' });
  });
});

describe('a role given in other words, and a remark before a request', () => {
  it('reads "grant X Y access" and "demote X to Y" as setting X to Y', () => {
    expect(parseRecordValue('grant Noor editor access')).to.include({ record: 'Noor', value: 'editor' });
    expect(parseRecordValue('demote Piet to a guest')).to.include({ record: 'Piet', value: 'guest' });
    expect(parseRecordValue('give the dog a bath')).to.equal(null);
  });
  it('takes off a remark that only approves', () => {
    expect(foldAside('Sounds great. Send it to Ola.')).to.equal('Send it to Ola.');
    expect(foldAside('Great, the list is short')).to.equal('Great, the list is short');
  });
});
