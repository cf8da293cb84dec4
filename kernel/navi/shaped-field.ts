// "Got a new mobile, it's 07700 900461, can you update it on my account?": a value whose shape
// says what it is (a phone number, an email address, a web address; field-values.ts), a request
// that names that sort of thing ("mobile", "email") and sets it, and one text field of that sort
// on the page, shown or in a closed tab or section. The value goes in that field, and the field's
// own save button keeps it. The other words ("on my GP account") say where, not which control.
import type { Control } from './target-resolver.ts';
import { fieldSort, shapedValues, type ShapedValue } from './field-values.ts';
import type { Meaning } from './words.ts';

const TEXT = new Set(['textbox', 'searchbox']);
/** Verbs that set a value; none at all ("my new email is …") sets it too. */
const SETS: readonly Meaning[] = ['set', 'add', 'type'];

/** The one value of a sort the request gives and names, when it asks to set it. */
export function shapedValueSet(text: string, meanings: readonly Meaning[], now: Date): ShapedValue | null {
  if (!meanings.every((m) => SETS.includes(m))) return null;
  const values = shapedValues(text, now).filter((v) => v.sort !== 'organisation');
  if (values.length !== 1) return null;
  const v = values[0]!;
  // The request says which sort of thing it is, in words apart from the value.
  return fieldSort(text.slice(0, v.start) + ' ' + text.slice(v.end)) === v.sort ? v : null;
}

/** The one field among `controls` that takes values of that sort; null for none or several. */
export function fieldOfSort(controls: readonly Control[], v: ShapedValue): Control | null {
  const fit = controls.filter((c) => TEXT.has(c.line.role) && c.line.states.disabled !== true && fieldSort(c.line.name, c.line.states.type as string | undefined) === v.sort);
  return fit.length === 1 ? fit[0]! : null;
}
