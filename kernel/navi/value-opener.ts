// The entry to open when a list names the record a question is about but not the value asked
// ("which tier is <member> on?" over a roster whose rows show no tier; "who is coming to <class>?"
// over a week of session buttons). A table's row is found by the question's words (a word few rows
// say counts more than one many say), and must say every name the question gives (a row naming
// one of two names is someone else); its opener is the link or button named by the cell that met
// the words (else its first cell); rows tied on the same cell (one customer's two tickets) open the first, as each shows
// the same customer. Otherwise a list's entries (links, rows, and repeated buttons that show data
// beside a name: a time, parts apart) are scored the same way. A control whose name starts with
// an action verb ("Delete …") is an action, never an opener for a question.
import { listEntries } from './opened-record.ts';
import { tableRows } from './cell-state-count.ts';
import { cellsOf } from './record-parts.ts';
import type { Control } from './target-resolver.ts';
import { norm } from './section-answer.ts';
import { contentStems, findVerb, sameStem } from './words.ts';

/** Landmarks of the page's own menus, whose links are no row's. */
const MENUS = new Set(['navigation', 'banner', 'contentinfo', 'menubar', 'menu']);

const OPENERS = new Set(['link', 'button', 'row', 'gridcell', 'listitem', 'article', 'treeitem']);

/** Whether a control's name starts with what it does ("Delete event"): an action, not an entry. */
const actsFirst = (name: string) => (findVerb(name)?.start ?? 99) === 0;

/** Words weighted by rarity among the texts: a word said by one text counts 1, by n texts 1/n. */
function scored<T>(items: readonly T[], text: (t: T) => string, words: readonly string[]): { item: T; score: number; met: string[] }[] {
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

/** Buttons repeated beside each other (same place, same depth) that do not start with a verb: a list's entries drawn as buttons. */
function repeatedButtons(controls: readonly Control[]): Control[] {
  const key = (c: Control) => `${c.landmarks.at(-1)?.fingerprint ?? ''}|${c.line.depth}`;
  // An entry shows data beside its name (a time, a count, parts apart: "Standup 9:00–9:15", "Q3 plan · draft"); a bare "Cancel enrolment" is an action.
  const buttons = controls.filter((c) => c.line.role === 'button' && /[\d·|•—–]/.test(c.line.name) && !actsFirst(c.line.name) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string');
  const counts = new Map<string, number>();
  for (const c of buttons) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return buttons.filter((c) => (counts.get(key(c)) ?? 0) >= 3);
}

/** The control that opens the record the words name (saying every one of `names`), or null when none or several clearly do. */
export function valueOpener(controls: readonly Control[], text: string, words: readonly string[], names: readonly string[] = []): Control | null {
  if (!words.length) return null;
  const namesAll = (t: string) => {
    const own = contentStems(t);
    return names.every((n) => own.some((x) => sameStem(x, n)));
  };
  const usable = controls.filter((c) => OPENERS.has(c.line.role) && c.line.name && !actsFirst(c.line.name) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string');
  // A table's row has as many cells as its header (a pager's line under the table is no row).
  const rows = tableRows(text);
  const byRow = scored(rows, (r) => r.line, words).filter((x) => namesAll(x.item.line));
  if (byRow.length) {
    const top = byRow.filter((x) => x.score === byRow[0]!.score);
    // Tied rows must meet the words in the same cell (the same customer), else the words do not pick one.
    const cellsMeeting = (line: string, met: readonly string[]) => cellsOf(line).filter((c) => met.every((w) => contentStems(c).some((x) => sameStem(x, w))));
    const shared = top.map((x) => cellsMeeting(x.item.line, x.met)).reduce((a, b) => a.filter((c) => b.includes(c)));
    if (top.length === 1 || shared.length) {
      const row = top[0]!.item;
      // The cell that met the words (else the first) names the row's own link; another cell's link
      // counts only outside the page's menus (a menu's "Sales" is no row's).
      const named = [...cellsMeeting(row.line, top[0]!.met), row.cells[0]!].map(norm);
      const cellLink = (cell: string, anywhere: boolean) => usable.find((c) => c.line.role !== 'row' && norm(c.line.name) === cell && (anywhere || !c.landmarks.some((l) => MENUS.has(l.role))));
      const opener =
        named.map((cell) => cellLink(cell, true)).find(Boolean) ??
        row.cells.map((cell) => cellLink(norm(cell), false)).find(Boolean) ??
        usable.find((c) => c.line.role === 'row' && row.cells.every((cell) => norm(c.line.name).includes(norm(cell))));
      if (opener) return opener;
    }
    return null;
  }
  const entries = [...new Set([...listEntries(controls), ...repeatedButtons(controls)])].filter((c) => !actsFirst(c.line.name));
  const byEntry = scored(entries, (c) => c.line.name, words).filter((x) => namesAll(x.item.line.name));
  const [first, second] = byEntry;
  return first && (!second || first.score > second.score) ? first.item : null;
}
