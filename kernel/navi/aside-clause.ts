// A request said with its reason or background around it: "Archive the Dublin trip, we never went",
// "Suspend Ana's login — she moved to another team", "Mira is back from holiday, please unlock her
// account". The aside tells why, not what: it is taken off, so its words never become part of a
// record's or a control's name. A statement before the action that names a person ("Mira is back
// …") says who the action's pronoun ("her", "him", "them") stands for: the name takes its place;
// an "it" beside it stands for the thing the statement ends on ("… to do coding club").
// Only a clause that is a statement (it starts with a subject pronoun, or a name and a verb) and
// carries no value the action needs (a number, a quote, "it should be …") is touched.
import nlp from 'compromise';
import { ASKS, PURPOSE } from './context-clause.ts';
import { quantityChange } from './quantity-change.ts';
import { findNumbers } from './numbers.ts';
import { findQuotes, maskQuotes } from './steps.ts';
import { findVerb } from './words.ts';

/** An imperative: a verb the Navi knows, or one English tags as a verb ("resend", "reactivate"). */
const startsWithVerb = (text: string) => findVerb(text)?.start === 0 || nlp(text).match('^#Verb').found;

/** The action without its politeness: "could you resend it" is "resend it". */
const askOf = (text: string) => ASKS.exec(text)?.[1] ?? text;

