import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { GrantView } from '../../sdk/grants.ts';

export const echoApprovalCancel = defineSpec({
  name: 'echo.approval.cancel',
  description: "Reserved for the kernel: withdraw a pending or unused approval this session asked for and close its window (another session's is grant-unknown). Approving is only ever done by the person, in the extension.",
  input: Type.Object({ approvalId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'reserved',
  ...returns<GrantView>(),
});
