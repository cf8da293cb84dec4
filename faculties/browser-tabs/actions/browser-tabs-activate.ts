import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

// tabs and navigation
export const browserTabsActivate = defineSpec({
  name: 'browser.tabs.activate',
  description:
    'Switch to one of the open tabs (on an allowed site) and bring its window to the front: "show me the shop tab", "go to the tab with my cart". It loads nothing and can be undone by switching back, so it needs no approval. Returns the tab\'s URL, title and load status.',
  input: Type.Object({ tabId: Type.Integer({ minimum: 0, description: 'The tab to show (from browser.tabs.list or browser.tabs.find).' }) }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Switch to a tab'],
});
