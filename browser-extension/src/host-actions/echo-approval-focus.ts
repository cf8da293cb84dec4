import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoApprovalFocus } from '../../../faculties/host/actions/echo-approval-focus.ts';

export const echoApprovalFocusRun = implement(echoApprovalFocus, {
  async run(ctx, input): Promise<{ focused: boolean }> {
    return { focused: await ctx.grants.focus(input.approvalId) };
  },
});
