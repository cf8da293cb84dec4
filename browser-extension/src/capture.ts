// The one place the extension calls chrome.tabs.captureVisibleTab, and the one capture and
// masking path of every picture of a tab: the Navi's screenshots (browser.page.screenshot,
// captureTab) and approval pictures (tab-picture.ts, captureMasked) alike. Only the visible tab
// of a window can be captured. The page runtime measures what to cover (screen-regions.ts:
// protected fields and contenteditable regions, marked regions, other sites' frames, objects and
// embeds) before and after the capture; a layout that moved in between is measured and captured
// again, and refused with a typed error if it keeps moving. The mask is painted here, in the
// worker, before the picture goes anywhere.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { Capture, CaptureLayout, CaptureRect, CaptureRequest } from '../../faculties/sdk/capture.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

/** Chrome allows two captures per second per extension; calls are queued to keep under it. */
const MIN_CAPTURE_GAP_MS = 550;
/** The returned data URL stays well under the bridge's 1 MiB frame. */
export const MAX_CAPTURE_CHARS = 700_000;
/** Captures retried when the page moved between the measurements around one. */
const STABLE_TRIES = 3;
/** Extra pixels painted around each masked rectangle (anti-aliased edges). */
const MASK_MARGIN_PX = 2;

let lastCaptureAt = 0;

const serial = serialQueue();

function notVisible(tabId: number): BridgeError {
  return new BridgeError(
    'tab-not-visible',
    `Tab ${tabId} is not the tab its window shows, so there is nothing of it on screen to capture. Bring it to the front first (the person, or browser.tabs.activate), then ask again.`,
  );
}

async function visibleWindow(tabId: number): Promise<number> {
  const tab = await chrome.tabs.get(tabId).catch(() => null);
  if (!tab) throw new BridgeError('tab-missing', `Tab ${tabId} does not exist (it may have been closed).`);
  if (!tab.active) throw notVisible(tabId);
  const win = await chrome.windows.get(tab.windowId).catch(() => null);
  if (!win || win.state === 'minimized') throw notVisible(tabId);
  return tab.windowId;
}

async function stillShown(tabId: number, windowId: number): Promise<boolean> {
  const [active] = await chrome.tabs.query({ active: true, windowId });
  return active?.id === tabId;
}

function sameLayout(a: CaptureLayout, b: CaptureLayout): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function encode(canvas: OffscreenCanvas, format: 'png' | 'jpeg', quality: number): Promise<{ dataUrl: string; mimeType: string }> {
  const mimeType = `image/${format}`;
  const blob = await canvas.convertToBlob({ type: mimeType, quality });
  return { dataUrl: `data:${mimeType};base64,${toBase64(await blob.arrayBuffer())}`, mimeType };
}

/** The captured picture with the mask (CSS pixels of `layout.viewport`) painted over it, full size. */
async function masked(pngDataUrl: string, layout: CaptureLayout): Promise<MaskedCapture> {
  const bitmap = await createImageBitmap(await (await fetch(pngDataUrl)).blob());
  const sx = bitmap.width / layout.viewport.width;
  const sy = bitmap.height / layout.viewport.height;
  const full = new OffscreenCanvas(bitmap.width, bitmap.height);
  const g = full.getContext('2d');
  if (!g) throw new BridgeError('internal', 'No 2D canvas in the service worker.');
  g.drawImage(bitmap, 0, 0);
  bitmap.close();
  g.fillStyle = '#000';
  for (const r of layout.mask) {
    g.fillRect(Math.floor(r.x * sx) - MASK_MARGIN_PX, Math.floor(r.y * sy) - MASK_MARGIN_PX, Math.ceil(r.width * sx) + 2 * MASK_MARGIN_PX, Math.ceil(r.height * sy) + 2 * MASK_MARGIN_PX);
  }
  return { canvas: full, layout, scale: sx };
}

/** Crops and scales the masked picture, then encodes it within the bridge's frame. */
async function render({ canvas: full, layout, scale: sx }: MaskedCapture, format: 'png' | 'jpeg', maxWidth: number): Promise<Capture> {
  const sy = full.height / layout.viewport.height;
  const crop: CaptureRect = layout.crop ?? { x: 0, y: 0, width: layout.viewport.width, height: layout.viewport.height };
  const left = Math.max(0, Math.floor(crop.x * sx));
  const top = Math.max(0, Math.floor(crop.y * sy));
  const width = Math.min(full.width - left, Math.ceil(crop.width * sx));
  const height = Math.min(full.height - top, Math.ceil(crop.height * sy));
  if (width < 1 || height < 1) throw new BridgeError('invalid-input', 'The area to capture is outside the visible page.');
  let scale = Math.min(1, maxWidth / width);
  for (let attempt = 0; ; attempt++) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const out = new OffscreenCanvas(w, h);
    out.getContext('2d')!.drawImage(full, left, top, width, height, 0, 0, w, h);
    // A PNG too big for the wire becomes a JPEG, then a smaller one.
    const encoded = await encode(out, attempt === 0 ? format : 'jpeg', 0.8);
    if (encoded.dataUrl.length <= MAX_CAPTURE_CHARS) return { ...encoded, width: w, height: h };
    if (attempt >= 4) throw new BridgeError('frame-too-large', 'The picture stays too large for the bridge even scaled down; capture a smaller area (a target).');
    if (attempt > 0) scale *= 0.7;
  }
}

/** The window's visible tab as a PNG data URL, at most two a second over every caller (Chrome's quota). Call inside `serial`. */
async function paced(windowId: number): Promise<string> {
  const wait = lastCaptureAt + MIN_CAPTURE_GAP_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  try {
    return await chrome.tabs.captureVisibleTab(windowId, { format: 'png' });
  } finally {
    lastCaptureAt = Date.now();
  }
}

/** A picture with its mask painted, full size, and the layout it was painted by. */
export interface MaskedCapture {
  canvas: OffscreenCanvas;
  layout: CaptureLayout;
  /** Picture pixels per CSS pixel. */
  scale: number;
}

/** Captures the visible tab between two equal measurements of its layout (see the file comment), masked; call inside `serial`. */
async function stableMasked(req: Pick<CaptureRequest, 'tabId' | 'measure'>): Promise<MaskedCapture> {
  for (let tries = 0; tries < STABLE_TRIES; tries++) {
    const windowId = await visibleWindow(req.tabId);
    const before = await req.measure();
    let png: string;
    try {
      png = await paced(windowId);
    } catch (err) {
      throw new BridgeError('internal', `Chrome could not capture tab ${req.tabId}: ${err instanceof Error ? err.message : String(err)}`);
    }
    // The picture is of whatever the window showed: it must still have been this tab.
    if (!(await stillShown(req.tabId, windowId))) throw notVisible(req.tabId);
    const after = await req.measure();
    if (sameLayout(before, after)) return masked(png, after);
  }
  throw new BridgeError('timeout', `The page in tab ${req.tabId} kept moving while it was captured, so what it hides could not be masked reliably; no picture was returned. Try again when it is still.`);
}

/** The visible tab, captured and masked (see the file comment), for a caller that crops and marks it itself; throws `tab-not-visible` otherwise. */
export function captureMasked(req: Pick<CaptureRequest, 'tabId' | 'measure'>): Promise<MaskedCapture> {
  return serial(() => stableMasked(req));
}

/** Captures, masks and crops the visible tab (see the file comment); throws `tab-not-visible` otherwise. */
export function captureTab(req: CaptureRequest): Promise<Capture> {
  return serial(async () => render(await stableMasked(req), req.format, req.maxWidth));
}
