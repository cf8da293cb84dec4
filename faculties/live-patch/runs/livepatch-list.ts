import { projectUrl } from '../../sdk/project-url.ts';
import { LIVEPATCH_RUNTIME, type PatchStatus } from '../protocol.ts';
import { documentStillThere, NAVIGATED_REASON, patchStore, type PatchRecord } from '../store.ts';
import { implement } from '../../sdk/define-action.ts';
import { livepatchList, type ListedPatch, type LivePatchList } from '../actions/livepatch-list.ts';

const view = (r: PatchRecord): ListedPatch => ({ patchId: r.patchId, purpose: r.purpose, frameId: r.frameId, documentId: r.documentId, operations: r.operations, createdAt: r.createdAt });

export const livepatchListRun = implement(livepatchList, {
  async run(ctx, input): Promise<LivePatchList> {
    const tab = await ctx.allowedTab(input.tabId);
    const statuses = new Map<string, PatchStatus>();
    for (const rec of await patchStore(ctx.tabRecords).list(tab.tabId)) {
      if (rec.state !== 'active' && rec.state !== 'applying') continue;
      if (!(await documentStillThere(ctx, rec))) {
        await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, 'dropped', NAVIGATED_REASON);
        continue;
      }
      const reply = await ctx.page.call(LIVEPATCH_RUNTIME, { tabId: tab.tabId, documentId: rec.documentId }, tab.origin, 'status', { patchIds: [rec.patchId] }).catch(() => null);
      const status = reply?.value[0];
      if (!status || status.state === 'unknown') {
        // The document is the same but holds no such patch: it never got applied (or the runtime was replaced).
        await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, rec.state === 'applying' ? 'failed' : 'dropped', 'The page no longer holds this patch.');
      } else if (status.state === 'reverted') {
        await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, 'reverted');
      } else {
        if (rec.state === 'applying' && status.state === 'active') await patchStore(ctx.tabRecords).update(tab.tabId, rec.patchId, 'active');
        statuses.set(rec.patchId, status);
      }
    }
    const records = await patchStore(ctx.tabRecords).list(tab.tabId);
    const dropped = records.filter((r) => r.state === 'dropped').map((r) => ({ ...view(r), reason: r.reason ?? NAVIGATED_REASON, endedAt: r.endedAt }));
    return {
      tabId: tab.tabId,
      url: projectUrl(tab.url),
      active: records
        .filter((r) => statuses.has(r.patchId))
        .map((r) => ({ ...view(r), intact: statuses.get(r.patchId)!.intact, vanished: statuses.get(r.patchId)!.vanished })),
      dropped,
      reverted: records
        .filter((r) => r.state === 'reverted')
        .sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))
        .slice(0, 10)
        .map((r) => ({ ...view(r), endedAt: r.endedAt })),
      note: dropped.length ? `${dropped.length} patch(es) were dropped: ${NAVIGATED_REASON}` : null,
    };
  },
});
