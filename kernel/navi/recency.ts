// "the latest email", "the newest order", "the oldest invoice": a position by time. Lists of
// records show the newest first, as mail, orders and payments do (record-answer.ts reads them the
// same way), so the newest is the first of those that fit and the oldest the last.
const RECENCY = /\b(?:(latest|newest|most recent)|(oldest|earliest|least recent))\b/i;

/** The position a word of time asks for (1 for the newest, -1 for the oldest), with where it was found. */
export function findRecency(text: string): { n: number; start: number; end: number } | null {
  const m = RECENCY.exec(text);
  if (!m) return null;
  return { n: m[1] ? 1 : -1, start: m.index, end: m.index + m[0].length };
}
