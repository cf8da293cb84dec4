import { BridgeError } from '../../../browser-bridge/errors.ts';
import { grantRefusal, type GrantBinding } from '../../sdk/grants.ts';
import { requireDebuggingAllowed } from '../annotation-marks.ts';
import { checkedArgumentHash } from '../arguments.ts';
import { discoverTab, PAGE_READ_LIMITS } from '../discover-tab.ts';
import { dispatchTool, type DispatchRequest } from '../dispatch.ts';
import { dispatchFormTool } from '../form-dispatch.ts';
import { formFieldRefusal } from '../form-tool.ts';
import type { HandoffView } from '../handoff.ts';
import { DEFAULT_HANDOFF_WAIT_MS, DEFAULT_INVOKE_TIMEOUT_MS } from '../limits.ts';
import { selectTool } from '../select-tool.ts';
import type { BoundedResult } from '../../sdk/bounded-result.ts';
import type { WebmcpInvokeResult } from '../types.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserWebmcpInvoke, WEBMCP_GRANT_KIND } from '../actions/browser-webmcp-invoke.ts';

export const browserWebmcpInvokeRun = implement(browserWebmcpInvoke, {
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
