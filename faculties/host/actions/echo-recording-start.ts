import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { RecordingState } from '../../../browser-bridge/recording.ts';

export const echoRecordingStart = defineSpec({
  name: 'echo.recording.start',
  description:
    "Reserved for the kernel, on the person's own words (\"start recording\"): records what the person does in an allowed tab (clicks, what they type into fields that are not sensitive, choices, checks, navigations) until echo.recording.stop. Sensitive fields are recorded as placeholders, never their values. recording-active while another recording runs.",
  input: Type.Object({ tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab to record; the most recently used web tab when omitted.' })) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<Pick<RecordingState, 'recordingId' | 'tabId' | 'origin' | 'startUrl' | 'startedAt'>>(),
});
