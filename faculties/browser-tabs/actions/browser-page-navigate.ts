import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { DEFAULT_LOAD_WAIT_MS, MAX_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { MAX_URL_CHARS } from '../navigation/url-check.ts';

// tabs and navigation
export const browserPageNavigate = defineSpec({
  name: 'browser.page.navigate',
  description:
    'Load another URL in a tab, replacing the page it shows: "go to the checkout page", "open my orders here". Only http(s) pages on sites the person allowed, never a URL with a user name or password. It leaves the current page (anything typed there is lost) and loads the new one with the person\'s cookies, so it needs their approval (or their allowance for the destination site), for the page the tab shows now. Prefer browser.tabs.open to keep the current page. Waits for the load (up to timeoutMs) and returns the new URL, title, document ID and load status; a URL that redirects to a site the person did not allow is reported as origin-not-allowed, naming where it landed.',
  input: Type.Object(
    {
      tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab; the most recently used web tab when omitted.' })),
      url: Type.String({ minLength: 1, maxLength: MAX_URL_CHARS, description: 'The absolute http(s) URL to load, on an allowed site.' }),
      waitForLoad: Type.Optional(Type.Boolean({ description: 'Wait until the page loaded (the default).' })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOAD_WAIT_MS, description: `How long to wait for the load; ${DEFAULT_LOAD_WAIT_MS} ms when omitted.` })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Load another page in this tab'],
});
