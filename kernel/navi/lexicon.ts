// When two words mean the same for matching a request to a page: the same stem (words.ts), a
// synonym (WordNet's most frequent sense, generated into synonyms.generated.ts at build time), or
// a typo (a small edit distance, by word length). A match through a synonym or a typo counts for
// less than the word itself, so the page's own words win when they are there. Related words
// (WordNet's other senses and broader terms: a dentist is a medical practitioner) are weaker still,
// and asked for apart (wordsRelate): only where nothing meets a word outright.
import { editDistance } from './edit-distance.ts';
import { RELATED, SYNONYMS } from './synonyms.generated.ts';
import { NUMBER_WORDS, sameStem, stem } from './words.ts';

/** A word's number: digits, or a number word (never "a", "an" or "no", which are more often not numbers). */
function numberOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return ['a', 'an', 'no', 'single'].includes(w) ? undefined : NUMBER_WORDS[w];
}

export { editDistance };

let table: Map<string, Set<string>> | null = null;
let relatedTable: Map<string, Set<string>> | null = null;

/** Stem -> stems of the words a generated table pairs it with, both ways. */
function tableOf(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    if (a === b) return;
    let s = out.get(a);
    if (!s) out.set(a, (s = new Set()));
    s.add(b);
  };
  for (const entry of text.split(';')) {
    const [word, list] = entry.split(':');
    if (!word || !list) continue;
    const w = stem(word);
    for (const other of list.split(',')) {
      const o = stem(other);
      add(w, o);
      add(o, w);
    }
  }
  return out;
}

/** Stem -> stems of WordNet's related words, both ways, built once on first use. */
function relatedWords(): Map<string, Set<string>> {
  return (relatedTable ??= tableOf(RELATED));
}

/** Stem -> stems of its synonyms, both ways, built once on first use. */
function synonymTable(): Map<string, Set<string>> {
  return (table ??= tableOf(SYNONYMS));
}

/**
 * Directions through a sequence that WordNet keeps in other senses ("back" is a body part first):
 * a pager's or calendar's "Previous" is where "back" goes, its "Next" where "forward" goes.
 */
const DIRECTIONS = [['back', 'backward', 'backwards', 'previous', 'prev', 'earlier'], ['forward', 'forwards', 'onward', 'next', 'later']].map((g) => new Set(g.map(stem)));

export function areSynonyms(a: string, b: string): boolean {
  return (synonymTable().get(a)?.has(b) ?? false) || DIRECTIONS.some((g) => g.has(a) && g.has(b));
}

/**
 * How a word of the request (raw) relates to a word of the page when they do not meet
 * (wordsMeet is 0): 0.5 for a related word (another sense's synonym, a broader term: "dentist"
 * and "medical", "vet" and "doctor"), else 0.
 */
export function wordsRelate(request: string, page: string): number {
  const a = stem(request);
  const b = stem(page);
  return (relatedWords().get(a)?.has(b) ?? false) ? 0.5 : 0;
}

/** A misspelling of the same word: one edit from 5 letters, two from 8; never in shorter words ("card" and "cart" are two words) or numbers. */
export function isTypo(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  if (n < 5 || /\d/.test(a) || /\d/.test(b)) return false;
  const max = n >= 8 ? 2 : 1;
  return editDistance(a, b, max) <= max;
}

/**
 * A clipped word people type for a longer one ("favs" for "favourites", "notifs", "prefs"): three
 * to five letters (a plural "s" aside) that begin a page word at least two letters longer, and are
 * no word WordNet knows by themselves ("pass" is not "password", "car" not "cardigan").
 */
export function isShorthand(request: string, page: string): boolean {
  const base = request.length > 3 && request.endsWith('s') ? request.slice(0, -1) : request;
  if (base.length < 3 || base.length > 5 || !/^\p{L}+$/u.test(base) || page.length < base.length + 2 || !page.startsWith(base)) return false;
  const known = (w: string) => synonymTable().has(stem(w)) || relatedWords().has(stem(w));
  return !known(base) && !known(request);
}

/** How well a word of the request (raw, lower-case) meets a word of the page: 1, 0.75, 0.7 or 0. */
export function wordsMeet(request: string, page: string): number {
  const a = stem(request);
  const b = stem(page);
  if (sameStem(a, b)) return 1;
  // "three" is the page's "3".
  const n = numberOf(request);
  if (n !== undefined && n === numberOf(page)) return 1;
  if (areSynonyms(a, b)) return 0.75;
  if (isTypo(request.toLowerCase(), page.toLowerCase()) || isTypo(a, b)) return 0.7;
  if (isShorthand(request.toLowerCase(), page.toLowerCase())) return 0.7;
  // A misspelt ending on a long shared start ("confirmaton" and "confirmed").
  const shared = commonPrefix(request.toLowerCase(), page.toLowerCase());
  if (shared >= 7 && shared >= 0.75 * Math.min(request.length, page.length)) return 0.7;
  return 0;
}

export function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
