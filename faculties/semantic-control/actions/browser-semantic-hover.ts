import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, passiveTargetSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserSemanticHover = defineSpec({
  name: 'browser.semantic.hover',
  description:
    'Move a synthetic pointer onto one element (pointerover/mouseover/mousemove), e.g. to open a hover menu. The element must pass a hit test: in the viewport, visible, enabled, not inert and topmost at its visible point; otherwise not-hittable says why (off-screen, covered by <what>, hidden, disabled, zero size) and nothing is scrolled or forced. CSS :hover does not apply to synthetic events. Returns evidence with trustedInput:false.',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: passiveTargetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to move the pointer over ', ...target, ` on ${host}.`],
  output: evidenceSchema,
});
