// An element's observable state (the before/after of evidence, what verify reads), and the
// visibility tests shared by snapshot and hit testing. Sensitive values never enter a state.
import type { TargetState } from './element.ts';
import { MAX_LABEL_CHARS, MAX_VALUE_CHARS, bound } from './limits.ts';
import { collapse } from './name.ts';
import { isContentEditableRoot } from './role.ts';
import { composedContains, composedParent, deepActiveElement } from './tree.ts';

export function isDisabled(el: Element): boolean {
  if (el.matches(':disabled')) return true;
  return el.getAttribute('aria-disabled') === 'true';
}

/**
 * Inert by attribute (through shadow hosts) or because a modal dialog makes the rest of the page
 * inert. Of modals stacked (a confirmation opened from a dialog), only the topmost blocks the
 * rest, the one below included: the topmost is the one holding focus (showing a modal moves focus
 * into it), else the last shown in document order.
 */
export function isInert(el: Element): boolean {
  for (let n: Element | null = el; n; n = composedParent(n)) if (n.hasAttribute('inert')) return true;
  // A live collection: Blink caches it, so pages without dialogs pay nothing per call.
  const dialogs = el.ownerDocument.getElementsByTagName('dialog');
  let top: Element | null = null;
  let focused: Element | null | undefined;
  for (let i = 0; i < dialogs.length; i++) {
    const dialog = dialogs[i]!;
    if (!dialog.matches(':modal')) continue;
    top = dialog;
    focused ??= deepActiveElement();
    if (focused && composedContains(dialog, focused) && ![...dialog.querySelectorAll('dialog')].some((d) => d.matches(':modal'))) break;
  }
  return top !== null && !composedContains(top, el);
}

export function hasBox(el: Element): boolean {
  // offsetWidth/Height are plain numbers (no rect objects), and cover an inline element's union.
  if (el instanceof HTMLElement) return el.offsetWidth > 0 && el.offsetHeight > 0;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** A person can see it: rendered, not visibility:hidden, not fully transparent, with some size. */
export function isVisible(el: Element): boolean {
  if (el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && hasBox(el)) return true;
  // A styled checkbox is often transparent under its visible label: the label is what one uses.
  if (el instanceof HTMLInputElement && el.labels) {
    for (const label of el.labels) if (label.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && hasBox(label)) return true;
  }
  return false;
}

export function inViewport(el: Element): boolean {
  const width = window.innerWidth;
  const height = window.innerHeight;
  for (const r of el.getClientRects()) {
    if (r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < width && r.top < height) return true;
  }
  return false;
}

function tristate(value: string | null): boolean | 'mixed' | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'mixed') return 'mixed';
  return undefined;
}

/** The field's current value, or undefined for elements without one. */
export function valueOf(el: Element, max = MAX_VALUE_CHARS): string | undefined {
  if (el instanceof HTMLInputElement) {
    if (['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'hidden'].includes(el.type)) return undefined;
    return bound(el.value, max);
  }
  if (el instanceof HTMLTextAreaElement) return bound(el.value, max);
  if (el instanceof HTMLSelectElement) return bound(el.value, max);
  if (el instanceof HTMLElement && isContentEditableRoot(el)) return bound(el.innerText, max);
  const now = el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow');
  return now === null ? undefined : bound(now, max);
}

export function selectedLabels(el: HTMLSelectElement): string[] {
  if (!el.multiple) {
    const option = el.selectedIndex >= 0 ? el.options[el.selectedIndex] : undefined;
    return option ? [bound(collapse(option.label || option.text), MAX_LABEL_CHARS)] : [];
  }
  return [...el.selectedOptions].slice(0, 20).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS));
}

export function checkedOf(el: Element): boolean | 'mixed' | undefined {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.indeterminate ? 'mixed' : el.checked;
  return tristate(el.getAttribute('aria-checked'));
}

export function expandedOf(el: Element): boolean | undefined {
  const aria = tristate(el.getAttribute('aria-expanded'));
  if (aria !== undefined && aria !== 'mixed') return aria;
  if (el.localName === 'summary' && el.parentElement instanceof HTMLDetailsElement) return el.parentElement.open;
  return undefined;
}

export function scrollPercent(): number {
  const scroller = document.scrollingElement ?? document.documentElement;
  const range = scroller.scrollHeight - scroller.clientHeight;
  return range <= 0 ? 0 : Math.round((scroller.scrollTop / range) * 100);
}

/** The state of `el`; `withhold` leaves the value out (sensitive fields). */
export function stateOf(el: Element, withhold: boolean): TargetState {
  if (!el.isConnected) return { attached: false, visible: false, enabled: false, focused: false, inViewport: false };
  const state: TargetState = {
    attached: true,
    visible: isVisible(el),
    enabled: !isDisabled(el) && !isInert(el),
    focused: deepActiveElement() === el,
    inViewport: inViewport(el),
  };
  if (!withhold) {
    const value = valueOf(el);
    if (value !== undefined) state.value = value;
    if (el instanceof HTMLSelectElement) state.selectedLabels = selectedLabels(el);
  }
  const checked = checkedOf(el);
  if (checked !== undefined) state.checked = checked;
  const selected = el instanceof HTMLOptionElement ? el.selected : tristate(el.getAttribute('aria-selected'));
  if (selected !== undefined && selected !== 'mixed') state.selected = selected;
  const expanded = expandedOf(el);
  if (expanded !== undefined) state.expanded = expanded;
  const pressed = tristate(el.getAttribute('aria-pressed'));
  if (pressed !== undefined) state.pressed = pressed;
  return state;
}

/** State of the page itself, for page scrolls. */
export function pageState(): TargetState {
  return { attached: true, visible: true, enabled: true, focused: false, inViewport: true, scrollPercent: scrollPercent() };
}
