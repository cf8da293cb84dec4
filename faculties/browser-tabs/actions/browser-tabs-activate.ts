import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { tabState, type TabState } from '../navigation/load.ts';
import { planForTab } from '../navigation/plan.ts';

// tabs and navigation
export const browserTabsActivate = defineAction({
  name: 'browser.tabs.activate',
  description:
    'Switch to one of the open tabs (on an allowed site) and bring its window to the front: "show me the shop tab", "go to the tab with my cart". It loads nothing and can be undone by switching back, so it needs no approval. Returns the tab\'s URL, title and load status.',
  input: Type.Object({ tabId: Type.Integer({ minimum: 0, description: 'The tab to show (from browser.tabs.list or browser.tabs.find).' }) }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Switch to a tab'],
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.tabs.activate', input, {
      need: 'none',
      why: 'switching tabs shows you one of your own tabs; it loads nothing and can be undone',
      action: 'Switch to a tab',
    }),
  async run(ctx, input): Promise<TabState> {
    const tab = await ctx.allowedTab(input.tabId);
    await ctx.tabsHost.activate(tab.tabId);
    return tabState(ctx, tab.tabId, await ctx.allowedOrigins());
  },
});
