// The words people wrap a request in: politeness, hedges and asides ("could you", "please",
// "I'd like to", "go ahead and", "for me", "thanks"). They say how something is asked, never
// what, so they are taken off before anything is matched: they never become part of a
// control's or a record's name. Quoted text is left alone. A request that was put as a polite
// question ("could you turn on dark mode?") is still a request: `polite` says so.
import nlp from 'compromise';
import { maskQuotes } from './steps.ts';
import { meaningsOf } from './words.ts';

const LEAD_PARTS = [
  // Greetings and openers.
  "(?:hey|hi|hello|ok(?:ay)?|so|alright|right|um+|uh+|well|navi)\\b[\\s,!:.]*",
  // Assent that answers what was said before the ask ("Go on then, add it", "Yes, book it"): only with the pause after it.
  "(?:yes|yeah|yep|yup|sure|fine|go on(?: then)?|go for it|in that case)\\s*[,!.]+",
  // Asides that correct or hesitate ("actually, clear the filters", "hmm, take me back").
  "(?:actually|hmm+|oh|ah|oops|sorry|wait|on second thought)\\b[\\s,!:]*",
  // Thanks for an answer before the next ask ("Great, book me on it", "Perfect! Send it"): only with the pause after it.
  "(?:great|perfect|lovely|cool|nice|brilliant|fab|awesome|excellent|thanks|thank you|cheers|ta)\\s*[,!.]+",
  // Modal questions that ask for an action.
  "would you mind\\b",
  "(?:could|can|would|will|might) (?:you|u|ya)(?: (?:please|kindly|possibly|maybe|just|quickly))*\\b(?: be (?:so kind as|able) to\\b)?",
  "would you (?:be so kind as to|be able to)\\b",
  "(?:are|were) you able to\\b",
  "is it possible (?:for you )?to\\b",
  // Wishes.
  "i(?:'d|’d| would) (?:like|love|want)(?: you)? to\\b",
  "i (?:want|need|wanna|would like)(?: you)? to\\b",
  "i(?:'m|’m| am) (?:trying|looking|hoping|wanting) to\\b",
  "(?:i )?(?:was )?wondering if you could\\b",
  "do me a favou?r and\\b",
  "(?:go ahead|be a dear|be so kind) and\\b",
  "(?:help me|try to|let(?:'s|’s| us)|lets|time to|now)\\b",
  "(?:please|pls|plz|kindly|just|quickly|simply)\\b",
];
const LEAD = new RegExp(`^\\s*(?:(?:${LEAD_PARTS.join('|')})[\\s,]*)+`, 'i');
const MODAL_LEAD = /^\s*(?:(?:hey|hi|hello|ok(?:ay)?|so|navi)\b[\s,!:]*)*(?:could|can|would|will|might) (?:you|u|ya)\b|^\s*(?:would you mind|are you able to|is it possible)\b/i;

const TAIL =
  /(?:[\s,]+(?:please|pls|plz|thanks?(?: you)?(?: (?:so|very) much)?|thx|ty|cheers|for me|for us|if you (?:can|could|would|don'?t mind)|if possible|when you can|right now|real quick|asap|now|quickly|would you|could you|will you))+[\s?.!]*$/i;
/** Asides inside the request ("book it for me at 7", "then please save"). */
const INSIDE = /(?<=\s|^)(?:please|kindly|pls|plz)(?=[\s,])|(?<=\s)for (?:me|us)(?=\s|,|$)/gi;

/**
 * "closing" -> "close", "stopping" -> "stop", "muting" -> "mute": a verb the Navi knows first,
 * then compromise's own lemma, then English spelling (a doubled last consonant, a silent "e"
 * after one vowel and one consonant in one syllable).
 */
function infinitive(gerund: string): string {
  const base = gerund.slice(0, -3);
  const known = [base, `${base}e`, base.replace(/(.)\1$/, '$1')].find((f) => meaningsOf(f).length);
  if (known) return known;
  const doc = nlp(gerund);
  doc.verbs().toInfinitive();
  const lemma = doc.text();
  if (lemma && lemma !== gerund) return lemma;
  if (/([b-df-hj-np-tv-z])\1$/.test(base) && !/(?:ll|ss)$/.test(base)) return base.slice(0, -1);
  if (/v$/.test(base) || /^[b-df-hj-np-tv-z]*[aeiou][b-df-hj-np-tv-z]$/i.test(base)) return `${base}e`;
  return base;
}

export interface Stripped {
  text: string;
  /** The request was asked as a polite question ("could you …?"): it asks for an action all the same. */
  polite: boolean;
}

/** The request without its politeness; quoted spans are never touched. */
export function stripFiller(request: string): Stripped {
  const polite = MODAL_LEAD.test(maskQuotes(request));
  let text = request;
  const lead = LEAD.exec(maskQuotes(text));
  if (lead) {
    text = text.slice(lead[0].length);
    // "would you mind closing the pop-up": the verb, as a request says it.
    const gerund = /\bmind\b/i.test(lead[0]) ? /^([\p{L}]+ing)\b/u.exec(text) : null;
    if (gerund) text = infinitive(gerund[1]!) + text.slice(gerund[1]!.length);
  }
  const tail = TAIL.exec(maskQuotes(text));
  // "…, would you?": a tag that asks for what came before; its question mark goes with it.
  const tagged = tail !== null && /\b(?:would|could|will|can) you[\s?.!]*$/i.test(tail[0]);
  if (tail && tail.index > 0) text = text.slice(0, tail.index) + (/\?\s*$/.test(tail[0]) && !tagged ? '?' : '');
  const masked = maskQuotes(text);
  let out = '';
  let last = 0;
  INSIDE.lastIndex = 0;
  for (let m = INSIDE.exec(masked); m; m = INSIDE.exec(masked)) {
    out += text.slice(last, m.index);
    last = m.index + m[0].length;
  }
  text = (out + text.slice(last)).replace(/\s{2,}/g, ' ').replace(/\s+([,?.!])/g, '$1').trim();
  // "could you X?" asks for X: the question mark goes with the modal.
  if (polite) text = text.replace(/\?+\s*$/, '');
  return { text: text || request.trim(), polite };
}
