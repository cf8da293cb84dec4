// A layout sketch of what the top frame shows in its viewport (sdk/layout-sketch.ts): controls by
// their accessible names, headings and lines of text where they are laid out, images and frames as
// boxes, and the mask every picture has. Reading layout needs no screen, so this works in a tab
// behind another. Nothing inside a masked element is read: protected fields and marked regions
// are skipped whole, and a box that overlaps the mask is left out.
import { bound } from '../limits.ts';
import { MAX_SKETCH_BOXES, MAX_SKETCH_LABEL_CHARS, type LayoutSketch, type SketchBox, type SketchBoxKind } from '../../sdk/layout-sketch.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { accessibleName, collapse } from '../../sdk/page/name.ts';
import { isContentEditableRoot, isTextEntry, roleInfo } from '../../sdk/page/role.ts';
import { protectedFieldReason } from '../../sdk/page/protected-field.ts';
import { PathMemo, forEachFlatChildNode } from '../../sdk/page/tree.ts';
import type { ViewRect } from '../protocol.ts';
import { measureMask } from './screen-regions.ts';

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'link', 'meta', 'option', 'optgroup', 'datalist']);
const FRAME_HOSTS = new Set(['iframe', 'frame', 'object', 'embed']);
const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
/** Elements visited at most, so a huge page costs a bounded walk. */
const MAX_VISITED = 20_000;

function overlaps(a: ViewRect, b: ViewRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function sketch(): LayoutSketch {
  const mask = measureMask();
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const boxes: SketchBox[] = [];
  let omitted = 0;
  let visited = 0;
  const formMemo = new Map<HTMLFormElement, boolean>();
  const memo = new PathMemo();
  const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < viewport.width && r.top < viewport.height;
  const push = (kind: SketchBoxKind, r: DOMRect, label: string) => {
    if (!onScreen(r)) return;
    const rect = { x: r.left, y: r.top, width: r.width, height: r.height };
    // Whatever overlaps what a picture covers is not sketched either.
    if (mask.some((m) => overlaps(m, rect))) return;
    if (boxes.length >= MAX_SKETCH_BOXES) {
      omitted++;
      return;
    }
    boxes.push({ kind, rect, label: bound(collapse(label), MAX_SKETCH_LABEL_CHARS) });
  };
  const visit = (el: Element): void => {
    if (++visited > MAX_VISITED || SKIP.has(el.localName)) return;
    // Protected: never read, drawn only as the mask.
    if (sensitiveRegionLevel(el.getAttribute('data-sensitivity'))) return;
    const field = FIELD_TAGS.has(el.localName) || isContentEditableRoot(el);
    if (field && protectedFieldReason(el, formMemo, memo)) return;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
      // display: contents and the like have no box of their own but children that do.
      if (getComputedStyle(el).display !== 'contents') return;
    }
    if (FRAME_HOSTS.has(el.localName)) {
      push('frame', el.getBoundingClientRect(), '');
      return;
    }
    if (el.localName === 'img' || el.localName === 'svg' || el.localName === 'canvas' || el.localName === 'video') {
      push('image', el.getBoundingClientRect(), el.getAttribute('alt') ?? '');
      return;
    }
    const info = roleInfo(el);
    if (info?.kind === 'control') {
      const name = accessibleName(el, info.role, memo);
      if (field || el.localName === 'select') {
        const value = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.label ?? '') : isTextEntry(el) && 'value' in el ? String(el.value) : '';
        // The value as it shows in the field (its label is drawn where the page puts it), else its name.
        push('field', el.getBoundingClientRect(), value || name);
        return;
      }
      push('control', el.getBoundingClientRect(), name);
      return;
    }
    if (info?.kind === 'heading') {
      push('heading', el.getBoundingClientRect(), accessibleName(el, info.role, memo));
      return;
    }
    forEachFlatChildNode(el, (child) => {
      if (child.nodeType === Node.ELEMENT_NODE) visit(child as Element);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent && child.textContent.trim()) {
        const range = document.createRange();
        range.selectNodeContents(child);
        push('text', range.getBoundingClientRect(), child.textContent);
      }
    });
  };
  if (document.body) visit(document.body);
  return { viewport, boxes, mask, omitted };
}
