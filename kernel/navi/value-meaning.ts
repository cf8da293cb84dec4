// Values said one way and labelled another: orderings ("newest first" is "Date: most recent",
// "cheapest" is "Price: low to high", "best rated" is "Customer rating"). General English for
// the few ways lists are ordered, so a request meets whatever words a page uses for them.
import { isTypo, wordsMeet } from './lexicon.ts';
import { choiceWords, optionHoldingAll, relatedOption, type Choice } from './option-meaning.ts';
import { contentStems, sameStem, splitWords } from './words.ts';

/** Ways of saying an ordering, and other ways a page may label it. */
const ORDERINGS: [RegExp, string[]][] = [
  [/\b(?:newest|latest|most recent|recent(?:ly added)?|newer|new(?:est)? (?:first|arrivals?))\b/i, ['most recent', 'newest', 'latest', 'new arrivals', 'recent', 'date descending', 'newest first']],
  [/\b(?:oldest|earliest|least recent)\b/i, ['oldest', 'earliest', 'date ascending', 'oldest first']],
  [/\b(?:cheapest|lowest(?: price)?|least expensive|low(?:est)? to high(?:est)?|inexpensive|price ascending)\b/i, ['low to high', 'lowest', 'cheapest', 'price ascending', 'ascending']],
  [/\b(?:most expensive|priciest|highest(?: price)?|high(?:est)? to low(?:est)?|dearest|price descending)\b/i, ['high to low', 'highest', 'most expensive', 'price descending', 'descending']],
  [/\b(?:best|top|highest)[ -](?:rated|reviewed|reviews?|rating)\b|\b(?:by )?ratings?\b/i, ['rating', 'rated', 'top rated', 'reviews', 'best rated']],
  [/\b(?:most popular|popular(?:ity)?|best[ -]?sell(?:ing|ers?)?)\b/i, ['popular', 'popularity', 'best selling', 'bestsellers', 'bestselling']],
  [/\b(?:alphabetical(?:ly)?|a to z|a-z|by name)\b/i, ['a-z', 'a to z', 'alphabetical', 'name']],
];

/** The words the orderings are said with, to read a misspelt one ("higest") as itself. */
const KEYWORDS = ['newest', 'latest', 'recent', 'oldest', 'earliest', 'cheapest', 'lowest', 'inexpensive', 'expensive', 'priciest', 'highest', 'rated', 'reviewed', 'popular', 'popularity', 'alphabetical'];

/** Other labels for the ordering a value names (as content stems); empty when it names none. */
export function orderingVariants(value: string): string[][] {
  const spelt = splitWords(value)
    .map((w) => KEYWORDS.find((k) => k === w || isTypo(w, k)) ?? w)
    .join(' ');
  return ORDERINGS.filter(([re]) => re.test(spelt)).flatMap(([, labels]) => labels.map((l) => contentStems(l)));
}

/** Whether `words` holds `seq` as a run, word after word. */
function inOrder(words: readonly string[], seq: readonly string[]): boolean {
  for (let i = 0; i + seq.length <= words.length; i++) if (seq.every((w, j) => sameStem(words[i + j]!, w))) return true;
  return false;
}

/**
 * The option whose words the value names (all of them, a typo allowed), the closest one first;
 * else the option labelled with another way of saying the same ordering ("newest" is "Date: most
 * recent"); else the one whose label and note (what the page says about it) hold them all; else
 * the one option related words name, when no option meets any of them ("my dentist").
 */
export function matchOption(choices: readonly Choice[], value: string): string | undefined {
  const options = choices.map((c) => c.label);
  const want = contentStems(value);
  if (!want.length) return undefined;
  const exact = options.find((o) => o.trim().toLowerCase() === value.trim().toLowerCase());
  if (exact) return exact;
  const byWords = (wanted: readonly string[], meet: (w: string, s: string) => boolean) =>
    options
      .map((o) => ({ o, words: contentStems(o) }))
      .filter((x) => wanted.every((w) => x.words.some((s) => meet(w, s))))
      .sort((a, b) => a.words.length - b.words.length)[0]?.o;
  const direct = byWords(want, sameStem) ?? byWords(want, (w, s) => wordsMeet(w, s) >= 0.7);
  if (direct) return direct;
  // In order: "high to low" is not "low to high".
  for (const variant of orderingVariants(value)) {
    const hit = options.find((o) => inOrder(contentStems(o), variant));
    if (hit) return hit;
  }
  const words = choiceWords(value);
  return optionHoldingAll(choices, words) ?? relatedOption(choices, words);
}
