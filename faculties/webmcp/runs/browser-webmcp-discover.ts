import { discoverTab } from '../discover-tab.ts';
import type { WebmcpDiscovery } from '../types.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserWebmcpDiscover } from '../actions/browser-webmcp-discover.ts';

export const browserWebmcpDiscoverRun = implement(browserWebmcpDiscover, {
  async run(ctx, input): Promise<WebmcpDiscovery> {
    const tab = await ctx.allowedTab(input.tabId);
    const { discovery } = await discoverTab(ctx, tab, input.frameId === undefined ? {} : { frameId: input.frameId });
    return discovery;
  },
});
