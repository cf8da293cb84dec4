import { Type } from '@sinclair/typebox';
import { evidenceSchema } from '../../../browser-bridge/results.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { runMutation } from '../semantic/run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

export const browserSemanticSelect = defineAction({
  name: 'browser.semantic.select',
  description:
    'Choose one option of a <select>, by its value or by its visible label (exactly one of the two), and fire input and change. In a multiple select the chosen option becomes the only selection. An unknown option is target-not-found (the error lists the labels), a label shared by several options is target-ambiguous. Refuses disabled selects or options and protected fields. Same hit test as click, where a person would point: the option in a list box, the select itself when it is a drop-down (not-hittable says why). Returns evidence with trustedInput:false.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      value: Type.Optional(Type.String({ maxLength: 1_000, description: "The option's value attribute." })),
      label: Type.Optional(Type.String({ maxLength: 1_000, description: "The option's visible text." })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  output: evidenceSchema,
  run: (ctx, input) =>
    runMutation(ctx, input, 'select', {
      target: input.target,
      ...(input.value !== undefined ? { value: input.value } : {}),
      ...(input.label !== undefined ? { label: input.label } : {}),
    }),
});
