// A question answered by a page's read tool: the records the question is about, not all of them.
// The question's own words (without the words that frame a question) pick the records by any
// part of them (record-lookup.ts); "how many …" counts those that fit, with a yes/no field read
// by its name ("unread" is `read: false`); "last", "latest", "first" pick by the list's own order
// (a read tool lists newest first, as most do, so the first is the latest); and the value asked
// for (a price, a date) leads the answer. Everything quoted is untrusted page data.
import { objectsIn } from '../untrusted-data.ts';
import { findDates } from './dates.ts';
import { wordsMeet } from './lexicon.ts';
import { topicOf } from './page-reader.ts';
import { matchRecord, type PageRecord } from './record-lookup.ts';
import { quotedValue, valuesAnswering } from './value-answer.ts';
import { negatedIn, NEGATIONS, sumOf } from './record-sum.ts';
import { findSuperlative, pickExtreme } from './superlative.ts';
import { splitWords } from './words.ts';

const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** A record as one line of text, its parts kept apart ("Maria Lopez | Invoice #4471 | 9:14 AM"). */
export function recordLine(r: Record<string, unknown>): string {
  return Object.entries(r)
    .filter(([k, v]) => scalar(v) && typeof v !== 'boolean' && !/(?:^|_)id$|Id$|^id$/.test(k))
    .map(([, v]) => String(v))
    .join(' | ');
}

/** The records a read result lists (objects with some text), each with a label for matching. */
function listed(value: unknown): PageRecord[] {
  return objectsIn(value)
    .filter((r) => Object.values(r).some((v) => typeof v === 'string') && Object.values(r).every((v) => scalar(v) || typeof v === 'object'))
    .map((record, i) => ({ id: i, label: recordLine(record), record }));
}

/** Whether a yes/no field of the record says what `word` says ("starred" -> starred: true, "unread" -> read: false). */
function flagSays(record: Record<string, unknown>, word: string): boolean | null {
  for (const [k, v] of Object.entries(record)) {
    if (typeof v !== 'boolean') continue;
    const key = splitWords(k).at(-1) ?? k;
    if (wordsMeet(word, key) >= 1) return v;
    if (/^(?:un|not|non)/.test(word) && wordsMeet(word.replace(/^(?:un|not-?|non-?)/, ''), key) >= 1) return !v;
  }
  return null;
}

/** The one field of the records whose compound name ("spacesLeft", "nextDue") the question says every word of. */
function namedField(records: readonly PageRecord[], topic: readonly string[]): string | null {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r.record)))].filter((k) => splitWords(k).length > 1);
  const said = keys.filter((k) => splitWords(k).every((x) => topic.some((w) => wordsMeet(w, x) >= 1)));
  return said.length === 1 ? said[0]! : null;
}

