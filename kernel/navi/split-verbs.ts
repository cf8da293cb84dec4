// Verbs whose particle comes after their object: "take the soup off my order", "take the
// charger out of the basket", "cross the milk off the list", "top my wallet up", "make them stop",
// "get me into the 6pm class", "put us down for Friday", "let school know". Read as the verb they mean.

/** Where the verb is and what it means (words.ts reads it as a verb's match; no import, to keep the two apart). */
export interface SplitVerbMatch {
  meanings: ('delete' | 'off' | 'pay' | 'book' | 'add')[];
  text: string;
  start: number;
  end: number;
}

const SPLIT: readonly [RegExp, SplitVerbMatch['meanings']][] = [
  [/\b(?:take|knock|leave|strike)\b(?=[^.?!,;]{1,60}?\boff\b)/u, ['delete']],
  [/\b(?:take|leave)\b(?=[^.?!,;]{1,60}?\bout\s+of\b)/u, ['delete']],
  // "make them stop", "make the reminders go away": something turned off.
  [/\bmake\b(?=\s+[^.?!,;]{1,40}?\b(?:stop|cease|go away)\b)/u, ['off']],
  // "top my wallet up", "top up my card": money added, as paying it in.
  [/\btop\b(?=\s+(?:up\b|[^.?!,;]{1,40}?\bup\b))/u, ['pay']],
  // "get me into Saturday's yoga", "pop me on the waiting list", "put us down for the 7:30",
  // "sign her up for swimming": a person placed in something that takes places, as booking it.
  [/\b(?:get|put|pop|stick|squeeze|fit|slot|pencil|bung)\b(?=\s+(?:me|us|him|her|them)\s+(?:(?:down|back)\s+)?(?:in|into|onto|on|for)\b)/u, ['book']],
  [/\bsign\b(?=\s+(?:me|us|him|her|them)\s+up\b)/u, ['book']],
  // "get Evie on coding club" (a name where the pronoun stood): placed in it, or added to it.
  [/\b(?:get|put|pop|stick|sign)\b(?=\s+(?!(?:the|a|an|my|our|your|his|her|their|this|that|it|some|rid)\b)[\p{L}'’]+\s+(?:up\s+for|on|onto|into)\b)/u, ['book', 'add']],
  // "let school know", "let the vet know he's off": telling someone named, as making a report.
  [/\blet\b(?=\s+(?!(?:me|us|them|him|her|it)\b)(?:[\p{L}'’]+\s+){1,3}?know\b)/u, ['add']],
  // "tell the school", "notify the office": someone named. Not "tell me …" (asking to be told), nor
  // "… and tell them I'd like it short" (what to say with the action before it, not a step of its own).
  [/\b(?:tell|inform|notify)\b(?=\s+(?!(?:me|us|them|him|her|it)\b)[\p{L}])/u, ['add']],
];

/** The first split verb in `lower` (lower-cased text), or null. */
export function findSplitVerb(lower: string): SplitVerbMatch | null {
  let best: SplitVerbMatch | null = null;
  for (const [re, meanings] of SPLIT) {
    const m = re.exec(lower);
    if (m && (!best || m.index < best.start)) best = { meanings, text: m[0], start: m.index, end: m.index + m[0].length };
  }
  return best;
}
