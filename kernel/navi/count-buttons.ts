// A count set by a pair of buttons whose names say what they count: "Add one Adult" / "Remove one
// Adult", "Increase Guests" / "Decrease Guests" (no group around them, unlike stepper.ts's). The
// raising one is the one a request for some of the thing means ("two adult places", "add two
// guests"), unless it says to lower the count; and when the count stands at its least (the
// lowering button is disabled), the number said is the number of presses.
import { findNumbers } from './numbers.ts';
import type { Control } from './target-resolver.ts';
import { contentStems, sameStem, splitWords, STOP_WORDS } from './words.ts';

const RAISE = new Set(['add', 'increase', 'increment', 'raise', 'plus', 'more']);
const LOWER = new Set(['remove', 'decrease', 'decrement', 'lower', 'minus', 'fewer', 'less', 'subtract']);
/** Words that ask to lower a count. */
const LOWERING = /\b(?:remove|decrease|lower|fewer|less|minus|subtract|take away|drop)\b/i;

/** +1 for a raising button ("+", "Add one X"), -1 for a lowering one ("−", "Remove one X"), 0 otherwise. */
export function countSign(c: Control): 1 | -1 | 0 {
  if (c.line.role !== 'button') return 0;
  const name = c.line.name.trim();
  if (/^[+＋]/u.test(name)) return 1;
  if (/^[-−–]/u.test(name)) return -1;
  const first = splitWords(name)[0]?.toLowerCase() ?? '';
  return RAISE.has(first) ? 1 : LOWER.has(first) ? -1 : 0;
}

/** What a counting button counts: its name without the sign word, number words and stop words. */
function counted(c: Control): string[] {
  return contentStems(splitWords(c.line.name).slice(1).filter((w) => !STOP_WORDS.has(w) && !/^(?:one|1|a)$/i.test(w)).join(' '));
}

/** The lowering button that counts the same thing as a raising one, among `controls`. */
export function lowerTwin(raise: Control, controls: readonly Control[]): Control | undefined {
  const what = counted(raise).join(' ');
  return what ? controls.find((c) => countSign(c) === -1 && counted(c).join(' ') === what) : undefined;
}

/**
 * Of controls that fit a request equally, the raising button when the others are only its
 * lowering twin and the request does not ask to lower; null when they are not such a pair.
 */
export function raiseOfPair(tied: readonly Control[], text: string): Control | null {
  if (tied.length !== 2 || LOWERING.test(text)) return null;
  const raise = tied.find((c) => countSign(c) === 1);
  const lower = tied.find((c) => countSign(c) === -1);
  return raise && lower && lowerTwin(raise, tied) === lower ? raise : null;
}

/**
 * How many times to press a raising button for the request: the number said before what it counts
 * ("two club sandwiches": 2), when the count stands at its least (its lowering twin is disabled).
 * Null when no number is said for it, or where the count stands is not known.
 */
export function pressesFor(raise: Control, text: string, controls: readonly Control[]): number | null {
  if (countSign(raise) !== 1) return null;
  const lower = lowerTwin(raise, controls);
  if (!lower || lower.line.states.disabled !== true) return null;
  const what = counted(raise);
  // The number right before the thing's words (a word or two between: "two large club sandwiches").
  for (const n of findNumbers(text)) {
    const after = splitWords(text.slice(n.end)).slice(0, 3);
    if (after.some((w) => what.some((x) => sameStem(x, w.toLowerCase()))) && n.value >= 1 && n.value <= 20 && Number.isInteger(n.value)) return n.value;
  }
  return null;
}
