import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { RecordingState } from '../../../browser-bridge/recording.ts';

export const echoRecordingStop = defineSpec({
  name: 'echo.recording.stop',
  description:
    "Reserved for the kernel, on the person's own words (\"stop recording\"): ends the recording and returns what was recorded (acts with their aria/text/CSS selectors and frame paths, navigations), for the kernel to turn into a flow. recording-none when none runs.",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<RecordingState>(),
});
