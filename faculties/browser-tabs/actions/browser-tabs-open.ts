import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { DEFAULT_LOAD_WAIT_MS, MAX_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import type { TabState } from '../navigation/load.ts';
import { MAX_URL_CHARS } from '../navigation/url-check.ts';

export interface OpenedTab extends TabState {
  /** The "AI Echo" tab group the tab was put in, or null when grouping failed (the tab is open anyway). */
  groupId: number | null;
}

// tabs and navigation
export const browserTabsOpen = defineSpec({
  name: 'browser.tabs.open',
  description:
    'Open a URL in a new tab: "open the shop in a new tab", "look this up in another tab". Only http(s) pages on sites the person allowed, never a URL with a user name or password. Opens in the background unless active is true, and keeps the tabs the Navi opens together in an "AI Echo" tab group; those tabs can later be closed without an approval. Loading a page is a request to that site with the person\'s cookies, so it needs their approval (or their allowance for that site). Waits for the page to load (up to timeoutMs) and returns its tab id, URL, title and load status; a URL that redirects to a site the person did not allow is reported as origin-not-allowed, naming where it landed.',
  input: Type.Object(
    {
      url: Type.String({ minLength: 1, maxLength: MAX_URL_CHARS, description: 'The absolute http(s) URL to open, on an allowed site.' }),
      active: Type.Optional(Type.Boolean({ description: 'Switch to the new tab (it becomes the one the person sees); false, the default, opens it in the background.' })),
      waitForLoad: Type.Optional(Type.Boolean({ description: 'Wait until the page loaded (the default); false answers as soon as the tab exists.' })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOAD_WAIT_MS, description: `How long to wait for the load; ${DEFAULT_LOAD_WAIT_MS} ms when omitted. A slower page answers with status loading.` })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: (input) => [input.active ? 'Open a page in a new tab and switch to it' : 'Open a page in a new background tab'],
});
