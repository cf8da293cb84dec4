import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { historyMoveInput } from '../navigation/inputs.ts';

// tabs and navigation
export const browserPageBack = defineSpec({
  name: 'browser.page.back',
  description:
    'Go back one page in a tab\'s history, as the Back button does: "go back", "back to the results". It leaves the page the tab shows and loads the previous one, which may be on a site the person did not allow (then only its origin is reported), so it needs their approval (or their allowance for the current site). Fails with no-history when there is no previous page. Waits for the load (up to timeoutMs) and returns the URL, title and load status.',
  input: Type.Object(
    {
      ...historyMoveInput,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'browser',
  approvalSentence: () => ['Go back in this tab'],
});
