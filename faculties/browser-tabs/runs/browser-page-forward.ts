import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageForward } from '../actions/browser-page-forward.ts';

export const browserPageForwardRun = implement(browserPageForward, {
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.page.forward', input, {
      need: 'grant-or-allowance',
      why: 'it leaves the page this tab shows (anything typed there is lost) and loads the next page of its history, which may be on another site',
      action: 'Go forward in this tab',
    }),
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTop(input.tabId);
    return goInTab(ctx, tab.tabId, { to: 'forward' }, loadWait(input, DEFAULT_LOAD_WAIT_MS));
  },
});
