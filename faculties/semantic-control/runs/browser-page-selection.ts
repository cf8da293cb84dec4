import { SELECTION_DEFAULT_MAX_CHARS } from '../limits.ts';
import type { SelectionResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageSelection } from '../actions/browser-page-selection.ts';

export const browserPageSelectionRun = implement(browserPageSelection, {
  async run(ctx, input): Promise<SelectionResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'selection', { maxChars: input.maxChars ?? SELECTION_DEFAULT_MAX_CHARS });
    return { ...value, ...where, untrusted: true };
  },
});
