import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoSitemapLeave } from '../../../faculties/host/actions/echo-sitemap-leave.ts';

export const echoSitemapLeaveRun = implement(echoSitemapLeave, {
  async run(ctx, input) {
    await ctx.backgroundTabs.close(input.tabId);
    return { closed: input.tabId };
  },
});
