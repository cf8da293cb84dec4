import { FIND_DEFAULT_MAX_MATCHES } from '../limits.ts';
import type { TextFindResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageFind } from '../actions/browser-page-find.ts';

export const browserPageFindRun = implement(browserPageFind, {
  async run(ctx, input): Promise<TextFindResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const args = { query: input.query, caseSensitive: input.caseSensitive ?? false, maxMatches: input.maxMatches ?? FIND_DEFAULT_MAX_MATCHES };
    const { value, ...where } = await runSemantic(ctx, input, 'findText', args);
    return { ...value, ...where, untrusted: true };
  },
});
