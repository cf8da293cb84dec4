// "How many seats are left?", "how many tickets remain?": a page that states the count in a line of
// its own ("11 of 15 seats used · 4 available", "Only 3 tickets left") answers it by that line,
// quoted, rather than by counting the rows of a list. The line must say the counted word (or its
// plural) and a number; a line of the list itself (one of many alike) is not such a statement.
import { wordsMeet } from './lexicon.ts';
import { splitWords } from './words.ts';

/** The page's line that states the count of `topic`'s words, or null when none or several do. */
export function statedCount(topic: readonly string[], text: string): string | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const says = (l: string, w: string) => splitWords(l).some((x) => wordsMeet(w, x) >= 0.7);
  // Every word of what is counted, in a line that is no row of cells ("A | B | C").
  const stated = lines.filter((l) => /\d/.test(l) && l.length <= 160 && !/\s\|\s/.test(l) && topic.length > 0 && topic.every((w) => says(l, w)));
  // Several lines alike are a list's rows, not a statement of the count.
  return stated.length === 1 ? stated[0]! : null;
}
