// The form a control would submit, and the kinds of protected fields in it: what an approval says
// a click submits, and what the consequence table reads (faculties/sdk/consequence.ts).
import { autocompleteReason, type SensitiveReason } from './sensitivity.ts';

/** The form a submit button (or image input) submits; null for anything else. */
export function submitButtonForm(el: Element): HTMLFormElement | null {
  if ((el instanceof HTMLButtonElement && el.type === 'submit') || (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'image'))) return el.form;
  return null;
}

/** The kinds of protected fields a form holds (password, payment, one-time code...). */
export function formFieldKinds(form: HTMLFormElement): SensitiveReason[] {
  const kinds = new Set<SensitiveReason>();
  for (const control of form.elements) {
    if (control instanceof HTMLInputElement && control.type === 'password') kinds.add('password');
    const reason = autocompleteReason(control.getAttribute('autocomplete'));
    if (reason) kinds.add(reason);
  }
  return [...kinds];
}
