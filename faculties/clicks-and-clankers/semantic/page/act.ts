// The semantic actions inside the page. Each one resolves exactly one target, refuses sensitive
// surfaces before touching anything, checks what a person would need (enabled, editable, and the
// hit test for everything that activates: click, check, select, keys that activate), acts with
// synthetic events, lets the page commit, and returns evidence.
import { BridgeError } from '../../../../browser-bridge/errors.ts';
import { projectUrl } from '../../../sdk/project-url.ts';
import { parseAllowedKey, type AllowedKey } from '../keys.ts';
import { MAX_LABEL_CHARS, MAX_NAME_CHARS, bound } from '../limits.ts';
import type { PageEvidence, RuntimeApi, Target, TargetRef, TargetState, VerifyResult } from '../protocol.ts';
import { clickAt, hoverAt, pressKey, settle, type EventLog } from './events.ts';
import { activatedBy } from './activation.ts';
import { activationHit, hitTest, notHittable } from './hit-test.ts';
import { identify, refOf, type Identity } from '../../../sdk/page/identity.ts';
import { collapse, textOf } from '../../../sdk/page/name.ts';
import { resolveTarget } from '../../../sdk/page/resolve.ts';
import { isContentEditableRoot, isTextEntry } from '../../../sdk/page/role.ts';
import { sensitivityOf } from '../../../sdk/page/sensitive.ts';
import { checkedOf, isDisabled, isInert, isVisible, pageState, stateOf } from '../../../sdk/page/state.ts';
import { PathMemo, deepActiveElement } from '../../../sdk/page/tree.ts';

type Args<M extends keyof RuntimeApi> = RuntimeApi[M]['args'];

interface Prepared {
  el: Element;
  id: Identity;
  before: TargetState;
}

function refuseSensitive(el: Element): void {
  const reason = sensitivityOf(el);
  if (reason) {
    throw new BridgeError(
      'blocked-sensitive',
      `The target is a protected surface (${reason}): AI Echo never reads or acts on passwords, credentials, one-time codes, payment fields or marked private regions. Ask the person to do this part.`,
      { reason },
    );
  }
}

/** Resolve, refuse sensitive targets, and take the before state. */
function prepare(target: Target): Prepared {
  const memo = new PathMemo();
  const el = resolveTarget(target, memo);
  refuseSensitive(el);
  return { el, id: identify(el, memo), before: stateOf(el, false) };
}

async function evidence(action: string, p: Prepared, events: EventLog): Promise<PageEvidence> {
  await settle();
  return {
    action,
    ...refOf(p.id),
    before: p.before,
    after: stateOf(p.el, false),
    url: projectUrl(location.href),
    trustedInput: false,
    events,
  };
}

/** For focus, type and keys: the element must be usable by a person, though not necessarily topmost (activation is hit-tested on its own). */
function requireUsable(el: Element): void {
  if (isInert(el)) notHittable('inert', 'The target is inert (behind a modal dialog or in an inert region).');
  if (!isVisible(el)) notHittable('hidden', 'The target is hidden (display, visibility, opacity or zero size).');
}

function notEditable(message: string, reason: string): never {
  throw new BridgeError('not-editable', message, { reason });
}

export async function focus(args: Args<'focus'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  if (isDisabled(p.el)) notHittable('disabled', 'The target is disabled.');
  requireUsable(p.el);
  if (p.el instanceof HTMLElement) p.el.focus({ preventScroll: true });
  if (deepActiveElement() !== p.el) notHittable('not-focusable', `The target (${p.id.role}) cannot take focus.`);
  return evidence('focus', p, ['focus']);
}

export async function hover(args: Args<'hover'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const hit = hitTest(p.el);
  const log: EventLog = [];
  hoverAt(hit, log);
  return evidence('hover', p, log);
}

export async function click(args: Args<'click'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const hit = hitTest(p.el);
  const log: EventLog = [];
  clickAt(hit, log);
  return evidence('click', p, log);
}

const nativeValueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')!.set!;

