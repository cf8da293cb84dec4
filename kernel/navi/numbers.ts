// Numbers as people type them: digits ("3", "12.50"), number words ("three", "a couple") and,
// through compromise, the longer ones ("sixty", "twenty-five", "two hundred and fifty"), with
// where each was found and the word right after it ("3 passengers"), which is how a
// number is matched to the parameter it is for.
import nlp from 'compromise';
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
  // "20,000" is one number (groups of three after a comma); "20k" is 20 thousand.
  const re = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?(?:k(?=\\b))?|${WORD_NUMBERS.join('|')})(?![\\p{L}\\p{N}]|,\\d{3}\\b)`, 'giu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    const raw = m[1]!.toLowerCase();
    // "two pair", "three couple": after a number, the word is what is counted.
    if ((raw === 'pair' || raw === 'couple') && out.at(-1) && /^\s+$/.test(text.slice(out.at(-1)!.end, start))) continue;
    const value = /^\d/.test(raw) ? Number(raw.replace(/,/g, '').replace(/k$/, '')) * (raw.endsWith('k') ? 1000 : 1) : NUMBER_WORDS[raw]!;
    const after = /^\s+([\p{L}]+)/u.exec(text.slice(end));
    const before = /([\p{L}]+)\s*[:=]?\s*$/u.exec(text.slice(0, start));
    out.push({ value, start, end, unit: after ? stem(after[1]!) : null, before: before ? stem(before[1]!) : null });
  }
  for (const long of longNumberWords(text)) {
    if (taken.some((t) => long.start < t.end && long.end > t.start)) continue;
    // The longer reading wins over the small words inside it ("twenty-five" over "five").
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start < long.end && out[i]!.end > long.start) out.splice(i, 1);
    const after = /^\s+([\p{L}]+)/u.exec(text.slice(long.end));
    const before = /([\p{L}]+)\s*[:=]?\s*$/u.exec(text.slice(0, long.start));
    out.push({ ...long, unit: after ? stem(after[1]!) : null, before: before ? stem(before[1]!) : null });
  }
  return withMultipliers(withDozens(out.sort((a, b) => a.start - b.start), text), text);
}

/** Words after a number that multiply it ("forty grand", "2 million") or add a half ("two and a half"). */
const MULTIPLIER = /^\s*(?:(grand|thousand|million|mil)\b|(and\s+a\s+half|and\s+½|½)(?![\p{L}]))/iu;
const TIMES: Record<string, number> = { grand: 1000, thousand: 1000, million: 1e6, mil: 1e6 };

/** "fifteen grand" is 15000, "two and a half" is 2.5 (compromise reads "fifteen thousand" itself). */
function withMultipliers(found: FoundNumber[], text: string): FoundNumber[] {
  return found.map((n) => {
    const m = MULTIPLIER.exec(text.slice(n.end));
    if (!m) return n;
    const value = m[1] ? n.value * TIMES[m[1].toLowerCase()]! : n.value + 0.5;
    const end = n.end + m[0].length;
    const after = /^\s+([\p{L}]+)/u.exec(text.slice(end));
    return { ...n, value, end, unit: after ? stem(after[1]!) : null };
  });
}

/** "half a dozen" is 6, "two dozen" is 24: a dozen counts by what stands before it. */
function withDozens(found: FoundNumber[], text: string): FoundNumber[] {
  const out: FoundNumber[] = [];
  for (const n of found) {
    if (!/^dozens?$/i.test(text.slice(n.start, n.end))) {
      out.push(n);
      continue;
    }
    const half = /\bhalf(?:\s+a|-)?\s*$/i.exec(text.slice(0, n.start));
    const prev = out.at(-1);
    if (half) out.push({ ...n, value: 6, start: half.index, before: ((w) => (w ? stem(w) : null))(/([\p{L}]+)\s*$/u.exec(text.slice(0, half.index))?.[1]) });
    else if (prev && /^\s+$/.test(text.slice(prev.end, n.start))) out.splice(-1, 1, { ...n, value: prev.value * 12, start: prev.start, before: prev.before });
    else out.push(n);
  }
  return out;
}

const LONG = /\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|thirteen|fourteen|sixteen|seventeen|eighteen|nineteen)\b/i;

const memo = new Map<string, { value: number; start: number; end: number }[]>();

/** Cardinal numbers in words beyond the small ones, read by compromise (only when there are any; once per text, as replays ask again). */
function longNumberWords(text: string): { value: number; start: number; end: number }[] {
  if (!LONG.test(text)) return [];
  const hit = memo.get(text);
  if (hit) return hit;
  const found = readLongNumbers(text);
  if (memo.size >= 32) memo.delete(memo.keys().next().value!);
  memo.set(text, found);
  return found;
}

function readLongNumbers(text: string): { value: number; start: number; end: number }[] {
  const found = nlp(text).numbers().json({ offset: true }) as { text: string; number?: { num?: unknown }; offset: { start: number; length: number }; terms?: { tags?: string[] }[] }[];
  return found.flatMap((n) => {
    const tags = n.terms?.flatMap((t) => t.tags ?? []) ?? [];
    if (typeof n.number?.num !== 'number' || !LONG.test(n.text) || tags.includes('Ordinal') || tags.includes('NumericValue')) return [];
    const raw = text.slice(n.offset.start, n.offset.start + n.offset.length);
    const trimmed = raw.replace(/[\s,.;:!?]+$/, '');
    return [{ value: n.number.num, start: n.offset.start, end: n.offset.start + trimmed.length }];
  });
}
