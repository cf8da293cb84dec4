// A code said first and then referred to: "I have a voucher, GIFT25 - can you enter it?", "got a
// coupon code: WINTER5, pop it in please". The code is the value, applied in the field the words
// before the verb name ("voucher", "coupon code"), as "apply GIFT25" would be.
import { codeTokens } from './tool-matcher.ts';
import type { VerbMatch } from './words.ts';

const TAKES_TEXT = new Set(['type', 'add', 'apply']);

/** The code and the words naming its field, or null when the request is not of that shape. */
export function givenCode(text: string, verb: VerbMatch): { value: string; object: string } | null {
  if (!verb.meanings.some((m) => TAKES_TEXT.has(m))) return null;
  if (!/^\s*(?:it|that|this)\b/i.test(text.slice(verb.end))) return null;
  const before = text.slice(0, verb.start);
  const codes = codeTokens(before);
  if (codes.length !== 1) return null;
  const code = codes[0]!;
  return { value: code, object: before.replace(code, ' ').replace(/\s+/g, ' ').trim() };
}
