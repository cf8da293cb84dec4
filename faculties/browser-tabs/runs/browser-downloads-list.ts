import { currentView, downloadsOf, type DownloadView } from '../download-store.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserDownloadsList } from '../actions/browser-downloads-list.ts';

export const browserDownloadsListRun = implement(browserDownloadsList, {
  async run(ctx): Promise<{ downloads: DownloadView[]; forgotten: number }> {
    const records = await downloadsOf(ctx.sessionStore, ctx.sessionId);
    const views = await Promise.all(records.map((r) => currentView(ctx.downloads, r).catch(() => null)));
    const downloads = views.filter((v): v is DownloadView => v !== null);
    return { downloads, forgotten: records.length - downloads.length };
  },
});
