import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';
import { tabIdSchema } from '../../sdk/schema.ts';

export const browserDownloadsStart = defineSpec({
  name: 'browser.downloads.start',
  description:
    'Answers "download this file", "save the invoice" and "get the PDF": downloads one URL (from a link the page shows, on a site the person allowed; no credentials in it) into Chrome\'s download folder. It is approved each time (no site allowance covers it) in the extension\'s window, which shows the URL. A download that redirects to a site the person did not allow is cancelled before the file is saved (origin-not-allowed, naming where it led). The file is never opened: Chrome\'s own safety checks apply and AI Echo never overrides them. Returns the download (id, state, file name); follow it with browser.downloads.wait or browser.downloads.list.',
  input: Type.Object(
    {
      tabId: tabIdSchema,
      url: Type.String({ minLength: 8, maxLength: 2048, pattern: '^https?://', description: 'The file\'s absolute http(s) URL, e.g. a link\'s URL from browser.page.read or browser.semantic.extract.' }),
    },
    { additionalProperties: false },
  ),
  movesFiles: true,
  effect: 'mutation',
  tier: 'semantic',
  approvalSentence: (input, { host, value }) => ['AI Echo wants to download ', value(input.url), ` from the page on ${host} into Chrome's download folder.`],
  approval: 'each-time',
});
