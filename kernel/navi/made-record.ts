// "Book a class called Spin at 6" … "oh, push it twenty minutes back": a follow-up that
// corrects what a page tool just made. "it" is the record the Navi's last receipt names ("Done:
// book_class with name "Spin", …"), and "make it …" with a new time or value is a change of
// that record, not a new one: the request is read as "move "Spin" twenty minutes back" (or "change
// "Spin" to …"), which an update tool or the record's editor then does as for any named record.
import { findShift, findStartTime } from './time-words.ts';
import { splitWords } from './words.ts';

/** "actually, make it …", "no, change it to …", "move it to 4pm instead". */
const FOLLOW_UP = /^\s*(?:(?:actually|no|sorry|oh|wait|hmm|oops|ah|erm|um|and|but)\b[\s,.!—–-]*)*(?:can you |could you |please )?(make|change|move|push|shift|set|put|bring|switch|update)\s+(?:it|that|this|that one|the one you (?:just )?(?:made|created|added))\b\s*(.*)$/i;
/** The receipt of a tool call that made something, and the name it was given (earlier values skipped whole, dots and all). */
const MADE = /^Done:\s+(\S+)\s+with\s+(?:(?:[^"]|"(?:[^"\\]|\\.)*")*?[\s,])?(?:title|name|subject|summary|label|text|heading)\s+"((?:[^"\\]|\\.)+)"/i;
/** Words of a tool that makes something new, whole ("cancel_booking" and "update_address" make nothing). */
const MAKES = new Set(['create', 'add', 'new', 'make', 'book', 'schedule', 'insert', 'post']);
/** What a follow-up says after "it" that is a place or a kind, not a value ("put it in the other list"). */
const PLACE = /^(?:in|into|on|onto|under|as)\b/i;

/** The request with "it" replaced by the record the last tool call made, or the request itself. */
export function referToMade(request: string, earlier: string | undefined, now: Date): string {
  const m = FOLLOW_UP.exec(request);
  if (!m || !earlier) return request;
  const made = MADE.exec(earlier.trim());
  if (!made || !splitWords(made[1]!).some((w) => MAKES.has(w))) return request;
  let name: string;
  try {
    name = JSON.parse(`"${made[2]!}"`) as string;
  } catch {
    return request;
  }
  const rest = m[2]!.replace(/\s*(?:instead|please)\s*[.!]*$/i, '').trim();
  // A shift in time or a new time moves it; any other value sets it.
  if (findShift(rest) || PLACE.test(rest)) return `move "${name}" ${rest}`;
  const to = /^(?:to|at)\b/i.test(rest) ? rest : `to ${rest}`;
  if (findStartTime(to, now)) return `move "${name}" ${to}`;
  return `change "${name}" ${/^to\b/i.test(rest) ? rest : `to ${rest}`}`;
}