export async function type(args: Args<'type'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const el = p.el;
  if (!isTextEntry(el)) notEditable(`The target is a ${p.id.role}, not a text-entry field; use select, check or click for it.`, 'not-text-entry');
  if (isDisabled(el)) notEditable('The field is disabled.', 'disabled');
  if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.readOnly) notEditable('The field is read-only.', 'readonly');
  requireUsable(el);
  const log: EventLog = [];
  if (deepActiveElement() !== el) {
    el.focus({ preventScroll: true });
    log.push('focus');
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    const next = args.clear ? args.text : el.value + args.text;
    if (el.maxLength >= 0 && next.length > el.maxLength) {
      throw new BridgeError('invalid-input', `The field takes at most ${el.maxLength} characters; the text would make ${next.length}.`, { maxLength: el.maxLength });
    }
    const inputType = args.clear ? 'insertReplacementText' : 'insertText';
    log.push('beforeinput');
    const allowed = el.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType, data: args.text }));
    if (allowed) {
      // The prototype's setter, not the element's own: frameworks (React) track values through an
      // instance property, and only a native set followed by `input` makes them see the change.
      nativeValueSetter(el).call(el, next);
      log.push('input', 'change');
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType, data: args.text }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } else if (el instanceof HTMLElement && isContentEditableRoot(el)) {
    const selection = el.ownerDocument.getSelection();
    const range = document.createRange();
    range.selectNodeContents(el);
    if (!args.clear) range.collapse(false);
    selection?.removeAllRanges();
    selection?.addRange(range);
    log.push('beforeinput', 'input');
    // execCommand keeps the editor's own undo stack and fires beforeinput/input like typing would.
    if (!document.execCommand('insertText', false, args.text)) {
      if (args.clear) el.textContent = '';
      el.append(args.text);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: args.text }));
    }
  }
  return evidence('type', p, log);
}

export async function select(args: Args<'select'>): Promise<PageEvidence> {
  if ((args.value === undefined) === (args.label === undefined)) throw new BridgeError('invalid-input', 'select takes exactly one of value or label.');
  const p = prepare(args.target);
  const el = p.el;
  if (!(el instanceof HTMLSelectElement)) notEditable(`The target is a ${p.id.role}, not a select; click the option instead.`, 'not-select');
  if (isDisabled(el)) notEditable('The select is disabled.', 'disabled');
  const options = [...el.options];
  const matches = args.value !== undefined ? options.filter((o) => o.value === args.value) : options.filter((o) => collapse(o.label || o.text) === collapse(args.label!));
  const wanted = args.value !== undefined ? `value ${JSON.stringify(args.value)}` : `label ${JSON.stringify(args.label)}`;
  if (!matches.length) {
    throw new BridgeError('target-not-found', `The select has no option with ${wanted}.`, {
      options: options.slice(0, 30).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS)),
    });
  }
  if (matches.length > 1) throw new BridgeError('target-ambiguous', `${matches.length} options of the select have ${wanted}; use value instead.`);
  const option = matches[0]!;
  if (option.disabled) notEditable('That option is disabled.', 'option-disabled');
  // Chosen where a person would point: the option in a list box, the closed drop-down otherwise.
  hitTest(option.getClientRects().length ? option : el);
  const log: EventLog = [];
  if (!option.selected || (el.multiple && el.selectedOptions.length !== 1)) {
    if (el.multiple) for (const o of options) o.selected = false;
    option.selected = true;
    log.push('input', 'change');
    el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return evidence('select', p, log);
}

const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);

export async function check(args: Args<'check'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const el = p.el;
  const current = checkedOf(el);
  if (!CHECKABLE_ROLES.has(p.id.role) || current === undefined) notEditable(`The target is a ${p.id.role}, not a checkbox, radio or switch.`, 'not-checkable');
  if (isDisabled(el)) notEditable('The control is disabled.', 'disabled');
  if (current === args.checked) return evidence('check', p, []);
  if (!args.checked && (p.id.role === 'radio' || p.id.role === 'menuitemradio')) {
    notEditable('A radio button is cleared by checking another one in its group.', 'radio-uncheck');
  }
  const log: EventLog = [];
  clickAt(activationHit(el), log);
  return evidence('check', p, log);
}

