// A request about one listed record, read into its parts: the verb, the record it names (by any
// part of its name, or by its position: "the first one"), and what the rest says, kept apart by
// the small words that join them: a new name or a destination ("to …", "into …", "called …"), a
// person ("with …", "Sam's …"), where the record is ("from the bin", "in Documents"), and the
// record again after "on"/"of" ("the access on the slide deck"). Only general English; the
// page's own names are met later (row-action.ts).
import nlp from 'compromise';
import { findQuotes, maskQuotes } from './steps.ts';
import { contentStems, findOrdinal, findVerb, meaningsOf, splitWords, STOP_WORDS, type Meaning } from './words.ts';

export type Joiner = 'to' | 'with' | 'from' | 'on' | 'so' | 'named';

export interface RowRequest {
  /** The verb as said ("move", "put", "take me to"), lower-case. */
  verb: string;
  meanings: Meaning[];
  /** The record's words (content stems) as said, in the order tried: the object first, then what follows "on"/"of". */
  records: string[][];
  /** The nth record of the list ("the first one"), 1-based, -1 for the last. */
  ordinal?: number;
  /** The new name, a destination, or a value: what follows "to", "into", "as", "called", quoted text first. */
  value?: string;
  /** Where the record is: what follows "from" or "in" (stems). */
  place: string[];
  /** People named: after "with", or as a possessive ("Sam's"), as said (lower-case). */
  people: string[];
  /** The request's other words (what follows "so", "with", "to"), stems: they pick a menu item or an option. */
  rest: string[];
  /** Every content stem of the request after the verb. */
  all: string[];
  email?: string;
  /** Words said with a capital after the verb (a name: "Ingrid", "Harbour Hotel"), stems. */
  names: string[];
  /** The value was quoted: words to type as they are. */
  quoted?: true;
  /** With a quoted value, the record the words go to ("add a note to the X dinner saying '…'"): stems. */
  target?: string[];
}

/** Words that join the record to the rest, and what each introduces. */
const JOINERS: [RegExp, Joiner][] = [
  [/^(?:to|into|onto|as)$/i, 'to'],
  [/^(?:called|named|titled)$/i, 'named'],
  [/^with$/i, 'with'],
  [/^(?:from|in|inside|within|out)$/i, 'from'],
  [/^(?:on|of|for)$/i, 'on'],
  [/^(?:so|that)$/i, 'so'],
];

