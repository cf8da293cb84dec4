// The value a question asks for ("how much", "when", "how long"), said out of the passages that
// answer it, so the answer names the value and not only the row it is in. The value is page
// text: it is quoted as such, never read as an instruction.
import { findDates, findTimes } from './dates.ts';

export type ValueKind = 'amount' | 'date' | 'time' | 'duration';

const ASKS: readonly [ValueKind, RegExp][] = [
  ['duration', /\bhow long\b|\bduration\b/i],
  ['amount', /\bhow much\b|\b(?:price|prices|cost|costs|balance|total|amount|fee|fees|charge|owe|owed|paid|pay)\b/i],
  ['date', /\bwhen\b|\b(?:what|which) (?:day|date)\b|\b(?:date|due|deadline)\b/i],
  ['time', /\bwhen\b|\bwhat time\b|\bat what hour\b/i],
];

const DAY_ONLY = /\b(?:due|deadline|date|day)\b/i;
const AMOUNT = /(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:[€£$]|EUR\b|USD\b|GBP\b|CHF\b))/g;
const DURATION = /\b\d+(?:\.\d+)?\s?(?:min(?:ute)?s?|h(?:ours?|rs?)?|days?|weeks?)\b/gi;

/** The kinds of value a question asks for, in the order it asks them. */
export function askedKinds(question: string): ValueKind[] {
  const kinds = ASKS.filter(([, re]) => re.test(question)).map(([k]) => k);
  // "How long does it take" asks for a span of time, not for when; "when is it due" for a day, not an hour.
  if (kinds.includes('duration')) return kinds.filter((k) => k !== 'date' && k !== 'time');
  if (DAY_ONLY.test(question) && !/\bwhat time\b/i.test(question)) return kinds.filter((k) => k !== 'time');
  return kinds;
}

/** The question without the words that ask for a value ("when", "how much", "due"): what is left names what it is about. */
export function withoutValueWords(question: string): string {
  return ASKS.reduce((t, [, re]) => t.replace(new RegExp(re.source, 'gi'), ' '), question);
}

/** The values of one kind in a text, as the text writes them. */
export function valuesIn(text: string, kind: ValueKind, now = new Date()): string[] {
  const spans = kind === 'date' ? findDates(text, now) : kind === 'time' ? findTimes(text, now) : null;
  if (spans) return spans.map((f) => text.slice(f.start, f.end).trim().replace(/^(?:at|on|by)\s+/i, '')).filter(Boolean);
  return [...text.matchAll(kind === 'amount' ? AMOUNT : DURATION)].map((m) => m[0].trim());
}

/**
 * The values a question asks for, from the first passage that holds each kind ("how much is a
 * colour" over "Colour | 90 min | $95" is ["$95"]); empty when the question asks for none or no
 * passage holds one.
 */
export function valuesAnswering(question: string, passages: readonly string[], now = new Date()): string[] {
  const out: string[] = [];
  for (const kind of askedKinds(question)) {
    for (const p of passages) {
      const found = valuesIn(p, kind, now);
      if (!found.length) continue;
      for (const v of found) if (!out.includes(v)) out.push(v);
      break;
    }
  }
  return out;
}

/**
 * A value quoted for the answer; a machine date ("2026-03-14") also said as people say it
 * ("Saturday 14 March 2026"), read as the calendar day it names (no time zone shift).
 */
export function quotedValue(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return JSON.stringify(value);
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  if (day.getDate() !== Number(m[3])) return JSON.stringify(value);
  return `${JSON.stringify(value)} (${day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })})`;
}
