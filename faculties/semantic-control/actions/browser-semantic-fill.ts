import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { FILL_MAX_FIELDS, MAX_TYPE_CHARS } from '../limits.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticFill = defineSpec({
  name: 'browser.semantic.fill',
  description:
    'Answers "fill in this form with ..." and "enter my delivery details": fills several fields of one form in one call, in order, each entered as its own action enters it (text typed key by key as browser.semantic.type types it, replacing what is there; pickers such as date, time, slider and colour take the whole value; drop-downs chosen as browser.semantic.select chooses; boxes clicked as browser.semantic.check clicks). Each field takes exactly one of: value (text, or a picker value in its own format), label or value for a drop-down (label: its visible text), values or labels for a multi-select (they become its whole selection), checked (checkbox, switch, radio). Everything is resolved and checked before anything changes: fields of different forms, protected fields (password, credential, one-time code, payment, private) and forms holding one are refused; file fields need browser.semantic.upload. Each field is then scrolled into view if needed and must pass the hit test before it changes. Does not submit (browser.semantic.submit does). Returns evidence per field and trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      fields: Type.Array(
        Type.Object(
          {
            target: targetSchema,
            value: Type.Optional(Type.String({ maxLength: MAX_TYPE_CHARS, description: 'Text to put in the field (replacing what is there), a picker value in its own format (date YYYY-MM-DD, time HH:MM, colour #rrggbb, slider a number), or a drop-down option value.' })),
            label: Type.Optional(Type.String({ maxLength: 200, description: 'A drop-down option, by its visible label.' })),
            values: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 100, description: "A multi-select's options by value; they become its whole selection." })),
            labels: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { minItems: 1, maxItems: 100, description: "A multi-select's options by visible label; they become its whole selection." })),
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
  approvalSentence: (input, { host }) => [`AI Echo wants to fill in ${input.fields.length} field${input.fields.length === 1 ? '' : 's'} of a form on ${host}, without sending it.`],
});
