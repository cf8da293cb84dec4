// The semantic actions inside the page. Each one resolves exactly one target, refuses sensitive
// surfaces before touching anything, checks what a person would need (enabled, editable, and the
// hit test for everything that activates: click, check, select, keys that activate), acts with
// synthetic events, lets the page commit, and returns evidence.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { parseAllowedKey, type AllowedKey } from '../keys.ts';
import { MAX_LABEL_CHARS, MAX_NAME_CHARS, bound } from '../limits.ts';
import type { FocusEvidence, PageEvidence, RuntimeApi, Target, TargetRef, TargetState, VerifyResult } from '../protocol.ts';
import { clickAt, hoverAt, pressKey, settle, type EventLog } from './events.ts';
import { activatedBy } from './activation.ts';
import { activationHit, hitTest, notHittable } from './hit-test.ts';
import { identify, refOf, type Identity } from '../../sdk/page/identity.ts';
import { enterText, entryKind, type EntryKind } from './input.ts';
import { collapse, textOf } from '../../sdk/page/name.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { sensitivityOf } from '../../sdk/page/sensitive.ts';
import { checkedOf, isDisabled, isInert, isVisible, pageState, stateOf } from '../../sdk/page/state.ts';
import { PathMemo, deepActiveElement } from '../../sdk/page/tree.ts';

type Args<M extends keyof RuntimeApi> = RuntimeApi[M]['args'];

/** A line break typed is the Enter key. */
const ENTER = parseAllowedKey('Enter')!;

export interface Prepared {
  el: Element;
  id: Identity;
  before: TargetState;
}

export function refuseSensitive(el: Element): void {
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
export function prepare(target: Target): Prepared {
  const memo = new PathMemo();
  const el = resolveTarget(target, memo);
  refuseSensitive(el);
  return { el, id: identify(el, memo), before: stateOf(el, false) };
}

export async function evidence(action: string, p: Prepared, events: EventLog): Promise<PageEvidence> {
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
export function requireUsable(el: Element): void {
  if (isInert(el)) notHittable('inert', 'The target is inert (behind a modal dialog or in an inert region).');
  if (!isVisible(el)) notHittable('hidden', 'The target is hidden (display, visibility, opacity or zero size).');
}

export function notEditable(message: string, reason: string): never {
  throw new BridgeError('not-editable', message, { reason });
}

/** Focuses `el`, saying whether it received the focus event (so the page's focus handlers ran). */
function focusWatched(el: HTMLElement): boolean {
  let received = false;
  const seen = () => {
    received = true;
  };
  el.addEventListener('focus', seen, { capture: true, once: true });
  try {
    el.focus({ preventScroll: true });
  } finally {
    el.removeEventListener('focus', seen, { capture: true });
  }
  return received;
}

export async function focus(args: Args<'focus'>): Promise<FocusEvidence> {
  const p = prepare(args.target);
  if (isDisabled(p.el)) notHittable('disabled', 'The target is disabled.');
  requireUsable(p.el);
  const already = deepActiveElement() === p.el;
  // A page may move focus on in its own focus handler: that is the page's doing, not a failure.
  const focusEvent = !already && p.el instanceof HTMLElement && focusWatched(p.el);
  if (!already && !focusEvent && deepActiveElement() !== p.el) notHittable('not-focusable', `The target (${p.id.role}) cannot take focus.`);
  const result = await evidence('focus', p, focusEvent ? ['focus'] : []);
  return { ...result, focusEvent, focusKept: deepActiveElement() === p.el };
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

/** How text goes into the prepared field, after what any entry needs: a field, enabled, writable. */
function editableKind(p: Prepared): EntryKind {
  const el = p.el;
  const kind = entryKind(el, p.id.role);
  if (!kind) notEditable(`The target is a ${p.id.role}, not a field one types into; use select, check or click for it.`, 'not-text-entry');
  if (isDisabled(el)) notEditable('The field is disabled.', 'disabled');
  if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.readOnly) notEditable('The field is read-only.', 'readonly');
  if (el.getAttribute('aria-readonly') === 'true') notEditable('The field is read-only.', 'readonly');
  return kind;
}

/** How a person would enter text into the prepared field, after what typing needs: a field, enabled, writable, usable. */
export function typeableKind(p: Prepared): EntryKind {
  const kind = editableKind(p);
  requireUsable(p.el);
  return kind;
}

/**
 * Keys sent with no target go where the person's keys would: to the focused element, even a hidden
 * or off-screen one (a terminal's, a game's or an editor's hidden input), where entering text
 * activates nothing a person would have to see. What a key would activate beyond that (a form
 * submitted through its default button, a focused control pressed) passes the hit test as it does
 * with a target, so a form is never submitted from a field the person cannot see.
 */
function requireFocusActivatable(key: AllowedKey, receiver: Element, role: string): void {
  const activated = activatedBy(key, receiver);
  const entry = entryKind(receiver, role);
  if (entry !== null && entry !== 'picked' && activated.every((el) => el === receiver)) return;
  for (const el of activated) activationHit(el);
}

/** The element that has the focus, as keys would reach it; `not-editable` when nothing does (keys would go to the page as a whole). */
function focusedField(): Prepared {
  const el = deepActiveElement();
  if (!el || el === document.body || el === document.documentElement) {
    notEditable('Nothing on the page has the focus, so typed text would go nowhere; give a target (or focus a field first).', 'no-focus');
  }
  refuseSensitive(el);
  const memo = new PathMemo();
  return { el, id: identify(el, memo), before: stateOf(el, false) };
}

export async function type(args: Args<'type'>): Promise<PageEvidence> {
  if (!args.target) {
    const p = focusedField();
    const kind = editableKind(p);
    if (args.text.includes('\n')) requireFocusActivatable(ENTER, p.el, p.id.role);
    return evidence('type', p, enterText(p.el, kind, args.text, args.clear));
  }
  const p = prepare(args.target);
  const kind = typeableKind(p);
  // A line break is the Enter key, on which a page may act (send, submit); a widget that hears
  // keys alone may act on any key. Those pass an activation's hit test before any event.
  if (kind === 'keys' || args.text.includes('\n')) activationHit(p.el);
  return evidence('type', p, enterText(p.el, kind, args.text, args.clear));
}

/** The one option of `options` with this value or label; a typed error for none or several. */
function optionBy(options: HTMLOptionElement[], by: 'value' | 'label', wanted: string): HTMLOptionElement {
  const matches = by === 'value' ? options.filter((o) => o.value === wanted) : options.filter((o) => collapse(o.label || o.text) === collapse(wanted));
  const what = `${by} ${JSON.stringify(wanted)}`;
  if (!matches.length) {
    throw new BridgeError('target-not-found', `The select has no option with ${what}.`, {
      options: options.slice(0, 30).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS)),
    });
  }
  if (matches.length > 1) throw new BridgeError('target-ambiguous', `${matches.length} options of the select have ${what}; use value instead.`);
  return matches[0]!;
}