/** Everything the key would activate passes the hit test a click on it would, before any key event is sent. */
function requireActivatable(key: AllowedKey, receiver: Element): void {
  for (const el of activatedBy(key, receiver)) activationHit(el);
}

export async function key(args: Args<'key'>): Promise<PageEvidence & { focusAfter: TargetRef | null }> {
  // The service worker allowed the key already; this only maps the name to its event fields.
  const allowed = parseAllowedKey(args.key);
  if (!allowed) throw new BridgeError('invalid-input', `Unknown key ${JSON.stringify(args.key)}.`);
  const memo = new PathMemo();
  let receiver: Element;
  const log: EventLog = [];
  if (args.target) {
    receiver = resolveTarget(args.target, memo);
    refuseSensitive(receiver);
    if (isDisabled(receiver)) notHittable('disabled', 'The target is disabled.');
    requireUsable(receiver);
    requireActivatable(allowed, receiver);
    if (deepActiveElement() !== receiver && receiver instanceof HTMLElement) {
      receiver.focus({ preventScroll: true });
      log.push('focus');
    }
  } else {
    receiver = deepActiveElement() ?? document.body ?? document.documentElement;
    refuseSensitive(receiver);
    requireActivatable(allowed, receiver);
  }
  const p: Prepared = { el: receiver, id: identify(receiver, memo), before: stateOf(receiver, false) };
  pressKey(receiver, allowed, log);
  const result = await evidence('key', p, log);
  const active = deepActiveElement();
  const focusAfter = active && active !== document.body ? refOf(identify(active, new PathMemo())) : null;
  return { ...result, focusAfter };
}

export async function scroll(args: Args<'scroll'>): Promise<PageEvidence> {
  const log: EventLog = [];
  if (args.target) {
    const p = prepare(args.target);
    if (!isVisible(p.el)) notHittable('hidden', 'The target is hidden; there is nothing to scroll to.');
    if (args.to === 'intoView') {
      p.el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      log.push('scrollIntoView');
    } else {
      const box = p.el;
      const page = box.clientHeight * 0.875;
      const top = args.to === 'top' ? 0 : args.to === 'bottom' ? box.scrollHeight : box.scrollTop + (args.to === 'pageDown' ? page : -page);
      box.scrollTo({ top, behavior: 'instant' });
      log.push('scroll');
    }
    return evidence('scroll', p, log);
  }
  if (args.to === 'intoView') throw new BridgeError('invalid-input', 'to: "intoView" needs a target.');
  const before = pageState();
  const page = window.innerHeight * 0.875;
  const scroller = document.scrollingElement ?? document.documentElement;
  const top = args.to === 'top' ? 0 : args.to === 'bottom' ? scroller.scrollHeight : scroller.scrollTop + (args.to === 'pageDown' ? page : -page);
  window.scrollTo({ top, behavior: 'instant' });
  log.push('scroll');
  await settle();
  return {
    action: 'scroll',
    fingerprint: null,
    role: 'document',
    name: bound(collapse(document.title), MAX_NAME_CHARS),
    before,
    after: pageState(),
    url: projectUrl(location.href),
    trustedInput: false,
    events: log,
  };
}

export function verify(args: Args<'verify'>): VerifyResult {
  const memo = new PathMemo();
  const el = resolveTarget(args.target, memo);
  refuseSensitive(el);
  const state = stateOf(el, false);
  const text = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? '' : bound(textOf(el, 2_000, true), 1_000);
  const result: VerifyResult = { ...refOf(identify(el, memo)), url: projectUrl(location.href), state, text };
  if (args.expect) {
    const mismatches: NonNullable<VerifyResult['mismatches']> = [];
    for (const [field, expected] of Object.entries(args.expect)) {
      if (expected === undefined) continue;
      const actual = field === 'text' ? text : state[field as keyof TargetState];
      const ok = field === 'text' ? text.includes(collapse(String(expected))) : actual === expected;
      if (!ok) mismatches.push({ field, expected, actual: actual ?? null });
    }
    result.matches = mismatches.length === 0;
    result.mismatches = mismatches;
  }
  return result;
}
