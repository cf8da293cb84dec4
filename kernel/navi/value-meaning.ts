// Values said one way and labelled another: orderings ("newest first" is "Date: most recent",
// "cheapest" is "Price: low to high", "best rated" is "Customer rating"). General English for
// the few ways lists are ordered, so a request meets whatever words a page uses for them.
import { isTypo } from './lexicon.ts';
import { contentStems, splitWords } from './words.ts';

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