/** Where a clause is set apart: a comma, a dash, a semicolon, or a question's mark before what follows it. */
const SPLIT = /\s*(?:,|;|\u2014|\u2013|\s-\s|\?(?=\s))\s*/g;
/** A statement's subject at its start: a person or "it/that" with its verb. */
const STATEMENT_START = /^(?:i|i'm|i’m|i've|i’ve|i'd|i’d|he|she|they|we|he's|she's|they're|we're|he’s|she’s|they’re|we’re|it's|it’s|it\s+(?:is|was)|that's|that’s|that\s+(?:is|was)|because|since|as)\b/i;
/** A clause that says the value wanted ("it should be 9 May", "it needs to be 40"): never an aside. */
const WANTS = /\b(?:should|must|needs?\s+to|has\s+to|ought|instead|rather|not\b)/i;
/** What the action needs: a number, an amount, an email, a time. */
const VALUE = /\d|@/;
const OBJECT_PRONOUN = /\b(him|her|them|his|their)\b/i;
/** The old value a request replaces, said after the new one: "instead of …", "rather than …", "not …" at its end. */
const INSTEAD = /(\S)\s*,?\s+(?:instead\s+of|rather\s+than)\s+[^,.;!?]+?(?=\s*[.!?]*\s*$)/i;
/** A remark that only approves what is there, as its own sentence before the request. */
const REMARK = /^(?:(?:(?:that|this|it|everything|all)(?:'s|’s|\s+is)?\s+)?(?:looks?|sounds?|seems?)\s+(?:good|great|fine|right|ok(?:ay)?|correct|perfect)(?:\s+to\s+me)?|(?:great|perfect|nice|cool|fine|lovely|thanks?|thank you)(?:\s+so\s+much)?)\s*[.!]+\s+(?=\S)/i;
/** A name opening a statement: one or two capitalised words, then a verb ("Mira is", "Jo Park only needs"). */
// A pronoun ("She is back …") names nobody new: the action's own pronoun stays.
const NAMED = /^(?!(?:He|She|It|They|We|You|I|This|That|There|These|Those)\b)((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:is|was|has|had|only|just|now|no\s+longer|doesn't|doesn’t|does|needs|wants|left|joined|moved|came|got|will|should|can|can't|can’t)\b/u;

/** The request without a trailing aside, and with a leading statement's name put in for the action's pronoun. */
export function foldAside(request: string): string {
  // "Looks good to me. Submit it …": a remark on what is there, before the request, is no part of it.
  // "… after 8 hours instead of a day": the value it replaces is said only to be left.
  // A count's old total stays: a tool that only adds needs it to add the difference (quantity-change.ts).
  const bare = dropKept(request.trim().replace(REMARK, ''));
  const text = quantityChange(bare)?.from != null ? bare : bare.replace(INSTEAD, '$1');
  if (findQuotes(text).length) return dropTrailing(text);
  return foldPerson(dropTrailing(text));
}

/** A closing clause that only says what may stay as it is: "…, the emails are fine", "… texts are ok I guess". */
const KEPT = /(?:[,;.!]\s*|\s+(?:but|and)\s+)(?:(?:the|my|our|those|these)\s+)?([\p{L}'’ -]{2,40}?)\s+(?:is|are)\s+(?:fine|ok(?:ay)?|good|alright|all right)(?:\s+(?:i guess|i suppose|though|as (?:it|they) (?:is|are)))?[\s.!]*$/iu;
/** A subject that is a value wanted ("any time after 2 is fine", "Friday is fine"), not a thing to leave alone. */
const WHEN = /\b(?:any|either|time|times|morning|mornings|afternoon|afternoons|evening|evenings|night|day|days|week|weekend|today|tomorrow|noon|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b/i;

/** "Stop the paper bills, the emails are fine": the request without what it leaves as it is. */
function dropKept(text: string): string {
  const m = KEPT.exec(maskQuotes(text));
  if (!m || WHEN.test(m[1]!)) return text;
  const head = text.slice(0, m.index).trim();
  return head ? head : text;
}

/** "Delete the X, I paid for it myself": the action without the clause that only says why. */
function dropTrailing(text: string): string {
  const purpose = PURPOSE.exec(maskQuotes(text));
  if (purpose && startsWithVerb(askOf(text.slice(0, purpose.index)))) return dropTrailing(text.slice(0, purpose.index));
  const masked = maskQuotes(text);
  const cuts = [...masked.matchAll(SPLIT)];
  for (const cut of cuts) {
    const head = text.slice(0, cut.index).trim();
    const tail = masked.slice(cut.index! + cut[0].length).trim();
    if (!head || !tail) continue;
    // The action comes first: the head starts with a verb (after politeness), the tail is a statement.
    // ("We're away then so just cancel it, I'll rebook": the action may follow a "so".)
    if (![head, head.replace(/^.+?\s+so\s+(?:just\s+)?/is, '')].some((h) => startsWithVerb(askOf(h)))) continue;
    if (!STATEMENT_START.test(tail) || WANTS.test(tail) || VALUE.test(tail) || findNumbers(tail).length) continue;
    if (/\?\s*$/.test(tail)) continue;
    return head.replace(/[\s,;]+$/, '');
  }
  return text;
}

/** "Mira is back from leave, please unlock her account": "unlock Mira's account". */
function foldPerson(text: string): string {
  const cuts = [...text.matchAll(SPLIT)];
  for (const cut of cuts) {
    const clause = text.slice(0, cut.index).trim();
    const rest = text.slice(cut.index! + cut[0].length).trim().replace(/[\s?.!]+$/, '');
    const who = NAMED.exec(clause)?.[1];
    if (!who || startsWithVerb(clause)) continue;
    const action = askOf(rest);
    if (!startsWithVerb(action) || !OBJECT_PRONOUN.test(action)) continue;
    const at = action.search(OBJECT_PRONOUN);
    const pronoun = OBJECT_PRONOUN.exec(action)![1]!;
    const after = action.slice(at + pronoun.length);
    // "his/their X" is the person's; "her" is theirs only before a noun ("her account", not "her to Viewer").
    const owns = /^(?:his|their)$/i.test(pronoun) || (/^her$/i.test(pronoun) && /^\s+\p{L}/u.test(after) && !/^\s+(?:to|as|into|from|in|on|with|for|a|an|the)\b/i.test(after));
    // "Evie is desperate to do coding club, can you get her on it?": "it" is the thing the statement ends on.
    const thing = /\bit\b/i.test(after) ? lastNounPhrase(clause.slice(who.length)) : null;
    return action.slice(0, at) + (owns ? `${who}'s` : who) + (thing ? after.replace(/\bit\b/i, thing) : after);
  }
  return text;
}

/** The noun phrase a clause ends on ("coding club" of "is desperate to do coding club"), its modifiers with it; null when it ends on no noun. */
function lastNounPhrase(clause: string): string | null {
  type Term = { text: string; tags: string[] };
  const terms = (nlp(clause.replace(/[\s.!?]+$/, '')).terms().json() as { terms?: Term[] }[]).flatMap((t) => t.terms ?? []);
  const out: string[] = [];
  for (let i = terms.length - 1; i >= 0; i--) {
    const { text, tags } = terms[i]!;
    const noun = tags.includes('Noun') && !tags.includes('Pronoun');
    // A gerund or an adjective before the noun is part of its name ("coding club", "green bin").
    const modifier = out.length > 0 && (tags.includes('Gerund') || tags.includes('Adjective'));
    if (!noun && !modifier) break;
    out.unshift(text);
  }
  return out.length ? out.join(' ') : null;
}
