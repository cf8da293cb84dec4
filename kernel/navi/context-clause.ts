// A request that first says what it is about and then asks for an action on it with a pronoun:
// "The dentist wrote about my filling, could you file that under Health?". The opening clause is
// a statement, not a question and not a step of its own; the pronoun stands for what it names.
// So the request becomes the action with the pronoun replaced by the clause's nouns ("file the
// dentist my filling under Health"), and the record is then found by those words as usual.
import nlp from 'compromise';
import { findVerb } from './words.ts';

/** An explicit ask after the statement: "could you …", "please …". */
export const ASKS = /^(?:(?:so|and|but)\s+)?(?:(?:could|can|would|will) (?:you|u)(?: please)?|please|pls)\s+(.+)$/i;
const PRONOUN = /\b(?:that|it|them|those|this|these)\b/i;
export const QUESTION_START = /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|can|could|would|will|should|has|have)\b/i;

/** The request with a leading statement folded into the action's pronoun; the request itself otherwise. */
export function foldContextClause(request: string): string {
  const m = /^(.+?)\s*(?:,|;|\u2014|\u2013| - )\s*(.+?)[\s?.!]*$/s.exec(request.trim());
  if (!m) return request;
  const [, clause, rest] = m as unknown as [string, string, string];
  // "could you file that …", or the imperative itself ("the invoice is paid, mark it done").
  const ask = ASKS.exec(rest) ?? (findVerb(rest)?.start === 0 ? ([rest, rest] as const) : null);
  if (!ask || !PRONOUN.test(ask[1]!)) return request;
  // The opening clause is a statement: no question word, no imperative verb of its own.
  if (QUESTION_START.test(clause) || findVerb(clause)?.start === 0) return request;
  const action = ask[1]!;
  const verb = findVerb(action);
  if (!verb || verb.start !== 0) return request;
  const nouns = clauseNouns(clause);
  if (!nouns) return request;
  return action.replace(PRONOUN, `the ${nouns}`);
}

/**
 * What a statement names, term by term: its verbs, determiners, adverbs and the speaker as subject
 * dropped ("I've finished Cleaning messy data" names "Cleaning messy data"), and a preposition left
 * at the front too ("I've listened to Episode four"). Terms are joined by spaces: compromise's own
 * text of a contraction runs the words together ("i'vecleaning").
 */
function clauseNouns(clause: string): string {
  type Term = { text: string; tags: string[] };
  const terms = (nlp(clause).terms().json() as { terms?: Term[] }[]).flatMap((t) => t.terms ?? []);
  const SPEAKER = /^(?:i|we|you|i['’](?:ve|m|d|ll)|we['’](?:ve|re|d|ll)|you['’](?:ve|re|d|ll))$/i;
  const kept = terms.filter((t) => t.text && !t.tags.some((g) => g === 'Verb' || g === 'Determiner' || g === 'Adverb') && !SPEAKER.test(t.text));
  while (kept.length && kept[0]!.tags.some((g) => g === 'Preposition' || g === 'Conjunction')) kept.shift();
  return kept.map((t) => t.text).join(' ').replace(/[,.;:!?]+$/, '').trim();
}
