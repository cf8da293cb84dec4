import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';

export interface TabSummary {
  tabId: number;
  windowId: number;
  /** Empty for tabs on origins the person has not allowed: the Navi learns only that they exist. */
  title: string;
  url: string;
  origin: string;
  active: boolean;
  allowed: boolean;
}

export const browserTabsList = defineAction({
  name: 'browser.tabs.list',
  description:
    'List the open browser tabs: tab id, title, URL (credentials and secret-looking parameters removed), whether it is the active tab, and whether the person allowed AI Echo on its origin. Tabs on origins that are not allowed show only their origin.',
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'inspect',
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
