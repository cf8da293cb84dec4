import { Type } from '@sinclair/typebox';
import { pageToolRunSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { DEFAULT_HANDOFF_WAIT_MS, DEFAULT_INVOKE_TIMEOUT_MS, MAX_HANDOFF_WAIT_MS, MAX_INVOKE_TIMEOUT_MS, MIN_HANDOFF_WAIT_MS, MIN_INVOKE_TIMEOUT_MS } from '../limits.ts';

export const WEBMCP_GRANT_KIND = 'webmcp.invoke';

export const browserWebmcpInvoke = defineSpec({
  name: 'browser.webmcp.invoke',
  description:
    "Run one page tool found by browser.webmcp.discover, with an approval the person gave in the extension's own approval window for exactly this tool (name and descriptorHash), these arguments, this tab, frame and document. Each approval runs once. Before anything runs it re-reads the page and fails with a typed code if the page navigated, the tool changed, vanished or has a twin, or the arguments differ. The result is the page's own data: redacted, size-bounded and untrusted. `outcome-unknown` means it may or may not have happened: inspect the page before any retry. A form tool (a <form> the page declares) fills the form: without the page's toolautosubmit it answers at once with `handoff.state: waiting`, the form waits in the page for the person to review and submit, and AI Echo follows what happens; with toolautosubmit the result is the page's answer or the navigation the submission caused.",
  input: Type.Object(
    {
      grantId: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'The approvalId of an approved request.' }),
      tabId: Type.Integer({ minimum: 0, description: 'The tab the approval is for.' }),
      frameId: Type.Optional(Type.Integer({ minimum: 0, description: 'The frame the tool was discovered in; when given it must be the approved one.' })),
      name: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]{1,128}$', description: "The tool's name, as discovered." }),
      descriptorHash: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'The descriptorHash the person approved.' }),
      arguments: Type.Record(Type.String(), Type.Unknown(), { description: "The tool's input: exactly the approved arguments." }),
      timeoutMs: Type.Optional(
        Type.Integer({ minimum: MIN_INVOKE_TIMEOUT_MS, maximum: MAX_INVOKE_TIMEOUT_MS, description: `How long the tool may run; ${DEFAULT_INVOKE_TIMEOUT_MS} ms when omitted.` }),
      ),
      handoffWaitMs: Type.Optional(
        Type.Integer({
          minimum: MIN_HANDOFF_WAIT_MS,
          maximum: MAX_HANDOFF_WAIT_MS,
          description: `Form tools without toolautosubmit: how long AI Echo watches the filled form for the person's submission; ${DEFAULT_HANDOFF_WAIT_MS} ms when omitted.`,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  // Always mutation-grade, whatever the tool's annotations say: page annotations relax nothing.
  effect: 'mutation',
  tier: 'webmcp',
  // The page tool as discovered when approval is asked (the grant id does not exist yet).
  approvalSentence: (_input, { tool, host }) =>
    !tool
      ? [`AI Echo wants to run a tool of this page on ${host}.`]
      : tool.form
        ? ["Fill this page's form ", ...tool.named, tool.form === 'review' ? ` on ${host}, for you to review and send.` : ` on ${host} and send it.`]
        : ["Run this page's tool ", ...tool.named, ` on ${host}.`],
  output: pageToolRunSchema,
});
