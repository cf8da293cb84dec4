import { Type } from '@sinclair/typebox';
import { requestSchema } from '../../sdk/approval-wording.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { requesterInput } from '../../sdk/grants.ts';

export const echoLivepatchApprovalRequest = defineSpec({
  name: 'echo.livepatch.approval.request',
  description:
    "Reserved for the kernel: check a Live Patch (apply or revert) against every rule and the page, then ask the person in the extension's own approval window to allow it once, with these exact arguments on this tab, frame and document, showing a picture with the targets outlined (or return the site allowance already in force). Refusals come back before any window opens.",
  input: Type.Object(
    {
      action: Type.Union([Type.Literal('livepatch.apply'), Type.Literal('livepatch.revert')], { description: 'Which Live Patch change.' }),
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input the action will receive (tabId pinned).' }),
      request: requestSchema,
      requester: requesterInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
});
