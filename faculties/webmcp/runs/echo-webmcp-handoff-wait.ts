import { BridgeError } from '../../../browser-bridge/errors.ts';
import { viewOf, type HandoffView } from '../handoff.ts';
import { waitForHandoff } from '../handoff-store.ts';
import { implement } from '../../sdk/define-action.ts';
import { echoWebmcpHandoffWait } from '../actions/echo-webmcp-handoff-wait.ts';

export const echoWebmcpHandoffWaitRun = implement(echoWebmcpHandoffWait, {
  async run(ctx, input): Promise<HandoffView> {
    // The session check: another session's approval id is grant-unknown, and so is its form.
    await ctx.grants.status(input.handoffId);
    const rec = await waitForHandoff(ctx, input.handoffId, input.knownState, input.timeoutMs ?? 0, ctx.signal);
    if (!rec) throw new BridgeError('handoff-unknown', 'No filled form is followed under this id: the approval was not for a form tool, or its record was pruned.');
    return viewOf(rec);
  },
});
