import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { planForTab, requireConsentedDocument } from '../navigation/plan.ts';

// tabs and navigation
export const browserTabsClose = defineAction({
  name: 'browser.tabs.close',
  description:
    'Close a tab: "close the tabs you opened", "close that tab". A tab this session\'s Navi opened (browser.tabs.open) closes without an approval; any other tab is the person\'s own and closing it (losing what it shows) needs their approval each time, never a site allowance. Returns whether it was a Navi tab.',
  input: Type.Object({ tabId: Type.Integer({ minimum: 0, description: 'The tab to close.' }) }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Close one of your tabs'],
  async consent(ctx, input) {
    const mine = await ctx.tabsHost.naviTabs.owns(input.tabId);
    return planForTab(ctx, 'browser.tabs.close', input, {
      need: mine ? 'none' : 'grant',
      why: mine ? 'the Navi opened this tab in this session' : 'this is one of your own tabs: closing it loses what it shows, and anything typed there',
      action: 'Close one of your tabs',
    });
  },
  async run(ctx, input): Promise<{ tabId: number; closed: true; naviTab: boolean }> {
    const tab = await ctx.allowedTab(input.tabId);
    const mine = await ctx.tabsHost.naviTabs.owns(tab.tabId);
    // The person's tab: only the page they approved closing.
    if (!mine) await requireConsentedDocument(ctx, tab.tabId);
    await ctx.tabsHost.close(tab.tabId);
    await ctx.tabsHost.naviTabs.forget(tab.tabId);
    return { tabId: tab.tabId, closed: true, naviTab: mine };
  },
});
