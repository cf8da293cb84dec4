// Whether an event in the page follows the person's own pointer or keyboard. Chrome marks events
// its own default actions dispatch as trusted even when a page script started them: a script's
// `checkbox.click()` gives a trusted `change`, `form.requestSubmit()` a trusted `submit`,
// `execCommand('insertText')` a trusted `input`. So `isTrusted` alone does not say the person did
// it; what does is a trusted pointer or key event of theirs on or into the same element just
// before. The recorder records an act only when this says so.

/** How long after the person's pointer or key event an activation (click, tick, submit) still follows from it. */
export const ACTIVATION_MS = 1000;
/**
 * How long after it an edit of a field still does: a paste from the context menu or a choice in a
 * select's pop-up comes some seconds after the pointer event that opened it, with nothing between.
 */
export const EDIT_MS = 30_000;

interface Gesture {
  /** The elements the event went through (target first, across shadow roots), and the controls of labels among them. */
  on: Set<Element>;
  key: string | null;
  at: number;
}

/** The person's latest pointer or key event: one pointer and one keyboard, so the latest is the one that counts. */
let last: Gesture | null = null;

/** Notes a trusted pointerdown, pointerup, keydown or keyup (window, capture phase). */
export function noteGesture(e: Event): void {
  if (!e.isTrusted) return;
  const on = new Set<Element>();
  for (const n of e.composedPath()) {
    if (!(n instanceof Element)) continue;
    on.add(n);
    // A click on a label ticks its control: the control is what the person meant.
    if (n instanceof HTMLLabelElement && n.control) on.add(n.control);
  }
  last = { on, key: e instanceof KeyboardEvent ? e.key : null, at: e.timeStamp };
}

function recent(e: Event, within: number): Gesture | null {
  return e.isTrusted && last && e.timeStamp - last.at >= 0 && e.timeStamp - last.at <= within ? last : null;
}

/** A click or a tick of `el`: the person's latest pointer or key event was on it, just before. */
export function personActivated(e: Event, el: Element): boolean {
  return recent(e, ACTIVATION_MS)?.on.has(el) ?? false;
}

/**
 * An `input` into the field `el` (typed, pasted, chosen): the person's latest pointer or key event
 * went into it. A text field's `change` comes later, on leaving it, so the recorder asks this at
 * each `input` and keeps the field's value only when its last input was the person's.
 */
export function personEdited(e: Event, el: Element): boolean {
  return recent(e, EDIT_MS)?.on.has(el) ?? false;
}

/** A form sent without a submit button: the person pressed Enter in one of its fields, just before. */
export function personSubmitted(e: Event, form: HTMLFormElement): boolean {
  const g = recent(e, ACTIVATION_MS);
  return !!g && g.key === 'Enter' && g.on.has(form);
}

/** Drops what was noted (the recorder was disarmed). */
export function forgetGestures(): void {
  last = null;
}
