// A layout sketch as an approval's picture, for a tab that is not on screen (behind AI Echo, the
// ordinary setup), where Chrome can capture nothing. The page runtime reads the viewport's boxes
// and labels (semantic/page/sketch.ts, which works in a background tab); here they are redacted
// like every page text and drawn as canvas text, never markup. The mask every picture has
// (protected fields and regions, other sites' frames) is drawn solid over everything, and the
// picture says on its face that it is a sketch, not a capture, and when it was drawn.
import { toErrorShape } from '../../browser-bridge/errors.ts';
import type { AllowedTab } from '../../faculties/sdk/action-context.ts';
import type { SketchBox } from '../../faculties/sdk/layout-sketch.ts';
import type { ViewRect } from '../../faculties/sdk/page-view.ts';
import { MAX_PICTURE_HEIGHT, MAX_PICTURE_WIDTH, type PictureRequest, type PictureResult } from '../../faculties/sdk/picture.ts';
import { redactText } from '../../faculties/sdk/redaction/data.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import { evidenceRuntime } from './faculty-host.ts';
import { cropRegion, finishPicture, intersects } from './picture-canvas.ts';

/** Sketches are drawn a little larger than CSS pixels, so their words stay legible. */
const SKETCH_SCALE = 1.25;
const MASK_MARGIN_PX = 2;
const FONT = 'system-ui, sans-serif';
/** The words on the sketch's face: what it is. */
export const SKETCH_BANNER = 'LAYOUT SKETCH (not a picture): the page as it lays itself out now';

type Ctx = OffscreenCanvasRenderingContext2D;

function label(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, px: number, color: string, weight = ''): void {
  if (!text || maxWidth < 8) return;
  ctx.font = `${weight} ${Math.max(8, Math.round(px))}px ${FONT}`.trim();
  ctx.fillStyle = color;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y, maxWidth);
}

function drawBox(ctx: Ctx, box: SketchBox, at: (r: ViewRect) => [number, number, number, number], s: number): void {
  const [x, y, w, h] = at(box.rect);
  const text = redactText(box.label).text;
  const mid = y + Math.min(h, 40 * s) / 2;
  switch (box.kind) {
    case 'control':
    case 'field': {
      const control = box.kind === 'control';
      ctx.fillStyle = control ? '#e3ebf6' : '#ffffff';
      ctx.strokeStyle = control ? '#44546a' : '#777777';
      ctx.lineWidth = 1;
      ctx.fillRect(x, y, w, h);
      ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
      const size = Math.min(control ? 13 : 12, (h / s) * 0.6) * s;
      label(ctx, text, x + 4, y + h / 2, w - 8, size, control ? '#12233a' : '#333333', control ? '600' : '');
      return;
    }
    case 'heading':
      label(ctx, text, x, mid, Math.max(w, 40 * s), Math.min(22, (h / s) * 0.75) * s, '#111111', '700');
      return;
    case 'text':
      label(ctx, text, x, y + Math.min(h, 20 * s) / 2, Math.max(w, 40 * s), Math.min(14, (Math.min(h, 20 * s) / s) * 0.75) * s, '#444444');
      return;
    case 'image':
      ctx.fillStyle = '#e0e0e0';
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = '#b0b0b0';
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h);
      ctx.moveTo(x + w, y);
      ctx.lineTo(x, y + h);
      ctx.stroke();
      label(ctx, text ? `image: ${text}` : 'image', x + 4, y + 10 * s, w - 8, 11 * s, '#555555');
      return;
    case 'frame':
      ctx.strokeStyle = '#999999';
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
      ctx.setLineDash([]);
      label(ctx, 'frame (not sketched)', x + 4, y + 10 * s, w - 8, 11 * s, '#777777');
      return;
  }
}

/** The tab's layout drawn as a picture, marked as a sketch; or why there is none. Never throws. */
export async function sketchPicture(allowed: AllowedTab, request: PictureRequest): Promise<PictureResult> {
  let sketch;
  try {
    sketch = (await pageRpc.call(evidenceRuntime(), { tabId: allowed.tabId, frameId: 0 }, allowed.origin, 'sketch', {})).value;
  } catch (err) {
    return { missing: `No live picture of the tab could be taken, and its layout could not be read either: ${toErrorShape(err).message}` };
  }
  const { viewport, boxes, mask } = sketch;
  // Nothing to outline (a page tool's run): the part of the page that has something on it.
  const region = cropRegion(request.focus.length ? request.focus : boxes.map((b) => b.rect), viewport);
  const scale = Math.min(SKETCH_SCALE, MAX_PICTURE_WIDTH / region.width, MAX_PICTURE_HEIGHT / region.height);
  const masked = mask.filter((m) => intersects(m, viewport)).length;
  return finishPicture(
    request,
    viewport,
    region,
    scale,
    (ctx, s) => {
      const at = (r: ViewRect): [number, number, number, number] => [(r.x - region.x) * s, (r.y - region.y) * s, r.width * s, r.height * s];
      ctx.fillStyle = '#fafafa';
      ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      for (const box of boxes) drawBox(ctx, box, at, s);
      // What every picture covers, over everything drawn.
      ctx.fillStyle = '#000000';
      for (const m of mask) {
        const [x, y, w, h] = at(m);
        ctx.fillRect(Math.floor(x) - MASK_MARGIN_PX, Math.floor(y) - MASK_MARGIN_PX, Math.ceil(w) + 2 * MASK_MARGIN_PX, Math.ceil(h) + 2 * MASK_MARGIN_PX);
      }
      // Its face says what it is.
      const band = Math.max(14, Math.round(16 * s));
      ctx.fillStyle = '#5c3b00';
      ctx.fillRect(0, ctx.canvas.height - band, ctx.canvas.width, band);
      label(ctx, SKETCH_BANNER, 6, ctx.canvas.height - band / 2, ctx.canvas.width - 12, band * 0.7, '#ffffff', '600');
    },
    { source: 'sketch', masked },
  );
}
