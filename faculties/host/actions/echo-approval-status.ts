import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { GrantView, RequestedApproval } from '../../sdk/grants.ts';

export const echoApprovalStatus = defineSpec({
  name: 'echo.approval.status',
  description:
    "Reserved for the kernel: the current state (pending, approved, denied, cancelled, expired, used) of an approval this session asked for, what it binds, and how it ended; with summary, also what its window showed (the sentence, the warnings, the picture as it is now). Any other id, another session's included, is grant-unknown.",
  input: Type.Object(
    {
      approvalId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
      summary: Type.Optional(Type.Boolean({ description: "Also return what the approval's window showed, picture included (once, not while polling)." })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'reserved',
  ...returns<GrantView | RequestedApproval>(),
});
