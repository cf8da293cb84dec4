import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';

export const echoRecordingStart = defineAction({
  name: 'echo.recording.start',
  description:
    "Reserved for the kernel, on the person's own words (\"start recording\"): records what the person does in an allowed tab (clicks, what they type into fields that are not sensitive, choices, checks, navigations) until echo.recording.stop. Sensitive fields are recorded as placeholders, never their values. recording-active while another recording runs.",
  input: Type.Object({ tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab to record; the most recently used web tab when omitted.' })) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx, input) {
    const tab = await ctx.allowedTab(input.tabId);
    const state = await ctx.recording.start(tab);
    return { recordingId: state.recordingId, tabId: state.tabId, origin: state.origin, startUrl: state.startUrl, startedAt: state.startedAt };
  },
});
