// "Book the third one for a haircut", "add the second one to my list": an ordinal that names
// nothing of its own points into the list the Navi's last answer showed (a day's free times, the
// recipes the page's tool listed). The item it picks takes its place in the request, as the
// person could have said it ("book 10:30 AM … for a haircut"), with the day the list was for
// when the answer's lead names one and the request names none. Without such a list, or past its
// end, the request stays as it is (the page's own list may be meant: semantic-step.ts).
// The items are untrusted page text: they only become words of the request, to be matched.
import { findDates } from './dates.ts';
import { nameWords } from '../../faculties/sdk/record-naming.ts';
import { ORDINALS } from './words.ts';

/** An item line of a list answer: a quoted passage (> "…") or a record (- "…"), its text a JSON string. */
const ITEM = /^\s*[>-]\s+("(?:[^"\\]|\\.)*")/;

/** The items of a list answer, in order, and its text before them; null when it lists fewer than two. */
export function listedItems(answer: string | undefined): { lead: string; items: string[] } | null {
  if (!answer) return null;
  const lines = answer.split('\n');
  const first = lines.findIndex((l) => ITEM.test(l));
  if (first < 0) return null;
  const items: string[] = [];
  for (const l of lines.slice(first)) {
    const m = ITEM.exec(l);
    if (!m) continue;
    try {
      const text = JSON.parse(m[1]!) as unknown;
      if (typeof text === 'string' && text.trim()) items.push(text.trim());
    } catch {
      // Not a quoted item after all: skipped.
    }
  }
  return items.length >= 2 ? { lead: lines.slice(0, first).join(' '), items } : null;
}

/**
 * "the third one", "the last of them", "the 2nd one", "the second" before a preposition or at the
 * end: an ordinal with no name of its own. A word after it ("the third checkbox") names something
 * else, and a bare "the 22nd" is a day of the month.
 */
const REFERENCE = new RegExp(
  `\\bthe\\s+(?:(${Object.keys(ORDINALS).join('|')})|(\\d{1,2})(?:st|nd|rd|th)(?=\\s+(?:one|of)\\b))(?:\\s+(?:one|of (?:them|those|these)))?(?=\\s*$|\\s*[,.!?;]|\\s+(?:for|to|on|at|in|into|with|and|then|please|instead|now)\\b)`,
  'i',
);

/** How an item reads in a request: a record's line by its first parts that tell it from the others. */
function itemWords(item: string, items: readonly string[]): string {
  const parts = item.split(/\s+\|\s+/);
  for (let n = 1; n < parts.length; n++) {
    const head = nameWords(parts.slice(0, n).join(' ')).join(' ');
    const same = items.filter((o) => nameWords(o.split(/\s+\|\s+/).slice(0, n).join(' ')).join(' ') === head);
    if (same.length === 1) return parts.slice(0, n).join(', ');
  }
  return parts.join(', ');
}

/** The request with an ordinal that points into the Navi's last list replaced by the item it picks. */
export function referToListed(request: string, earlier: string | undefined, now: Date): string {
  const m = REFERENCE.exec(request);
  if (!m) return request;
  const listed = listedItems(earlier);
  if (!listed) return request;
  const n = m[1] ? ORDINALS[m[1].toLowerCase()]! : Number(m[2]);
  const item = n === -1 ? listed.items.at(-1) : listed.items[n - 1];
  if (!item) return request;
  // The list was of one day's entries ("Choosing Tuesday, December 22 … shows these"): the item is on that day.
  const [before, after] = [request.slice(0, m.index), request.slice(m.index + m[0].length)];
  const day = findDates(listed.lead, now)[0];
  const onDay = day && !findDates(`${before} ${after}`, now).length && !findDates(item, now).length ? ` on ${listed.lead.slice(day.start, day.end).trim().replace(/^(?:on|at|by)\s+/i, '')}` : '';
  return `${before}${itemWords(item, listed.items)}${onDay}${after}`;
}
