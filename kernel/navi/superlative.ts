// "The cheapest tent", "the best rated backpack", "the account with the highest balance": a
// superlative picks one record by a number it holds. The words say which way (most or least) and
// what is measured; the record's own numeric field is found by its name (a price, a rating, a
// balance), never by a fixed key.
import { wordsMeet } from './lexicon.ts';
import { splitWords } from './words.ts';

export interface Superlative {
  /** Which end wins. */
  dir: 'min' | 'max';
  /** Words a field measuring it may be named by. */
  measures: readonly string[];
  /** Where the superlative's words are in the text, to leave them out of the record's name. */
  start: number;
  end: number;
}

const PRICE = ['price', 'cost', 'amount', 'total', 'fee', 'rate'];
const RATING = ['rating', 'rated', 'score', 'stars', 'review', 'reviews'];

// Fixed words first; then "highest/lowest <field>" names its field.
const FIXED: readonly [RegExp, 'min' | 'max', readonly string[]][] = [
  [/\b(?:cheapest|least expensive|lowest[- ]priced|most affordable|least costly)\b/i, 'min', PRICE],
  [/\b(?:most expensive|priciest|dearest|highest[- ]priced|costliest|most costly)\b/i, 'max', PRICE],
  [/\b(?:best|highest|top)[- ]?(?:rated|reviewed|rating)\b|\bbest\b/i, 'max', RATING],
  [/\b(?:worst|lowest)[- ]?(?:rated|reviewed|rating)\b|\bworst\b/i, 'min', RATING],
];
const NAMED = /\b(highest|largest|biggest|greatest|most|maximum|max|lowest|smallest|least|fewest|minimum|min)\s+([\p{L}]+)/iu;

export function findSuperlative(text: string): Superlative | null {
  for (const [re, dir, measures] of FIXED) {
    const m = re.exec(text);
    if (m) return { dir, measures, start: m.index, end: m.index + m[0].length };
  }
  const m = NAMED.exec(text);
  if (!m) return null;
  const dir = /^(?:lowest|smallest|least|fewest|minimum|min)$/i.test(m[1]!) ? 'min' : 'max';
  return { dir, measures: [m[2]!.toLowerCase()], start: m.index, end: m.index + m[0].length };
}

/** A number a field holds: a number, or text that is one amount ("$1,280.00", "4.5 stars"). */
function numberIn(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string') return null;
  const m = /^[^\d-]{0,4}(-?\d[\d,]*(?:\.\d+)?)\b[^\d]{0,12}$/.exec(v.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

/** The record field the superlative measures: a numeric field whose name meets its words. */
function measuredField(records: readonly Record<string, unknown>[], sup: Superlative): string | null {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))].filter((k) => records.some((r) => numberIn(r[k]) !== null));
  const score = (k: string) => Math.max(0, ...splitWords(k).flatMap((w) => sup.measures.map((m) => wordsMeet(m, w))));
  const best = keys.map((k) => ({ k, s: score(k) })).filter((x) => x.s >= 0.75).sort((a, b) => b.s - a.s);
  return best[0]?.k ?? null;
}

/**
 * The records the superlative picks (one, or several tied at the end), or null when no field
 * measures what it asks about.
 */
export function pickExtreme<T>(items: readonly T[], recordOf: (t: T) => Record<string, unknown>, sup: Superlative): T[] | null {
  const records = items.map(recordOf);
  const field = measuredField(records, sup);
  if (!field) return null;
  const valued = items.map((t, i) => ({ t, v: numberIn(records[i]![field]) })).filter((x): x is { t: T; v: number } => x.v !== null);
  if (!valued.length) return null;
  const end = sup.dir === 'min' ? Math.min(...valued.map((x) => x.v)) : Math.max(...valued.map((x) => x.v));
  return valued.filter((x) => x.v === end).map((x) => x.t);
}
