import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { SiteMap } from '../../../browser-bridge/sitemap.ts';

export const echoSitemapRead = defineSpec({
  name: 'echo.sitemap.read',
  description: 'Reserved for the kernel: the stored site map of an allowed origin ({map: null} when none was made). A plan made from it is checked against the live page, which always wins.',
  input: Type.Object({ origin: Type.String({ pattern: '^https?://[^/]+$', maxLength: 200 }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<{ map: SiteMap | null }>(),
});
