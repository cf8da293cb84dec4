import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { MAX_ACTIVE_PATCHES_PER_TAB } from '../limits.ts';
import { newPatchId } from '../patch-id.ts';
import { LIVEPATCH_RUNTIME } from '../protocol.ts';
import { checkPatch, type Operation } from '../rules.ts';
import { patchStore } from '../store.ts';
import { implement } from '../../sdk/define-action.ts';
import { livepatchApply, type LivePatchApplied } from '../actions/livepatch-apply.ts';

export const livepatchApplyRun = implement(livepatchApply, {
  async run(ctx, input): Promise<LivePatchApplied> {
    const refusal = checkPatch(input.purpose, input.operations as Operation[]);
    if (refusal) throw new BridgeError(refusal.code, refusal.message, refusal.detail);
    const tab = await ctx.allowedTop(input.tabId);
    const frameId = input.frameId ?? 0;
    const live = (await patchStore(ctx.tabRecords).list(tab.tabId)).filter((r) => r.state === 'active' || r.state === 'applying');
    if (live.length >= MAX_ACTIVE_PATCHES_PER_TAB) throw new BridgeError('operation-not-allowed', `Tab ${tab.tabId} already has ${live.length} active patches; revert some first.`);
    const patchId = newPatchId();
    // Planned (and so committed) only in the document the consent was checked for.
    const where = ctx.consentedDocumentId ? { tabId: tab.tabId, documentId: ctx.consentedDocumentId } : { tabId: tab.tabId, frameId };
    const planned = await ctx.page.call(LIVEPATCH_RUNTIME, where, tab.origin, 'plan', { patchId, operations: input.operations as Operation[], dryRun: false });
    // The inverse is on record before the page changes.
    await patchStore(ctx.tabRecords).add({
      patchId,
      purpose: input.purpose.trim(),
      tabId: tab.tabId,
      frameId,
      documentId: planned.documentId,
      origin: tab.origin,
      url: projectUrl(tab.url),
      operations: input.operations as Operation[],
      inverse: planned.value.inverse,
      state: 'applying',
      createdAt: Date.now(),
      endedAt: null,
      reason: null,
    });
    let applied;
    try {
      applied = await ctx.page.call(LIVEPATCH_RUNTIME, { tabId: tab.tabId, documentId: planned.documentId }, tab.origin, 'commit', { patchId });
    } catch (err) {
      await patchStore(ctx.tabRecords).update(tab.tabId, patchId, 'failed', err instanceof Error ? err.message : String(err));
      throw err;
    }
    await patchStore(ctx.tabRecords).update(tab.tabId, patchId, 'active');
    return {
      patchId,
      purpose: input.purpose.trim(),
      tabId: tab.tabId,
      frameId: applied.frameId,
      documentId: applied.documentId,
      url: applied.value.url,
      operations: applied.value.operations,
      targets: applied.value.targets,
      inverse: planned.value.inverse,
      trustedInput: false,
    };
  },
});
