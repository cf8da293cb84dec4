import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsList, type TabSummary } from '../actions/browser-tabs-list.ts';

export const browserTabsListRun = implement(browserTabsList, {
  async run(ctx) {
    const allowed = new Set(await ctx.allowedOrigins());
    const summaries: TabSummary[] = [];
    for (const tab of await ctx.tabs()) {
      const raw = tab.url;
      const origin = originOf(raw);
      const isAllowed = allowed.has(origin);
      summaries.push({
        tabId: tab.tabId,
        windowId: tab.windowId,
        title: isAllowed ? tab.title : '',
        // Opaque origins (about:blank, data:) print as 'null': show the scheme instead.
        url: isAllowed ? projectUrl(raw) : origin === 'null' ? `${raw.split(':')[0]}:` : origin,
        origin,
        active: tab.active,
        allowed: isAllowed,
      });
    }
    return { tabs: summaries };
  },
});
