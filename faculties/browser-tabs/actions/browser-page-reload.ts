import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { historyMoveInput } from '../navigation/inputs.ts';

// tabs and navigation
export const browserPageReload = defineSpec({
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
});
