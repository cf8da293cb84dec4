import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, passiveTargetSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserSemanticScroll = defineSpec({
  name: 'browser.semantic.scroll',
  description:
    'Scroll explicitly (no other action ever scrolls): bring target into view (to: "intoView", the default with a target), or scroll the page (or a scrollable target) by a page or to its top or bottom (to: "pageDown" default without a target, "pageUp", "top", "bottom"). Returns evidence: for a target whether it is in the viewport before and after, for the page how far down it is (percent).',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: Type.Optional(passiveTargetSchema),
      to: Type.Optional(
        Type.Union([Type.Literal('intoView'), Type.Literal('pageDown'), Type.Literal('pageUp'), Type.Literal('top'), Type.Literal('bottom')], {
          description: 'Where to scroll.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, targeted, host }) =>
    targeted
      ? ['AI Echo wants to scroll ', ...target, ` into view on ${host}.`]
      : [`AI Echo wants to scroll the page ${{ pageDown: 'down', pageUp: 'up', top: 'to the top', bottom: 'to the bottom', intoView: 'to' }[input.to ?? 'pageDown']} on ${host}.`],
  output: evidenceSchema,
});
