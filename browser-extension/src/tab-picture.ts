// Pictures of a tab as evidence for approvals and receipts, with the target outlined. Taken and
// masked by the one capture path of every picture (capture.ts, captureMasked), exactly as the
// Navi's screenshots are: the page runtime's screen regions measured before and after the
// capture (a page that moves in between is captured again, or gets no picture), every protected
// field and region and every frame, object and embed of another site painted over. Then the
// picture is cropped around the boxes to outline, marked, scaled down and encoded as WebP (JPEG
// as a fallback) within MAX_PICTURE_BYTES. A navigation during the capture discards it.
import { BridgeError, toErrorShape } from '../../browser-bridge/errors.ts';
import type { AllowedTab } from '../../faculties/sdk/action-context.ts';
import type { CaptureLayout } from '../../faculties/sdk/capture.ts';
import type { ViewRect } from '../../faculties/sdk/page-view.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_HEIGHT, MAX_PICTURE_WIDTH, type PictureRequest, type PictureResult } from '../../faculties/sdk/picture.ts';
import { captureMasked, toBase64 } from './capture.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import { evidenceRuntime } from './faculty-host.ts';

/** Room around the outlined boxes, and the smallest part of the tab a target picture shows (CSS px). */
const FOCUS_MARGIN = 140;
const MIN_REGION = { width: 480, height: 270 };
const OUTLINE = '#ff1744';

function union(rects: ViewRect[]): ViewRect | null {
  if (!rects.length) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, width: Math.max(...rects.map((r) => r.x + r.width)) - x, height: Math.max(...rects.map((r) => r.y + r.height)) - y };
}

function intersects(r: ViewRect, v: { width: number; height: number }): boolean {
  return r.width > 0 && r.height > 0 && r.x < v.width && r.y < v.height && r.x + r.width > 0 && r.y + r.height > 0;
}

/** The part of the viewport a picture shows: the outlined boxes with room around them, or all of it. */
export function cropRegion(focus: ViewRect[], viewport: { width: number; height: number }): ViewRect {
  const all = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  const u = union(focus.filter((r) => intersects(r, viewport)));
  if (!u) return all;
  const width = Math.min(viewport.width, Math.max(MIN_REGION.width, u.width + 2 * FOCUS_MARGIN));
  const height = Math.min(viewport.height, Math.max(MIN_REGION.height, u.height + 2 * FOCUS_MARGIN));
  const clamp = (v: number, size: number, max: number) => Math.max(0, Math.min(v, max - size));
  return { x: clamp(u.x + u.width / 2 - width / 2, width, viewport.width), y: clamp(u.y + u.height / 2 - height / 2, height, viewport.height), width, height };
}

async function encode(canvas: OffscreenCanvas): Promise<{ blob: Blob; type: string } | null> {
  for (const quality of [0.75, 0.55, 0.35]) {
    for (const type of ['image/webp', 'image/jpeg']) {
      const blob = await canvas.convertToBlob({ type, quality });
      // Chrome falls back to PNG for a type it cannot encode: only the asked-for type counts.
      if (blob.type === type && blob.size <= MAX_PICTURE_BYTES) return { blob, type };
      if (blob.type === type) break; // encodable, just too large: lower the quality
    }
  }
  return null;
}

/** What the top frame's runtime says to cover, as the capture path measures it; the same document each time. */
function layoutOf(allowed: AllowedTab): () => Promise<CaptureLayout> {
  let documentId: string | null = null;
  return async () => {
    const located = await pageRpc.call(evidenceRuntime(), { tabId: allowed.tabId, frameId: 0 }, allowed.origin, 'screenRegions', {});
    if (documentId !== null && located.documentId !== documentId) throw new BridgeError('navigated', 'The tab changed while the picture was taken, so it was discarded.');
    documentId = located.documentId;
    return { viewport: located.value.viewport, mask: located.value.mask };
  };
}

/**
 * A picture of a tab as it is on screen now, or why there is none. The tab is one the person
 * allowed, resolved by the caller. Throws only for a tab that is gone.
 */
export async function tabPicture(allowed: AllowedTab, request: PictureRequest): Promise<PictureResult> {
  const { tabId } = allowed;
  const tab = await chrome.tabs.get(tabId).catch(() => null);
  if (!tab) throw new BridgeError('tab-missing', `Tab ${tabId} is gone.`);
  let shot;
  try {
    shot = await captureMasked({ tabId, measure: layoutOf(allowed) });
  } catch (err) {
    const e = toErrorShape(err);
    if (e.code === 'tab-missing') throw err;
    return { missing: e.code === 'tab-not-visible' ? 'The tab was not on screen (another tab was in front of it, or its window was minimised), so no picture was taken.' : `No picture was taken: ${e.message}` };
  }
  const { canvas: full, layout, scale } = shot;
  const { viewport } = layout;
  const region = cropRegion(request.focus, viewport);
  const outScale = Math.min(scale, MAX_PICTURE_WIDTH / region.width, MAX_PICTURE_HEIGHT / region.height);
  const masked = layout.mask.filter((m) => intersects(m, viewport)).length;
  // Smaller and smaller until it fits the size limit.
  for (const shrink of [1, 0.7, 0.5, 0.35]) {
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(region.width * outScale * shrink)), Math.max(1, Math.round(region.height * outScale * shrink)));
    const ctx = canvas.getContext('2d');
    if (!ctx) break;
    const s = outScale * shrink;
    ctx.drawImage(full, region.x * scale, region.y * scale, region.width * scale, region.height * scale, 0, 0, canvas.width, canvas.height);
    const box = (r: ViewRect) => [(r.x - region.x) * s, (r.y - region.y) * s, r.width * s, r.height * s] as const;
    const outlined = request.focus.filter((r) => intersects(r, viewport));
    for (const r of outlined) {
      const [x, y, w, h] = box(r);
      ctx.lineWidth = 5;
      ctx.strokeStyle = '#ffffff';
      ctx.strokeRect(x - 4, y - 4, w + 8, h + 8);
      ctx.lineWidth = 3;
      ctx.strokeStyle = OUTLINE;
      ctx.strokeRect(x - 4, y - 4, w + 8, h + 8);
    }
    const encoded = await encode(canvas);
    if (encoded) {
      return {
        dataUrl: `data:${encoded.type};base64,${toBase64(await encoded.blob.arrayBuffer())}`,
        kind: request.kind,
        width: canvas.width,
        height: canvas.height,
        region,
        scale: s,
        outlined: outlined.length,
        masked,
        takenAt: Date.now(),
      };
    }
  }
  return { missing: `The picture could not be made smaller than ${MAX_PICTURE_BYTES / 1024} KiB.` };
}
