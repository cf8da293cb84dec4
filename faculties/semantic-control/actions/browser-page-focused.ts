import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageFocused = defineSpec({
  name: 'browser.page.focused',
  description:
    'Answers "fill in this field", "what is this box for?" and "where is my cursor?": the element that has keyboard focus in a frame (through shadow roots), with its role, name, state and a target for the next call; null when nothing is focused. A protected field is named but its value is never given.',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema }, { additionalProperties: false }),
  effect: 'read',
  tier: 'semantic',
});
