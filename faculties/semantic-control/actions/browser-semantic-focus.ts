import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, passiveTargetSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserSemanticFocus = defineSpec({
  name: 'browser.semantic.focus',
  description:
    'Move keyboard focus to one element (without scrolling). Refuses hidden, disabled, inert and protected (password, credential, payment, private) targets. Returns evidence: fingerprint, role, name, state before and after, URL, document ID, trustedInput:false, focusEvent (the element received the focus event, so the page focus handlers ran) and focusKept (it still has focus after them: a page may move focus on in its own handler).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: passiveTargetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (_input, { target, host }) => ['AI Echo wants to put the focus on ', ...target, ` on ${host}.`],
  output: evidenceSchema,
});
