import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticMedia = defineSpec({
  name: 'browser.semantic.media',
  description:
    'Answers "pause the video", "mute this", "play it" and "skip to 2:30": controls one audio or video player (a target from browser.page.media). play and unmute start sound, so the player must pass the same hit test as a click on its own button; pause, mute and seek only stop or move it. The browser may refuse to start sound without a real gesture (media-blocked: ask the person, or mute first). Returns evidence with the player\'s state after and trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      command: Type.Union([Type.Literal('play'), Type.Literal('pause'), Type.Literal('mute'), Type.Literal('unmute'), Type.Literal('seek')], { description: 'What to do with the player.' }),
      time: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400 * 7, description: 'For seek: the position to go to, in seconds from the start.' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, host }) =>
    input.command === 'seek'
      ? ['AI Echo wants to move ', ...target, ` to ${input.time ?? 0} seconds in, on ${host}.`]
      : [`AI Echo wants to ${input.command} `, ...target, ` on ${host}.`],
});
