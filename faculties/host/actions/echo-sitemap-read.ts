import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import type { SiteMap } from '../../../browser-bridge/sitemap.ts';
import { getSiteMap } from '../sitemap-store.ts';

export const echoSitemapRead = defineAction({
  name: 'echo.sitemap.read',
  description: 'Reserved for the kernel: the stored site map of an allowed origin ({map: null} when none was made). A plan made from it is checked against the live page, which always wins.',
  input: Type.Object({ origin: Type.String({ pattern: '^https?://[^/]+$', maxLength: 200 }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx, input): Promise<{ map: SiteMap | null }> {
    if (!(await ctx.allowedOrigins()).includes(input.origin)) throw new BridgeError('origin-not-allowed', `${input.origin} is not an allowed site.`, { origin: input.origin });
    return { map: await getSiteMap(input.origin) };
  },
});
