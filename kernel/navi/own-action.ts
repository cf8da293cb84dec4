// "unlock it", "arm the alarm", "mute the call": a request whose action word is one the Navi has
// no general meaning for, but which a button on the page says as its own name ("Unlock", "Arm").
// Such a button does what the request asks, and what it does may be consequential enough that
// the page asks to confirm (consequence-dialog.ts): the dialog's button that says the same word
// is the confirmation.
import { pagerOf } from './pager.ts';
import type { Control } from './target-resolver.ts';
import { meaningsOf, sameStem, splitWords, stem, STOP_WORDS } from './words.ts';

/** The step's action word (where an imperative's verb stands) when it is unknown to the Navi and the button's name says it; else null. */
export function ownActionWord(stepText: string, c: Control): string | null {
  // A pager ("Load more") shows more of a list: never consequential, and paged as such (pager.ts).
  if (c.line.role !== 'button' || pagerOf([c])) return null;
  const first = /^\s*([\p{L}]+)/u.exec(stepText)?.[1]?.toLowerCase();
  if (!first || first.length < 3 || STOP_WORDS.has(first) || meaningsOf(first).length) return null;
  return saysWord(c, first) ? first : null;
}

/** Whether a control's name says the word (stemmed). */
export function saysWord(c: Control, word: string): boolean {
  return splitWords(c.line.name).some((w) => sameStem(stem(w), stem(word)));
}
