import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import type { GrantView } from '../../sdk/grants.ts';

export const echoApprovalStatus = defineAction({
  name: 'echo.approval.status',
  description: "Reserved for the kernel: the current state (pending, approved, denied, cancelled, expired, used) of an approval this session asked for, what it binds, and how it ended. Any other id, another session's included, is grant-unknown.",
  input: Type.Object({ approvalId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx, input): Promise<GrantView> {
    return ctx.grants.status(input.approvalId);
  },
});
