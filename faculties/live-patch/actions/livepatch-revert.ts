import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { PatchTargetRef } from '../protocol.ts';
import { patchIdSchema, purposeSchema, tabIdSchema } from '../schema.ts';

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

export const livepatchRevert = defineSpec({
  name: 'livepatch.revert',
  description:
    'Undo one Live Patch exactly: every attribute, style and text it changed goes back to what it was, and its annotations are removed. Give the patchId (from livepatch.apply or livepatch.list) and the purpose of undoing it. Refused, changing nothing, when a target left the page (target-vanished) or the page changed a patched part since (patch-conflict); a patch dropped by a navigation is gone already (navigated).',
  input: Type.Object({ tabId: tabIdSchema, patchId: patchIdSchema, purpose: purposeSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'livepatch',
  approvalSentence: (_input, { host }) => [`AI Echo wants to undo a Live Patch on ${host}, putting the page back as it was.`],
});
