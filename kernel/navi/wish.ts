// A wish with no verb of its own asks to be given something, as "can I have" does: "I'd like two
// of those", "I'll take the blue one", "we'll have a pot of tea", "two more of those". Only
// a wish for a thing counts: "I'd like to cancel" carries its own verb, found before this is asked.

/** Where the wish is and what it asks (words.ts reads it as a verb's match; no import, to keep the two apart). */
export interface WishMatch {
  meanings: ('book' | 'add')[];
  text: string;
  start: number;
  end: number;
}

const WISHES: readonly RegExp[] = [
  // "I'd like", "we would love", "I want" ("I need" is a need, need-filter.ts): not followed by "to" (then the verb after it acts).
  /\b(?:i|we)\s*(?:['’]d|\s+would)\s+(?:like|love|prefer)\b(?!\s+(?:to|you)\b)/u,
  /\b(?:i|we)\s+want\b(?!\s+(?:to|you)\b)/u,
  // "I'll take", "we will have", "I'll get".
  /\b(?:i|we)\s*(?:['’]ll|\s+will|\s+shall)\s+(?:take|have|get|go\s+for|grab)\b/u,
  /\bgive\s+(?:me|us)\b/u,
  // "two more of those", "another one, please": more of what there is.
  /(?<=\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|a\s+couple|a\s+few)\s+)more\b(?!\s+(?:than|time|minutes?|hours?|days?|weeks?|months?|years?)\b)/u,
  /^\s*(?:and\s+)?another(?:\s+one)?\b/u,
];

/** A question asks; it wishes for nothing ("what is there for me?"). */
const QUESTION = /^\s*(?:what|which|who|whose|where|when|why|how|is|are|was|were|do|does|did|any|anything)\b|\?\s*$/u;

/** The wish in `lower` (lower-cased text), read as asking to add or book, or null. */
export function findWish(lower: string): WishMatch | null {
  // "I'd like my deposit back": a wish to restore, not to be given something new.
  if (QUESTION.test(lower) || /\bback\b/u.test(lower)) return null;
  let best: WishMatch | null = null;
  for (const re of WISHES) {
    const m = re.exec(lower);
    if (m && (!best || m.index < best.start)) best = { meanings: ['book', 'add'], text: m[0], start: m.index, end: m.index + m[0].length };
  }
  return best;
}
