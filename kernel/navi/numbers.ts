// Numbers as people type them: digits ("3", "12.50") and number words ("three", "a couple"),
// with where each was found and the word right after it ("3 passengers"), which is how a
// number is matched to the parameter it is for.
import { NUMBER_WORDS, stem } from './words.ts';
import type { Found } from './dates.ts';

export interface FoundNumber {
  value: number;
  start: number;
  end: number;
  /** The stemmed word after the number ("passeng"), if any. */
  unit: string | null;
  /** The stemmed word before it ("quantity" in "quantity 3", "to" in "to 3"). */
  before: string | null;
}

const WORD_NUMBERS = Object.keys(NUMBER_WORDS).filter((w) => !['a', 'an', 'no', 'single'].includes(w));

/** Numbers in `text` outside the spans already taken (dates, times, codes). */
export function findNumbers(text: string, taken: readonly Pick<Found, 'start' | 'end'>[] = []): FoundNumber[] {
  const out: FoundNumber[] = [];
  const re = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d+(?:\\.\\d+)?|${WORD_NUMBERS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    const raw = m[1]!.toLowerCase();
    const value = /^\d/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]!;
    const after = /^\s+([\p{L}]+)/u.exec(text.slice(end));
    const before = /([\p{L}]+)\s*[:=]?\s*$/u.exec(text.slice(0, start));
    out.push({ value, start, end, unit: after ? stem(after[1]!) : null, before: before ? stem(before[1]!) : null });
  }
  return out;
}
