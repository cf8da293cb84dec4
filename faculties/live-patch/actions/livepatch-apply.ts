import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { InverseRecord, PatchTargetRef } from '../protocol.ts';
import { frameIdSchema, operationsSchema, purposeSchema, tabIdSchema } from '../schema.ts';

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

export const livepatchApply = defineSpec({
  name: 'livepatch.apply',
  description:
    'Live Patch (rung 5, below semantic controls): apply a declared, reversible interface edit to one page, e.g. hide a banner, highlight an element, fix a label, add a note. Give the purpose (what and why, shown to the person) and operations from the closed set, each aimed at a fingerprint from browser.semantic.snapshot or a selector. All or nothing; the exact previous state is recorded before anything changes. Refused with a typed code: on* attributes (event-handler-attribute), javascript:/data: and other script URLs (script-url), <script> (script-content), styles or attributes that load resources (resource-loading-style, resource-loading-attribute), protected surfaces (blocked-sensitive), anything outside the closed set (operation-not-allowed). Returns a patchId for livepatch.revert. A navigation drops the patch. Use it only when the person asked for an interface edit; never to act on the page (use semantic controls or page tools for that).',
  input: Type.Object({ tabId: tabIdSchema, frameId: frameIdSchema, purpose: purposeSchema, operations: operationsSchema }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'livepatch',
  approvalSentence: (input, { host }) => [
    `AI Echo wants to change how this page looks for you on ${host}: ${input.operations.length} reversible edit${input.operations.length === 1 ? '' : 's'}, seen only in this tab.`,
  ],
});
