// The downloads the Navi started, per session, in `ctx.sessionStore`: browser.downloads.list
// and .wait see only these, and only the session that started them sees them. Nothing here ever
// opens, shows or accepts a download (the extension has no downloads.open permission at all).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { projectUrl } from '../sdk/project-url.ts';
import type { DownloadItem, Downloads } from '../sdk/downloads.ts';
import type { SessionStore } from '../sdk/session-store.ts';
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

async function all(store: SessionStore): Promise<StartedDownload[]> {
  const raw = await store.get(KEY);
  return Array.isArray(raw) ? (raw as StartedDownload[]) : [];
}

export function rememberDownload(store: SessionStore, record: StartedDownload): Promise<void> {
  return serial(async () => {
    const list = await all(store);
    list.push(record);
    await store.set(KEY, list.slice(-MAX_DOWNLOADS_KEPT));
  });
}

export async function downloadsOf(store: SessionStore, session: string): Promise<StartedDownload[]> {
  return (await all(store)).filter((d) => d.session === session);
}

/** The session's own download, or `download-unknown` (another session's reads as unknown too). */
export async function ownDownload(store: SessionStore, session: string, downloadId: number): Promise<StartedDownload> {
  const found = (await downloadsOf(store, session)).find((d) => d.downloadId === downloadId);
  if (!found) throw new BridgeError('download-unknown', `Download ${downloadId} was not started by AI Echo in this session.`, { downloadId });
  return found;
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? '';
}

export function viewOf(item: DownloadItem, startedAt: number): DownloadView {
  return {
    downloadId: item.id,
    url: projectUrl(item.finalUrl || item.url),
    filename: basename(item.filename),
    mime: item.mime,
    state: item.state,
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

export async function currentView(downloads: Downloads, record: StartedDownload): Promise<DownloadView> {
  const item = await downloads.item(record.downloadId);
  if (!item) throw new BridgeError('download-unknown', `Chrome no longer knows download ${record.downloadId} (it was removed from its list).`, { downloadId: record.downloadId });
  return viewOf(item, record.startedAt);
}
