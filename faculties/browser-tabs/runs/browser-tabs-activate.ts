import { tabState, type TabState } from '../navigation/load.ts';
import { planForTab } from '../navigation/plan.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsActivate } from '../actions/browser-tabs-activate.ts';

export const browserTabsActivateRun = implement(browserTabsActivate, {
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.tabs.activate', input, {
      need: 'none',
      why: 'switching tabs shows you one of your own tabs; it loads nothing and can be undone',
      action: 'Switch to a tab',
    }),
  async run(ctx, input): Promise<TabState> {
    const tab = await ctx.allowedTop(input.tabId);
    await ctx.tabsHost.activate(tab.tabId);
    return tabState(ctx, tab.tabId, await ctx.allowedOrigins());
  },
});
