import { BridgeError } from '../../../browser-bridge/errors.ts';
import { grantRefusal, type GrantBinding } from '../../sdk/grants.ts';
import { requireDebuggingAllowed } from '../annotation-marks.ts';
import { checkedArgumentHash } from '../arguments.ts';
import { argumentHash } from '../descriptor.ts';
import { filledKeys, fillFromRead } from '../../sdk/record-naming.ts';
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
    // A read the approval of its change also covered (the window listed it), once its change ran;
    // or the read it runs first, to find the entry the change goes to.
    const checks = grant.state === 'used' ? (grant.plan ?? []).filter((r) => r.subjectHash === input.descriptorHash) : [];
    const lookup = grant.state === 'approved' && grant.lookup?.subjectHash === input.descriptorHash ? grant.lookup : null;
    const reads = checks.length ? checks : lookup ? [lookup] : [];
    const refusal = reads.length ? null : grantRefusal(grant);
    if (refusal) throw refusal;
    const bound = grant.binding;
    if (
      bound.kind !== WEBMCP_GRANT_KIND ||
      bound.tabId !== input.tabId ||
      (!reads.length && bound.subjectHash !== input.descriptorHash) ||
      (input.frameId !== undefined && input.frameId !== bound.frameId)
    ) {
      throw new BridgeError('grant-mismatch', 'This approval was given for a different tool, tab or frame.', { approvalId: grant.approvalId });
    }
    const subjectHash = reads.length ? input.descriptorHash : bound.subjectHash;
    const tab = await ctx.allowedTop(input.tabId);
    if (tab.origin !== bound.origin) throw new BridgeError('navigated', `Tab ${tab.tabId} is now on ${tab.origin}, not ${bound.origin} where the tool was approved.`);
    const { frames } = await discoverTab(ctx, tab);
    const selected = selectTool(frames, { frameId: bound.frameId, documentId: bound.documentId, name: input.name, descriptorHash: subjectHash });
    await requireDebuggingAllowed(ctx, input.name, selected.tool.annotations);
    if (reads.length && selected.tool.form) throw new BridgeError('grant-mismatch', "A form is filled only with an approval of its own, never as a change's read.", { approvalId: grant.approvalId });
    const argHash = await checkedArgumentHash(selected.tool.inputSchema, input.arguments, input.name);
    const sensitive = formFieldRefusal(selected.tool.form, input.arguments);
    if (sensitive) throw sensitive;
    // The change to the entry its read named: the fields the read filled are checked apart (by
    // the store, against what the read answered); the hash binds every other argument.
    const fills = !reads.length && grant.lookup ? filledKeys(grant.lookup) : [];
    const filled = Object.fromEntries(Object.entries(input.arguments).filter(([k]) => fills.includes(k)));
    const boundHash = fills.length ? await argumentHash(Object.fromEntries(Object.entries(input.arguments).filter(([k]) => !fills.includes(k)))) : argHash;
    const approvedHashes = reads.length ? reads.map((r) => r.argumentHash) : [bound.argumentHash];
    if (!approvedHashes.includes(boundHash)) {
      throw new BridgeError('arguments-changed', 'These arguments differ from the ones the person approved; ask again with the new arguments.', {
        approved: approvedHashes[0],
        given: boundHash,
      });
    }
    const binding: GrantBinding = {
      kind: WEBMCP_GRANT_KIND,
      tabId: tab.tabId,
      frameId: selected.frame.frameId,
      documentId: selected.frame.documentId,
      origin: selected.frame.origin,
      subjectHash: selected.tool.descriptorHash,
      argumentHash: boundHash,
    };
    // From here the grant (or the plan's read) is spent, before anything is dispatched: no path can run it twice.
    if (checks.length) await ctx.grants.consumePlanRead(grant.approvalId, binding);
    else if (lookup) await ctx.grants.consumeLookup(grant.approvalId, binding);
    else await ctx.grants.consume(grant.approvalId, binding, filled);
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
    // How the change went is the grant's outcome; a read of its plan leaves it as it is.
    const settle = (outcome: 'ok' | 'error' | 'unknown') => (reads.length ? Promise.resolve() : ctx.grants.settle(grant.approvalId, outcome));
    const outcome = await run().catch(async (err: unknown) => {
      await settle(err instanceof BridgeError && err.code !== 'outcome-unknown' ? 'error' : 'unknown');
      if (lookup) await ctx.grants.resolveLookup(grant.approvalId, null, `The page's read failed (${err instanceof BridgeError ? err.code : 'error'}); nothing was changed.`);
      throw err;
    });
    await settle('ok');
    if (lookup) {
      // What the page's read answered fills the change: exactly one named entry, or no change at all.
      const fill = fillFromRead(outcome.result.value, lookup);
      await ctx.grants.resolveLookup(grant.approvalId, fill.ok ? fill.values : null, fill.ok ? '' : fill.reason);
    }
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
