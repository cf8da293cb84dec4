// Pictures of a tab as evidence for approvals and receipts, with the target outlined. A tab that
// is not on screen, or that Chrome will not capture, gets a layout sketch instead (tab-sketch.ts). Live pictures are taken and
// masked by the one capture path of every picture (capture.ts, captureMasked), exactly as the
// Navi's screenshots are: the page runtime's screen regions measured before and after the
// capture (a page that moves in between is captured again, or gets no picture), every protected
// field and region and every frame, object and embed of another site painted over. Then the
// picture is cropped around the boxes to outline, marked, scaled down and encoded as WebP (JPEG
// as a fallback) within MAX_PICTURE_BYTES. A navigation during the capture discards it.
import { BridgeError, toErrorShape } from '../../browser-bridge/errors.ts';
import type { AllowedTab } from '../../faculties/sdk/action-context.ts';
import type { CaptureLayout } from '../../faculties/sdk/capture.ts';
import { MAX_PICTURE_HEIGHT, MAX_PICTURE_WIDTH, type PictureRequest, type PictureResult } from '../../faculties/sdk/picture.ts';
import { captureMasked } from './capture.ts';
import { pageRpc } from './chrome-page-rpc.ts';
import { cropRegion, finishPicture, intersects } from './picture-canvas.ts';
import { sketchPicture } from './tab-sketch.ts';
import { evidenceRuntime } from './faculty-host.ts';

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
 * A picture of a tab for an approval: a live capture when the tab is on screen; when it is not
 * (behind AI Echo, the ordinary setup), a layout sketch of it (tab-sketch.ts), marked as one.
 * The tab is one the person allowed, resolved by the caller. Throws only for a tab that is gone.
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
    // Not on screen (behind AI Echo), or Chrome would not capture it (pictures of tabs are a
    // separate opt-in at install): a sketch, marked as one. A page that kept moving gets none:
    // what it hides could not be placed reliably.
    if (e.code === 'tab-not-visible' || e.code === 'internal') return sketchPicture(allowed, request);
    return { missing: `No picture was taken: ${e.message}` };
  }
  const { canvas: full, layout, scale } = shot;
  const { viewport } = layout;
  const region = cropRegion(request.focus, viewport);
  const outScale = Math.min(scale, MAX_PICTURE_WIDTH / region.width, MAX_PICTURE_HEIGHT / region.height);
  const masked = layout.mask.filter((m) => intersects(m, viewport)).length;
  return finishPicture(request, viewport, region, outScale, (ctx, s) => {
    ctx.drawImage(full, region.x * scale, region.y * scale, region.width * scale, region.height * scale, 0, 0, region.width * s, region.height * s);
  }, { source: 'live', masked });
}
