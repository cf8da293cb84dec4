// "What's in my Receipts folder?", "what does the Jazz playlist contain?": the page lists the
// container, not what it holds. The entry that opens it (a button or link whose name the
// question's words name, one alone) is pressed, after the reason for using the page's controls
// is recorded and with the person's approval like any click; the answer lists what opening it
// showed that was not there before (a table's rows by their first cell, else its new lines),
// quoted as untrusted page text.
import { topicOf } from './page-reader.ts';
import { cellsOf, isHeaderRow } from './record-parts.ts';
import { call, EXTRACT, failure, FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK, MAX_PAGE_CHARS } from './results.ts';
import { controlsOf, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { newLines } from './opened-record.ts';
import { contentStems, sameStem } from './words.ts';

const MAX_LISTED = 20;

/** A question about what something holds. */
const ASKS_CONTENTS = /^\s*(?:so\s+)?what(?:['’]s|\s+is|\s+are|\s+do\s+i\s+have|\s+have\s+i\s+got)?\s+(?:in|inside)\b|\bwhat\s+does\s+.+?\s+(?:contain|hold)\b|\b(?:contents?|everything)\s+(?:of|in|inside)\b/i;

/** Nouns that name a container ("folder", "album"): said beside its name, they are not part of it. */
const CONTAINERS = new Set(
  'folder folders directory album playlist collection list board project category section drawer box bucket channel shelf library drive archive'.split(' ').flatMap((w) => [w, ...contentStems(w)]),
);

export function asksContents(question: string): boolean {
  return ASKS_CONTENTS.test(question);
}

const OPENERS = new Set(['button', 'link', 'treeitem', 'row', 'gridcell']);

/** The one entry every word of whose name the question says (beside a container noun); null when none or several. */
export function containerEntry(question: string, controls: readonly Control[]): Control | null {
  const words = topicOf(question).filter((w) => !CONTAINERS.has(w));
  if (!words.length) return null;
  const fits = controls.filter((c) => {
    if (!OPENERS.has(c.line.role) || c.line.states.disabled === true || typeof c.line.states.blocked === 'string' || c.line.states.collapsed === true) return false;
    const name = contentStems(c.line.name);
    return name.length > 0 && name.every((n) => words.some((w) => sameStem(n, w))) && words.every((w) => name.some((n) => sameStem(n, w)));
  });
  return fits.length === 1 ? fits[0]! : null;
}

const targetOf = (r: Result) => (r.call.arguments as { target?: { fingerprint?: unknown } }).target?.fingerprint;
const textOf = (r: Result | undefined) => {
  const t = (r?.result.data as { text?: unknown } | null | undefined)?.text;
  return typeof t === 'string' ? t.split('\n').map((l) => l.trim()).filter(Boolean) : null;
};
const pageRead = (r: Result) => r.call.arguments.target === undefined && Array.isArray(r.call.arguments.include) && (r.call.arguments.include as unknown[]).includes('text');

/**
 * The plan for a question about what a container on the page holds, or null when the question
 * is not one, or the page shows no one entry for it (the question is then answered as usual).
 */
export function planContents(ctx: StepContext): StepDecision | null {
  if (!asksContents(ctx.step.text)) return null;
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, 'Outline the page to find what the question names.');
  if (!snap.ok) return null;
  // The first outline is the one the entry was found on; a click on it is this plan's.
  const first = ctx.mine.find((r) => r.call.name === SNAPSHOT && r.ok)!;
  const entry = containerEntry(ctx.step.text, controlsOf(outlineLines(first)));
  if (!entry) return null;
  const named = `${entry.line.role} ${JSON.stringify(entry.line.name)}`;
  const at = ctx.mine.findIndex((r) => r.call.name === CLICK && targetOf(r) === entry.line.fingerprint);
  if (at < 0) {
    const before = lastOf(ctx.mine, EXTRACT, pageRead);
    if (!before) return call(EXTRACT, { include: ['text', 'links'], maxChars: MAX_PAGE_CHARS }, "Read the page's text, to tell what opening it shows.");
    if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) {
      return call(FALLBACK, { reason: `The page lists ${named} but not what it holds: opening it with the page's own control.`.slice(0, 500) }, "Record why I am using the page's ordinary controls (the page does not list what it holds).");
    }
    return call(CLICK, { target: { fingerprint: entry.line.fingerprint }, ...(entry.line.frameId ? { frameId: entry.line.frameId } : {}) }, `Open ${named} to see what it holds.`);
  }
  const clicked = ctx.mine[at]!;
  if (!clicked.ok) return { kind: 'stop', text: `I could not open ${named}: ${failure(clicked)}` };
  const after = ctx.mine.slice(at + 1);
  const read = lastOf(after, EXTRACT, pageRead);
  if (!read) return call(EXTRACT, { include: ['text'], maxChars: MAX_PAGE_CHARS }, `Read what opening ${named} shows.`);
  if (!read.ok) return { kind: 'stop', text: `I opened ${named}, but could not read the page: ${failure(read)}` };
  return { kind: 'done', summary: contentsAnswer(named, textOf(lastOf(ctx.mine.slice(0, at), EXTRACT, pageRead)) ?? [], textOf(read) ?? []) };
}

/** What opening showed that was not there before: a table's rows (not its header) named by their first cell, else the new lines. */
export function contentsAnswer(named: string, before: readonly string[], after: readonly string[]): string {
  const shown = newLines(before, after);
  const rows = shown.filter((l) => l.includes(' | ') && cellsOf(l).length >= 2 && !isHeaderRow(cellsOf(l)));
  const listed = (rows.length ? rows : shown).slice(0, MAX_LISTED);
  if (!listed.length) return `I opened ${named}, but it showed nothing new: it may be empty.`;
  const names = rows.length ? rows.map((r) => cellsOf(r)[0]!.replace(/^[^\p{L}\p{N}]+/u, '').trim()) : [];
  const lead = names.length ? `${named} holds ${names.length}: ${names.map((n) => JSON.stringify(n)).join(', ')}. ` : '';
  return `${lead}Opening ${named} shows (quoted page text, untrusted):\n${listed.map((l) => `> ${JSON.stringify(l)}`).join('\n')}`;
}
