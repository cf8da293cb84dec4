import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';

export const echoAllowlistGet = defineSpec({
  name: 'echo.allowlist.get',
  description: "Reserved for the kernel's status tool: the origins the person allowed in the extension's options page.",
  input: Type.Object({}, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<{ origins: string[] }>(),
});
