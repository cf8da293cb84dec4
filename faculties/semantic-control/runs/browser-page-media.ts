import { MEDIA_MAX } from '../limits.ts';
import type { MediaResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageMedia } from '../actions/browser-page-media.ts';

export const browserPageMediaRun = implement(browserPageMedia, {
  async run(ctx, input): Promise<MediaResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'media', { maxMedia: input.maxMedia ?? MEDIA_MAX });
    return { ...value, ...where, untrusted: true };
  },
});
