import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';

export const echoSitemapLeave = defineSpec({
  name: 'echo.sitemap.leave',
  description: 'Reserved for the kernel\'s mapping run: closes a background tab echo.sitemap.visit opened (tab-missing for any other tab).',
  input: Type.Object({ tabId: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<{ closed: number }>(),
});
