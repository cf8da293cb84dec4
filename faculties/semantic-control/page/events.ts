// Synthetic input. Every event here has isTrusted === false, and the evidence says so
// (trustedInput: false); the UI must never present them as a person's hardware input. Where a
// browser would only act on trusted input (moving focus on Tab, activating on Enter/Space,
// scrolling on PageDown), the default is performed explicitly after the page had its chance to
// cancel the event, because that is what the named key means.
import type { AllowedKey } from '../keys.ts';
import { defaultButton, isButtonLike, isTextField, nextRadio } from './activation.ts';
import type { Hit } from './hit-test.ts';
import { isDisabled, isInert, isVisible } from '../../sdk/page/state.ts';
import { composedParent, deepActiveElement, forEachFlatChild } from '../../sdk/page/tree.ts';

export type EventLog = string[];

function fire(target: EventTarget, event: Event, log: EventLog, label = event.type): boolean {
  log.push(label);
  return target.dispatchEvent(event);
}

/** One macrotask, so framework updates scheduled by the events (React, Lit) commit before the readback. */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function isFocusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || isDisabled(el)) return false;
  return el.tabIndex >= 0 || el.hasAttribute('tabindex') || el.isContentEditable;
}

/** Focus as a mouse press would: the nearest focusable element around the pressed one, else none. */
function focusForPress(pressed: Element): void {
  for (let n: Element | null = pressed; n; n = composedParent(n)) {
    if (isFocusable(n)) {
      if (deepActiveElement() !== n) n.focus({ preventScroll: true });
      return;
    }
  }
  const active = deepActiveElement();
  if (active instanceof HTMLElement && active !== document.body) active.blur();
}

function pointerInit(hit: Hit, buttons: number, button = 0): PointerEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    clientX: hit.x,
    clientY: hit.y,
    button,
    buttons,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
  };
}

/** The events a mouse moving onto the point dispatches. */
export function hoverAt(hit: Hit, log: EventLog): void {
  const el = hit.element;
  const init = pointerInit(hit, 0);
  const noBubble = { ...init, bubbles: false, cancelable: false };
  fire(el, new PointerEvent('pointerover', init), log);
  fire(el, new PointerEvent('pointerenter', noBubble), log);
  fire(el, new MouseEvent('mouseover', init), log);
  fire(el, new MouseEvent('mouseenter', noBubble), log);
  fire(el, new PointerEvent('pointermove', init), log);
  fire(el, new MouseEvent('mousemove', init), log);
}

/** Hover, press, release, click at the point; click activation (links, checkboxes, submit) follows the DOM's rules. */
export function clickAt(hit: Hit, log: EventLog): void {
  const el = hit.element;
  hoverAt(hit, log);
  const pointerDown = fire(el, new PointerEvent('pointerdown', pointerInit(hit, 1)), log);
  // A cancelled pointerdown suppresses the compatibility mouse events, as in a browser.
  const mouseDown = pointerDown ? fire(el, new MouseEvent('mousedown', { ...pointerInit(hit, 1), detail: 1 }), log) : true;
  if (mouseDown) focusForPress(el);
  fire(el, new PointerEvent('pointerup', pointerInit(hit, 0)), log);
  if (pointerDown) fire(el, new MouseEvent('mouseup', { ...pointerInit(hit, 0), detail: 1 }), log);
  fire(el, new MouseEvent('click', { ...pointerInit(hit, 0), detail: 1 }), log);
}

/** Two clicks at the point (detail 1, then 2), then dblclick: what a double-click dispatches. */
export function doubleClickAt(hit: Hit, log: EventLog): void {
  clickAt(hit, log);
  const el = hit.element;
  const pointerDown = fire(el, new PointerEvent('pointerdown', pointerInit(hit, 1)), log);
  if (pointerDown) fire(el, new MouseEvent('mousedown', { ...pointerInit(hit, 1), detail: 2 }), log);
  fire(el, new PointerEvent('pointerup', pointerInit(hit, 0)), log);
  if (pointerDown) fire(el, new MouseEvent('mouseup', { ...pointerInit(hit, 0), detail: 2 }), log);
  fire(el, new MouseEvent('click', { ...pointerInit(hit, 0), detail: 2 }), log);
  fire(el, new MouseEvent('dblclick', { ...pointerInit(hit, 0), detail: 2 }), log);
}

/**
 * A secondary-button press and release, then contextmenu: a page's own context menu opens on it.
 * A synthetic contextmenu event never opens the browser's menu.
 */
