import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { DEFAULT_LOAD_WAIT_MS, MAX_LOAD_WAIT_MS, tabState, type TabState } from '../navigation/load.ts';

// tabs and navigation
export const browserPageWaitForLoad = defineAction({
  name: 'browser.page.waitForLoad',
  description:
    'Wait until a tab has finished loading its page: "wait for the page to load" after a click that navigates, or after browser.tabs.open or browser.page.navigate with waitForLoad false. Reads only. Answers at once when the tab is already loaded; after timeoutMs it answers with status loading rather than fail. Returns the URL, title, document ID and load status.',
  input: Type.Object(
    {
      tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab; the most recently used web tab when omitted.' })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOAD_WAIT_MS, description: `Longest wait; ${DEFAULT_LOAD_WAIT_MS} ms when omitted.` })),
    },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'inspect',
  async run(ctx, input): Promise<TabState> {
    const tab = await ctx.allowedTab(input.tabId);
    await ctx.navigation.waitForLoad(tab.tabId, null, input.timeoutMs ?? DEFAULT_LOAD_WAIT_MS, ctx.signal);
    return tabState(ctx, tab.tabId, await ctx.allowedOrigins());
  },
});
