import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { HANDOFF_STATES } from '../handoff.ts';

/** Longest one wait may hold the bridge; the kernel asks again until the hand-off is final. */
export const MAX_HANDOFF_POLL_MS = 25_000;

export const echoWebmcpHandoffWait = defineSpec({
  name: 'echo.webmcp.handoff.wait',
  description:
    "Reserved for the kernel: what became of a form a form tool filled (waiting for the person, submitted with the page's answer or its navigation, failed, cancelled, or expired when nobody submitted it in time). Answers when the state differs from knownState, or after timeoutMs. Only the session whose approval filled the form can follow it; any other id is grant-unknown.",
  input: Type.Object(
    {
      handoffId: Type.String({ pattern: '^[0-9a-f]{32}$', description: "The approval id of the invocation that filled the form (its result's handoff.handoffId)." }),
      knownState: Type.Optional(Type.Union(HANDOFF_STATES.map((s) => Type.Literal(s)), { description: 'The state the caller last saw; the answer waits for another.' })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_HANDOFF_POLL_MS, description: 'How long to wait for a change; 0 answers at once.' })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'reserved',
});
