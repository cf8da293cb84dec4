import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

export const DOWNLOAD_WAIT_DEFAULT_MS = 20_000;
export const DOWNLOAD_WAIT_MAX_MS = 120_000;

export const browserDownloadsWait = defineSpec({
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
});
