import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { historyMoveInput } from '../navigation/inputs.ts';

// tabs and navigation
export const browserPageForward = defineSpec({
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
});
