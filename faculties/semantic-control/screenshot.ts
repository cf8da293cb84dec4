// A picture of a tab (or of one element of its top frame, with some page around it), masked where
// the page is protected: what browser.page.screenshot returns to the Navi (approval windows take
// theirs through ctx.picture, masked by the same screen regions and the same capture path). The
// pixels are taken and painted in the extension (ctx.capture); this only asks the page runtime
// where things are, before and after the capture.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext } from '../sdk/action-context.ts';
import type { Capture, CaptureLayout, CaptureRect } from '../sdk/capture.ts';
import type { Target, TargetRef } from './protocol.ts';
import { runSemantic } from './run.ts';

export interface TabShot extends Capture {
  documentId: string;
  url: string;
  /** Areas painted black: protected fields, marked regions, other sites' frames. */
  masked: number;
  /** The element the picture is cropped around, when one was given. */
  target: TargetRef | null;
}

export interface PictureOptions {
  target?: Target;
  /** CSS pixels kept around a target. */
  padding: number;
  format: 'png' | 'jpeg';
  maxWidth: number;
}

function around(rect: CaptureRect, padding: number, viewport: { width: number; height: number }): CaptureRect {
  const x = Math.max(0, rect.x - padding);
  const y = Math.max(0, rect.y - padding);
  const right = Math.min(viewport.width, rect.x + rect.width + padding);
  const bottom = Math.min(viewport.height, rect.y + rect.height + padding);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/** Throws `tab-not-visible` unless the tab is the one its window shows; `navigated` if it changes document meanwhile. */
export async function screenshotOf(ctx: ActionContext, tabId: number, opts: PictureOptions): Promise<TabShot> {
  let documentId: string | null = null;
  let url = '';
  let target: TargetRef | null = null;
  let masked = 0;
  const measure = async (): Promise<CaptureLayout> => {
    const located = await runSemantic(ctx, { tabId, frameId: 0 }, 'screenRegions', opts.target ? { target: opts.target } : {});
    if (documentId !== null && located.documentId !== documentId) throw new BridgeError('navigated', `Tab ${tabId} navigated while it was being captured; no picture was returned.`);
    documentId = located.documentId;
    const r = located.value;
    url = r.url;
    masked = r.mask.length;
    target = r.target?.ref ?? null;
    return { viewport: r.viewport, mask: r.mask, ...(r.target ? { crop: around(r.target.rect, opts.padding, r.viewport) } : {}) };
  };
  const picture = await ctx.capture({ tabId, measure, format: opts.format, maxWidth: opts.maxWidth });
  return { ...picture, documentId: documentId!, url, masked, target };
}
