import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { MEDIA_MAX } from '../limits.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageMedia = defineSpec({
  name: 'browser.page.media',
  description:
    'Answers "what is playing?" and "how long is this video?": the audio and video players of a frame with their state (playing or paused, muted, volume, position and length in seconds, whether they show controls and are on screen) and a target for browser.semantic.media.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      maxMedia: Type.Optional(Type.Integer({ minimum: 1, maximum: MEDIA_MAX, description: `Most players listed (default ${MEDIA_MAX}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