export function contextClickAt(hit: Hit, log: EventLog): void {
  const el = hit.element;
  hoverAt(hit, log);
  const pointerDown = fire(el, new PointerEvent('pointerdown', pointerInit(hit, 2, 2)), log);
  const mouseDown = pointerDown ? fire(el, new MouseEvent('mousedown', { ...pointerInit(hit, 2, 2), detail: 1 }), log) : true;
  if (mouseDown) focusForPress(el);
  fire(el, new MouseEvent('contextmenu', { ...pointerInit(hit, 0, 2), detail: 1 }), log);
  fire(el, new PointerEvent('pointerup', pointerInit(hit, 0, 2)), log);
  if (pointerDown) fire(el, new MouseEvent('mouseup', { ...pointerInit(hit, 0, 2), detail: 1 }), log);
}

/**
 * A drag from one point to another, as both kinds of page code expect it: pointer and mouse
 * events (press at the source, moves, release over the destination) and, for a draggable source,
 * the HTML drag-and-drop events sharing one DataTransfer (dragstart ... drop, dragend).
 */
export function dragBetween(from: Hit, to: Hit, log: EventLog): void {
  const src = from.element;
  const dst = to.element;
  hoverAt(from, log);
  fire(src, new PointerEvent('pointerdown', pointerInit(from, 1)), log);
  fire(src, new MouseEvent('mousedown', { ...pointerInit(from, 1), detail: 1 }), log);
  const draggable = src instanceof HTMLElement && (src.closest('[draggable=true]') !== null || src instanceof HTMLImageElement || src.closest('a[href]') !== null);
  const data = new DataTransfer();
  const dragInit = (hit: Hit): DragEventInit => ({ ...pointerInit(hit, 1), dataTransfer: data });
  const steps = 3;
  const dragging = draggable ? fire(src, new DragEvent('dragstart', dragInit(from)), log) : false;
  for (let i = 1; i <= steps; i++) {
    const mid: Hit = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, element: i === steps ? dst : src };
    const over = i === steps ? dst : src;
    fire(over, new PointerEvent('pointermove', pointerInit(mid, 1)), log);
    fire(over, new MouseEvent('mousemove', pointerInit(mid, 1)), log);
    if (dragging) fire(src, new DragEvent('drag', dragInit(mid)), log);
  }
  if (dragging) {
    fire(dst, new DragEvent('dragenter', dragInit(to)), log);
    // A drop target says so by cancelling dragover; otherwise there is no drop, as in a browser.
    const accepts = !fire(dst, new DragEvent('dragover', dragInit(to)), log);
    if (accepts) fire(dst, new DragEvent('drop', dragInit(to)), log);
    else fire(dst, new DragEvent('dragleave', dragInit(to)), log);
    fire(src, new DragEvent('dragend', dragInit(to)), log);
  }
  fire(dst, new PointerEvent('pointerup', pointerInit(to, 0)), log);
  fire(dst, new MouseEvent('mouseup', { ...pointerInit(to, 0), detail: 1 }), log);
}

function keyEvent(type: string, key: AllowedKey): KeyboardEvent {
  return new KeyboardEvent(type, { key: key.key, code: key.code, shiftKey: key.shift, bubbles: true, cancelable: true, composed: true, view: window });
}

/** Tab order: positive tabindex first (ascending), then document order, through shadow roots. */
export function tabOrder(): HTMLElement[] {
  const positive: HTMLElement[] = [];
  const zero: HTMLElement[] = [];
  const visit = (el: Element) => {
    if (el instanceof HTMLElement && el.tabIndex >= 0 && isFocusable(el) && !isInert(el) && isVisible(el)) {
      (el.tabIndex > 0 ? positive : zero).push(el);
    }
    forEachFlatChild(el, visit);
  };
  if (document.body) visit(document.body);
  positive.sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...zero];
}

function changeFired(el: Element, log: EventLog): void {
  fire(el, new Event('input', { bubbles: true, composed: true }), log);
  fire(el, new Event('change', { bubbles: true }), log);
}

function scrollPage(top: number, log: EventLog, absolute = false): void {
  log.push(absolute ? 'scroll:to' : 'scroll:by');
  if (absolute) window.scrollTo({ top, behavior: 'instant' });
  else window.scrollBy({ top, behavior: 'instant' });
}

function moveFocus(backwards: boolean, from: Element | null, log: EventLog): void {
  const order = tabOrder();
  if (!order.length) return;
  const at = from ? order.indexOf(from as HTMLElement) : -1;
  const next = at < 0 ? (backwards ? order[order.length - 1]! : order[0]!) : order[(at + (backwards ? -1 : 1) + order.length) % order.length]!;
  log.push('focus');
  next.focus(); // moving focus brings the element into view, as Tab does for a person
}

