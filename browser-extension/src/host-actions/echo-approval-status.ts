import type { GrantView, RequestedApproval } from '../../../faculties/sdk/grants.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoApprovalStatus } from '../../../faculties/host/actions/echo-approval-status.ts';

export const echoApprovalStatusRun = implement(echoApprovalStatus, {
  async run(ctx, input): Promise<GrantView | RequestedApproval> {
    const view = await ctx.grants.status(input.approvalId);
    return input.summary ? { ...view, summary: await ctx.grants.summary(input.approvalId) } : view;
  },
});
