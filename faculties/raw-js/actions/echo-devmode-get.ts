import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

export const echoDevmodeGet = defineSpec({
  name: 'echo.devmode.get',
  description: "Reserved for the kernel: whether developer mode is on in the extension's options page (its half of what raw JavaScript needs).",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
});
