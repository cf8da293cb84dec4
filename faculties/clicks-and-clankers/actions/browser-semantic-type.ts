import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { MAX_TYPE_CHARS } from '../semantic/limits.ts';
import { runMutation } from '../semantic/run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticType = defineAction({
  name: 'browser.semantic.type',
  description:
    "Enter text into one text-entry field (text, search, email, url, tel, number input, textarea or contenteditable): sets the value through the browser's native setter and fires input and change, so framework-controlled fields (React) see it. Appends to the current value unless clear is true. Refuses other controls (not-editable: use select, check or click), disabled or read-only fields, and protected fields (password, credential, one-time code, payment, private regions). Returns evidence with the value before and after and trustedInput:false.",
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      text: Type.String({ maxLength: MAX_TYPE_CHARS, description: 'The text to enter.' }),
      clear: Type.Optional(Type.Boolean({ description: 'Replace the current value instead of appending to it (default false).' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  output: evidenceSchema,
  run: (ctx, input) => runMutation(ctx, input, 'type', { target: input.target, text: input.text, clear: input.clear ?? false }),
});
