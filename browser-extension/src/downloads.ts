// Chrome's downloads for actions (ctx.downloads): every start goes through the download gate,
// which checks the file's final site against the person's allowlist before anything is kept.
import type { DownloadItem, Downloads } from '../../faculties/sdk/downloads.ts';
import { getAllowedOrigins } from './allowlist.ts';
import { downloadFromAllowedSite } from './download-gate.ts';

export const downloads: Downloads = {
  start: (url) => downloadFromAllowedSite(url, getAllowedOrigins),
  async item(downloadId) {
    const [item] = await chrome.downloads.search({ id: downloadId });
    return item as DownloadItem | undefined;
  },
  onStateChange(downloadId, cb) {
    const listener = (delta: chrome.downloads.DownloadDelta) => {
      if (delta.id === downloadId && delta.state) cb();
    };
    chrome.downloads.onChanged.addListener(listener);
    return () => chrome.downloads.onChanged.removeListener(listener);
  },
};
