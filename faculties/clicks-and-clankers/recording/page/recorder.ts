// The recorder page runtime: while a recording runs, it turns what the person does in this frame
// (trusted events only: a Navi's synthetic events are not the person) into RecordedActs and sends
// them to the service worker. A sensitive field (password, payment, one-time code, a marked
// region, or text that looks like a secret) is recorded as a placeholder: its value is never read.
import { BridgeError, toErrorShape } from '../../../../browser-bridge/errors.ts';
import { redactText } from '../../../sdk/redaction/data.ts';
import type { RuntimeReply } from '../../../sdk/page-rpc.ts';
import { accessibleName } from '../../../sdk/page/name.ts';
import { isTextEntry, roleInfo } from '../../../sdk/page/role.ts';
import { sensitivityOf } from '../../../sdk/page/sensitive.ts';
import { composedParent, PathMemo } from '../../../sdk/page/tree.ts';
import { RECORDING_LIMITS, type RecordedAct } from '../../../../browser-bridge/recording.ts';
import { RECORDER_GLOBAL, RECORDER_VERSION, RECORDING_MESSAGE, RECORDING_QUERY } from '../protocol.ts';
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

function onClick(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof Element)) return;
  const el = controlOf(e.target);
  // Fields record what was typed or chosen (on change), not the click that focused them.
  if (isTextEntry(el) || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) return;
  if (el.localName === 'label' || el.closest('label')?.control) return;
  send({ kind: 'click', ...identity(el), frame: framePath(), ...offsets(el, e) });
}

function onChange(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof Element)) return;
  const el = e.target;
  const id = identity(el);
  const base = { ...id, frame: framePath(), offsetX: 0, offsetY: 0, label: id.name };
  const sensitive = sensitivityOf(el);
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    send({ kind: 'check', ...base, checked: el.checked });
    return;
  }
  if (sensitive) {
    send({ kind: el instanceof HTMLSelectElement ? 'select' : 'change', ...base, sensitive });
    return;
  }
  if (el instanceof HTMLSelectElement) {
    const value = [...el.selectedOptions].map((o) => o.label || o.text).join(', ').slice(0, RECORDING_LIMITS.value);
    send({ kind: 'select', ...base, value });
    return;
  }
  if (!isTextEntry(el) || !('value' in el) || typeof el.value !== 'string') return;
  const typed = el.value;
  // Text that reads as a secret (a token, a key) is treated like a password field.
  if (typed.length > RECORDING_LIMITS.value || redactText(typed).count > 0) {
    send({ kind: 'change', ...base, sensitive: typed.length > RECORDING_LIMITS.value ? 'too-long' : 'secret-like' });
    return;
  }
  send({ kind: 'change', ...base, value: typed });
}

function onSubmit(e: Event): void {
  if (!e.isTrusted || !(e.target instanceof HTMLFormElement)) return;
  // A submit button's click is already recorded; only Enter in a field submits without one.
  if ((e as SubmitEvent).submitter) return;
  const form = e.target;
  const name = accessibleName(form, 'form', new PathMemo());
  send({ kind: 'submit', role: 'form', name, selectors: selectorsFor(form, 'form', name), frame: framePath(), offsetX: 0, offsetY: 0 });
}

let armed = false;

function arm(on: boolean): void {
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('click', onClick, true);
  window[method]('change', onChange, true);
  window[method]('submit', onSubmit, true);
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
