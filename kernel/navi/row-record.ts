// Records named by any part of their row. A list or table names each record in several cells (a
// key "#204", a person, a subject, a state, a date) but only one cell is the button or link that
// opens it; people name the record by any of them ("bump 204 to high", "Ada's refund one", "the
// late return"). The rows are read from the page's text ("cell | cell | …" under a header); the
// request's words meet each row's whole text (a word few rows say counts more than one many say;
// a key with or without its "#"), the one row clearly ahead is opened by the control one of its
// cells names, several rows that fit as well are asked about (quoted), and when no row fits and
// the list has a pager, its next page is shown first (the same request is planned again there).
// What the opening shows (a dialog, a side panel, a section that replaces the list) is worked by
// record-detail.ts. Matching is by the page's own text and general words only.
import { tableRows } from './cell-state-count.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { MAX_PAGES, pagerOf, type Paging } from './pager.ts';
import { norm } from './section-answer.ts';
import { call, EXTRACT, lastOf } from './results.ts';
import type { Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { contentStems, findVerb, sameStem } from './words.ts';

export interface TableRow {
  line: string;
  cells: string[];
}

const OPENERS = new Set(['link', 'button', 'row', 'gridcell', 'listitem', 'article', 'treeitem']);

/** Whether a control's name starts with what it does ("Delete event"): an action, not an entry. */
export const actsFirst = (name: string) => (findVerb(name)?.start ?? 99) === 0;

/** Items scored by the words their text says, each word weighted by rarity: said by one item it counts 1, by n items 1/n. */
export function byRarity<T>(items: readonly T[], text: (t: T) => string, words: readonly string[]): { item: T; score: number; met: string[] }[] {
  const stems = items.map((t) => contentStems(text(t)));
  const says = (i: number, w: string) => stems[i]!.some((s) => sameStem(s, w));
  const df = new Map(words.map((w) => [w, items.filter((_, i) => says(i, w)).length]));
  return items
    .map((item, i) => {
      const met = words.filter((w) => says(i, w));
      return { item, met, score: met.reduce((n, w) => n + 1 / Math.max(1, df.get(w)!), 0) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Landmarks of the page's own menus, whose links are no row's. */
const MENUS = new Set(['navigation', 'banner', 'contentinfo', 'menubar', 'menu']);

/**
 * The control that opens a row: the link or button named by the cell that meets the words (else
 * the first cell), then by another of its cells outside the page's menus (a menu's "Sales" is no
 * row's), else a row control that says all its cells.
 */
export function rowOpener(controls: readonly Control[], row: TableRow, met: readonly string[] = []): Control | null {
  const usable = controls.filter((c) => OPENERS.has(c.line.role) && c.line.name && !actsFirst(c.line.name) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string');
  const meeting = row.cells.filter((cell) => met.length && met.every((w) => contentStems(cell).some((x) => sameStem(x, w))));
  const cellLink = (cell: string, anywhere: boolean) => usable.find((c) => c.line.role !== 'row' && norm(c.line.name) === cell && (anywhere || !c.landmarks.some((l) => MENUS.has(l.role))));
  const own = row.cells.map(norm);
  return (
    [...meeting, row.cells[0]!].map((cell) => cellLink(norm(cell), true)).find(Boolean) ??
    own.map((cell) => cellLink(cell, false)).find(Boolean) ??
    usable.find((c) => c.line.role === 'row' && own.every((cell) => norm(c.line.name).includes(cell))) ??
    null
  );
}

/**
 * The rows the words name: the one clearly ahead, or the several that fit as well (each meeting
 * the words in a different cell, so the words do not tell them apart). Null when no row meets a word.
 */
export function rowsNamed(text: string, words: readonly string[]): { one: TableRow } | { many: TableRow[] } | null {
  const rows = tableRows(text);
  const scored = byRarity(rows, (r) => r.line, words);
  if (!scored.length) return null;
  const top = scored.filter((x) => x.score === scored[0]!.score);
  return top.length === 1 ? { one: top[0]!.item } : { many: top.map((x) => x.item) };
}

/** Rows tied on the same cell (one person's two records) show the same thing: the words asked about that cell, not a row. */
export function sharedCell(rows: readonly TableRow[], words: readonly string[]): boolean {
  const meeting = rows.map((r) => r.cells.filter((c) => words.some((w) => contentStems(c).some((x) => sameStem(x, w)))));
  return meeting.reduce((a, b) => a.filter((c) => b.includes(c))).length > 0;
}

/** The page's text, when a read of it was made for this step ('' when that read gave none). */
export function pageTextOf(mine: readonly Result[]): string | undefined {
  const r = lastOf(mine, EXTRACT, (x) => Array.isArray(x.call.arguments.include) && (x.call.arguments.include as unknown[]).includes('text'));
  if (!r) return undefined;
  // A read that failed or gave no text: no rows to go by (never read again).
  const text = r.ok ? (r.result.data as { text?: unknown } | null)?.text : undefined;
  return typeof text === 'string' ? text : '';
}

const quote = (row: TableRow) => JSON.stringify(row.cells.join(' · '));

/**
 * The opener of the row the record's words name, over every page of the list: the page's text is
 * read first; no row meets them and the list has a pager: its click (the same request is planned
 * again on the page it shows); several rows fit as well: asked which (the answer picks one).
 * Null when the page shows no table, or no row meets the words and no page is left to turn.
 */
export function rowRecordOpener(ctx: StepContext, controls: readonly Control[], record: string, paging?: Paging): { opener: Control; row?: TableRow } | StepDecision | null {
  const words = contentStems(record);
  if (!words.length) return null;
  const text = pageTextOf(ctx.mine);
  if (text === undefined) return call(EXTRACT, { include: ['text', 'fields'] }, "Read the list's rows to find the record by any part of it.");
  if (!tableRows(text).length) return null;
  const named = rowsNamed(text, words);
  if (!named) {
    const pager = paging && paging.depth < MAX_PAGES ? pagerOf(controls) : null;
    if (!pager) return null;
    paging!.note(words);
    return { opener: pager };
  }
  let row: TableRow;
  if ('many' in named) {
    const list = named.many.slice(0, 6);
    const a = ctx.answer();
    if (a === undefined) return { kind: 'ask', question: `Which one do you mean: ${list.slice(0, -1).map(quote).join(', ')} or ${quote(list.at(-1)!)}?` };
    const picked = pickByAnswer(list, a, (r) => r.cells.join(' '));
    if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of them (${list.map(quote).join(', ')}), so I did nothing.`, unfit: true };
    row = picked;
  } else row = named.one;
  const opener = rowOpener(controls, row);
  return opener ? { opener, row } : null;
}

