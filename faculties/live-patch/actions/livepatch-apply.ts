import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { MAX_ACTIVE_PATCHES_PER_TAB } from '../limits.ts';
import { newPatchId } from '../patch-id.ts';
import { LIVEPATCH_RUNTIME, type InverseRecord, type PatchTargetRef } from '../protocol.ts';
import { checkPatch, type Operation } from '../rules.ts';
import { frameIdSchema, operationsSchema, purposeSchema, tabIdSchema } from '../schema.ts';
import { patchStore } from '../store.ts';

export interface LivePatchApplied {
  patchId: string;
  purpose: string;
  tabId: number;
  frameId: number;
  documentId: string;
  url: string;
  operations: number;
  targets: (PatchTargetRef & { visible: boolean })[];
  /** The exact inverse recorded before the change (what livepatch.revert puts back). */
  inverse: InverseRecord[];
  trustedInput: false;
}

export const livepatchApply = defineAction({
  name: 'livepatch.apply',
  description:
    'Live Patch (rung 5, below semantic controls): apply a declared, reversible interface edit to one page, e.g. hide a banner, highlight an element, fix a label, add a note. Give the purpose (what and why, shown to the person) and operations from the closed set, each aimed at a fingerprint from browser.semantic.snapshot or a selector. All or nothing; the exact previous state is recorded before anything changes. Refused with a typed code: on* attributes (event-handler-attribute), javascript:/data: and other script URLs (script-url), <script> (script-content), styles or attributes that load resources (resource-loading-style, resource-loading-attribute), protected surfaces (blocked-sensitive), anything outside the closed set (operation-not-allowed). Returns a patchId for livepatch.revert. A navigation drops the patch. Use it only when the person asked for an interface edit; never to act on the page (use semantic controls or page tools for that).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, purpose: purposeSchema, operations: operationsSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'livepatch',
  approvalSentence: (input, { host }) => [
    `AI Echo wants to change how this page looks for you on ${host}: ${input.operations.length} reversible edit${input.operations.length === 1 ? '' : 's'}, seen only in this tab.`,
  ],
  async run(ctx, input): Promise<LivePatchApplied> {
    const refusal = checkPatch(input.purpose, input.operations as Operation[]);
    if (refusal) throw new BridgeError(refusal.code, refusal.message, refusal.detail);
    const tab = await ctx.allowedTab(input.tabId);
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
