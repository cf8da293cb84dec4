import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticCheck = defineSpec({
  name: 'browser.semantic.check',
  description:
    'Set a checkbox, switch or radio button to checked (or unchecked) by clicking it (or its visible label) when it is not already in that state; does nothing when it is. Same hit test as click. A radio cannot be unchecked directly (check another in its group). Returns evidence with the checked state before and after and trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      checked: Type.Optional(Type.Boolean({ description: 'The wanted state (default true).' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, host }) => [`AI Echo wants to ${input.checked === false ? 'untick' : 'tick'} `, ...target, ` on ${host}.`],
  output: evidenceSchema,
});
