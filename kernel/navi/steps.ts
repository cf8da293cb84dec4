// One request, several steps: "X and then Y", "X, then Y", "X; Y", a list. A comma or "and"
// separates steps only when what follows starts with an action verb, so "the terms and
// conditions" or "Berlin to Madrid, July 3rd" stay one step. Quoted text is never split.
import { boundsIn, opensBound } from './range-fill.ts';
import { isReminderClause } from './time-words.ts';
import { contentStems, findVerb, STOP_WORDS } from './words.ts';

export interface Quote {
  text: string;
  start: number;
  end: number;
}

const OPEN = `"'“‘«`;
const QUOTE_RE = /(^|[\s(:,])(["'“‘«])(.+?)(["'”’»])(?=$|[\s.,!?;:)])/g;

/** Quoted spans ("…", '…', “…”), inner text and the span including the quote marks. */
export function findQuotes(text: string): Quote[] {
  const out: Quote[] = [];
  QUOTE_RE.lastIndex = 0;
  for (let m = QUOTE_RE.exec(text); m; m = QUOTE_RE.exec(text)) {
    const start = m.index + m[1]!.length;
    const closing = m[4]!;
    // The closing mark must fit the opening one (a straight quote closes a straight quote).
    const open = m[2]!;
    if ((open === '"' && closing !== '"') || (open === "'" && closing !== "'")) continue;
    out.push({ text: m[3]!, start, end: start + m[3]!.length + 2 });
  }
  return out.filter((q) => OPEN.includes(text[q.start]!));
}

/** Stands in for quoted text: neither a letter nor white space, so no pattern matches across it. */
export const MASK = '\u2063';

/** `text` with quoted spans blanked out (same length), so patterns never match inside them. */
export function maskQuotes(text: string, quotes = findQuotes(text)): string {
  let out = text;
  for (const q of quotes) out = out.slice(0, q.start) + MASK.repeat(q.end - q.start) + out.slice(q.end);
  return out;
}

export interface Step {
  text: string;
  start: number;
}

const LEADING = /^(?:\s|,|and\b|then\b|also\b|after that\b|afterwards\b|next\b|finally\b|please\b|\d+[.)]|[-*•])+/i;

function startsWithVerb(piece: string): boolean {
  const rest = piece.replace(LEADING, '');
  const verb = findVerb(rest);
  return verb !== null && rest.slice(0, verb.start).trim() === '';
}

const NOT_IMPERATIVE = /^(?:i|we|you|he|she|they|it|there|this|that|these|those|the|a|an|my|our|your|what|which|who|how|when|where|why|is|are|was|were|do|does|did|can|could|would|should|will|if|and|or|but)\b/i;

/** A piece that starts the way an imperative does: a word, not a pronoun, article or question word. */
function opensLikeImperative(piece: string): boolean {
  const t = piece.replace(LEADING, '');
  return /^[\p{L}]{2,}\s+\S/u.test(t) && !NOT_IMPERATIVE.test(t);
}

/** A piece that reads "<word> it …": a verb of its own, known to the Navi or not ("tell them …" is what to say, not a step). */
function actsOnPronoun(piece: string): boolean {
  // "it" is the object only when no verb of its own follows ("the size it comes in" is a relative clause).
  const m = /^\s*([\p{L}]{2,})\s+it\b(?!\s+(?:comes?|has|had|is|was|does|did|offers?|takes?|needs?|shows?|says?|costs?|looks?)\b)/iu.exec(piece);
  return !!m && !NOT_IMPERATIVE.test(m[1]!) && !STOP_WORDS.has(m[1]!.toLowerCase());
}

/** Splits a request into its steps, in order. A request of one step comes back as itself. */
export function splitSteps(request: string): Step[] {
  const masked = maskQuotes(request);
  // Hard separators first: ";", new lines, "and then", ", then", "after that".
  const cuts: number[] = [];
  // A ";" separates only with space after it ("tl;dr" is one word).
  const hard = /;(?=\s)|\n|\band then\b|,\s*then\b|\bthen\b(?=\s)|\bafter that\b|\band also\b/gi;
  for (let m = hard.exec(masked); m; m = hard.exec(masked)) {
    // A bare "then" or "after that" separates only when a verb follows it ("the week after that at 10" is a time).
    if (/^(?:then|after that)$/i.test(m[0]) && !startsWithVerb(masked.slice(m.index + m[0].length))) continue;
    cuts.push(m.index);
  }
  // Soft separators: a comma or " and " followed by an action verb.
  const soft = /,|\band\b/gi;
  for (let m = soft.exec(masked); m; m = soft.exec(masked)) {
    if (cuts.some((c) => Math.abs(c - m!.index) < 6)) continue;
    const before = masked.slice(0, m.index);
    const rest = masked.slice(m.index + m[0].length);
    // "remote jobs only, and nothing over 90": a bound after a clause without one is its own step.
    // (After a request with a verb of its own, the bound is that request's: "find shoes, under 50".)
    const clause = before.slice(Math.max(0, ...cuts.filter((c) => c < m!.index)));
    if (opensBound(rest) && !Object.keys(boundsIn(before)).length && contentStems(clause).length && !startsWithVerb(clause)) {
      cuts.push(m.index);
      continue;
    }
    // "… and give it five stars", "… and bump it": an unknown word acting on a pronoun is an imperative's verb.
    // "…, and ping me an hour ahead" belongs to the step it follows.
    if ((!startsWithVerb(rest) && !(m[0].toLowerCase() === 'and' && actsOnPronoun(rest))) || isReminderClause(rest)) continue;
    // "X and <verb> …" separates when X is an action too: it starts with a verb, or it opens the
    // request with a word that is not a known verb but stands where an imperative's verb does
    // ("star the invoice and move it"), since a page's tools have verbs of their own.
    const piece = before.slice(Math.max(0, ...cuts.filter((c) => c < m!.index)) || 0);
    // Of a piece of several sentences, the one "and" ends is what must be an action ("the sink's
    // blocked. they can come monday and use the spare key" is one request, its details after it).
    const sentence = piece.split(/[.!?]+(?=\s)/).at(-1) ?? piece;
    if (m[0].toLowerCase() === 'and' && !startsWithVerb(sentence) && !(piece === before && opensLikeImperative(sentence))) continue;
    cuts.push(m.index);
  }
  const bounds = [...new Set(cuts)].sort((a, b) => a - b);
  const steps: Step[] = [];
  let from = 0;
  for (const cut of [...bounds, request.length]) {
    const raw = request.slice(from, cut);
    const lead = /^[\s,;]*(?:(?:and|then|also|after that|afterwards|next|finally)\b[\s,]*)*/i.exec(raw)![0];
    const text = raw.slice(lead.length).replace(/[\s,;.!]+$/, '');
    if (text) steps.push({ text, start: from + lead.length });
    from = cut;
  }
  return steps.length ? steps : [{ text: request.trim(), start: 0 }];
}
