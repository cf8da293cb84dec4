// An answer to "which one?" that picks by leaving out: "not the old one", "the newer one, not the
// draft", "the other one, not the copy". Candidates whose names say what the answer rules out
// (a word after "not", "except", "rather than", "instead of", or the opposite of a word it asks
// for: "newer" rules out "old") are dropped; when one is left, that is the pick.
import { contentStems, sameStem } from './words.ts';

/** Words after which the answer says what it does not mean. */
const NEGATION = /\b(?:not|except|but not|rather than|instead of|other than|never)\b\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+)?([^,.;!?]+)/gi;

/** Opposites in general English: asking for one rules out a name that says the other. */
const OPPOSITES: readonly [readonly string[], readonly string[]][] = [
  [['new', 'newer', 'newest', 'latest', 'recent', 'current', 'final'], ['old', 'older', 'oldest', 'previous', 'earlier', 'outdated', 'archived', 'draft']],
  [['big', 'bigger', 'biggest', 'large', 'larger', 'largest'], ['small', 'smaller', 'smallest', 'little', 'mini']],
  [['first'], ['last']],
];

/** Whether an answer says what it does not mean ("not the old one"). */
export function negates(answer: string): boolean {
  return new RegExp(NEGATION.source, 'i').test(answer);
}

/** The words an answer rules out, stemmed: those after a negation, and the opposites of the words it asks for. */
export function ruledOut(answer: string): string[] {
  const out: string[] = [];
  for (const m of answer.matchAll(NEGATION)) out.push(...contentStems(m[1]!).filter((w) => w !== 'one'));
  const positive = answer.replace(NEGATION, ' ');
  const asked = contentStems(positive);
  const stems = (xs: readonly string[]) => xs.map((x) => contentStems(x)[0] ?? x);
  for (const [a, b] of OPPOSITES.map(([a, b]) => [stems(a), stems(b)] as const)) {
    if (asked.some((w) => a.includes(w))) out.push(...b);
    if (asked.some((w) => b.includes(w))) out.push(...a);
  }
  return [...new Set(out)];
}

/** The index of the one candidate left once those whose names say what the answer rules out are dropped; -1 when none or several are left. */
export function pickByLeavingOut(names: readonly string[], answer: string): number {
  const out = ruledOut(answer);
  if (!out.length) return -1;
  const says = (name: string) => contentStems(name).some((n) => out.some((o) => sameStem(n, o) || n === o));
  const left = names.map((n, i) => ({ n, i })).filter((x) => !says(x.n));
  if (!left.length || left.length === names.length) return -1;
  if (left.length === 1) return left[0]!.i;
  // Several controls of the one record left ("Actions for X", "Select X"): they differ only by
  // words the dropped candidates have too, so the first (the best ranked) is the record's.
  const dropped = new Set(names.filter((_, i) => !left.some((x) => x.i === i)).flatMap((n) => contentStems(n)));
  const words = left.map((x) => new Set(contentStems(x.n)));
  const differing = words.flatMap((w) => [...w].filter((x) => !words.every((o) => o.has(x))));
  return differing.every((x) => dropped.has(x)) ? left[0]!.i : -1;
}
