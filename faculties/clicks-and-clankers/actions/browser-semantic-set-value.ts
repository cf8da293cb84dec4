import { Type } from '@sinclair/typebox';
import { defineAction } from '../define-action.ts';
import { runMutation } from '../semantic/run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../semantic/schema.ts';

export const browserSemanticSetValue = defineAction({
  name: 'browser.semantic.setValue',
  description:
    'Answers "set the date to 12 March", "move the slider to 30", "pick 18:30" and "make the colour red": sets a control a person uses with a picker or by dragging (slider, date, time, date-and-time, month, week, colour) to a value it accepts, in its own format (date YYYY-MM-DD, time HH:MM, datetime-local YYYY-MM-DDTHH:MM, month YYYY-MM, week YYYY-Www, colour #rrggbb, slider a number within its min, max and step); anything else is refused with the format it expects, before anything changes. Same hit test as a click; protected fields refused. Fires input and change. For text fields use type; for drop-downs select; for boxes check.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: targetSchema,
      value: Type.String({ maxLength: 64, description: "The value, in the control's own format." }),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'semantic',
  run: (ctx, input) => runMutation(ctx, input, 'setValue', { target: input.target, value: input.value }),
});
