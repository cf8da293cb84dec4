import { Type } from '@sinclair/typebox';
import { importedFromSchema, requestSchema } from '../../sdk/approval-wording.ts';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import { requesterInput } from '../../sdk/grants.ts';
import type { AllowanceView } from '../../sdk/consent.ts';
import type { RequestedApproval } from '../../sdk/grants.ts';

export const NAME = 'echo.action.approval.request';

export const echoActionApprovalRequest = defineSpec({
  name: NAME,
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a change with these exact arguments on this tab, frame and document (a semantic change, or a browser-level one by its own consent plan). The window names the target as the page shows it, with a picture, and offers to allow such changes on this site for a while, unless the target may spend money or cannot be undone, or the action is approved each time (a submission, a download, an upload). Returns the pending approval at once with what its window shows (or the allowance already in force, with no window, or that this run needs none).",
  input: Type.Object(
    {
      action: Type.String({ minLength: 1, maxLength: 128, description: 'The dotted action name, e.g. browser.semantic.click.' }),
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input the action will receive (tabId pinned).' }),
      request: requestSchema,
      requester: requesterInput,
      importedFrom: importedFromSchema,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
  ...returns<RequestedApproval | AllowanceView | NoApprovalView>(),
});

/** What a run needs when no approval is: the kernel goes ahead; the consent gate applies the same plan. */
export interface NoApprovalView {
  noApproval: { why: string };
}
