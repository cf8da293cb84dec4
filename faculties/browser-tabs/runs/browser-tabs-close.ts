import { planForTab, requireConsentedDocument } from '../navigation/plan.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsClose } from '../actions/browser-tabs-close.ts';

export const browserTabsCloseRun = implement(browserTabsClose, {
  async consent(ctx, input) {
    const mine = await ctx.tabsHost.naviTabs.owns(input.tabId);
    return planForTab(ctx, 'browser.tabs.close', input, {
      need: mine ? 'none' : 'grant',
      why: mine ? 'the Navi opened this tab in this session' : 'this is one of your own tabs: closing it loses what it shows, and anything typed there',
      action: 'Close one of your tabs',
    });
  },
  async run(ctx, input): Promise<{ tabId: number; closed: true; naviTab: boolean }> {
    const tab = await ctx.allowedTop(input.tabId);
    const mine = await ctx.tabsHost.naviTabs.owns(tab.tabId);
    // The person's tab: only the page they approved closing.
    if (!mine) await requireConsentedDocument(ctx, tab.tabId);
    await ctx.tabsHost.close(tab.tabId);
    await ctx.tabsHost.naviTabs.forget(tab.tabId);
    return { tabId: tab.tabId, closed: true, naviTab: mine };
  },
});
