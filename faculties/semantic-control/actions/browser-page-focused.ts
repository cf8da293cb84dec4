import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import type { FocusedResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { frameIdSchema, tabIdSchema } from '../../sdk/schema.ts';

export const browserPageFocused = defineAction({
  name: 'browser.page.focused',
  description:
    'Answers "fill in this field", "what is this box for?" and "where is my cursor?": the element that has keyboard focus in a frame (through shadow roots), with its role, name, state and a target for the next call; null when nothing is focused. A protected field is named but its value is never given.',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema }, { additionalProperties: false }),
  effect: 'read',
  tier: 'semantic',
  async run(ctx, input): Promise<FocusedResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'focused', {});
    return { ...value, ...where, untrusted: true };
  },
});
