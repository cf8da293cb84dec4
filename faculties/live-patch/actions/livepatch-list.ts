import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { Operation } from '../rules.ts';
import { tabIdSchema } from '../schema.ts';

export interface ListedPatch {
  patchId: string;
  purpose: string;
  frameId: number;
  documentId: string;
  operations: Operation[];
  createdAt: number;
}

export interface LivePatchList {
  tabId: number;
  url: string;
  /** In force now. `intact`: every change is still exactly as applied; `vanished`: targets gone from the page. */
  active: (ListedPatch & { intact: boolean; vanished: number })[];
  /** Gone because the page navigated or reloaded: nothing to revert. */
  dropped: (ListedPatch & { reason: string; endedAt: number | null })[];
  /** Undone with livepatch.revert (most recent first). */
  reverted: (ListedPatch & { endedAt: number | null })[];
  /** Said plainly when a navigation dropped patches. */
  note: string | null;
}

export const livepatchList = defineSpec({
  name: 'livepatch.list',
  description:
    "List the Live Patches on a tab: active ones (with whether each is still intact), ones a navigation dropped (the page navigated or reloaded, so they are gone), and recently reverted ones. Read-only; use it to find a patchId for livepatch.revert or to check a patch is in place.",
  input: Type.Object({ tabId: tabIdSchema }, { additionalProperties: false }),
  effect: 'read',
  tier: 'livepatch',
});
