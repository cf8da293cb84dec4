// "It's cold in here — turn the heating up", "My sister is staying over, could you open the guest
// room?": a request that first says the situation, then asks. The opening statement explains why;
// it names nothing to act on (context-clause.ts folds one that a pronoun points back to). So the
// request is the ask alone, and the situation's words never become part of a control's name.
import nlp from 'compromise';
import { ASKS, QUESTION_START, foldContextClause } from './context-clause.ts';
import { shapedValues } from './field-values.ts';
import { findVerb } from './words.ts';

/** A statement of how things are: a form of "be" or a subject that does something ("my parents are visiting", "it's chilly"). */
const STATEMENT = /\b(?:is|are|was|were|am|it's|it’s|that's|i'm|we're|they're|he's|she's)\b|\w'(?:s|re)\b/i;

/** An ask whose content is what was said before it: "let school know", "tell the office", "report it". */
const TELLING = /^\s*(?:let\s+(?:[\p{L}'’]+\s+){1,3}?know|tell|inform|notify|report)\b/iu;

/** "I lost my keys", "we moved house": a person saying what happened, a subject and a verb in the past tense. */
function toldBefore(clause: string): boolean {
  if (!/^(?:i|we|he|she|they|my|our)\b/i.test(clause.trim())) return false;
  return (nlp(clause).terms().json() as { terms?: { tags?: string[] }[] }[]).some((t) => t.terms?.[0]?.tags?.includes('PastTense'));
}

/** The ask, without the situation said before it; the request itself when it is not so shaped. */
export function dropSituation(request: string): string {
  const m = /^(.+?)\s*(,|;|\u2014|\u2013| - )\s*(.+?)[\s.!]*$/s.exec(request.trim());
  if (!m) return request;
  const [, clause, sep, rest] = m as unknown as [string, string, string, string];
  if (QUESTION_START.test(clause) || findVerb(clause)?.start === 0 || !(STATEMENT.test(clause) || toldBefore(clause))) return request;
  // "could you …", "please …": an explicit ask. After a dash or semicolon, a bare imperative too.
  const ask = ASKS.exec(rest)?.[1];
  // "I have a new address, it's q@r.example; please fix my profile": a statement that carries the
  // value (an address, a phone number) is what the ask is about; it follows the ask.
  if (ask && shapedValues(clause).some((v) => v.sort !== 'organisation')) return `${ask.replace(/[\s?]+$/, '')}: ${clause}`;
  // "Jack's been sick all night, can you let school know": telling them is telling them the statement.
  if (ask && TELLING.test(ask)) return `${ask.replace(/[\s?]+$/, '')}: ${clause}`;
  if (ask) return ask.replace(/[\s?]+$/, '');
  // After a comma, only a bare imperative of a verb the Navi knows that points back to nothing in
  // the statement ("Money's tight this month, cancel my premium"; not "the call is at 3, add it").
  // ("the 500 one" names by its own words; "the one", "that one" point back.)
  if (sep === ',') return findVerb(rest)?.start === 0 && !/\d/.test(clause) && !/\b(?:it|that|this|them|those|these|the one)\b/i.test(rest) ? rest.replace(/[\s?]+$/, '') : request;
  // The cheap test first; compromise's tagger only for a verb the Navi does not know.
  if (findVerb(rest)?.start === 0) return rest;
  const first = nlp(rest).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined;
  return first?.terms?.[0]?.tags?.includes('Imperative') ? rest : request;
}

/**
 * "When the parcel arrives, text me", "If it rains, close the skylight": a condition said first is
 * not a question ("when …?") nor a step of its own; the ask comes first, the condition after it.
 */
export function conditionLast(request: string): string {
  const m = /^\s*((?:when|whenever|if|once|as soon as|in case|unless)\b[^,?]+?),\s*(.+)$/is.exec(request);
  if (!m) return request;
  const [, condition, rest] = m as unknown as [string, string, string];
  const first = nlp(rest).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined;
  if (findVerb(rest)?.start !== 0 && !first?.terms?.[0]?.tags?.includes('Imperative')) return request;
  const end = /[\s.!]*$/.exec(rest)!;
  const said = condition.trim();
  return `${rest.slice(0, end.index)} ${said[0]!.toLowerCase()}${said.slice(1)}${rest.slice(end.index)}`;
}

/** The request with an opening statement folded into its pronoun, or dropped when it only says the situation. */
export function situationless(request: string): string {
  const conditioned = conditionLast(request);
  if (conditioned !== request) return conditioned;
  const folded = foldContextClause(request);
  return folded === request ? dropSituation(request) : folded;
}
