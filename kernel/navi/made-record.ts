// "Book a class called Spin at 6" … "actually, make it half an hour later": a follow-up that
// corrects what a page tool just made. "it" is the record the Navi's last receipt names ("Done:
// book_class with name "Spin", …"), and "make it …" with a new time or value is a change of
// that record, not a new one: the request is read as "move "Spin" half an hour later" (or "change
// "Spin" to …"), which an update tool or the record's editor then does as for any named record.
import { findShift, findStartTime } from './time-words.ts';

/** "actually, make it …", "no, change it to …", "move it to 4pm instead". */
const FOLLOW_UP = /^\s*(?:(?:actually|no|sorry|oh|wait|hmm|oops|ah|erm|um|and|but)\b[\s,.!—–-]*)*(?:can you |could you |please )?(make|change|move|push|shift|set|put|bring|switch|update)\s+(?:it|that|this|that one|the one you (?:just )?(?:made|created|added))\b\s*(.*)$/i;
/** The receipt of a tool call that made something, and the name it was given. */
const MADE = /^Done:\s+(\S+)\s+with\s+(?:[^.]*?[\s,])?(?:title|name|subject|summary|label|text|heading)\s+"((?:[^"\\]|\\.)+)"/i;
/** Words of a tool that makes something new. */
const MAKES = /(?:^|[_.\s-])(?:create|add|new|make|book|schedule|insert|post)/i;

/** The request with "it" replaced by the record the last tool call made, or the request itself. */
export function referToMade(request: string, earlier: string | undefined, now: Date): string {
  const m = FOLLOW_UP.exec(request);
  if (!m || !earlier) return request;
  const made = MADE.exec(earlier.trim());
  if (!made || !MAKES.test(made[1]!)) return request;
  const name = JSON.parse(`"${made[2]!}"`) as string;
  const rest = m[2]!.replace(/\s*(?:instead|please)\s*[.!]*$/i, '').trim();
  // A shift in time or a new time moves it; any other value sets it.
  if (findShift(rest)) return `move "${name}" ${rest}`;
  const to = /^(?:to|at)\b/i.test(rest) ? rest : `to ${rest}`;
  if (findStartTime(to, now)) return `move "${name}" ${to}`;
  return `change "${name}" ${/^to\b/i.test(rest) ? rest : `to ${rest}`}`;
}
