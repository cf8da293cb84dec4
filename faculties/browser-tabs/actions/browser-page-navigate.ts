import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS, landedOnAllowedSite, MAX_LOAD_WAIT_MS } from '../navigation/load.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';
import { checkDestination, MAX_URL_CHARS } from '../navigation/url-check.ts';

// tabs and navigation
export const browserPageNavigate = defineAction({
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
  async consent(ctx, input) {
    const dest = checkDestination(input.url, await ctx.allowedOrigins());
    return planForTab(ctx, 'browser.page.navigate', input, {
      need: 'grant-or-allowance',
      why: `it leaves the page this tab shows (anything typed there is lost) and loads ${dest.url} with your cookies for ${dest.origin}`,
      action: 'Load another page in this tab',
      facts: [{ label: 'Loads', value: dest.url }],
      allowanceOrigin: dest.origin,
    });
  },
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTab(input.tabId);
    const dest = checkDestination(input.url, await ctx.allowedOrigins());
    return landedOnAllowedSite(await goInTab(ctx, tab.tabId, { to: 'url', url: dest.url }, loadWait(input, DEFAULT_LOAD_WAIT_MS)), dest.url);
  },
});
