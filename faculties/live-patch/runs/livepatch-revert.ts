import { BridgeError } from '../../../browser-bridge/errors.ts';
import { LIVEPATCH_RUNTIME } from '../protocol.ts';
import { activeRecord, NAVIGATED_REASON, patchStore } from '../store.ts';
import { implement } from '../../sdk/define-action.ts';
import { livepatchRevert, type LivePatchReverted } from '../actions/livepatch-revert.ts';

export const livepatchRevertRun = implement(livepatchRevert, {
  async run(ctx, input): Promise<LivePatchReverted> {
    const tab = await ctx.allowedTop(input.tabId);
    const rec = await activeRecord(ctx, tab.tabId, input.patchId);
    let reverted;
    try {
      reverted = await ctx.page.call(LIVEPATCH_RUNTIME, { tabId: tab.tabId, documentId: rec.documentId }, tab.origin, 'revert', { patchId: rec.patchId });
    } catch (err) {
      if (err instanceof BridgeError && err.code === 'navigated') await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, 'dropped', NAVIGATED_REASON);
      throw err;
    }
    await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, 'reverted', input.purpose.trim());
    return { patchId: rec.patchId, purpose: rec.purpose, tabId: tab.tabId, frameId: reverted.frameId, documentId: reverted.documentId, url: reverted.value.url, reverted: true, targets: reverted.value.targets };
  },
});
