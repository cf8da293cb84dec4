// What a key press activates, so that it passes the same hit test as a click first. Focus asks
// only for a usable element, not the topmost one; without this, a covered, hidden or off-screen
// control could be focused and then activated with Enter or Space. The rules follow what the key
// does, never what the page calls things: a page's own key handlers treat Enter and Space on any
// focused element as activation, so the receiver counts; Enter in a form's text field submits
// through the form's default button; arrows and Home/End change a select (a select) or check the
// next radio of a group (a check). Keys that move focus, scroll, close a dialog, move a caret or
// type a space activate nothing.
import type { AllowedKey } from '../keys.ts';
import { notHittable } from './hit-test.ts';
import { isTextEntry } from '../../sdk/page/role.ts';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** A single- or multi-line text field (the fields whose Enter submits or breaks a line, not contenteditable). */
export function isTextField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type));
}

export function isButtonLike(el: Element): el is HTMLElement {
  if (el instanceof HTMLButtonElement || el.localName === 'summary') return true;
  if (el instanceof HTMLInputElement) return ['button', 'submit', 'reset', 'image', 'checkbox', 'radio'].includes(el.type);
  const role = el.getAttribute('role');
  return el instanceof HTMLElement && (role === 'button' || role === 'checkbox' || role === 'switch' || role === 'radio' || role === 'menuitem' || role === 'tab');
}

/** The form's default button (HTML: its first submit button in tree order), which implicit submission clicks. */
export function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  for (const control of form.elements) {
    if (control instanceof HTMLButtonElement && control.type === 'submit') return control;
    if (control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image')) return control;
  }
  return null;
}

/** The radio an arrow key checks next in `radio`'s group (enabled members, wrapping), or null. */
export function nextRadio(radio: HTMLInputElement, forward: boolean): HTMLInputElement | null {
  const root = radio.getRootNode() as Document | ShadowRoot;
  const group = [...root.querySelectorAll('input[type=radio]')].filter(
    (r): r is HTMLInputElement => r instanceof HTMLInputElement && r.name === radio.name && r.form === radio.form && !r.disabled,
  );
  const at = group.indexOf(radio);
  const next = group[(at + (forward ? 1 : -1) + group.length) % group.length];
  return next && next !== radio ? next : null;
}

/**
 * The elements pressing `key` on `receiver` activates, each of which must pass the hit test before
 * any key event is sent. Refuses Enter in a form's text field when the form has no submit button:
 * nothing a person could see would submit it.
 */
export function activatedBy(key: AllowedKey, receiver: Element): Element[] {
  // Nothing focused: the key goes to the page as a whole; no element is activated.
  if (receiver === receiver.ownerDocument.body || receiver === receiver.ownerDocument.documentElement) return [];
  const name = key.name;
  if (name === 'Enter') {
    if (receiver instanceof HTMLInputElement && isTextField(receiver) && receiver.form) {
      const submitter = defaultButton(receiver.form);
      if (!submitter) {
        notHittable('no-submitter', 'Enter here would submit a form that has no submit button, so nothing a person could see and press; nothing was done. Fill the fields, then click the form\'s own control.');
      }
      return [receiver, submitter];
    }
    return [receiver];
  }
  if (name === 'Space') return isTextEntry(receiver) ? [] : [receiver];
  if (receiver instanceof HTMLSelectElement && (name.startsWith('Arrow') || name === 'Home' || name === 'End')) return [receiver];
  if (receiver instanceof HTMLInputElement && receiver.type === 'radio' && name.startsWith('Arrow')) {
    const next = nextRadio(receiver, name === 'ArrowDown' || name === 'ArrowRight');
    return next ? [receiver, next] : [receiver];
  }
  return [];
}
