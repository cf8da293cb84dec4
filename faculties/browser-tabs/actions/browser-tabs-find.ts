import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import type { TabSummary } from './browser-tabs-list.ts';

/** Whether a tab matches every word of the query, in its title or URL (case-insensitive). */
export function tabMatches(tab: Pick<TabSummary, 'title' | 'url'>, query: string): boolean {
  const haystack = `${tab.title} ${tab.url}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

// Added by following CONTRIBUTING.md "Adding a capability", as the guide's worked example.
export const browserTabsFind = defineSpec({
  name: 'browser.tabs.find',
  description:
    'Find open tabs whose title or URL contains every word of a query, among the origins the person allowed (others never match, since only their origin is known). Returns the same fields as browser.tabs.list. Use it to pick the tab to act on by name.',
  input: Type.Object(
    { query: Type.String({ minLength: 1, maxLength: 200, description: 'Words to look for in tab titles and URLs, e.g. "shop cart".' }) },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'inspect',
});
