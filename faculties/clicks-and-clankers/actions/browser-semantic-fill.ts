import { Type } from '@sinclair/typebox';
import { defineAction } from '../define-action.ts';
import { FILL_MAX_FIELDS, MAX_TYPE_CHARS } from '../semantic/limits.ts';
import type { FillResult } from '../semantic/protocol.ts';
import { runSemantic } from '../semantic/run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../semantic/schema.ts';

export const browserSemanticFill = defineAction({
  name: 'browser.semantic.fill',
  description:
    'Answers "fill in this form with ..." and "enter my delivery details": fills several fields of one form in one call, in order. Each field takes exactly one of: value (text, email, number, textarea, date, time, slider, colour, or a drop-down option value), label (a drop-down option label), values (a multi-select\'s options, by value or label), checked (checkbox, switch, radio). Everything is resolved and checked before anything changes: fields of different forms, protected fields (password, credential, one-time code, payment, private) and forms holding one are refused; file fields need browser.semantic.upload. Each field is then scrolled into view if needed and must pass the hit test before it changes. Does not submit (browser.semantic.submit does). Returns evidence per field and trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      fields: Type.Array(
        Type.Object(
          {
            target: targetSchema,
            value: Type.Optional(Type.String({ maxLength: MAX_TYPE_CHARS, description: 'Text to put in the field (replacing what is there), or an option value, or a date/time/slider/colour value.' })),
            label: Type.Optional(Type.String({ maxLength: 200, description: 'A drop-down option, by its visible label.' })),
            values: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100, description: "A multi-select's options to select (all others are cleared), by value or label." })),
            checked: Type.Optional(Type.Boolean({ description: 'The wanted state of a checkbox, switch or radio.' })),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: FILL_MAX_FIELDS, description: 'The fields, in the order a person would fill them.' },
      ),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  async run(ctx, input): Promise<FillResult & { tabId: number; frameId: number; documentId: string }> {
    const { value, ...where } = await runSemantic(ctx, input, 'fill', { fields: input.fields });
    return { ...value, ...where };
  },
});
