// Hit testing for every activation (click, hover, check, select, and keys that activate): the
// target must be attached, enabled, not inert, visible, of some size, in the viewport, and the
// topmost element at one of its visible points must be the target or inside it (through shadow
// roots), one of its own ancestors (its cell: a press there bubbles through it) or its label. In a frame, the same holds for the frame's own <iframe> in every page above it, at the
// same point: a target is only as visible as the frame it is in. Nothing is scrolled or forced;
// failures say why. The point stays in the page: coordinates never leave the runtime.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { MAX_LABEL_CHARS, bound } from '../limits.ts';
import { accessibleName } from '../../sdk/page/name.ts';
import { roleInfo } from '../../sdk/page/role.ts';
import { regionLevelOf } from '../../sdk/page/sensitive.ts';
import { isDisabled, isInert } from '../../sdk/page/state.ts';
import { composedContains } from '../../sdk/page/tree.ts';

export type NotHittableReason =
  | 'detached'
  | 'disabled'
  | 'inert'
  | 'hidden'
  | 'zero-size'
  | 'off-screen'
  | 'covered'
  | 'not-focusable'
  | 'no-submitter'
  | 'frame-unverifiable';

export interface Hit {
  x: number;
  y: number;
  /** The topmost element at the point, which receives the events: the target, inside it, one of its own ancestors, or its label. */
  element: Element;
}

/** The labels of a labelable control (a pressed label activates its control). */
function labelsOf(el: Element): readonly Element[] {
  return 'labels' in el && el.labels instanceof NodeList ? [...(el.labels as NodeListOf<HTMLLabelElement>)] : [];
}

/**
 * Whether an element draws a positioned layer of its own (a ::before or ::after with content):
 * the point then hits that layer, a cover laid over the target, not the ancestor's own box.
 */
function overlaid(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  if (!view) return false;
  return ['::before', '::after'].some((pseudo) => {
    const style = view.getComputedStyle(el, pseudo);
    return style.content !== 'none' && style.content !== 'normal' && (style.position === 'absolute' || style.position === 'fixed');
  });
}

/**
 * Whether a pointer landing on `top` reaches `el` as a person means it: `top` is `el` or inside it;
 * `el`'s own ancestor (its cell, its row, the card it is drawn in: the event bubbles through it as
 * a press there would, unless it draws a positioned layer over it; the page's body and root are
 * no one's own); or a label of `el`.
 */
export function receives(el: Element, top: Element): boolean {
  if (composedContains(el, top)) return true;
  const doc = el.ownerDocument;
  if (top !== doc.body && top !== doc.documentElement && composedContains(top, el) && !overlaid(top)) return true;
  return labelsOf(el).some((label) => composedContains(label, top));
}

