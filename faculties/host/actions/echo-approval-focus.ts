import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';

export const echoApprovalFocus = defineSpec({
  name: 'echo.approval.focus',
  description:
    "Reserved for the kernel: bring the window of a pending approval this session asked for to the front, so the person can find it (another session's is grant-unknown). Decides nothing: approving is only ever done by the person, in that window.",
  input: Type.Object({ approvalId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<{ focused: boolean }>(),
});
