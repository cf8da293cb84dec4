import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { currentView, rememberDownload, type DownloadView } from '../download-store.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { tabIdSchema } from '../../sdk/schema.ts';

/** The URL to download, checked: http(s), no credentials in it, on a site the person allowed. */
async function checkedUrl(raw: string, allowedOrigins: () => Promise<string[]>): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BridgeError('invalid-input', `${JSON.stringify(raw.slice(0, 100))} is not an absolute URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BridgeError('invalid-input', 'Only http and https URLs are downloaded.');
  if (url.username || url.password) throw new BridgeError('invalid-input', 'The URL carries a user name or password; credentials never go in URLs. Nothing was downloaded.');
  if (!(await allowedOrigins()).includes(url.origin)) {
    throw new BridgeError('origin-not-allowed', `AI Echo is not allowed on ${url.origin}; it downloads only from sites the person allowed.`, { origin: url.origin });
  }
  return url;
}

export const browserDownloadsStart = defineAction({
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
  async approvalFacts(ctx, input) {
    const url = await checkedUrl(input.url, () => ctx.allowedOrigins());
    return [
      { label: 'Downloads', value: projectUrl(url.href) },
      { label: 'Into', value: "Chrome's download folder. AI Echo never opens the file, and Chrome's safety checks apply." },
    ];
  },
  async run(ctx, input): Promise<DownloadView & { tabId: number }> {
    const tab = await ctx.allowedTab(input.tabId);
    const url = await checkedUrl(input.url, () => ctx.allowedOrigins());
    // Where the file really comes from is checked too, after every redirect, before it is kept.
    const downloadId = await ctx.downloads.start(url.href);
    const record = { downloadId, session: ctx.sessionId, tabId: tab.tabId, origin: url.origin, startedAt: Date.now() };
    await rememberDownload(ctx.sessionStore, record);
    return { ...(await currentView(ctx.downloads, record)), tabId: tab.tabId };
  },
});
