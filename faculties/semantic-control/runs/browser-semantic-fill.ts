import type { FillResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticFill } from '../actions/browser-semantic-fill.ts';

export const browserSemanticFillRun = implement(browserSemanticFill, {
  async run(ctx, input): Promise<FillResult & { tabId: number; frameId: number; documentId: string }> {
    const { value, ...where } = await runSemantic(ctx, input, 'fill', { fields: input.fields });
    return { ...value, ...where };
  },
});
