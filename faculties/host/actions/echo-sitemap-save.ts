import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../../sdk/define-action.ts';
import { redactData } from '../../sdk/redaction/data.ts';
import { SiteMap } from '../../../browser-bridge/sitemap.ts';
import { putSiteMap } from '../sitemap-store.ts';

export const echoSitemapSave = defineAction({
  name: 'echo.sitemap.save',
  description:
    'Reserved for the kernel: stores the site map a mapping run made (or the same map with entries marked stale), replacing the origin\'s previous one. Only for an allowed origin; names pass the redaction like every page-derived value.',
  input: SiteMap,
  effect: 'read',
  tier: 'reserved',
  async run(ctx, input) {
    if (!(await ctx.allowedOrigins()).includes(input.origin)) throw new BridgeError('origin-not-allowed', `${input.origin} is not an allowed site; its map is not kept.`, { origin: input.origin });
    const patterns = new Set(input.pages.map((p) => p.urlPattern));
    if (patterns.size !== input.pages.length) throw new BridgeError('sitemap-invalid', 'Two pages of the map share one URL pattern.');
    const map = redactData(input).value;
    await putSiteMap(map);
    return { origin: map.origin, pages: map.pages.length, mappedAt: map.mappedAt };
  },
});
