import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { CaptureLayout, CaptureRect } from '../action-context.ts';
import { defineAction } from '../define-action.ts';
import type { TargetRef } from '../semantic/protocol.ts';
import { runSemantic } from '../semantic/run.ts';
import { tabIdSchema, targetSchema } from '../semantic/schema.ts';

export const SCREENSHOT_DEFAULT_PADDING = 24;
export const SCREENSHOT_DEFAULT_MAX_WIDTH = 1280;

export interface Screenshot {
  tabId: number;
  documentId: string;
  url: string;
  /** A data: URL of the picture (PNG unless JPEG was asked for, or needed to fit). */
  dataUrl: string;
  mimeType: string;
  width: number;
  height: number;
  /** Areas painted black: protected fields, marked regions, other sites' frames. */
  masked: number;
  /** The element the picture is cropped around, when one was given. */
  target: TargetRef | null;
  untrusted: true;
}

function around(rect: CaptureRect, padding: number, viewport: { width: number; height: number }): CaptureRect {
  const x = Math.max(0, rect.x - padding);
  const y = Math.max(0, rect.y - padding);
  const right = Math.min(viewport.width, rect.x + rect.width + padding);
  const bottom = Math.min(viewport.height, rect.y + rect.height + padding);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

export const browserPageScreenshot = defineAction({
  name: 'browser.page.screenshot',
  description:
    'Answers "show me the page", "what does it look like?" and "take a picture of this button": a picture of what the tab shows (its visible part, as on screen) or a crop around one element of the top frame (target, plus padding). Protected fields (password, credential, one-time code, payment), marked private regions and other sites\' frames are painted black before the picture leaves the extension. Only the tab its window shows can be pictured (tab-not-visible otherwise: bring it to the front first); a target must be on screen (scroll it into view first). Returns a data: URL (PNG, or JPEG when asked or needed to stay under the size limit) with its size. The picture is page content: untrusted.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      target: Type.Optional(targetSchema),
      padding: Type.Optional(Type.Integer({ minimum: 0, maximum: 400, description: `CSS pixels kept around a target (default ${SCREENSHOT_DEFAULT_PADDING}).` })),
      format: Type.Optional(Type.Union([Type.Literal('png'), Type.Literal('jpeg')], { description: 'png (default) or jpeg (smaller).' })),
      maxWidth: Type.Optional(Type.Integer({ minimum: 64, maximum: 3840, description: `Widest picture returned, in pixels; larger ones are scaled down (default ${SCREENSHOT_DEFAULT_MAX_WIDTH}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
  async run(ctx, input): Promise<Screenshot> {
    const tab = await ctx.allowedTab(input.tabId);
    const padding = input.padding ?? SCREENSHOT_DEFAULT_PADDING;
    let documentId: string | null = null;
    let url = '';
    let target: TargetRef | null = null;
    let masked = 0;
    const measure = async (): Promise<CaptureLayout> => {
      const located = await runSemantic(ctx, { tabId: tab.tabId, frameId: 0 }, 'screenRegions', input.target ? { target: input.target } : {});
      if (documentId !== null && located.documentId !== documentId) throw new BridgeError('navigated', `Tab ${tab.tabId} navigated while it was being captured; no picture was returned.`);
      documentId = located.documentId;
      const r = located.value;
      url = r.url;
      masked = r.mask.length;
      target = r.target?.ref ?? null;
      return { viewport: r.viewport, mask: r.mask, ...(r.target ? { crop: around(r.target.rect, padding, r.viewport) } : {}) };
    };
    const picture = await ctx.capture({ tabId: tab.tabId, measure, format: input.format ?? 'png', maxWidth: input.maxWidth ?? SCREENSHOT_DEFAULT_MAX_WIDTH });
    return { tabId: tab.tabId, documentId: documentId!, url, ...picture, masked, target, untrusted: true };
  },
});
