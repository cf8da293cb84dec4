import { BridgeError } from '../../../browser-bridge/errors.ts';
import { currentView, rememberDownload, type DownloadView } from '../download-store.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserDownloadsStart } from '../actions/browser-downloads-start.ts';

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

export const browserDownloadsStartRun = implement(browserDownloadsStart, {
  async approvalFacts(ctx, input) {
    const url = await checkedUrl(input.url, () => ctx.allowedOrigins());
    return [
      { label: 'Downloads', value: projectUrl(url.href) },
      { label: 'Into', value: "Chrome's download folder. AI Echo never opens the file, and Chrome's safety checks apply." },
    ];
  },
  async run(ctx, input): Promise<DownloadView & { tabId: number }> {
    const tab = await ctx.allowedTop(input.tabId);
    const url = await checkedUrl(input.url, () => ctx.allowedOrigins());
    // Where the file really comes from is checked too, after every redirect, before it is kept.
    const downloadId = await ctx.downloads.start(url.href);
    const record = { downloadId, session: ctx.sessionId, tabId: tab.tabId, origin: url.origin, startedAt: Date.now() };
    await rememberDownload(ctx.sessionStore, record);
    return { ...(await currentView(ctx.downloads, record)), tabId: tab.tabId };
  },
});
