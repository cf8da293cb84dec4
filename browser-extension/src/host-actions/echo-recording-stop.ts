import type { RecordingState } from '../../../browser-bridge/recording.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoRecordingStop } from '../../../faculties/host/actions/echo-recording-stop.ts';

export const echoRecordingStopRun = implement(echoRecordingStop, {
  async run(ctx): Promise<RecordingState> {
    return ctx.recording.stop();
  },
});
