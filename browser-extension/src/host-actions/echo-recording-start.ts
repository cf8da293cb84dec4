import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoRecordingStart } from '../../../faculties/host/actions/echo-recording-start.ts';

export const echoRecordingStartRun = implement(echoRecordingStart, {
  async run(ctx, input) {
    const tab = await ctx.allowedTab(input.tabId);
    const state = await ctx.recording.start(tab);
    return { recordingId: state.recordingId, tabId: state.tabId, origin: state.origin, startUrl: state.startUrl, startedAt: state.startedAt };
  },
});
