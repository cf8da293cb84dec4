// Hit testing for click and hover: the target must be attached, enabled, not inert, visible, of
// some size, in the viewport, and the topmost element at one of its visible points must be the
// target or inside it (through shadow roots). Nothing is scrolled or forced; failures say why.
// The point stays in the page: coordinates never leave the runtime.
import { BridgeError } from '../../../../browser-bridge/errors.ts';
import { MAX_LABEL_CHARS, bound } from '../limits.ts';
import { accessibleName } from '../../../sdk/page/name.ts';
import { roleInfo } from '../../../sdk/page/role.ts';
import { regionLevelOf } from '../../../sdk/page/sensitive.ts';
import { isDisabled, isInert } from '../../../sdk/page/state.ts';
import { composedContains } from '../../../sdk/page/tree.ts';

export type NotHittableReason = 'detached' | 'disabled' | 'inert' | 'hidden' | 'zero-size' | 'off-screen' | 'covered';

export interface Hit {
  x: number;
  y: number;
  /** The topmost element at the point: the target or one of its descendants. */
  element: Element;
}

/** The deepest element at a point, descending into open shadow roots. */
export function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** A short, bounded description of a covering element: tag#id.classes and its role/name if any. */
export function describeElement(el: Element): string {
  // A cover inside a marked region is named by its tag only: its text is not ours to repeat.
  if (regionLevelOf(el)) return `${el.localName} (in a protected region)`;
  let text = el.localName;
  if (el.id) text += `#${el.id}`;
  const classes = [...el.classList].slice(0, 3);
  if (classes.length) text += `.${classes.join('.')}`;
  const info = roleInfo(el);
  const name = accessibleName(el, info?.role ?? 'generic');
  if (info) text += ` (${info.role}${name ? ` "${name}"` : ''})`;
  return bound(text, MAX_LABEL_CHARS);
}

function refuse(reason: NotHittableReason, message: string, extra: Record<string, unknown> = {}): never {
  throw new BridgeError('not-hittable', message, { reason, ...extra });
}

/** Candidate points inside the visible part of a rect: centre first, then four inner points. */
function pointsIn(rect: DOMRect): [number, number][] {
  const left = Math.max(rect.left, 0);
  const top = Math.max(rect.top, 0);
  const right = Math.min(rect.right, window.innerWidth);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  if (right - left < 1 || bottom - top < 1) return [];
  const at = (fx: number, fy: number): [number, number] => [left + (right - left) * fx, top + (bottom - top) * fy];
  return [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
}

/** Throws `not-hittable` with the reason, or returns where a pointer would land on `el`. */
export function hitTest(el: Element): Hit {
  if (!el.isConnected) refuse('detached', 'The target is no longer in the page.');
  if (isDisabled(el)) refuse('disabled', 'The target is disabled.');
  if (isInert(el)) refuse('inert', 'The target is inert (behind a modal dialog or in an inert region).');
  if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
    refuse('hidden', 'The target is hidden (display, visibility or opacity).');
  }
  const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (!rects.length) refuse('zero-size', 'The target has no size on screen.');
  const points = rects.flatMap(pointsIn);
  if (!points.length) {
    refuse('off-screen', 'The target is outside the viewport. Scroll it into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
  }
  let cover: Element | null = null;
  for (const [x, y] of points) {
    const top = deepElementFromPoint(x, y);
    if (top && composedContains(el, top)) return { x, y, element: top };
    cover ??= top;
  }
  const what = cover ? describeElement(cover) : 'nothing (the point is outside the document)';
  return refuse('covered', `The target is covered by ${what}; nothing was clicked.`, { coveredBy: what });
}
