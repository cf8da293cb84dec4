import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { IMAGES_DEFAULT_MAX, IMAGES_MAX } from '../limits.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageImages = defineSpec({
  name: 'browser.page.images',
  description:
    'Answers "what pictures are on this page?", "which images have no alt text?" and "where does this picture link to?": every visible picture (img and role=img) in a frame with its alt text (null when it has none, "" when marked decorative), its source URL (data: URLs named by type only), the link it sits in, its natural size, whether it loaded and whether it is on screen, and a target for it. Tracking pixels and hidden pictures are counted, not listed; pictures in marked private regions are never listed. To see the page itself, use browser.page.screenshot.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      maxImages: Type.Optional(Type.Integer({ minimum: 1, maximum: IMAGES_MAX, description: `Most pictures listed (default ${IMAGES_DEFAULT_MAX}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
