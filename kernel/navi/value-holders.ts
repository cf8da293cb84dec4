// "Change the wifi name to HartleyHome": of the controls the words fit about as well, only some
// can hold the value said. A text field holds words (of its input type's shape); a select holds
// one of its options (any, while they are unread); a switch or checkbox holds on or off; a radio,
// an option or a pressable button is a value only when its own name says all of it; a button, a
// tab or a link that acts holds none. When that
// leaves fewer, the person is not asked to choose among controls that could not take it.
import { findDates } from './dates.ts';
import { shapedValues } from './field-values.ts';
import { findNumbers } from './numbers.ts';
import { anyMeets, choicesOf, choiceWords } from './option-meaning.ts';
import { pressable } from './settings-wish.ts';
import type { Control } from './target-resolver.ts';
import { contentStems, sameStem } from './words.ts';

const SWITCHES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const SELECTS = new Set(['combobox', 'listbox']);
const ON_OFF = /^(?:on|off|yes|no|enabled?|disabled?|true|false)$/i;

/** Whether `c` could take `value`; `options` are a select's, when read. */
export function canHold(c: Control, value: string, options?: readonly string[]): boolean {
  const { role, states } = c.line;
  const v = value.trim();
  const shaped = (sort: string) => shapedValues(v).some((s) => s.sort === sort);
  if (role === 'spinbutton' || states.type === 'number') return findNumbers(v).length > 0;
  if (role === 'textbox' || role === 'searchbox') {
    if (states.type === 'email') return shaped('email');
    if (states.type === 'tel') return shaped('phone');
    if (states.type === 'url') return shaped('url');
    if (states.type === 'date') return findDates(v).length > 0;
    return true;
  }
  if (SELECTS.has(role)) return !options?.length || anyMeets(choicesOf(options), choiceWords(v));
  if (SWITCHES.has(role)) return ON_OFF.test(v);
  // A choice (a radio, an option, a button pressed as one of a set): its own name says every word
  // of the value ("Strict" for "strict"). A button that acts holds no value, whatever its name says
  // ("Lisinopril · 90 tablets" is no place to put 90).
  if (!CHOICES.has(role) && !pressable(c)) return false;
  const said = contentStems(v);
  const name = contentStems(c.line.name);
  return said.length > 0 && said.every((w) => name.some((n) => sameStem(n, w)));
}

const CHOICES = new Set(['radio', 'option', 'menuitemradio']);

/** Of `items`, those whose control could take `value`. */
export function holdersOf<T>(items: readonly T[], controlOf: (t: T) => Control, value: string, optionsOf?: (t: T) => readonly string[] | undefined): T[] {
  return items.filter((t) => canHold(controlOf(t), value, optionsOf?.(t)));
}
