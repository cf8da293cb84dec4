import { IMAGES_DEFAULT_MAX } from '../limits.ts';
import type { ImagesResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageImages } from '../actions/browser-page-images.ts';

export const browserPageImagesRun = implement(browserPageImages, {
  async run(ctx, input): Promise<ImagesResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'images', { maxImages: input.maxImages ?? IMAGES_DEFAULT_MAX });
    return { ...value, ...where, untrusted: true };
  },
});
