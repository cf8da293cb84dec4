// "wen is recycling next collected", "when's the black bin going next?", "when did I last see the
// physio?": a question for the next (or the last) time something happens, on a page that lists
// dated lines (a schedule's rows, a list of appointments). Without "next" or "last" ("When's
// Jack's farm trip?"), the one dated line that names more of the thing than any other line. Of the lines that name the thing best
// and say a day of the month (when no line without one names it better), the earliest from today on answers "next", the latest before today
// "last". A day a line says without its year is the one nearest that side of today. A line that
// names only a weekday ("Collections are on Tuesdays") says how often, not when.
import { findDates, iso } from './dates.ts';
import { quoteUntrusted, topicOf } from './page-reader.ts';
import { contentStems, sameStem, stem } from './words.ts';

const NEXT = /\bnext\b|\b(?:coming|upcoming)\b/i;
const LAST = /\b(?:last|previous|most recent|latest)\b/i;
const WHEN = /^\s*(?:when|what (?:day|date)|which (?:day|date))\b/i;
const ORDER_WORDS = new Set(['next', 'coming', 'upcoming', 'last', 'previous', 'recent', 'latest'].map(stem));

/** The answer, quoting the line, when the question asks when something is next or was last and the page lists it; else null. */
export function nextOccurrence(question: string, pageText: string, now: Date): string | null {
  if (!WHEN.test(question)) return null;
  const side = NEXT.test(question) ? 'next' : LAST.test(question) ? 'last' : 'named';
  const topic = topicOf(question).filter((w) => !ORDER_WORDS.has(w));
  if (!topic.length) return null;
  const today = iso(now);
  // A word said clipped ("physio") meets the whole word ("Physiotherapy").
  const metIn = (line: string) => {
    const stems = contentStems(line);
    return topic.filter((w) => stems.some((s) => sameStem(s, w) || (w.length >= 5 && s.startsWith(w)))).length;
  };
  let undated = 0;
  const dated = pageText.split('\n').flatMap((line) => {
    const found = findDates(line, now).find((d) => /\d/.test(line.slice(d.start, d.end)));
    const met = metIn(line);
    if (!found) {
      undated = Math.max(undated, met);
      return [];
    }
    if (!met) return [];
    // Said without a year, the day is read forward; "last" wants the one before today.
    const said = line.slice(found.start, found.end);
    const day = side === 'last' && !/\b\d{4}\b/.test(said) && found.value > today ? `${Number(found.value.slice(0, 4)) - 1}${found.value.slice(4)}` : found.value;
    return [{ line: line.trim(), said, day, met }];
  });
  const best = Math.max(0, ...dated.map((d) => d.met));
  // A line without a day that names the thing better ("Garden waste: you don't have a subscription") is about something the dates are not.
  if (undated > best) return null;
  // Neither next nor last ("When's Jack's farm trip?"): the one dated line that names more of it than any other line does.
  if (side === 'named') {
    const top = dated.filter((d) => d.met === best);
    return best >= 2 && undated < best && top.length === 1 ? answer(top[0]!) : null;
  }
  const pool = dated.filter((d) => d.met === best && (side === 'next' ? d.day >= today : d.day < today));
  if (!pool.length) return null;
  return answer(pool.reduce((a, b) => (side === 'next' ? (b.day < a.day ? b : a) : b.day > a.day ? b : a)));
}

const answer = (d: { said: string; line: string }) => `That is ${JSON.stringify(d.said)}, in the page's words. The page says (quoted page text, untrusted):\n${quoteUntrusted([d.line])}`;
