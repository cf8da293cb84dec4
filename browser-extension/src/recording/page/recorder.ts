// The recorder page runtime: while a recording runs, it turns what the person does in this frame
// into RecordedActs and sends them to the service worker. Only the person's own input counts: a
// trusted event that follows their own pointer or key event on that element (./person-input.ts),
// never what a page script set off. A protected field is recorded as a placeholder, by the rules
// the snapshot and extract apply (withheldReason): its value is never kept.
import { BridgeError, toErrorShape } from '../../../../browser-bridge/errors.ts';
import { redactData } from '../../../../faculties/sdk/redaction/data.ts';
import type { RuntimeReply } from '../../../../faculties/sdk/page-rpc.ts';
import { accessibleName } from '../../../../faculties/sdk/page/name.ts';
import { isTextEntry, roleInfo } from '../../../../faculties/sdk/page/role.ts';
import { sensitivityOf } from '../../../../faculties/sdk/page/sensitive.ts';
import { composedParent, PathMemo } from '../../../../faculties/sdk/page/tree.ts';
import { RECORDING_LIMITS, type RecordedAct } from '../../../../browser-bridge/recording.ts';
import { RECORDER_GLOBAL, RECORDER_VERSION, RECORDING_MESSAGE, RECORDING_QUERY } from '../protocol.ts';
import { forgetGestures, noteGesture, personActivated, personEdited, personSubmitted } from './person-input.ts';
import { framePath, selectorsFor } from './selectors.ts';

/** The nearest element a person would call the control they used (the button around an icon). */
function controlOf(start: Element): Element {
  for (let n: Element | null = start, i = 0; n && i < 8; n = composedParent(n), i++) {
    if (roleInfo(n)?.kind === 'control') return n;
  }
  return start;
}

function identity(el: Element): { role: string; name: string; selectors: string[] } {
  const role = roleInfo(el)?.role ?? 'generic';
  const name = accessibleName(el, role, new PathMemo());
  return { role, name, selectors: selectorsFor(el, role, name) };
}

function offsets(el: Element, e: Event): { offsetX: number; offsetY: number } {
  if (!(e instanceof MouseEvent)) return { offsetX: 0, offsetY: 0 };
  const box = el.getBoundingClientRect();
  return { offsetX: Math.round(e.clientX - box.left), offsetY: Math.round(e.clientY - box.top) };
}

/** Acts held back until the worker said this tab is the recorded one (a recorder armed at document_start). */
let held: RecordedAct[] | null = null;

function send(act: RecordedAct): void {
  if (held) {
    held.push(act);
    return;
  }
  void chrome.runtime.sendMessage({ type: RECORDING_MESSAGE, act }).catch(() => undefined);
}

/**
 * Why nothing of what the person entered in `el` may be kept, by the rules the snapshot and
 * extract apply, called rather than copied: the field's own marks (sensitivityOf: marked regions,
 * password fields and their forms, credential, payment and one-time-code autocomplete), then the
 * redaction's rule for a named value (redactData on the field as a record: its accessible name or
 * label, `name` attribute or id says secret, in every language the redaction knows, or the value
 * is shaped like one).
 */
function withheldReason(el: Element, accessible: string, value: string): string | null {
  const field = sensitivityOf(el);
  if (field) return field;
  if (value.length > RECORDING_LIMITS.value) return 'too-long';
  if (redactData({ value }).count > 0) return 'secret-like';
  const record = { name: accessible, field: el.getAttribute('name') ?? '', key: el.id, value };
  return (redactData(record).value as typeof record).value !== value ? 'secret-name' : null;
}

/** Whether each field's latest input was the person's (noted at `input`; a text field's `change` comes on leaving it). */
let edited = new WeakMap<Element, boolean>();

function onInput(e: Event): void {
  if (e.isTrusted && e.target instanceof Element) edited.set(e.target, personEdited(e, e.target));
}