/** The deepest element at a point of `doc`'s viewport, descending into open shadow roots. */
export function deepElementFromPoint(x: number, y: number, doc: Document = document): Element | null {
  let hit = doc.elementFromPoint(x, y);
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

export function notHittable(reason: NotHittableReason, message: string, extra: Record<string, unknown> = {}): never {
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

/**
 * The <iframe> elements holding this document, innermost first, after the checks that do not
 * depend on a point. A frame whose parent is another site's page cannot be checked: refused.
 */
function frameHosts(): Element[] {
  const hosts: Element[] = [];
  for (let w: Window = window; w !== w.parent; w = w.parent) {
    const host = w.frameElement; // null when the parent is another origin
    if (!host) {
      notHittable('frame-unverifiable', 'The target is in a frame inside a page of another site: whether that frame is visible there cannot be checked, so nothing is done in it.');
    }
    if (isInert(host)) notHittable('inert', 'The frame holding the target is inert in its page (behind a modal dialog or in an inert region).');
    if (!host.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) notHittable('hidden', 'The frame holding the target is hidden in its page (display, visibility or opacity).');
    const box = host.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) notHittable('zero-size', 'The frame holding the target has no size in its page.');
    hosts.push(host);
  }
  return hosts;
}

/** A point of a frame's viewport in its parent's: past the <iframe>'s border and padding, scaled as the <iframe> is. */
function toParent(host: Element, x: number, y: number): [number, number] {
  const box = host.getBoundingClientRect();
  const frame = host as HTMLIFrameElement; // from the parent's realm: no instanceof
  const style = host.ownerDocument.defaultView!.getComputedStyle(host);
  const sx = frame.offsetWidth > 0 ? box.width / frame.offsetWidth : 1;
  const sy = frame.offsetHeight > 0 ? box.height / frame.offsetHeight : 1;
  return [box.left + (frame.clientLeft + parseFloat(style.paddingLeft) + x) * sx, box.top + (frame.clientTop + parseFloat(style.paddingTop) + y) * sy];
}

type FrameMiss = { reason: 'off-screen' } | { reason: 'covered'; cover: Element | null };

/** Null when a pointer at (x, y) of this frame lands on it through every page above; else why not. */
function frameMissAt(hosts: Element[], x: number, y: number): FrameMiss | null {
  for (const host of hosts) {
    [x, y] = toParent(host, x, y);
    const view = host.ownerDocument.defaultView!;
    if (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return { reason: 'off-screen' };
    const top = deepElementFromPoint(x, y, host.ownerDocument);
    if (top !== host) return { reason: 'covered', cover: top };
  }
  return null;
}

/** Throws `not-hittable` with the reason, or returns where a pointer would land on `el`. */
export function hitTest(el: Element): Hit {
  if (!el.isConnected) notHittable('detached', 'The target is no longer in the page.');
  if (isDisabled(el)) notHittable('disabled', 'The target is disabled.');
  if (isInert(el)) notHittable('inert', 'The target is inert (behind a modal dialog or in an inert region).');
  if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
    notHittable('hidden', 'The target is hidden (display, visibility or opacity).');
  }
  const hosts = frameHosts();
  const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  if (!rects.length) notHittable('zero-size', 'The target has no size on screen.');
  const points = rects.flatMap(pointsIn);
  if (!points.length) {
    notHittable('off-screen', 'The target is outside the viewport. Scroll it into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
  }
  let cover: Element | null = null;
  let frameMiss: FrameMiss | null = null;
  for (const [x, y] of points) {
    const top = deepElementFromPoint(x, y);
    if (!top || !receives(el, top)) {
      cover ??= top;
      continue;
    }
    const miss = frameMissAt(hosts, x, y);
    if (!miss) return { x, y, element: top };
    // A cover says more than off-screen: that part of the frame is on screen.
    if (!frameMiss || (frameMiss.reason === 'off-screen' && miss.reason === 'covered')) frameMiss = miss;
  }
  if (frameMiss?.reason === 'off-screen') {
    notHittable('off-screen', 'The frame holding the target is outside the viewport of its page. Scroll the target into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
  }
  const by = frameMiss ? frameMiss.cover : cover;
  const what = by ? describeElement(by) : 'nothing (the point is outside the document)';
  const where = frameMiss ? ' in the page holding its frame' : '';
  return notHittable('covered', `The target is covered by ${what}${where}; nothing was done.`, { coveredBy: what });
}

/** Why a box may be styled away under its label; inert, disabled or detached controls stay refused. */
const LABEL_FALLBACK = new Set<NotHittableReason>(['hidden', 'zero-size', 'off-screen', 'covered']);

/**
 * Where a person would point to activate `el`: `el` itself or, for a checkbox, radio or file field
 * whose own box is styled away or covered, its first hittable label (pressing a label activates
 * its control). When neither is hittable, the label's reason is given: the label is what a person
 * would use.
 */
export function activationHit(el: Element): Hit {
  try {
    return hitTest(el);
  } catch (err) {
    const labels = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file') ? [...(el.labels ?? [])] : [];
    const reason = err instanceof BridgeError ? err.detail?.reason : undefined;
    if (!labels.length || !LABEL_FALLBACK.has(reason as NotHittableReason)) throw err;
    let first: unknown = null;
    for (const label of labels) {
      try {
        return hitTest(label);
      } catch (labelErr) {
        first ??= labelErr;
      }
    }
    throw first;
  }
}
