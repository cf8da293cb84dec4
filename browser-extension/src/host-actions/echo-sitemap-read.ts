import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { SiteMap } from '../../../browser-bridge/sitemap.ts';
import { getSiteMap } from '../sitemap-store.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoSitemapRead } from '../../../faculties/host/actions/echo-sitemap-read.ts';

export const echoSitemapReadRun = implement(echoSitemapRead, {
  async run(ctx, input): Promise<{ map: SiteMap | null }> {
    if (!(await ctx.allowedOrigins()).includes(input.origin)) throw new BridgeError('origin-not-allowed', `${input.origin} is not an allowed site.`, { origin: input.origin });
    return { map: await getSiteMap(input.origin) };
  },
});
