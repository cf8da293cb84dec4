// A request that first says what it is about and then asks for an action on it with a pronoun:
// "The dentist wrote about my filling, could you file that under Health?". The opening clause is
// a statement, not a question and not a step of its own; the pronoun stands for what it names.
// So the request becomes the action with the pronoun replaced by the clause's nouns ("file the
// dentist my filling under Health"), and the record is then found by those words as usual.
import nlp from 'compromise';
import { findVerb } from './words.ts';

/** An explicit ask after the statement: "could you …", "please …". */
export const ASKS = /^(?:(?:so|and|but)\s+)?(?:(?:could|can|would|will) (?:you|u)(?: please)?|please|pls)\s+(.+)$/i;
// ("mark their deal as won": a possessive points back as well; the deal is the clause's.)
// ("that one" is replaced whole: "cancel that one" is "cancel the <clause's nouns>".)
// Not the "it" of a degree ("as high as it goes"): that points at no thing.
const PRONOUN = /\b(?:(?:that|this) one|that|(?<!\bas\s+\p{L}+\s+as\s+)(?:it|they)|them|those|this|these|their|his|her|its)\b/iu;
/**
 * "… so someone else can have the slot", "… so that I can rebook": a purpose said after the
 * action, with a subject of its own. Not "… so she can change it": what the person acted for may
 * do is part of the action (a share's permission).
 */
export const PURPOSE = /\s+so(?:\s+that)?\s+(?:i|we|you|it|someone|somebody|anyone|everyone|people|others?)\b[^,;.!?]*[.!?]*$/i;
/** A clause that only assents or pauses ("Right.", "OK,", "Great!"): it names nothing. */
const ASSENT_ONLY = /^(?:right|ok(?:ay)?|yes|yeah|yep|sure|great|perfect|lovely|cool|fine|alright|brilliant|thanks|thank you|cheers|ta|go on(?: then)?|so|well|hmm+|oh|ah)[\s.,!]*$/i;
export const QUESTION_START = /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|can|could|would|will|should|has|have)\b(?!['’]t\b)/i;

/** The request with a leading statement folded into the action's pronoun; the request itself otherwise. */
export function foldContextClause(request: string): string {
  const set = foldAt(request, /^(.+?)\s*(?:,|;|\u2014|\u2013| - |(?<=\p{L}{3})\.(?=\s))\s*(.+?)[\s?.!]*$/su);
  if (set !== request) return set;
  // "The booster's booked while we're away so just cancel that one": "so" alone joins them.
  const joined = foldAt(request, /^(.+?)\s+(so\s+.+?)[\s?.!]*$/su);
  // "Can't make my class tomorrow, work's gone mad. Cancel it": several remarks, then the action.
  return joined !== request ? joined : foldAt(request, /^(.+)\s*(?:;|\u2014|\u2013| - |(?<=\p{L}{3})\.(?=\s))\s*(.+?)[\s?.!]*$/su);
}

function foldAt(request: string, split: RegExp): string {
  const m = split.exec(request.trim());
  if (!m) return request;
  const [, clause, rest] = m as unknown as [string, string, string];
  // "could you file that …", or the imperative itself ("the invoice is paid, mark it done").
  // ("…, so clear that day", "so just cancel it": a joining word before the imperative is not part of it.)
  const bare = rest.replace(/^(?:so|and|then)\s+(?:just\s+)?/i, '');
  const ask = ASKS.exec(rest) ?? (findVerb(bare)?.start === 0 ? ([bare, bare] as const) : null);
  if (!ask || !PRONOUN.test(ask[1]!)) return request;
  // The opening clause is a statement: no question word, no imperative verb of its own, not only an assent ("Right.", "OK,").
  if (QUESTION_START.test(clause) || findVerb(clause)?.start === 0 || ASSENT_ONLY.test(clause.trim())) return request;
  // "… please cancel it so someone else can have the slot": the purpose says why, and goes.
  const action = ask[1]!.replace(PURPOSE, '');
  const verb = findVerb(action);
  // After an explicit ask ("would you flag it …") the word that follows is the verb, known or not.
  if ((!verb || verb.start !== 0) && !(ask !== null && ask[0] !== ask[1] && leadsWithVerb(action))) return request;
  // Of remarks side by side, the one that names a thing as someone's or as the one ("my class tomorrow", not "work's gone mad").
  const remarks = clause.split(/\s*[,;]\s*/);
  const named = remarks.length > 1 ? (remarks.find((r) => /\b(?:my|our|the|his|her|their|that|this)\s+\p{L}/iu.test(r)) ?? clause) : clause;
  // "I'm feeling better so I won't need the phone call": the last sub-clause with a subject of its own names what "it" is.
  const nouns = [...named.split(/\s+(?:so|because|but|since)\s+(?=(?:i|we|you|he|she|they|it)\b)/i)].reverse().map(clauseNouns).find(Boolean);
  if (!nouns) return request;
  // "the class", not "the my class": the statement's own possessive goes.
  const thing = `the ${nouns.replace(/^(?:my|our|his|her|their|your)\s+/i, '')}`;
  // "rename it Kitchen TV": the new name after the pointer stays the new name ("… to Kitchen TV").
  const pointer = PRONOUN.exec(action);
  const after = pointer ? action.slice(pointer.index + pointer[0].length).trim() : '';
  const renames = verb?.meanings.includes('rename') === true && after !== '' && !/^(?:to|as|into|called|named)\b/i.test(after);
  return action.replace(PRONOUN, renames ? `${thing} to` : thing);
}

/** The first word is a verb as compromise tags it ("flag it", "forward them"). */
function leadsWithVerb(text: string): boolean {
  const first = (nlp(text).terms().json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0];
  return first?.tags?.includes('Verb') ?? false;
}

/**
 * What a statement names, term by term: its verbs, determiners, adverbs, pronouns and the speaker
 * dropped ("I've finished Cleaning messy data" names "Cleaning messy data"), and a preposition or
 * conjunction left at the front too. Terms are joined by spaces: compromise's own
 * text of a contraction runs the words together ("i'vecleaning").
 */
function clauseNouns(clause: string): string {
  type Term = { text: string; tags: string[] };
  const terms = (nlp(clause).terms().json() as { terms?: Term[] }[]).flatMap((t) => t.terms ?? []);
  const SPEAKER = /^(?:i|we|you|i['’](?:ve|m|d|ll)|we['’](?:ve|re|d|ll)|you['’](?:ve|re|d|ll))$/i;
  // Pronouns say who, not what; a length of time stays ("from tomorrow for a week" is a value).
  const LEFT_OUT = new Set(['Verb', 'Determiner', 'Adverb', 'Pronoun', 'QuestionWord']);
  const kept = terms.filter((t) => t.text && !t.tags.some((g) => LEFT_OUT.has(g)) && !SPEAKER.test(t.text));
  while (kept.length && kept[0]!.tags.some((g) => g === 'Preposition' || g === 'Conjunction')) kept.shift();
  return kept.map((t) => t.text).join(' ').replace(/[,.;:!?]+$/, '').trim();
}
