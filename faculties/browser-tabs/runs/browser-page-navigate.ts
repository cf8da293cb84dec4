import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { landedOnAllowedSite } from '../navigation/load.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';
import { checkDestination } from '../navigation/url-check.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageNavigate } from '../actions/browser-page-navigate.ts';

export const browserPageNavigateRun = implement(browserPageNavigate, {
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
    const tab = await ctx.allowedTop(input.tabId);
    const dest = checkDestination(input.url, await ctx.allowedOrigins());
    return landedOnAllowedSite(await goInTab(ctx, tab.tabId, { to: 'url', url: dest.url }, loadWait(input, DEFAULT_LOAD_WAIT_MS)), dest.url);
  },
});
