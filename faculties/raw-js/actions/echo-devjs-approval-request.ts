import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { requestSchema } from '../../sdk/approval-wording.ts';
import { requesterInput } from '../../sdk/grants.ts';

export const echoDevjsApprovalRequest = defineSpec({
  name: 'echo.devjs.approval.request',
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of this exact JavaScript (shown with its SHA-256) in this tab, frame and document. Only while developer mode is on in the extension. No site allowance ever covers raw JavaScript: every run is approved on its own.",
  input: Type.Object(
    {
      input: Type.Record(Type.String(), Type.Unknown(), { description: 'Exactly the input devjs.evaluate will receive (tabId pinned).' }),
      request: requestSchema,
      requester: requesterInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
});
