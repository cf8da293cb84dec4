// What a picture of this page must not show, and where its target is: rectangles of the
// viewport, in CSS pixels, for the service worker's crop and mask. The one masking routine for
// every picture (the Navi's screenshots and approval pictures alike: browser-extension/src/
// capture.ts measures it before and after each capture). Masked: marked regions, protected
// fields and contenteditable regions (every field whose value the snapshot never shows:
// sdk/page/protected-field.ts), and frames, objects and embeds of other sites (another site's
// content, which this site's allowance does not cover); same-origin frames are scanned the same way.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import type { RuntimeApi, ScreenRegions, ViewRect } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { prepare } from './act.ts';
import { notHittable } from './hit-test.ts';
import { isContentEditableRoot } from '../../sdk/page/role.ts';
import { protectedFieldReason } from '../../sdk/page/protected-field.ts';
import { frameRegionLevel } from '../../sdk/page/sensitive.ts';
import { inViewport, isVisible } from '../../sdk/page/state.ts';
import { PathMemo, allElements } from '../../sdk/page/tree.ts';

const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
/** More rectangles than this and no picture is taken (covering everything would show nothing). */
const MAX_MASKS = 256;

function rectOf(r: DOMRect, dx: number, dy: number): ViewRect {
  return { x: r.left + dx, y: r.top + dy, width: r.width, height: r.height };
}

/** Collects mask rectangles of one document whose viewport starts at (dx, dy) of the top one. */
function scan(doc: Document, dx: number, dy: number, out: ViewRect[]): void {
  const formMemo = new Map<HTMLFormElement, boolean>();
  const memo = new PathMemo();
  const skip = new Set<Element>();
  for (const el of allElements(doc)) {
    // A masked element's descendants are covered already.
    const parent = el.parentElement;
    if (parent && skip.has(parent)) {
      skip.add(el);
      continue;
    }
    const region = sensitiveRegionLevel(el.getAttribute('data-sensitivity'));
    const field = FIELD_TAGS.has(el.localName) || isContentEditableRoot(el) ? protectedFieldReason(el, formMemo, memo) : null;
    if (region || field) {
      skip.add(el);
      for (const r of el.getClientRects()) out.push(rectOf(r, dx, dy));
      continue;
    }
    if (el.localName === 'iframe' || el.localName === 'frame' || el.localName === 'object' || el.localName === 'embed') {
      const box = el.getBoundingClientRect();
      let inner: Document | null = null;
      try {
        inner = (el as HTMLIFrameElement).contentDocument;
      } catch {
        inner = null;
      }
      if (!inner || inner.location.origin !== location.origin) {
        out.push(rectOf(box, dx, dy));
        continue;
      }
      const style = getComputedStyle(el);
      const frame = el as HTMLIFrameElement;
      scan(inner, dx + box.left + frame.clientLeft + parseFloat(style.paddingLeft), dy + box.top + frame.clientTop + parseFloat(style.paddingTop), out);
    }
  }
}

export function screenRegions(args: RuntimeApi['screenRegions']['args']): ScreenRegions {
  if (window !== window.top) throw new BridgeError('invalid-input', 'Screenshots are planned in the top frame only.');
  const level = frameRegionLevel();
  if (level) throw new BridgeError('blocked-sensitive', `The page is marked ${level}.`, { reason: level });
  const mask: ViewRect[] = [];
  scan(document, 0, 0, mask);
  if (mask.length > MAX_MASKS) {
    throw new BridgeError('blocked-sensitive', `The page shows more than ${MAX_MASKS} protected areas, too many to cover one by one; no picture was taken.`, { masks: mask.length });
  }
  const result: ScreenRegions = { url: projectUrl(location.href), viewport: { width: window.innerWidth, height: window.innerHeight }, mask };
  if (args.target) {
    const p = prepare(args.target);
    if (!isVisible(p.el)) notHittable('hidden', 'The target is hidden; there is nothing of it to show.');
    if (!inViewport(p.el)) notHittable('off-screen', 'The target is outside the viewport. Scroll it into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
    const { id, el } = p;
    result.target = { ref: { fingerprint: id.fingerprint, role: id.role, name: id.name }, rect: rectOf(el.getBoundingClientRect(), 0, 0) };
  }
  return result;
}
