import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { landedOnAllowedSite } from '../navigation/load.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageReload } from '../actions/browser-page-reload.ts';

export const browserPageReloadRun = implement(browserPageReload, {
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.page.reload', input, {
      need: 'grant-or-allowance',
      why: 'reloading loses anything typed in the page and asks the site for it again',
      action: 'Reload this page',
    }),
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTop(input.tabId);
    return landedOnAllowedSite(await goInTab(ctx, tab.tabId, { to: 'reload', bypassCache: input.bypassCache === true }, loadWait(input, DEFAULT_LOAD_WAIT_MS)), tab.url);
  },
});
