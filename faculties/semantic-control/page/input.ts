// Entering a value the way a person would, for every kind of field. Text is typed one character
// at a time (keydown, keypress, beforeinput, the native value set, input, keyup), so pages that
// listen to keys see each one and can refuse it; pickers (date, time, month, week, colour, range)
// take the whole value at once, as choosing it in the picker does, after the browser's own value
// rules accepted it. Every event is synthetic (isTrusted false), and the caller has already
// refused sensitive fields, disabled, read-only and hidden ones.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { EventLog } from './events.ts';
import { isFocusable } from './events.ts';
import { isContentEditableRoot } from '../../sdk/page/role.ts';
import { deepActiveElement } from '../../sdk/page/tree.ts';

/** How a field takes text: typed keys into its value, a whole picker value, an editor, or keys alone (a widget that listens for them). */
export type EntryKind = 'typed' | 'picked' | 'editor' | 'keys';

const TYPED_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);
/** The format each picker's value takes, for the error when a value does not fit it. */
const PICKED_FORMATS: Record<string, string> = {
  date: 'YYYY-MM-DD',
  time: 'HH:MM or HH:MM:SS',
  'datetime-local': 'YYYY-MM-DDTHH:MM',
  month: 'YYYY-MM',
  week: 'YYYY-Www (e.g. 2025-W07)',
  color: '#rrggbb',
  range: 'a number',
};
/** ARIA roles of fields a script draws itself; with no native value, they can only hear keys. */
const KEY_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

export function entryKind(el: Element, role: string): EntryKind | null {
  if (el instanceof HTMLTextAreaElement) return 'typed';
  if (el instanceof HTMLInputElement) {
    if (TYPED_INPUTS.has(el.type)) return 'typed';
    return Object.hasOwn(PICKED_FORMATS, el.type) ? 'picked' : null;
  }
  if (el instanceof HTMLElement && isContentEditableRoot(el)) return 'editor';
  // Native selects and buttons have their own operations (select, click); keys are for script-drawn fields.
  if (el instanceof HTMLSelectElement || el instanceof HTMLButtonElement) return null;
  if (KEY_ROLES.has(role) && isFocusable(el)) return 'keys';
  return null;
}

function invalid(message: string, detail: Record<string, unknown> = {}): never {
  throw new BridgeError('invalid-input', message, detail);
}

/**
 * Checks `value` against the field's own rules with a detached twin (same type, min, max and
 * step; never in the page, so no page code sees it): the browser empties a value of the wrong
 * form, and says when one is out of range.
 */
function checkAsBrowser(field: HTMLInputElement, value: string): string {
  const type = field.type;
  // An empty value clears the field, as deleting its text does; a slider or colour always has one.
  if (value === '' && type !== 'range' && type !== 'color') return '';
  if ((type === 'number' || type === 'range') && !FLOAT.test(value)) invalid(`The field takes ${type === 'range' ? PICKED_FORMATS.range : 'a number'}; ${JSON.stringify(value)} is not one.`, { type });
  if (type === 'color' && !COLOR.test(value)) invalid(`A colour field takes ${PICKED_FORMATS.color}; ${JSON.stringify(value)} is not one.`, { type });
  const twin = document.createElement('input');
  twin.type = type;
  for (const attr of ['min', 'max', 'step']) {
    const v = field.getAttribute(attr);
    if (v !== null) twin.setAttribute(attr, v);
  }
  twin.value = value;
  const format = PICKED_FORMATS[type] ?? 'a number';
  if (type !== 'range' && type !== 'color' && twin.value === '' && value !== '') invalid(`A ${type} field takes ${format}; ${JSON.stringify(value)} is not a valid value.`, { type, format });
  // A range clamps silently in the browser; a person's slider cannot go past its ends either.
  const low = field.getAttribute('min');
  const high = field.getAttribute('max');
  const outOfRange = type === 'range' ? (low !== null && Number(value) < Number(low)) || (high !== null && Number(value) > Number(high)) : twin.validity.rangeUnderflow || twin.validity.rangeOverflow;
  if (outOfRange) invalid(`${JSON.stringify(value)} is outside what the field allows (${low ?? 'no minimum'} to ${high ?? 'no maximum'}).`, { type, min: low, max: high });
  return twin.value;
}

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')!.set!;

