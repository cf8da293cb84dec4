import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { currentView, ownDownload, type DownloadView } from '../download-store.ts';

export const DOWNLOAD_WAIT_DEFAULT_MS = 20_000;
export const DOWNLOAD_WAIT_MAX_MS = 120_000;

export const browserDownloadsWait = defineAction({
  name: 'browser.downloads.wait',
  description:
    'Answers "tell me when the download is done": waits until one download AI Echo started in this session completes or is interrupted, and returns it (state, size, file name, danger verdict, error). Fails with timeout, saying how far it got, when it is still running after timeoutMs; download-unknown for a download this session did not start. Never opens the file.',
  input: Type.Object(
    {
      downloadId: Type.Integer({ minimum: 0, description: 'The id browser.downloads.start returned.' }),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: DOWNLOAD_WAIT_MAX_MS, description: `How long to wait, in ms (default ${DOWNLOAD_WAIT_DEFAULT_MS}); set the call's own deadline above it.` })),
    },
    { additionalProperties: false },
  ),
  movesFiles: true,
  effect: 'read',
  tier: 'inspect',
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
