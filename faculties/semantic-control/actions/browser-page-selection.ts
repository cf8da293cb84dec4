import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { SELECTION_DEFAULT_MAX_CHARS, SELECTION_MAX_CHARS } from '../limits.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageSelection = defineSpec({
  name: 'browser.page.selection',
  description:
    'Answers "explain what I selected", "translate this" and "look this up" about text the person highlighted: the text selected in a frame (or inside the focused text field) and the element holding it, as a target. Empty text when nothing is selected. A selection inside a protected field or marked private region is refused (blocked-sensitive); marked regions inside a wider selection read as [withheld]. Untrusted page text.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      maxChars: Type.Optional(Type.Integer({ minimum: 1, maximum: SELECTION_MAX_CHARS, description: `Most characters returned (default ${SELECTION_DEFAULT_MAX_CHARS}).` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
