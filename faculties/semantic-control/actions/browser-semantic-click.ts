import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticClick = defineSpec({
  name: 'browser.semantic.click',
  description:
    'Click one element with synthetic pointer and mouse events. The element must pass a hit test: in the viewport, visible, enabled, not inert, and topmost at its visible point (through shadow roots); otherwise not-hittable says why (off-screen: scroll it into view first; covered by <what>; hidden; disabled; zero size) and nothing is scrolled or forced. Protected surfaces (password, credential, payment, private) are refused. Returns evidence (fingerprint, role, name, state before/after, URL, document ID, trustedInput:false); check the outcome independently (browser.semantic.verify) before treating it as done.',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to click ', ...target, ` on ${host}.`],
  output: evidenceSchema,
});