/** KeyboardEvent fields for one typed character (US layout for the legacy codes pages still read). */
function keyFields(ch: string): KeyboardEventInit & { keyCode: number; charCode: number; which: number } {
  if (ch === '\n') return { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13, which: 13 };
  if (ch === '\t') return { key: 'Tab', code: 'Tab', keyCode: 9, charCode: 0, which: 9 };
  const upper = ch.toUpperCase();
  const letter = ch.length === 1 && upper !== ch.toLowerCase();
  const digit = ch >= '0' && ch <= '9';
  const code = letter && /[A-Z]/.test(upper) ? `Key${upper}` : digit ? `Digit${ch}` : ch === ' ' ? 'Space' : '';
  const keyCode = letter || digit ? upper.charCodeAt(0) : ch === ' ' ? 32 : 0;
  return { key: ch, code, shiftKey: letter && ch === upper, keyCode, charCode: ch.codePointAt(0) ?? 0, which: keyCode };
}

function keyEvent(type: 'keydown' | 'keypress' | 'keyup', ch: string): KeyboardEvent {
  const fields = keyFields(ch);
  // keydown/keyup carry the key code, keypress the character code, as browsers send them.
  const legacy = type === 'keypress' ? { keyCode: fields.charCode, which: fields.charCode } : { charCode: 0 };
  return new KeyboardEvent(type, { ...fields, ...legacy, bubbles: true, cancelable: true, composed: true, view: window });
}

/** Characters a key press can type: printable ones, tab, and a line break where the field has lines. */
function checkTypable(text: string, multiline: boolean): void {
  for (const ch of text) {
    if (ch === '\n' && multiline) continue;
    if (ch === '\n' || ch === '\r') invalid('A single-line field cannot take a line break; nothing was typed.');
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && ch !== '\t') || (c >= 0x7f && c < 0xa0)) invalid(`Character U+${c.toString(16).padStart(4, '0')} is not something a key types; nothing was typed.`);
  }
}

/**
 * One character as a key press. `insert` puts it in the field and fires beforeinput/input (it
 * returns false when the page cancelled beforeinput); it runs only when the page let
 * keydown and keypress through, as a browser does.
 */
function pressChar(el: Element, ch: string, log: EventLog, insert: (() => void) | null): void {
  log.push(`keydown:${ch}`);
  let proceed = el.dispatchEvent(keyEvent('keydown', ch));
  if (proceed && ch !== '\t') {
    log.push(`keypress:${ch}`);
    proceed = el.dispatchEvent(keyEvent('keypress', ch));
  }
  if (proceed && insert) insert();
  log.push(`keyup:${ch}`);
  el.dispatchEvent(keyEvent('keyup', ch));
}

function fireInput(el: Element, inputType: string, data: string | null, log: EventLog, cancelable: boolean): boolean {
  log.push(cancelable ? 'beforeinput' : 'input');
  return el.dispatchEvent(new InputEvent(cancelable ? 'beforeinput' : 'input', { bubbles: true, cancelable, composed: true, inputType, data }));
}

/** Where typing inserts: the selection when the field has one (email and number fields do not), else the end. */
function caret(el: HTMLInputElement | HTMLTextAreaElement): [number, number] {
  const start = el.selectionStart;
  const end = el.selectionEnd;
  return start === null || end === null ? [el.value.length, el.value.length] : [start, end];
}

/** Refuses, before anything happens, text the field could not end up holding. */
function checkTyped(el: HTMLInputElement | HTMLTextAreaElement, text: string, clear: boolean): void {
  checkTypable(text, el instanceof HTMLTextAreaElement);
  const next = clear ? text : el.value + text;
  if (el.maxLength >= 0 && next.length > el.maxLength) invalid(`The field takes at most ${el.maxLength} characters; the text would make ${next.length}.`, { maxLength: el.maxLength });
  if (el instanceof HTMLInputElement && el.type === 'number') checkAsBrowser(el, next);
}

