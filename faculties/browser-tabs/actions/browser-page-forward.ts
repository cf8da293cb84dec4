import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { goInTab, type Went } from '../navigation/go.ts';
import { DEFAULT_LOAD_WAIT_MS, historyMoveInput } from '../navigation/load.ts';
import { loadWait, planForTab } from '../navigation/plan.ts';

// tabs and navigation
export const browserPageForward = defineAction({
  name: 'browser.page.forward',
  description:
    'Go forward one page in a tab\'s history, as the Forward button does: "go forward", "forward again". It leaves the page the tab shows and loads the next one, which may be on a site the person did not allow (then only its origin is reported), so it needs their approval (or their allowance for the current site). Fails with no-history when there is no next page. Waits for the load (up to timeoutMs) and returns the URL, title and load status.',
  input: Type.Object(
    {
      ...historyMoveInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Go forward in this tab'],
  consent: (ctx, input) =>
    planForTab(ctx, 'browser.page.forward', input, {
      need: 'grant-or-allowance',
      why: 'it leaves the page this tab shows (anything typed there is lost) and loads the next page of its history, which may be on another site',
      action: 'Go forward in this tab',
    }),
  async run(ctx, input): Promise<Went> {
    const tab = await ctx.allowedTab(input.tabId);
    return goInTab(ctx, tab.tabId, { to: 'forward' }, loadWait(input, DEFAULT_LOAD_WAIT_MS));
  },
});
