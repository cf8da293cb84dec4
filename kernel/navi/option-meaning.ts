// Which option of a select or list a person means when they name it by what it is rather than
// by its label: "pay my dentist" for "Harbour Medical Practice", "the plumber" for an option
// whose title says "Plumbing repairs". An option is known by its label and by what the page says
// about it (its note: a title, a description); a word meets the label (1) or the note (0.75)
// outright (stem, synonym, typo: lexicon.ts), or, only when no option meets any word outright,
// through a related word (WordNet's other senses and broader terms: wordsRelate, 0.5 for the
// label and 0.4 for the note). The best is chosen only when it is alone at the top; otherwise
// nothing is, and the caller asks with the options listed.
import { wordsMeet, wordsRelate } from './lexicon.ts';
import { sameStem, splitWords, stem, STOP_WORDS } from './words.ts';

/** An option as the page shows it: its label, and what the page says about it (else ''). */
export interface Choice {
  label: string;
  note?: string;
}

/** Lower-case content words (numbers kept: "Table 4"). */
export function choiceWords(text: string): string[] {
  return splitWords(text).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}

/** Choices from labels and notes given side by side (notes may be missing or shorter). */
export function choicesOf(labels: readonly string[], notes?: readonly string[]): Choice[] {
  return labels.map((label, i) => ({ label, note: notes?.[i] ?? '' }));
}

const meets = (w: string, x: string) => sameStem(stem(x), stem(w)) || wordsMeet(w, x) >= 0.7;

/** The one choice at the top of `score`, when it scores above 0 and alone. */
function alone(choices: readonly Choice[], score: (c: Choice) => number): Choice | undefined {
  const scored = choices.map((c) => ({ c, s: score(c) }));
  const top = Math.max(0, ...scored.map((x) => x.s));
  const best = scored.filter((x) => x.s >= top - 1e-9);
  return top > 0 && best.length === 1 ? best[0]!.c : undefined;
}

/** How many of `words` the choice's label meets (1 each) or else its note (0.75 each). */
function outright(c: Choice, words: readonly string[]): number {
  const label = choiceWords(c.label);
  const note = choiceWords(c.note ?? '');
  return words.reduce((s, w) => s + (label.some((x) => meets(w, x)) ? 1 : note.some((x) => meets(w, x)) ? 0.75 : 0), 0);
}

/** How the choice's label (0.5) or note (0.4) relates to each of `words` it does not meet outright. */
function related(c: Choice, words: readonly string[]): number {
  const label = choiceWords(c.label);
  const note = choiceWords(c.note ?? '');
  const rel = (w: string, xs: readonly string[]) => xs.reduce((m, x) => Math.max(m, wordsRelate(w, x)), 0);
  return words.reduce((s, w) => s + Math.max(rel(w, label), 0.8 * rel(w, note)), 0);
}

/** Whether any choice's label or note meets any of the words outright. */
export function anyMeets(choices: readonly Choice[], words: readonly string[]): boolean {
  return choices.some((c) => outright(c, words) > 0);
}

/**
 * The option the words name best, outright (label or note) or, when none meets any word
 * outright, through related words; undefined when none, or several equally.
 */
export function optionByMeaning(choices: readonly Choice[], words: readonly string[]): string | undefined {
  if (!words.length) return undefined;
  return anyMeets(choices, words) ? optionOutright(choices, words) : relatedOption(choices, words);
}

/** The one option the words name outright (label or note, a typo allowed), never through related words. */
export function optionOutright(choices: readonly Choice[], words: readonly string[]): string | undefined {
  return words.length ? alone(choices, (c) => outright(c, words))?.label : undefined;
}

/** The one option related words name (when no option meets any word outright). */
export function relatedOption(choices: readonly Choice[], words: readonly string[]): string | undefined {
  if (!words.length || anyMeets(choices, words)) return undefined;
  return alone(choices, (c) => related(c, words))?.label;
}

/** The option whose label and note together hold every one of the words (the fewest words first), if one. */
export function optionHoldingAll(choices: readonly Choice[], words: readonly string[]): string | undefined {
  if (!words.length) return undefined;
  const all = choices
    .map((c) => ({ c, own: [...choiceWords(c.label), ...choiceWords(c.note ?? '')] }))
    .filter((x) => words.every((w) => x.own.some((o) => meets(w, o))))
    .sort((a, b) => a.own.length - b.own.length);
  return all[0]?.c.label;
}
