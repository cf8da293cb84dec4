import type { GrantView } from '../../../faculties/sdk/grants.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoApprovalCancel } from '../../../faculties/host/actions/echo-approval-cancel.ts';

export const echoApprovalCancelRun = implement(echoApprovalCancel, {
  async run(ctx, input): Promise<GrantView> {
    return ctx.grants.cancel(input.approvalId);
  },
});
