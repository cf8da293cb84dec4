import { Type } from '@sinclair/typebox';
import { defineAction } from '../define-action.ts';
import { runMutation } from '../semantic/run.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../semantic/schema.ts';

export const browserSemanticFocus = defineAction({
  name: 'browser.semantic.focus',
  description:
    'Move keyboard focus to one element (without scrolling). Refuses hidden, disabled, inert and protected (password, credential, payment, private) targets. Returns evidence: fingerprint, role, name, state before and after, URL, document ID, trustedInput:false, focusEvent (the element received the focus event, so the page focus handlers ran) and focusKept (it still has focus after them: a page may move focus on in its own handler).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, target: targetSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'semantic',
  run: (ctx, input) => runMutation(ctx, input, 'focus', { target: input.target }),
});
