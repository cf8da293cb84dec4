// Chrome's downloads, as actions reach them through `ctx.downloads`; the extension implements it
// once (browser-extension/src/downloads.ts). Starting one goes through the extension's download
// gate (browser-extension/src/download-gate.ts): the site the file finally comes from must be one
// the person allowed, checked before Chrome names and keeps the file. Nothing here opens, shows
// or accepts a download.

/** One download as Chrome reports it (its URLs not yet projected for the wire, its path whole). */
export interface DownloadItem {
  id: number;
  url: string;
  finalUrl: string;
  filename: string;
  mime: string;
  state: 'in_progress' | 'interrupted' | 'complete';
  paused: boolean;
  bytesReceived: number;
  /** -1 when the server did not say. */
  totalBytes: number;
  danger: string;
  error?: string;
  exists: boolean;
  endTime?: string;
}

export interface Downloads {
  /**
   * Starts the download of `url` and resolves with its id once Chrome reported where the file
   * really comes from and that site is allowed (or the download ended before, e.g. a 404); a final
   * URL off the allowed sites is cancelled and erased: `origin-not-allowed`.
   */
  start(url: string): Promise<number>;
  /** The download now, or undefined once Chrome no longer knows it. */
  item(downloadId: number): Promise<DownloadItem | undefined>;
  /** Calls `cb` whenever the download's state changes; returns how to stop. */
  onStateChange(downloadId: number, cb: () => void): () => void;
}