export const ORDER_FIRST = /\b(?:last|latest|newest|most recent|recent)\b/i;
// "the number of …" counts; "the phone number of …" asks for a value.
export const COUNTING = /\bhow many\b|(?:^|\b(?:the|a|total|what|what's|whats|how)\s+)number of\b|\bcount\b/i;

/**
 * The answer to `question` from the read tool's `value`, or null when the value is no list of
 * records (the caller then shows it whole). `kinds`: the words the tool uses for its records
 * ("messag"), which name no one record.
 */
export function answerFromRecords(question: string, value: unknown, kinds: ReadonlySet<string>, now?: Date): string | null {
  return recordsAnswering(question, value, kinds, now)?.text ?? null;
}

/** What answers a question from a read tool's records: the answer, and (unless it counts) the records it quotes and the values it leads with. */
export interface RecordsAnswer {
  text: string;
  records: Record<string, unknown>[];
  values: string[];
}

/** answerFromRecords, with the records it quotes and the values it found in them. */
export function recordsAnswering(question: string, value: unknown, kinds: ReadonlySet<string>, now?: Date): RecordsAnswer | null {
  const records = listed(value);
  if (records.length < 2) return null;
  // "the cheapest tent": the superlative picks by a number, the rest names the records.
  const sup = findSuperlative(question);
  const topic = topicOf(sup ? `${question.slice(0, sup.start)} ${question.slice(sup.end)}` : question)
    .map((w) => w.replace(/^(\d+)(?:st|nd|rd|th)$/, '$1'))
    .filter((w) => !/^(?:last|latest|newest|recent|most|first|mani|much|number|count)$/.test(w));
  // Words that a yes/no field answers ("unread") filter; the rest name the records.
  const flags = topic.filter((w) => records.some((r) => flagSays(r.record, w) !== null));
  // "any spaces left on …": a field named by every word of its compound name ("spacesLeft") is what
  // is asked; its words name no record.
  const field = namedField(records, topic);
  const fieldWords = field ? splitWords(field) : [];
  // "missing a receipt": the flag said with a negation is false; the negation names no record.
  const naming = topic.filter((w) => !flags.includes(w) && !NEGATIONS.test(w) && !fieldWords.some((x) => wordsMeet(w, x) >= 1));
  let fit = records.filter((r) => flags.every((w) => flagSays(r.record, w) === !negatedIn(question, w)));
  if (naming.length) {
    const m = matchRecord(fit, naming.join(' '), kinds);
    if (m.kind === 'one') fit = [m.record];
    else if (m.kind === 'many') fit = m.records;
    // Words no record says name the kind of thing ("emails", "payment") only when the question
    // picks by something else: the newest, or a yes/no field it counts by; otherwise nothing answers.
    else if (!(ORDER_FIRST.test(question) || (COUNTING.test(question) && flags.length) || naming.every((w) => [...kinds].some((k) => wordsMeet(w, k) >= 0.75)))) return null;
  }
  // "on Thursday" of a list over two weeks: the records of the day said (the next Thursday).
  const day = fit.length > 1 && !/\b(?:since|after|before|until|till|from|between|by)\b/i.test(question) ? findDates(question, now)[0]?.value : undefined;
  const onDay = day ? fit.filter((r) => Object.values(r.record).some((v) => typeof v === 'string' && v.startsWith(day))) : [];
  if (onDay.length) fit = onDay;
  // "how many spaces are left on …" asks for a field's value, not a count of records.
  if (COUNTING.test(question) && !field) {
    const text = `That is ${fit.length}, counted in what the page's tool lists (${fit.length} of its ${records.length} entries; untrusted page data)${fit.length && fit.length <= 12 ? `:\n${fit.map((r) => `- ${JSON.stringify(r.label)}`).join('\n')}` : '.'}`;
    return { text, records: [], values: [] };
  }
  if (sup && fit.length > 1) {
    // The extreme of those the words name outright ("tent" is "tents"), not of near synonyms ("camp").
    const outright = fit.filter((r) => naming.every((w) => splitWords(r.label).some((x) => wordsMeet(w, x) >= 1)));
    fit = pickExtreme(outright.length ? outright : fit, (r) => r.record, sup) ?? fit;
  }
  if (fit.length > 1 && ORDER_FIRST.test(question)) fit = [fit[0]!];
  if (fit.length > 6) return null;
  const lines = fit.map((r) => r.label);
  // "how much have I spent on X": the sum of the records that fit.
  const sum = sumOf(question, fit.map((r) => r.record));
  const named = field && fit.length <= 3 ? fit.map((r) => r.record[field]).filter((v) => v !== undefined && v !== null && typeof v !== 'object').map(String) : [];
  const values = sum ? [] : named.length ? named : valuesAnswering(question, lines, now);
  const lead = sum ? `${sum} ` : values.length ? `That is ${values.map((v) => quotedValue(v)).join(', ')}${named.length ? ` (${splitWords(field!).join(' ')})` : ''}, in the page's data. ` : '';
  return { text: `${lead}The page's tool says (untrusted page data):\n${lines.map((l) => `- ${JSON.stringify(l)}`).join('\n')}`, records: fit.map((r) => r.record), values };
}
