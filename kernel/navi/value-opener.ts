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
import { actsFirst, byRarity, rowOpener, sharedCell } from './row-record.ts';
import type { Control } from './target-resolver.ts';
import { contentStems, sameStem } from './words.ts';

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
  // A table's row has as many cells as its header (a pager's line under the table is no row).
  const rows = tableRows(text);
  const byRow = byRarity(rows, (r) => r.line, words).filter((x) => namesAll(x.item.line));
  if (byRow.length) {
    const top = byRow.filter((x) => x.score === byRow[0]!.score);
    // Tied rows must meet the words in the same cell (the same customer), else the words do not pick one.
    return top.length === 1 || sharedCell(top.map((x) => x.item), top[0]!.met) ? rowOpener(controls, top[0]!.item, top[0]!.met) : null;
  }
  const entries = [...new Set([...listEntries(controls), ...repeatedButtons(controls)])].filter((c) => !actsFirst(c.line.name));
  const byEntry = byRarity(entries, (c) => c.line.name, words).filter((x) => namesAll(x.item.line.name));
  const [first, second] = byEntry;
  if (first) return !second || first.score > second.score ? first.item : null;
  // Cards that each end in the same button ("View details"): each button stands for the card whose heading is above it.
  const same = new Map<string, Control[]>();
  for (const c of controls) if (c.line.role === 'button' && c.heading && !/^(?:delete|remove|buy|pay|book|send)\b/i.test(c.line.name)) same.set(c.line.name, [...(same.get(c.line.name) ?? []), c]);
  const cards = [...same.values()].filter((list) => list.length >= 3 && new Set(list.map((c) => c.heading)).size === list.length).flat();
  const byCard = byRarity(cards, (c) => c.heading ?? '', words).filter((x) => namesAll(x.item.heading ?? ''));
  const [top, next] = byCard;
  return top && (!next || top.score > next.score) && byCard.filter((x) => x.item.heading === top.item.heading).length === 1 ? top.item : null;
}
