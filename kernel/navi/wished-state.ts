// "unstar Temple Meads" with a pressed "Favourite Temple Meads" beside a plain "Reserve a bike at
// Temple Meads": turning something off means a toggle that is on now, turning it on one that is off.
// Among candidates the words fit alike, those whose state the request would change.
import type { Control } from './target-resolver.ts';
import type { Meaning } from './words.ts';

const OFF: readonly Meaning[] = ['off', 'uncheck', 'unpin', 'uncomplete'];
const ON: readonly Meaning[] = ['on', 'check', 'pin'];

/** A toggle's state: true on (pressed, checked), false off, undefined for a control that is no toggle. */
function stateOf(c: Control): boolean | undefined {
  const s = c.line.states;
  if (s.pressed === true || s.checked === true) return true;
  if (s.unpressed === true || ['switch', 'checkbox', 'menuitemcheckbox'].includes(c.line.role)) return false;
  return undefined;
}

/** The candidates the request's on or off would change; all of them when that does not narrow them. */
export function preferChangeable<T>(candidates: readonly T[], meanings: readonly Meaning[], controlOf: (t: T) => Control): T[] {
  const wantOff = meanings.some((m) => OFF.includes(m));
  const wantOn = !wantOff && meanings.some((m) => ON.includes(m));
  if (!wantOff && !wantOn) return [...candidates];
  const kept = candidates.filter((t) => stateOf(controlOf(t)) === (wantOff ? true : false));
  return kept.length && kept.length < candidates.length ? kept : [...candidates];
}
