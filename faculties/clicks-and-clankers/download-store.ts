// The downloads the Navi started, per session, in chrome.storage.session: browser.downloads.list
// and .wait see only these, and only the session that started them sees them. Nothing here ever
// opens, shows or accepts a download (the extension has no downloads.open permission at all).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { projectUrl } from '../sdk/project-url.ts';
import { extensionApis } from '../sdk/extension-apis.ts';
import { serialQueue } from '../sdk/serial-queue.ts';

const KEY = 'downloads:navi';
/** Downloads remembered (oldest forgotten first). */
export const MAX_DOWNLOADS_KEPT = 200;

export interface StartedDownload {
  downloadId: number;
  session: string;
  tabId: number;
  origin: string;
  startedAt: number;
}

export interface DownloadView {
  downloadId: number;
  url: string;
  /** The file's name only: the folder (which names the person's account) never leaves the extension. */
  filename: string;
  mime: string;
  state: 'in_progress' | 'interrupted' | 'complete';
  paused: boolean;
  bytesReceived: number;
  /** -1 when the server did not say. */
  totalBytes: number;
  /** Chrome's verdict on the file; AI Echo never overrides it. */
  danger: string;
  error: string | null;
  exists: boolean;
  startedAt: number;
  endedAt: number | null;
}


const serial = serialQueue();

async function all(): Promise<StartedDownload[]> {
  const raw = (await extensionApis().storage.session.get(KEY))[KEY];
  return Array.isArray(raw) ? (raw as StartedDownload[]) : [];
}

export function rememberDownload(record: StartedDownload): Promise<void> {
  return serial(async () => {
    const list = await all();
    list.push(record);
    await extensionApis().storage.session.set({ [KEY]: list.slice(-MAX_DOWNLOADS_KEPT) });
  });
}

export async function downloadsOf(session: string): Promise<StartedDownload[]> {
  return (await all()).filter((d) => d.session === session);
}

/** The session's own download, or `download-unknown` (another session's reads as unknown too). */
export async function ownDownload(session: string, downloadId: number): Promise<StartedDownload> {
  const found = (await downloadsOf(session)).find((d) => d.downloadId === downloadId);
  if (!found) throw new BridgeError('download-unknown', `Download ${downloadId} was not started by AI Echo in this session.`, { downloadId });
  return found;
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? '';
}

export function viewOf(item: chrome.downloads.DownloadItem, startedAt: number): DownloadView {
  return {
    downloadId: item.id,
    url: projectUrl(item.finalUrl || item.url),
    filename: basename(item.filename),
    mime: item.mime,
    state: item.state as DownloadView['state'],
    paused: item.paused,
    bytesReceived: item.bytesReceived,
    totalBytes: item.totalBytes,
    danger: item.danger,
    error: item.error ?? null,
    exists: item.exists,
    startedAt,
    endedAt: item.endTime ? Date.parse(item.endTime) : null,
  };
}

export async function currentView(record: StartedDownload): Promise<DownloadView> {
  const [item] = await extensionApis().downloads.search({ id: record.downloadId });
  if (!item) throw new BridgeError('download-unknown', `Chrome no longer knows download ${record.downloadId} (it was removed from its list).`, { downloadId: record.downloadId });
  return viewOf(item, record.startedAt);
}
