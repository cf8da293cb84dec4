// Applies the rules of ../sensitivity.ts to one element: a sensitive element is listed at most as
// existing, never read, never acted on. Checked for every target before anything else happens.
import { autocompleteReason, sensitiveRegionLevel, type SensitiveReason, type SensitiveRegionLevel } from './sensitivity.ts';
import { composedParent } from './tree.ts';

/** The level of the nearest marked region around `el` (itself included), across shadow roots. */
export function regionLevelOf(el: Element): SensitiveRegionLevel | null {
  for (let n: Element | null = el; n; n = composedParent(n)) {
    const level = sensitiveRegionLevel(n.getAttribute('data-sensitivity'));
    if (level) return level;
  }
  return null;
}

/** A same-origin frame placed inside a marked region of its parent inherits that region. */
export function frameRegionLevel(): SensitiveRegionLevel | null {
  try {
    for (let w: Window = window; w !== w.parent; w = w.parent) {
      const host = w.frameElement;
      if (!host) return null; // cross-origin parent: nothing we may read about it
      const level = regionLevelOf(host);
      if (level) return level;
    }
  } catch {
    return null;
  }
  return null;
}

function formHasPassword(form: HTMLFormElement, memo?: Map<HTMLFormElement, boolean>): boolean {
  const known = memo?.get(form);
  if (known !== undefined) return known;
  let found = false;
  for (const control of form.elements) {
    if (control instanceof HTMLInputElement && control.type === 'password') {
      found = true;
      break;
    }
  }
  // Password fields a script placed in the form without the form owning them (rare) count too.
  found ||= form.querySelector('input[type=password]') !== null;
  memo?.set(form, found);
  return found;
}

function owningForm(el: Element): HTMLFormElement | null {
  if ('form' in el && el.form instanceof HTMLFormElement) return el.form;
  return el.closest('form');
}

/** Why `el` itself is blocked, leaving region marks aside (the caller checks those once per walk). */
export function fieldReason(el: Element, memo?: Map<HTMLFormElement, boolean>): SensitiveReason | null {
  if (el instanceof HTMLInputElement && el.type === 'password') return 'password';
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const reason = autocompleteReason(el.getAttribute('autocomplete'));
    if (reason) return reason;
  }
  const form = owningForm(el);
  return form && formHasPassword(form, memo) ? 'password-form' : null;
}

/** Why `el` is blocked, or null: marked regions (own frame's included), then field rules. */
export function sensitivityOf(el: Element): SensitiveReason | null {
  return regionLevelOf(el) ?? frameRegionLevel() ?? fieldReason(el);
}
