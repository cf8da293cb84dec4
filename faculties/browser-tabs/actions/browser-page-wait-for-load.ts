import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { DEFAULT_LOAD_WAIT_MS, MAX_LOAD_WAIT_MS } from '../navigation/inputs.ts';

// tabs and navigation
export const browserPageWaitForLoad = defineSpec({
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
});
