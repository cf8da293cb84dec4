import type { VerifyResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticVerify } from '../actions/browser-semantic-verify.ts';

export const browserSemanticVerifyRun = implement(browserSemanticVerify, {
  async run(ctx, input): Promise<VerifyResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'verify', { target: input.target, ...(input.expect ? { expect: input.expect } : {}) });
    return { ...value, ...where, untrusted: true };
  },
});
