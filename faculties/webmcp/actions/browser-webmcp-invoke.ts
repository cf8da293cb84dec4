import { Type } from '@sinclair/typebox';
import { pageToolRunSchema } from '../../../browser-bridge/results.ts';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { grantRefusal, type GrantBinding } from '../../sdk/grants.ts';
import { requireDebuggingAllowed } from '../annotation-marks.ts';
import { checkedArgumentHash } from '../arguments.ts';
import { discoverTab, PAGE_READ_LIMITS } from '../discover-tab.ts';
import { dispatchTool, type DispatchRequest } from '../dispatch.ts';
import { dispatchFormTool } from '../form-dispatch.ts';
import { formFieldRefusal } from '../form-tool.ts';
import type { HandoffView } from '../handoff.ts';
import {
  DEFAULT_HANDOFF_WAIT_MS,
  DEFAULT_INVOKE_TIMEOUT_MS,
  MAX_HANDOFF_WAIT_MS,
  MAX_INVOKE_TIMEOUT_MS,
  MIN_HANDOFF_WAIT_MS,
  MIN_INVOKE_TIMEOUT_MS,
} from '../limits.ts';
import { selectTool } from '../select-tool.ts';
import type { BoundedResult } from '../../sdk/bounded-result.ts';
import type { WebmcpInvokeResult } from '../types.ts';

export const WEBMCP_GRANT_KIND = 'webmcp.invoke';

export const browserWebmcpInvoke = defineAction({
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
  async run(ctx, input): Promise<WebmcpInvokeResult> {
    const started = performance.now();
    const grant = await ctx.grants.status(input.grantId);
    const refusal = grantRefusal(grant);
    if (refusal) throw refusal;
    const bound = grant.binding;
    if (
      bound.kind !== WEBMCP_GRANT_KIND ||
      bound.tabId !== input.tabId ||
      bound.subjectHash !== input.descriptorHash ||
      (input.frameId !== undefined && input.frameId !== bound.frameId)
    ) {
      throw new BridgeError('grant-mismatch', 'This approval was given for a different tool, tab or frame.', { approvalId: grant.approvalId });
    }
    const tab = await ctx.allowedTab(input.tabId);
    if (tab.origin !== bound.origin) throw new BridgeError('navigated', `Tab ${tab.tabId} is now on ${tab.origin}, not ${bound.origin} where the tool was approved.`);
    const { frames } = await discoverTab(ctx, tab);
    const selected = selectTool(frames, { frameId: bound.frameId, documentId: bound.documentId, name: input.name, descriptorHash: bound.subjectHash });
    await requireDebuggingAllowed(ctx, input.name, selected.tool.annotations);
    const argHash = await checkedArgumentHash(selected.tool.inputSchema, input.arguments, input.name);
    const sensitive = formFieldRefusal(selected.tool.form, input.arguments);
    if (sensitive) throw sensitive;
    if (argHash !== bound.argumentHash) {
      throw new BridgeError('arguments-changed', 'These arguments differ from the ones the person approved; ask again with the new arguments.', {
        approved: bound.argumentHash,
        given: argHash,
      });
    }
    const binding: GrantBinding = {
      kind: WEBMCP_GRANT_KIND,
      tabId: tab.tabId,
      frameId: selected.frame.frameId,
      documentId: selected.frame.documentId,
      origin: selected.frame.origin,
      subjectHash: selected.tool.descriptorHash,
      argumentHash: argHash,
    };
    // From here the grant is spent, before anything is dispatched: no path can run it twice.
    await ctx.grants.consume(grant.approvalId, binding);
    const request: DispatchRequest = {
      tabId: tab.tabId,
      documentId: selected.frame.documentId,
      world: selected.frame.world,
      name: input.name,
      expected: selected.raw,
      args: input.arguments,
      limits: PAGE_READ_LIMITS,
      timeoutMs: input.timeoutMs ?? DEFAULT_INVOKE_TIMEOUT_MS,
      signal: ctx.signal,
      handoffId: null,
    };
    const form = selected.tool.form;
    const run = async (): Promise<{ result: BoundedResult; handoff?: HandoffView }> => {
      if (!form) {
        const out = await dispatchTool(ctx.page, request);
        if (out.kind === 'waiting') throw new BridgeError('internal', `${input.name} is not a form tool, yet it reported a filled form.`);
        return { result: out.result };
      }
      return dispatchFormTool(ctx, {
        ...request,
        handoffId: grant.approvalId,
        frameId: selected.frame.frameId,
        origin: selected.frame.origin,
        form,
        waitMs: input.handoffWaitMs ?? DEFAULT_HANDOFF_WAIT_MS,
      });
    };
    const outcome = await run().catch(async (err: unknown) => {
      await ctx.grants.settle(grant.approvalId, err instanceof BridgeError && err.code !== 'outcome-unknown' ? 'error' : 'unknown');
      throw err;
    });
    await ctx.grants.settle(grant.approvalId, 'ok');
    return {
      ok: true,
      untrusted: true,
      result: outcome.result,
      ...(outcome.handoff ? { handoff: outcome.handoff } : {}),
      grantId: grant.approvalId,
      tabId: tab.tabId,
      frameId: selected.frame.frameId,
      documentId: selected.frame.documentId,
      origin: selected.frame.origin,
      name: input.name,
      descriptorHash: selected.tool.descriptorHash,
      argumentHash: argHash,
      durationMs: Math.round(performance.now() - started),
    };
  },
});
