import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { TabShot } from '../screenshot.ts';
import { tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const SCREENSHOT_DEFAULT_PADDING = 24;
export const SCREENSHOT_DEFAULT_MAX_WIDTH = 1280;

export interface Screenshot extends TabShot {
  tabId: number;
  untrusted: true;
}

export const browserPageScreenshot = defineSpec({
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
});
