// A picture of a tab: evidence for the person (what the approval is about, kept with the
// receipt), never what a grant binds. Taken by the extension (browser-extension/src/capture.ts)
// from the visible tab only, masked by the same path as every screenshot: protected fields and
// contenteditable regions, marked regions, other sites' frames, objects and embeds covered.
import type { ViewRect } from './page-view.ts';

/** Encoded size limit of one picture (the data URL is about a third larger). */
export const MAX_PICTURE_BYTES = 96 * 1024;
/** Largest picture, in pixels. */
export const MAX_PICTURE_WIDTH = 720;
export const MAX_PICTURE_HEIGHT = 480;

export interface Picture {
  /** `data:image/webp;base64,...` (or image/jpeg where WebP cannot be encoded). */
  dataUrl: string;
  /** The target with its outline marked, the whole visible tab, or a page tool's form. */
  kind: 'target' | 'tab' | 'form';
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

export function isPicture(p: PictureResult | null | undefined): p is Picture {
  return !!p && 'dataUrl' in p;
}

/** A picture as it may be stored or shown: an image data URL within the size limit, or nothing. */
export function checkedPicture(p: unknown): Picture | null {
  if (!p || typeof p !== 'object') return null;
  const { dataUrl } = p as { dataUrl?: unknown };
  if (typeof dataUrl !== 'string' || !/^data:image\/(webp|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(dataUrl)) return null;
  return dataUrl.length <= Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 32 ? (p as Picture) : null;
}
