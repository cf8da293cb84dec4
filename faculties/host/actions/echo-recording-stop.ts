import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import type { RecordingState } from '../../../browser-bridge/recording.ts';

export const echoRecordingStop = defineAction({
  name: 'echo.recording.stop',
  description:
    "Reserved for the kernel, on the person's own words (\"stop recording\"): ends the recording and returns what was recorded (acts with their aria/text/CSS selectors and frame paths, navigations), for the kernel to turn into a flow. recording-none when none runs.",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx): Promise<RecordingState> {
    return ctx.recording.stop();
  },
});
