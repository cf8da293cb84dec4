import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

// tabs and navigation
export const browserTabsClose = defineSpec({
  name: 'browser.tabs.close',
  description:
    'Close a tab: "close the tabs you opened", "close that tab". A tab this session\'s Navi opened (browser.tabs.open) closes without an approval; any other tab is the person\'s own and closing it (losing what it shows) needs their approval each time, never a site allowance. Returns whether it was a Navi tab.',
  input: Type.Object({ tabId: Type.Integer({ minimum: 0, description: 'The tab to close.' }) }, { additionalProperties: false }),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Close one of your tabs'],
});
