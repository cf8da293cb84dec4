import { WAIT_DEFAULT_TIMEOUT_MS } from '../limits.ts';
import type { WaitResult } from '../protocol.ts';
import { runSemantic } from '../run.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserSemanticWait } from '../actions/browser-semantic-wait.ts';

export const browserSemanticWaitRun = implement(browserSemanticWait, {
  async run(ctx, input): Promise<WaitResult & { tabId: number; frameId: number; documentId: string; untrusted: true }> {
    const { value, ...where } = await runSemantic(ctx, input, 'wait', {
      timeoutMs: input.timeoutMs ?? WAIT_DEFAULT_TIMEOUT_MS,
      ...(input.target ? { target: input.target } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.state ? { state: input.state } : {}),
    });
    return { ...value, ...where, untrusted: true };
  },
});
