// Drawing an approval picture, live or sketched: the part of the viewport it shows, the target's
// outline, and encoding within the size limit (WebP, JPEG as a fallback).
import type { ViewRect } from '../../faculties/sdk/page-view.ts';
import { MAX_PICTURE_BYTES, type PictureRequest, type PictureResult, type PictureSource } from '../../faculties/sdk/picture.ts';
import { toBase64 } from './capture.ts';

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

export function intersects(r: ViewRect, v: { width: number; height: number }): boolean {
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

/**
 * Draws a picture of `region` at `scale` (picture pixels per CSS pixel) with `paint`, outlines
 * the focus boxes, and encodes it within MAX_PICTURE_BYTES, smaller and smaller until it fits.
 */
export async function finishPicture(
  request: PictureRequest,
  viewport: { width: number; height: number },
  region: ViewRect,
  scale: number,
  paint: (ctx: OffscreenCanvasRenderingContext2D, s: number) => void,
  facts: { source: PictureSource; masked: number },
): Promise<PictureResult> {
  const outlined = request.focus.filter((r) => intersects(r, viewport));
  for (const shrink of [1, 0.7, 0.5, 0.35]) {
    const s = scale * shrink;
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(region.width * s)), Math.max(1, Math.round(region.height * s)));
    const ctx = canvas.getContext('2d');
    if (!ctx) break;
    paint(ctx, s);
    for (const r of outlined) {
      const [x, y, w, h] = [(r.x - region.x) * s, (r.y - region.y) * s, r.width * s, r.height * s];
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
        source: facts.source,
        width: canvas.width,
        height: canvas.height,
        region,
        scale: s,
        outlined: outlined.length,
        masked: facts.masked,
        takenAt: Date.now(),
      };
    }
  }
  return { missing: `The picture could not be made smaller than ${MAX_PICTURE_BYTES / 1024} KiB.` };
}

