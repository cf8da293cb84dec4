// A code said first and then referred to: "I have a gift voucher, GIFT25 - can you enter it?",
// "there's a coupon, WINTER5, put it in please". The code is the value, applied in the field the
// words before it name ("gift voucher"): the request becomes "apply GIFT25 gift voucher", which
// reads as a request, not as a question for its closing "?".
import { codeTokens } from './tool-matcher.ts';
import { findVerb, splitWords, STOP_WORDS } from './words.ts';

const TAKES_TEXT = new Set(['type', 'add', 'apply']);
/** Words that only say the person has the code ("I've got", "there is", "my … is"). */
const HAVING = new Set(['got', 'get', 'have', 'has', 'had', 've', 'there', 'here', 'is', 's', 'my', 'i', 'we', 'our', 'this', 'one', 'use', 'so', 'well']);
const POLITE = /\b(?:(?:could|can|would|will)\s+(?:you|u)|please|pls)\b/gi;

/** The request as "apply CODE field words", when it says a code and then acts on "it"; else itself. */
export function foldGivenCode(request: string): string {
  // Runs on every request: the cheap test for a code first.
  if (!codeTokens(request).length) return request;
  const verb = findVerb(request);
  if (!verb || !verb.meanings.some((m) => TAKES_TEXT.has(m))) return request;
  // "put it in", "enter it for me": nothing after the pronoun says where else it goes.
  if (!/^\s*(?:it|that|this)(?:\s+(?:in|on|for\s+(?:me|us)|please|pls|now|there|thanks))*[\s?.!]*$/i.test(request.slice(verb.end))) return request;
  const before = request.slice(0, verb.start);
  const codes = codeTokens(before);
  if (codes.length !== 1) return request;
  const code = codes[0]!;
  const field = splitWords(before.replace(code, ' ').replace(POLITE, ' ')).filter((w) => !STOP_WORDS.has(w) && !HAVING.has(w));
  return ['apply', code, ...field].join(' ');
}
