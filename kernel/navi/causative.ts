// "need my sertraline and omeprazole sent through again", "get her booked in next week", "I want
// the old bin taken away": what should happen to a thing, said as the thing and then the verb's
// past participle. That is the verb done to the thing ("send my sertraline and omeprazole
// through again"), and the request is read so. Only a participle of a verb the Navi knows
// counts, after a thing said with a determiner, a possessive, a pronoun or a name.
import nlp from 'compromise';
import { meaningsOf } from './words.ts';

/** "I need", "we'd like", "want", "get", "have": not "I have …", which says how things are. */
const LEAD = /^\s*(?:(?:i|we)(?:['’]d|\s+would)?\s+(?:need|want|like)|need|want|get|have)\s+/i;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|our|your|their)$/i;
/** The thing: opens with a determiner, a possessive, a pronoun or a capitalised name; a few words. */
const THING = /^(?:(?:my|our|your|his|her|their|the|this|that|these|those|it|them|him|me|us)\b|\p{Lu})/u;

/** The verb a past participle is of, when the Navi knows it ("booked": "book", "sent": "send"). */
function verbOf(word: string): string | null {
  const w = word.toLowerCase();
  if (!/(?:ed|en|t|ne|wn|id|ut)$/.test(w)) return null;
  const stem = w.replace(/ed$/, '');
  const spelled = /ed$/.test(w) ? [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), stem.replace(/i$/, 'y')] : [];
  const known = spelled.find((f) => f.length > 1 && meaningsOf(f).length);
  if (known) return known;
  const doc = nlp(w);
  const tags = (doc.terms().json() as { terms?: { tags?: string[] }[] }[])[0]?.terms?.[0]?.tags ?? [];
  if (!tags.includes('PastTense') && !tags.includes('Participle')) return null;
  doc.verbs().toInfinitive();
  const lemma = doc.text().toLowerCase();
  return lemma && lemma !== w && meaningsOf(lemma).length ? lemma : null;
}

/** The request as the verb done to the thing; the request itself when it is not said so. */
export function causativeAsked(request: string): string {
  const lead = LEAD.exec(request);
  if (!lead) return request;
  const rest = request.slice(lead[0].length);
  if (!THING.test(rest)) return request;
  const words = rest.split(/\s+/);
  // The participle comes after one to eight words of the thing.
  for (let i = 1; i < Math.min(words.length, 9); i++) {
    const word = words[i]!.replace(/[,.!?]+$/, '');
    // "the left one": a word after a determiner describes the thing.
    const verb = DETERMINER.test(words[i - 1]!) ? null : verbOf(word);
    if (!verb) continue;
    const after = words.slice(i + 1).join(' ');
    return [verb, words.slice(0, i).join(' '), after].filter(Boolean).join(' ');
  }
  return request;
}
