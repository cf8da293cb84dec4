import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { LIVEPATCH_RUNTIME, type PatchTargetRef } from '../protocol.ts';
import { patchIdSchema, purposeSchema, tabIdSchema } from '../schema.ts';
import { activeRecord, NAVIGATED_REASON, patchStore } from '../store.ts';

export interface LivePatchReverted {
  patchId: string;
  purpose: string;
  tabId: number;
  frameId: number;
  documentId: string;
  url: string;
  reverted: true;
  targets: PatchTargetRef[];
}

export const livepatchRevert = defineAction({
  name: 'livepatch.revert',
  description:
    'Undo one Live Patch exactly: every attribute, style and text it changed goes back to what it was, and its annotations are removed. Give the patchId (from livepatch.apply or livepatch.list) and the purpose of undoing it. Refused, changing nothing, when a target left the page (target-vanished) or the page changed a patched part since (patch-conflict); a patch dropped by a navigation is gone already (navigated).',
  input: Type.Object({ tabId: tabIdSchema, patchId: patchIdSchema, purpose: purposeSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'livepatch',
  approvalSentence: (_input, { host }) => [`AI Echo wants to undo a Live Patch on ${host}, putting the page back as it was.`],
  async run(ctx, input): Promise<LivePatchReverted> {
    const tab = await ctx.allowedTab(input.tabId);
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
