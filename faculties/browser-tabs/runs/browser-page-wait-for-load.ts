import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { tabState, type TabState } from '../navigation/load.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageWaitForLoad } from '../actions/browser-page-wait-for-load.ts';

export const browserPageWaitForLoadRun = implement(browserPageWaitForLoad, {
  async run(ctx, input): Promise<TabState> {
    const tab = await ctx.allowedTab(input.tabId);
    await ctx.navigation.waitForLoad(tab.tabId, null, input.timeoutMs ?? DEFAULT_LOAD_WAIT_MS, ctx.signal);
    return tabState(ctx, tab.tabId, await ctx.allowedOrigins());
  },
});
