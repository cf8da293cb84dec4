import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS, historyMoveInput, landedOnAllowedSite } from '../navigation/load.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';

// tabs and navigation
export const browserPageReload = defineAction({
  name: 'browser.page.reload',
  description:
    'Reload the page a tab shows: "reload the page", "refresh, it looks stuck". Anything typed there is lost and the site is asked for the page again (a page that answered a form may ask to send it again), so it needs the person\'s approval (or their allowance for the site). bypassCache reloads without the browser cache. Waits for the load (up to timeoutMs) and returns the new document ID, URL, title and load status.',
  input: Type.Object(
    {
      ...historyMoveInput,
      bypassCache: Type.Optional(Type.Boolean({ description: 'Ask the site again for every file instead of using the browser cache.' })),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Reload this page'],
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.page.reload', input, {
      need: 'grant-or-allowance',
      why: 'reloading loses anything typed in the page and asks the site for it again',
      action: 'Reload this page',
    }),
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTab(input.tabId);
    return landedOnAllowedSite(await goInTab(ctx, tab.tabId, { to: 'reload', bypassCache: input.bypassCache === true }, loadWait(input, DEFAULT_LOAD_WAIT_MS)), tab.url);
  },
});
