// "No more printed receipts", "I'd rather the guests didn't see my room number": a wish said as
// the negation of what a setting does. A switch or checkbox whose own name carries the words the
// negation governs is meant off, though no verb says "turn off". A name that is itself negative
// ("Do not disturb") is left to the ordinary reading.
import { wordsMeet } from './lexicon.ts';
import { STOP_WORDS } from './words.ts';

/** Words that negate what follows them. */
const NEGATORS = new Set(['no', 'not', 'never', 'without', 'nobody', 'noone', 'nothing', 'none']);
/** Words after a negator that only carry it on ("no more", "no longer", "not any"). */
const CARRIERS = new Set(['more', 'longer', 'any', 'anymore', 'to', 'want', 'need', 'like']);
/** How many words after a negator it governs. */
const REACH = 5;

const tokens = (text: string) => (text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? []);
const negates = (w: string) => NEGATORS.has(w) || /n't$/.test(w);

/** Whether `text` negates what the setting named `name` does (so the wish is that it be off). */
export function negatesSetting(text: string, name: string): boolean {
  const own = tokens(name).filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  if (!own.length || tokens(name).some(negates)) return false;
  const words = tokens(text);
  for (let i = 0; i < words.length; i++) {
    if (!negates(words[i]!)) continue;
    const governed = words.slice(i + 1, i + 1 + REACH).filter((w) => !CARRIERS.has(w) && !STOP_WORDS.has(w) && w.length > 1);
    if (governed.some((w) => own.some((o) => wordsMeet(w, o) >= 0.7))) return true;
  }
  return false;
}