function stepRadio(radio: HTMLInputElement, forward: boolean, log: EventLog): void {
  const next = nextRadio(radio, forward);
  if (!next) return;
  next.focus();
  log.push('click');
  next.click();
}

function stepSelect(select: HTMLSelectElement, to: number, log: EventLog): void {
  const options = [...select.options];
  const enabled = options.filter((o) => !o.disabled);
  if (!enabled.length) return;
  const index = Math.max(0, Math.min(enabled.length - 1, to));
  const option = enabled[index]!;
  if (option.selected) return;
  select.selectedIndex = option.index;
  changeFired(select, log);
}

/** The browser default of `key` on `el`, run only when the page did not cancel the keydown. */
function keyDefault(key: AllowedKey, el: Element, log: EventLog): void {
  const name = key.name;
  if (key.key === 'Tab') return moveFocus(key.shift, el === document.body ? null : el, log);
  if (name === 'Enter') {
    if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) return void (log.push('click'), el.click());
    if (isButtonLike(el) && !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))) return void (log.push('click'), el.click());
    // Implicit submission clicks the form's default button (HTML), the control the hit test checked.
    const submitter = el instanceof HTMLInputElement && isTextField(el) && el.form ? defaultButton(el.form) : null;
    if (submitter && !submitter.matches(':disabled')) {
      log.push('click');
      submitter.click();
    }
    return;
  }
  if (name === 'Escape') {
    const dialog = el.closest('dialog');
    if (dialog?.open && dialog.matches(':modal')) {
      log.push('close');
      const closer = dialog as HTMLDialogElement & { requestClose?: () => void };
      if (closer.requestClose) closer.requestClose();
      else dialog.close();
    }
    return;
  }
  if (name === 'Space') {
    if (isButtonLike(el)) return void (log.push('click'), el.click());
    if (!isTextField(el) && !(el instanceof HTMLSelectElement)) scrollPage(window.innerHeight * 0.875, log);
    return;
  }
  const forward = name === 'ArrowDown' || name === 'ArrowRight';
  if (name.startsWith('Arrow')) {
    if (el instanceof HTMLSelectElement) {
      const enabled = [...el.options].filter((o) => !o.disabled);
      const at = enabled.findIndex((o) => o.selected);
      return stepSelect(el, at + (forward ? 1 : -1), log);
    }
    if (el instanceof HTMLInputElement && el.type === 'radio') return stepRadio(el, forward, log);
    if (el instanceof HTMLInputElement && el.type === 'range') {
      if (forward) el.stepUp();
      else el.stepDown();
      return changeFired(el, log);
    }
    if (isTextField(el)) return; // the caret moves; nothing observable
    if (name === 'ArrowDown' || name === 'ArrowUp') scrollPage(forward ? 40 : -40, log);
    return;
  }
  if (name === 'Home' || name === 'End') {
    const end = name === 'End';
    if (el instanceof HTMLSelectElement) return stepSelect(el, end ? Number.MAX_SAFE_INTEGER : 0, log);
    if (el instanceof HTMLInputElement && el.type === 'range') {
      el.value = end ? el.max || '100' : el.min || '0';
      return changeFired(el, log);
    }
    if (isTextField(el)) return;
    return scrollPage(end ? document.documentElement.scrollHeight : 0, log, true);
  }
  if (name === 'PageDown' || name === 'PageUp') {
    if (isTextField(el) || el instanceof HTMLSelectElement) return;
    scrollPage((name === 'PageDown' ? 1 : -1) * window.innerHeight * 0.875, log);
  }
}

/** keydown (keypress for Enter/Space), the default unless cancelled, keyup on whatever has focus then. */
export function pressKey(el: Element, key: AllowedKey, log: EventLog): void {
  const label = `${key.name}`;
  const down = fire(el, keyEvent('keydown', key), log, `keydown:${label}`);
  let proceed = down;
  if (down && (key.name === 'Enter' || key.name === 'Space')) proceed = fire(el, keyEvent('keypress', key), log, `keypress:${label}`);
  // Space activates on release in browsers; everything else acts on press.
  if (proceed && key.name !== 'Space') keyDefault(key, el, log);
  const upTarget = key.key === 'Tab' ? (deepActiveElement() ?? el) : el;
  const up = fire(upTarget, keyEvent('keyup', key), log, `keyup:${label}`);
  if (proceed && up && key.name === 'Space') keyDefault(key, el, log);
}
