// Controls a person sets with a picker or by dragging, not by typing: sliders, dates, times,
// months, weeks and colours. The value must be one the control itself accepts (the browser's own
// sanitising and its min, max and step decide, on a detached copy first); it is hit-tested like
// a click, then set with the native setter and announced with input and change.
import { BridgeError } from '../../../../browser-bridge/errors.ts';
import type { PageEvidence, RuntimeApi } from '../protocol.ts';
import { evidence, nativeValueSetter, notEditable, prepare } from './act.ts';
import type { EventLog } from './events.ts';
import { hitTest } from './hit-test.ts';
import { isDisabled } from './state.ts';
import { deepActiveElement } from './tree.ts';

/** Input types set by value rather than typed; `type` handles the text-like ones. */
export const VALUE_INPUT_TYPES = new Set(['range', 'date', 'time', 'datetime-local', 'month', 'week', 'color']);

const FORMATS: Record<string, string> = {
  date: 'YYYY-MM-DD',
  time: 'HH:MM or HH:MM:SS',
  'datetime-local': 'YYYY-MM-DDTHH:MM',
  month: 'YYYY-MM',
  week: 'YYYY-Www',
  color: '#rrggbb (lower-case hex)',
  range: 'a number',
};

export function isValueControl(el: Element): el is HTMLInputElement {
  return el instanceof HTMLInputElement && VALUE_INPUT_TYPES.has(el.type);
}

/** Refuses a value the control would change or flag, saying what it takes; nothing is touched. */
export function checkValue(el: HTMLInputElement, value: string): void {
  const probe = document.createElement('input');
  probe.type = el.type;
  for (const attr of ['min', 'max', 'step']) {
    const v = el.getAttribute(attr);
    if (v !== null) probe.setAttribute(attr, v);
  }
  probe.value = value;
  const limits = [el.min && `min ${el.min}`, el.max && `max ${el.max}`, el.getAttribute('step') && `step ${el.getAttribute('step')}`].filter(Boolean).join(', ');
  if (probe.value !== value) {
    throw new BridgeError('invalid-input', `The ${el.type} control does not take ${JSON.stringify(value)}: it expects ${FORMATS[el.type] ?? 'another format'}${limits ? ` (${limits})` : ''}.`, {
      expected: FORMATS[el.type] ?? null,
    });
  }
  if (probe.validity.rangeUnderflow || probe.validity.rangeOverflow || probe.validity.stepMismatch) {
    throw new BridgeError('invalid-input', `${JSON.stringify(value)} is outside what the control allows (${limits}).`, { min: el.min || null, max: el.max || null });
  }
}

export function checkValueControl(el: Element, role: string): asserts el is HTMLInputElement {
  if (!isValueControl(el)) notEditable(`The target is a ${role}, not a slider, date, time, month, week or colour control; use type, select or check for it.`, 'not-value-control');
  if (isDisabled(el)) notEditable('The control is disabled.', 'disabled');
  if (el.readOnly) notEditable('The control is read-only.', 'readonly');
}

/** Sets an accepted value on a checked control, as its picker would: focus, value, input, change. */
export function applyValue(el: HTMLInputElement, value: string, log: EventLog): void {
  if (deepActiveElement() !== el) {
    el.focus({ preventScroll: true });
    log.push('focus');
  }
  if (el.value === value) return;
  nativeValueSetter(el).call(el, value);
  log.push('input', 'change');
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export async function setValue(args: RuntimeApi['setValue']['args']): Promise<PageEvidence> {
  const p = prepare(args.target);
  checkValueControl(p.el, p.id.role);
  checkValue(p.el, args.value);
  hitTest(p.el);
  const log: EventLog = [];
  applyValue(p.el, args.value, log);
  return evidence('setValue', p, log);
}
