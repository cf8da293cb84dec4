import type { FocusedResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageFocused } from '../actions/browser-page-focused.ts';

export const browserPageFocusedRun = implement(browserPageFocused, {
  async run(ctx, input): Promise<FocusedResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'focused', {});
    return { ...value, ...where, untrusted: true };
  },
});
