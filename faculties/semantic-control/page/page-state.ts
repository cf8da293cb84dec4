// What the person is pointing at right now: the text they selected and the element that has
// focus. A selection inside a protected field or region is never read; marked regions inside a
// wider selection read as "[withheld]".
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import type { FocusedResult, RuntimeApi, SelectionResult } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { locate } from './locate.ts';
import { frameRegionLevel, sensitivityOf } from '../../sdk/page/sensitive.ts';
import { stateOf } from '../../sdk/page/state.ts';
import { PathMemo, allElements, deepActiveElement } from '../../sdk/page/tree.ts';

function refuse(reason: string): never {
  throw new BridgeError('blocked-sensitive', `The selection is in a protected surface (${reason}); it is never read.`, { reason });
}

function bounded(text: string, max: number): { text: string; omittedChars: number } {
  return text.length <= max ? { text, omittedChars: 0 } : { text: text.slice(0, max), omittedChars: text.length - max };
}

export function selection(args: RuntimeApi['selection']['args']): SelectionResult {
  const url = projectUrl(location.href);
  const memo = new PathMemo();
  const frameLevel = frameRegionLevel();
  if (frameLevel) refuse(frameLevel);
  const active = deepActiveElement();
  // Text selected inside a field lives in the field, not in the document's selection.
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null && active.selectionEnd !== null && active.selectionStart !== active.selectionEnd) {
    const reason = sensitivityOf(active);
    if (reason) refuse(reason);
    return { url, ...bounded(active.value.slice(active.selectionStart, active.selectionEnd), args.maxChars), container: locate(active, memo) };
  }
  const sel = document.getSelection();
  if (!sel || sel.isCollapsed || !sel.rangeCount) return { url, text: '', omittedChars: 0, container: null };
  const range = sel.getRangeAt(0);
  const common = range.commonAncestorContainer;
  const container = common instanceof Element ? common : common.parentElement;
  if (container) {
    const reason = sensitivityOf(container);
    if (reason) refuse(reason);
  }
  const regions = [...allElements()].filter((el) => sensitiveRegionLevel(el.getAttribute('data-sensitivity')) && range.intersectsNode(el));
  let text: string;
  if (!regions.length) text = sel.toString();
  else {
    const copy = range.cloneContents();
    for (const el of copy.querySelectorAll('[data-sensitivity]')) if (sensitiveRegionLevel(el.getAttribute('data-sensitivity'))) el.replaceWith('[withheld]');
    for (const el of copy.querySelectorAll('input, select, textarea, script, style')) el.remove();
    text = copy.textContent ?? '';
  }
  return { url, ...bounded(text, args.maxChars), container: container ? locate(container, memo) : null };
}

export function focused(): FocusedResult {
  const url = projectUrl(location.href);
  const active = deepActiveElement();
  if (!active || active === document.body || active === document.documentElement) return { url, element: null, state: null };
  // Which field has focus may be said; a protected field's value never is.
  return { url, element: locate(active, new PathMemo()), state: stateOf(active, sensitivityOf(active) !== null) };
}
