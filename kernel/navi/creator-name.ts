// What a creator opened asks only for a name ("New folder" → a dialog with one "Folder name" field
// and "Create"): the request's name for the new record goes in that one field, and the form's own
// button that makes it is pressed. The name is the one the request gives outright: quoted, or
// after "called", "named" or "titled". Anything less certain is left to the person.
import { formOf } from './form-fill.ts';
import { findQuotes } from './steps.ts';
import { isCloser, type Control } from './target-resolver.ts';
import { meaningsOf, splitWords } from './words.ts';

const TEXT = new Set(['textbox', 'searchbox']);

/** The name the request gives a new record, or undefined. */
export function givenName(text: string): string | undefined {
  const quoted = findQuotes(text)[0]?.text;
  if (quoted) return quoted.trim();
  const m = /\b(?:called|named|titled)\s+(.+?)[\s.!?]*$/i.exec(text);
  return m?.[1]?.trim().replace(/^["'“‘](.*)["'”’]$/, '$1') || undefined;
}

/** The one name field of `form` and the button that makes the record, with the name to type; null when the form asks for more or the request gives no name. */
export function nameOnlyForm(text: string, controls: readonly Control[], form: string): { field: Control; name: string; submit: Control } | null {
  const name = givenName(text);
  if (!name) return null;
  const inForm = controls.filter((c) => formOf(c) === form && typeof c.line.states.blocked !== 'string');
  const fields = inForm.filter((c) => TEXT.has(c.line.role));
  if (fields.length !== 1) return null;
  const buttons = inForm.filter((c) => c.line.role === 'button' && !isCloser(c.line.name));
  const making = buttons.filter((c) => splitWords(c.line.name).some((w) => meaningsOf(w).some((m) => m === 'add' || m === 'save')));
  const submit = making.length === 1 ? making[0]! : buttons.length === 1 ? buttons[0]! : null;
  return submit ? { field: fields[0]!, name, submit } : null;
}
