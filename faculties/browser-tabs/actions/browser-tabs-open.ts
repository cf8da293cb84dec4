import { Type } from '@sinclair/typebox';
import { actionArgumentHash } from '../../sdk/consent.ts';
import { sha256Hex } from '../../sdk/hash.ts';
import { planGrantKind } from '../../sdk/consent-plan.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { DEFAULT_LOAD_WAIT_MS, landedOnAllowedSite, MAX_LOAD_WAIT_MS, tabState, type TabState } from '../navigation/load.ts';
import { NAVI_GROUP_TITLE, NO_TAB_ID } from '../../sdk/tabs-host.ts';
import { loadWait } from '../navigation/plan.ts';
import { checkDestination, MAX_URL_CHARS } from '../navigation/url-check.ts';

export interface OpenedTab extends TabState {
  /** The "AI Echo" tab group the tab was put in, or null when grouping failed (the tab is open anyway). */
  groupId: number | null;
}

// tabs and navigation
export const browserTabsOpen = defineAction({
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
  async consent(ctx, input) {
    const dest = checkDestination(input.url, await ctx.allowedOrigins());
    return {
      need: 'grant-or-allowance',
      why: `Opening ${dest.url} loads it with your cookies for ${dest.origin}; a visit can be an action on some sites.`,
      // No tab yet: the approval binds the action and the exact input (the URL among it).
      binding: {
        kind: planGrantKind('browser.tabs.open', 'grant-or-allowance'),
        tabId: NO_TAB_ID,
        frameId: 0,
        documentId: '',
        origin: dest.origin,
        subjectHash: await sha256Hex('browser.tabs.open'),
        argumentHash: await actionArgumentHash(input),
      },
      display: {
        action: input.active ? 'Open a page in a new tab and switch to it' : 'Open a page in a new background tab',
        tabTitle: 'A new tab',
        tabUrl: dest.url,
        facts: [
          { label: 'Opens', value: dest.url },
          { label: 'Where', value: input.active ? 'In front: it becomes the tab you see.' : `In the background, in the "${NAVI_GROUP_TITLE}" tab group.` },
        ],
      },
    };
  },
  async run(ctx, input): Promise<OpenedTab> {
    const allowed = await ctx.allowedOrigins();
    const dest = checkDestination(input.url, allowed);
    const tabId = await ctx.tabsHost.open(dest.url, input.active === true);
    await ctx.tabsHost.naviTabs.add(tabId);
    const wait = loadWait(input, DEFAULT_LOAD_WAIT_MS);
    if (wait > 0) await ctx.navigation.waitForLoad(tabId, null, wait, ctx.signal);
    const groupId = await ctx.tabsHost.group(await ctx.tabsHost.naviTabs.list()).catch(() => null);
    return landedOnAllowedSite({ ...(await tabState(ctx, tabId, allowed)), groupId }, dest.url);
  },
});
