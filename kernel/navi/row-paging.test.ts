// A record's row menu on a list shown in parts: a library's borrowers, four shown until "Show more",
// each with "Options for <name>" (Suspend, Restore) and a confirm dialog for suspending. The record
// is named by a person's possessive ("Ana Ruiz's card") and sometimes only shows after paging.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools();

interface Borrower { name: string; suspended: boolean }

class Borrowers {
  shown = 4;
  menu: string | null = null;
  confirm: Borrower | null = null;
  clicks: string[] = [];
  tab: 'Borrowers' | 'Holds' = 'Borrowers';
  holds = [{ email: 'ivo@example.net', live: true }, { email: 'mei@example.net', live: true }];
  private controls = new Map<string, () => void>();
  constructor(public people: Borrower[]) {}
  private line(depth: number, role: string, name: string, act: () => void, extra = '') {
    const id = `c${String(this.controls.size).padStart(7, '0')}`;
    this.controls.set(id, act);
    return `${'  '.repeat(depth)}${role} ${JSON.stringify(name)} @${id}${extra}`;
  }
  outline(): string {
    this.controls.clear();
    const out = ['tablist "Sections" @tablistx'];
    for (const t of ['Borrowers', 'Holds'] as const) out.push(this.line(1, 'tab', t, () => (this.tab = t), this.tab === t ? ' selected' : ''));
    out.push('main @mainmain', `  h1 ${JSON.stringify(this.tab)}`);
    if (this.tab === 'Holds') {
      for (const h of this.holds.filter((x) => x.live)) out.push(`  text ${JSON.stringify(h.email)}`, this.line(1, 'button', `Cancel hold for ${h.email}`, () => (h.live = false)));
      return out.join('\n');
    }
    for (const p of this.people.slice(0, this.shown)) {
      out.push(`  text ${JSON.stringify(`${p.name} ${p.suspended ? 'Suspended' : 'In good standing'}`)}`);
      out.push(this.line(1, 'button', `Options for ${p.name}`, () => (this.menu = this.menu === p.name ? null : p.name), this.menu === p.name ? ' expanded' : ' collapsed'));
      if (this.menu === p.name) {
        out.push(`  menu "Options for ${p.name}" @menu${String(this.people.indexOf(p)).padStart(4, '0')}`);
        const items: [string, () => void][] = p.suspended ? [['Restore', () => (p.suspended = false)]] : [['Print card', () => undefined], ['Suspend', () => (this.confirm = p)]];
        for (const [label, run] of items) out.push(this.line(2, 'menuitem', label, () => ((this.menu = null), run())));
      }
    }
    if (this.shown < this.people.length) out.push(this.line(1, 'button', 'Show more', () => (this.shown += 4)));
    if (this.confirm) {
      const c = this.confirm;
      out.push(`dialog ${JSON.stringify(`Suspend ${c.name}?`)} @dialogsu`);
      out.push(this.line(1, 'button', 'Keep', () => (this.confirm = null)));
      out.push(this.line(1, 'button', 'Suspend', () => ((c.suspended = true), (this.confirm = null))));
    }
    return out.join('\n');
  }
  answer(name: string, args: Record<string, unknown>): unknown {
    const id = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      this.clicks.push(id);
      this.controls.get(id)?.();
      return { after: {} };
    }
    return plainAnswer(name, this.outline());
  }
}

const PEOPLE = (): Borrower[] =>
  ['Ana Ruiz', 'Bo Lindgren', 'Chidi Eze', 'Dora Vance', 'Elif Aydin', 'Femi Ade', 'Gus Moretti'].map((name) => ({ name, suspended: name === 'Femi Ade' }));

async function run(turns: string[]) {
  const page = new Borrowers(PEOPLE());
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => page.answer(name, args));
  return { page, answer: answers.at(-1) ?? '' };
}
const who = (page: Borrowers, name: string) => page.people.find((p) => p.name === name)!;

describe('a row menu on a list shown in parts', () => {
  it('finds the row by the possessive, and confirms in the dialog', async () => {
    const { page, answer } = await run(["Suspend Ana Ruiz's card \u2014 she lost it twice this year."]);
    expect(who(page, "Ana Ruiz").suspended, answer).to.equal(true);
    expect(page.people.filter((p) => p.suspended).length).to.equal(2);
  });
  it('shows more of the list until the row is there', async () => {
    const { page, answer } = await run(['Femi is back, please restore his card']);
    expect(who(page, 'Femi Ade').suspended, answer).to.equal(false);
    expect(page.shown).to.equal(8);
  });
  it('looks in the section the record\'s kind names, and presses the control that does it there', async () => {
    const { page, answer } = await run(["cancel Ivo's hold, he found the book at home"]);
    expect(page.holds.map((h) => h.live), answer).to.deep.equal([false, true]);
    expect(page.shown).to.equal(4);
  });
  it('does not page when the row is already shown', async () => {
    const { page } = await run(['suspend Chidi Eze']);
    expect(who(page, 'Chidi Eze').suspended).to.equal(true);
    expect(page.shown).to.equal(4);
  });
});
