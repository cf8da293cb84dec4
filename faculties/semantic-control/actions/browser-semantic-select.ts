import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticSelect = defineSpec({
  name: 'browser.semantic.select',
  description:
    'Choose options of a <select> and fire input and change: one by its value or visible label, or, in a multiple select, several with values or labels (exactly one of the four). In a multiple select the chosen options become the whole selection. An unknown option is target-not-found (the error lists the labels), a label shared by several options is target-ambiguous. Refuses disabled selects or options and protected fields. Same hit test as click, where a person would point: the option in a list box, the select itself when it is a drop-down (not-hittable says why). Returns evidence with trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      value: Type.Optional(Type.String({ maxLength: 1_000, description: "The option's value attribute." })),
      label: Type.Optional(Type.String({ maxLength: 1_000, description: "The option's visible text." })),
      values: Type.Optional(
        Type.Array(Type.String({ maxLength: 1_000 }), { minItems: 1, maxItems: 200, description: 'A multiple select only: the value attributes of every option to select.' }),
      ),
      labels: Type.Optional(Type.Array(Type.String({ maxLength: 1_000 }), { minItems: 1, maxItems: 200, description: 'A multiple select only: the visible text of every option to select.' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { target, host, value }) => {
    const chosen = input.label ?? input.value ?? [...(input.labels ?? input.values ?? [])].join(', ');
    return ['AI Echo wants to choose ', value(chosen), ' in ', ...target, ` on ${host}.`];
  },
  output: evidenceSchema,
});
