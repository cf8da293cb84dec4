// A picture of a tab: evidence for the person (what the approval is about, kept with the
// receipt), never what a grant binds. Either a live capture (browser-extension/src/capture.ts,
// of the visible tab only) or, for a tab behind another, a layout sketch drawn from the page's
// boxes and labels (browser-extension/src/tab-sketch.ts); each is marked for what it is. Both
// are masked by the same screen regions as every screenshot: protected fields and contenteditable
// regions, marked regions, other sites' frames, objects and embeds covered.
import type { ViewRect } from './page-view.ts';

/** Encoded size limit of one picture (the data URL is about a third larger). */
export const MAX_PICTURE_BYTES = 96 * 1024;
/** Largest picture, in pixels. */
export const MAX_PICTURE_WIDTH = 720;
export const MAX_PICTURE_HEIGHT = 480;

export type PictureSource = 'live' | 'sketch';
const SOURCES: readonly PictureSource[] = ['live', 'sketch'];

export interface Picture {
  /** `data:image/webp;base64,...` (or image/jpeg where WebP cannot be encoded). */
  dataUrl: string;
  /** The target with its outline marked, the whole visible tab, or a page tool's form. */
  kind: 'target' | 'tab' | 'form';
  /**
   * What it is, so it never passes for something else: a capture of the tab on screen when AI
   * Echo asked (`live`), or a drawing of the page's layout then (`sketch`: boxes and labels, no
   * pixels of the page). Pictures kept before this field existed were all live.
   */
  source: PictureSource;
  width: number;
  height: number;
  /** The part of the tab's viewport it shows, in CSS pixels. */
  region: ViewRect;
  /** Picture pixels per CSS pixel. */
  scale: number;
  /** Outlines drawn (targets on screen) and protected boxes covered. */
  outlined: number;
  masked: number;
  takenAt: number;
}

/** Why there is no picture, in words for the person. */
export interface NoPicture {
  missing: string;
}

export type PictureResult = Picture | NoPicture;

/** What to picture: boxes to outline (CSS pixels of the top viewport) and what the picture shows. */
export interface PictureRequest {
  focus: ViewRect[];
  kind: Picture['kind'];
}

/** What a picture is, in the words every place that shows it uses (the approval window, the chat, the receipts). */
export function pictureMark(p: Pick<Picture, 'source'>): string {
  return p.source === 'sketch' ? 'Layout sketch, not a picture' : 'Live picture';
}

export function isPicture(p: PictureResult | null | undefined): p is Picture {
  return !!p && 'dataUrl' in p;
}

/** A picture as it may be stored or shown: an image data URL within the size limit, or nothing. */
export function checkedPicture(p: unknown): Picture | null {
  if (!p || typeof p !== 'object') return null;
  const { dataUrl } = p as { dataUrl?: unknown };
  if (typeof dataUrl !== 'string' || !/^data:image\/(webp|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(dataUrl)) return null;
  if (dataUrl.length > Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 32) return null;
  const { source } = p as { source?: unknown };
  if (source === undefined) return { ...(p as Picture), source: 'live' };
  return SOURCES.includes(source as PictureSource) ? (p as Picture) : null;
}