/** Words that introduce quoted text ("saying", "that reads"): not the record's name. */
const SAYING = /\b(?:(?:that|which)\s+)?(?:saying|says|reading|reads|stating|states)\b/gi;
const EMAIL = /[^\s@'"“”‘’,;]+@[^\s@'"“”‘’,;]+\.[a-z]{2,}/i;

/** The verb: a known one among the first three words, else the first word (an imperative: "share the …"). */
function verbOf(text: string): { verb: string; meanings: Meaning[]; end: number } | null {
  const v = findVerb(text);
  const words = [...text.matchAll(/[\p{L}']+/gu)];
  if (v && words.findIndex((w) => (w.index ?? 0) >= v.start) <= 2) return { verb: v.text, meanings: v.meanings, end: v.end };
  const first = words[0];
  // An imperative's verb is a plain word ("share", "duplicate"), not a code or a name ("T-104 is done").
  // A capitalised one is a verb only when English reads it as one ("Suspend …", not "Ingrid …").
  if (!first || STOP_WORDS.has(first[0].toLowerCase()) || !(/^[a-z]+$/.test(first[0]) || (/^[A-Z][a-z]+$/.test(first[0]) && nlp(text.replace(/^\s*[A-Z]/, (c) => c.toLowerCase())).match('^#Verb').found)) || /^\s*(?:is|are|was|were|has|have)\b/i.test(text.slice((first.index ?? 0) + first[0].length))) return null;
  return { verb: first[0].toLowerCase(), meanings: meaningsOf(first[0]), end: (first.index ?? 0) + first[0].length };
}

export function parseRowRequest(text: string): RowRequest | null {
  const quotes = findQuotes(text);
  const masked = maskQuotes(text, quotes);
  const v = verbOf(masked);
  if (!v) return null;
  const after = masked.slice(v.end);
  const email = EMAIL.exec(text)?.[0];
  // Segments: the object, then one per joining word.
  const segs: { joiner: Joiner | null; text: string }[] = [{ joiner: null, text: '' }];
  // "put it in the bin": with a verb that moves, "in" says where to.
  const moves = v.meanings.some((m) => m === 'move' || m === 'add');
  for (const tok of after.replace(EMAIL, ' ').split(/(\s+)/)) {
    let j = JOINERS.find(([re]) => re.test(tok))?.[1];
    if (j === 'from' && moves && /^in(?:side)?$/i.test(tok)) j = 'to';
    if (j) segs.push({ joiner: j, text: '' });
    else segs.at(-1)!.text += tok;
  }
  // A record's kind ("the Reports folder", "the Summer album", "the login ticket") is not part of its name.
  const stems = (s: string) => contentStems(s.replace(SAYING, ' ').replace(/\b(?:one|ones|folder|directory|album|collection|file|item|task|ticket|issue|card)s?\b/gi, ' '));
  // "stop sharing the deck": the verb's own complement is not the record's name.
  const gerund = /^\s*([\p{L}]+ing)\b/u.exec(segs[0]!.text);
  const object = gerund ? segs[0]!.text.slice(gerund[0].length) : segs[0]!.text;
  const ord = findOrdinal(object);
  const people: string[] = [];
  // "Sam's access": a person's, not the record's.
  // "Rui Tanaka's account": every word of a capitalised name is the person's.
  const objectWords = object.replace(/\b((?:\p{Lu}[\p{L}]*\s+)*[\p{L}]+)['’]s\b/gu, (_m, who: string) => (people.push(...who.toLowerCase().split(/\s+/)), ' '));
  const records = [stems(ord ? objectWords.replace(ord ? object.slice(ord.start, ord.end) : '', ' ') : objectWords), ...segs.filter((s) => s.joiner === 'on').map((s) => stems(s.text))].filter((r) => r.length);
  for (const s of segs.filter((x) => x.joiner === 'with')) people.push(...splitWords(s.text).filter((w) => !STOP_WORDS.has(w)));
  const toSeg = segs.find((s) => s.joiner === 'named') ?? segs.find((s) => s.joiner === 'to');
  const quoted = quotes[0]?.text;
  // Where quoted words go: "a note to the X", "a memo on the X".
  const aimed = toSeg ?? segs.find((s) => s.joiner === 'on');
  const value = quoted ?? (toSeg ? toSeg.text.trim().replace(/^(?:the|a|an|my)\s+/i, '').replace(/[.!?]+$/, '').trim() : undefined);
  const rest = [...(gerund ? contentStems(gerund[1]!) : []), ...segs.filter((s) => s.joiner && s.joiner !== 'on' && s.joiner !== 'from').flatMap((s) => contentStems(s.text))];
  return {
    verb: v.verb,
    meanings: v.meanings,
    records,
    ...(ord ? { ordinal: ord.n } : {}),
    ...(value ? { value } : {}),
    ...(quoted ? { quoted: true as const } : {}),
    ...(quoted && aimed && stems(aimed.text.replace(SAYING, ' ')).length ? { target: stems(aimed.text.replace(SAYING, ' ')) } : {}),
    place: segs.filter((s) => s.joiner === 'from').flatMap((s) => stems(s.text)),
    people,
    rest,
    all: contentStems(after),
    names: contentStems([...after.matchAll(/(?<![.!?]\s*)\b\p{Lu}[\p{L}'’-]*/gu)].map((m) => m[0]).join(' ')),
    ...(email ? { email } : {}),
  };
}