function typeIntoValue(el: HTMLInputElement | HTMLTextAreaElement, text: string, clear: boolean, log: EventLog): void {
  // A number field empties itself while half-typed ("-", "1."): its text is tracked here instead.
  const number = el instanceof HTMLInputElement && el.type === 'number';
  const set = nativeValueSetter(el);
  let typed = clear ? '' : el.value;
  if (clear && el.value !== '') {
    if (fireInput(el, 'deleteContentBackward', null, log, true)) {
      // The prototype's setter: frameworks (React) track values through an instance property.
      set.call(el, '');
      fireInput(el, 'deleteContentBackward', null, log, false);
    }
  }
  // Typing starts at the end, where a click into the field would usually leave the caret.
  if (!number && el.selectionStart !== null) el.setSelectionRange(el.value.length, el.value.length);
  for (const ch of text) {
    pressChar(el, ch, log, () => {
      const inputType = ch === '\n' ? 'insertLineBreak' : 'insertText';
      const data = ch === '\n' ? null : ch;
      if (!fireInput(el, inputType, data, log, true)) return;
      if (number) {
        typed += ch;
        set.call(el, typed);
      } else {
        const [start, end] = caret(el);
        set.call(el, el.value.slice(0, start) + ch + el.value.slice(end));
        if (el.selectionStart !== null) el.setSelectionRange(start + ch.length, start + ch.length);
      }
      fireInput(el, inputType, data, log, false);
    });
  }
  log.push('change');
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function typeIntoEditor(el: HTMLElement, text: string, clear: boolean, log: EventLog): void {
  const selection = el.ownerDocument.getSelection();
  const range = document.createRange();
  range.selectNodeContents(el);
  if (!clear) range.collapse(false);
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (clear && el.textContent) {
    log.push('beforeinput', 'input');
    // execCommand keeps the editor's own undo stack and fires beforeinput/input like a key would.
    if (!document.execCommand('delete')) el.textContent = '';
  }
  for (const ch of text) {
    pressChar(el, ch, log, () => {
      log.push('beforeinput', 'input');
      if (document.execCommand(ch === '\n' ? 'insertLineBreak' : 'insertText', false, ch)) return;
      el.append(ch);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: ch }));
    });
  }
}

function pick(el: HTMLInputElement, value: string, log: EventLog): void {
  if (el.value === value) return;
  nativeValueSetter(el).call(el, value);
  log.push('input', 'change');
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Refuses, with nothing done, text this kind of field could not take; returns a picker's value
 * as the browser keeps it ('' for the other kinds). A whole-form fill checks every field first.
 */
export function checkEntry(el: Element, kind: EntryKind, text: string, clear: boolean): string {
  if (kind === 'picked') return checkAsBrowser(el as HTMLInputElement, text.trim());
  if (kind === 'typed') checkTyped(el as HTMLInputElement | HTMLTextAreaElement, text, clear);
  else if (kind === 'editor') checkTypable(text, true);
  else if (clear) invalid('This control hears key presses only; it cannot be cleared by typing. Type without clear, or use its own controls.');
  else checkTypable(text, false);
  return '';
}

/**
 * Enters `text` as this kind of field takes it: checks first (nothing happens to a refused
 * value), then focuses `el` if it is not focused, then types or picks.
 */
export function enterText(el: Element, kind: EntryKind, text: string, clear: boolean): EventLog {
  const picked = checkEntry(el, kind, text, clear);
  const log: EventLog = [];
  if (deepActiveElement() !== el && el instanceof HTMLElement) {
    el.focus({ preventScroll: true });
    log.push('focus');
  }
  if (kind === 'picked') pick(el as HTMLInputElement, picked, log);
  else if (kind === 'typed') typeIntoValue(el as HTMLInputElement | HTMLTextAreaElement, text, clear, log);
  else if (kind === 'editor') typeIntoEditor(el as HTMLElement, text, clear, log);
  else for (const ch of text) pressChar(el, ch, log, null);
  return log;
}
