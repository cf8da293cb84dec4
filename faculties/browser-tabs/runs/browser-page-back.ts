import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageBack } from '../actions/browser-page-back.ts';

export const browserPageBackRun = implement(browserPageBack, {
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.page.back', input, {
      need: 'grant-or-allowance',
      why: 'it leaves the page this tab shows (anything typed there is lost) and loads the previous page of its history, which may be on another site',
      action: 'Go back in this tab',
    }),
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTop(input.tabId);
    return goInTab(ctx, tab.tabId, { to: 'back' }, loadWait(input, DEFAULT_LOAD_WAIT_MS));
  },
});