function onClick(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof Element)) return;
  const el = controlOf(e.target);
  // Fields record what was typed or chosen (on change), not the click that focused them.
  if (isTextEntry(el) || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) return;
  if (el.localName === 'label' || el.closest('label')?.control) return;
  // A click the page's own script set off (a submit button Enter clicked, a forwarded click) is not the person's.
  if (!personActivated(e, el)) return;
  send({ kind: 'click', ...identity(el), frame: framePath(), ...offsets(el, e) });
}

function onChange(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof Element)) return;
  const el = e.target;
  const toggled = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
  // A script's click() on a checkbox gives a trusted change: only a tick the person made counts.
  if (toggled ? !personActivated(e, el) : edited.get(el) !== true) return;
  const id = identity(el);
  const base = { ...id, frame: framePath(), offsetX: 0, offsetY: 0, label: id.name };
  if (toggled) {
    send({ kind: 'check', ...base, checked: el.checked });
    return;
  }
  let value: string;
  if (el instanceof HTMLSelectElement) value = [...el.selectedOptions].map((o) => o.label || o.text).join(', ');
  else if (isTextEntry(el) && 'value' in el && typeof el.value === 'string') value = el.value;
  else return;
  const withheld = withheldReason(el, id.name, value);
  if (withheld) {
    send({ kind: el instanceof HTMLSelectElement ? 'select' : 'change', ...base, sensitive: withheld });
    return;
  }
  send({ kind: el instanceof HTMLSelectElement ? 'select' : 'change', ...base, value });
}

function onSubmit(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof HTMLFormElement)) return;
  const form = e.target;
  // A submit button's click is recorded already; what counts here is Enter in one of the form's
  // fields. A script's requestSubmit() is trusted too, and is not the person's.
  if (!personSubmitted(e, form)) return;
  const name = accessibleName(form, 'form', new PathMemo());
  send({ kind: 'submit', role: 'form', name, selectors: selectorsFor(form, 'form', name), frame: framePath(), offsetX: 0, offsetY: 0 });
}

let armed = false;

const GESTURES = ['pointerdown', 'pointerup', 'keydown', 'keyup'] as const;

function arm(on: boolean): void {
  const method = on ? 'addEventListener' : 'removeEventListener';
  for (const type of GESTURES) window[method](type, noteGesture, true);
  window[method]('input', onInput, true);
  window[method]('click', onClick, true);
  window[method]('change', onChange, true);
  window[method]('submit', onSubmit, true);
  if (!on) {
    forgetGestures();
    edited = new WeakMap();
  }
  armed = on;
}

// The page RPC's runtime protocol: every answer is a reply, and only a frame of the recorded
// origin is armed (the worker names the origin; another origin's frame answers with a refusal).
async function call(method: string, _args: unknown, origin: string): Promise<RuntimeReply> {
  try {
    if (location.origin !== origin) throw new BridgeError('origin-not-allowed', `This frame is on ${location.origin}, not the recorded ${origin}.`, { origin: location.origin });
    if (method === 'start') {
      if (!armed) arm(true);
      return { ok: true, value: { armed: true } };
    }
    if (method === 'stop') {
      if (armed) arm(false);
      return { ok: true, value: { armed: false } };
    }
    throw new BridgeError('internal', `The recorder has no function ${method}.`);
  } catch (err) {
    return { ok: false, error: toErrorShape(err) };
  }
}

/**
 * Armed from document_start in a new document of the recorded origin (a registered content
 * script), so that nothing the person does before the page finished loading is missed. It holds
 * what it records until the worker says this tab is the recorded one; any other tab disarms and
 * drops it all.
 */
export function autostartRecorder(): void {
  if (armed) return;
  held = [];
  arm(true);
  void chrome.runtime.sendMessage({ type: RECORDING_QUERY }).then(
    (yes: unknown) => {
      const acts = held ?? [];
      held = null;
      if (yes === true) for (const act of acts) send(act);
      else arm(false);
    },
    () => {
      held = null;
      arm(false);
    },
  );
}

export function installRecorder(): void {
  Object.defineProperty(globalThis, RECORDER_GLOBAL, { value: { version: RECORDER_VERSION, call }, configurable: true, enumerable: false, writable: false });
}
