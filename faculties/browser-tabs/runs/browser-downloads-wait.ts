import { BridgeError } from '../../../browser-bridge/errors.ts';
import { currentView, ownDownload, type DownloadView } from '../download-store.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserDownloadsWait, DOWNLOAD_WAIT_DEFAULT_MS } from '../actions/browser-downloads-wait.ts';

export const browserDownloadsWaitRun = implement(browserDownloadsWait, {
  async run(ctx, input): Promise<DownloadView> {
    const record = await ownDownload(ctx.sessionStore, ctx.sessionId, input.downloadId);
    const timeoutMs = input.timeoutMs ?? DOWNLOAD_WAIT_DEFAULT_MS;
    const settled = (v: DownloadView) => v.state !== 'in_progress';
    const first = await currentView(ctx.downloads, record);
    if (settled(first)) return first;
    return new Promise<DownloadView>((resolve, reject) => {
      const finish = (fn: () => void) => {
        clearTimeout(timer);
        stopWatching();
        ctx.signal.removeEventListener('abort', onAbort);
        fn();
      };
      const check = () =>
        void currentView(ctx.downloads, record).then(
          (v) => settled(v) && finish(() => resolve(v)),
          (err: unknown) => finish(() => reject(err)),
        );
      const onAbort = () => finish(() => reject(ctx.signal.reason));
      const timer = setTimeout(
        () =>
          void currentView(ctx.downloads, record).then((v) =>
            finish(() => reject(new BridgeError('timeout', `Download ${record.downloadId} is still running after ${timeoutMs} ms (${v.bytesReceived} of ${v.totalBytes < 0 ? 'unknown' : v.totalBytes} bytes).`, { downloadId: record.downloadId }))),
          ),
        timeoutMs,
      );
      const stopWatching = ctx.downloads.onStateChange(record.downloadId, check);
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      check(); // it may have finished between the first read and the listener
    });
  },
});