export interface OptionChoice {
  value?: string | undefined;
  label?: string | undefined;
  values?: string[] | undefined;
  labels?: string[] | undefined;
}

/** The enabled options `want` names in the select (exactly one of value, label, values, labels; the lists only for a multiple select). */
export function optionsFor(el: HTMLSelectElement, want: OptionChoice): HTMLOptionElement[] {
  const given = [want.value, want.label, want.values, want.labels].filter((v) => v !== undefined).length;
  if (given !== 1) throw new BridgeError('invalid-input', 'select takes exactly one of value, label, values or labels.');
  const list = want.values ?? want.labels;
  if (list && !el.multiple) throw new BridgeError('invalid-input', 'values and labels choose several options, and this select takes one: give value or label.');
  const by = want.value !== undefined || want.values ? 'value' : 'label';
  const options = [...el.options];
  const chosen = [...new Set((list ?? [want.value ?? want.label!]).map((w) => optionBy(options, by, w)))];
  for (const option of chosen) if (option.disabled) notEditable('That option is disabled.', 'option-disabled');
  return chosen;
}

/** Chooses the options where a person would point (each passes the hit test first); they become the whole selection. */
export function chooseOptions(el: HTMLSelectElement, chosen: HTMLOptionElement[], log: EventLog): void {
  // The option in a list box, the closed drop-down otherwise.
  for (const option of chosen) hitTest(option.getClientRects().length ? option : el);
  const options = [...el.options];
  const wanted = new Set(chosen);
  if (!options.some((o) => o.selected !== wanted.has(o))) return;
  if (el.multiple) for (const o of options) o.selected = wanted.has(o);
  else chosen[0]!.selected = true;
  log.push('input', 'change');
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export async function select(args: Args<'select'>): Promise<PageEvidence> {
  const p = prepare(args.target);
  const el = p.el;
  if (!(el instanceof HTMLSelectElement)) notEditable(`The target is a ${p.id.role}, not a select; click the option instead.`, 'not-select');
  if (isDisabled(el)) notEditable('The select is disabled.', 'disabled');
  const chosen = optionsFor(el, args);
  const log: EventLog = [];
  chooseOptions(el, chosen, log);
  return evidence('select', p, log);
}

export const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);

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
  }
  const p: Prepared = { el: receiver, id: identify(receiver, memo), before: stateOf(receiver, false) };
  if (!args.target) requireFocusActivatable(allowed, receiver, p.id.role);
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
