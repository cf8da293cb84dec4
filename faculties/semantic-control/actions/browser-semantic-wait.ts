import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { WAIT_DEFAULT_TIMEOUT_MS, WAIT_MAX_TIMEOUT_MS } from '../limits.ts';
import type { WaitState } from '../protocol.ts';
import { frameIdSchema, tabIdSchema, targetSchema } from '../../sdk/schema.ts';

const STATES: WaitState[] = ['attached', 'detached', 'visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'focused'];

export const browserSemanticWait = defineSpec({
  name: 'browser.semantic.wait',
  description: `Wait until a target reaches a state (${STATES.join(', ')}; visible by default) and/or until text is visible on the page (inside target when both are given), for at most timeoutMs (default ${WAIT_DEFAULT_TIMEOUT_MS}, at most ${WAIT_MAX_TIMEOUT_MS}). A fingerprint that stops resolving counts as detached. Fails with timeout when the condition did not hold. Text inside marked private regions never matches; protected targets (password, credential, payment fields, marked regions) are refused.`,
  input: Type.Object(
    {
      tabId: tabIdSchema,
      frameId: frameIdSchema,
      target: Type.Optional(targetSchema),
      text: Type.Optional(Type.String({ minLength: 1, maxLength: 1_000, description: 'Text that must be visible (whitespace-insensitive, case-sensitive).' })),
      state: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)), { description: 'The state the target must reach.' })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: WAIT_MAX_TIMEOUT_MS, description: 'How long to wait.' })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'semantic',
});
