import { BridgeError } from '../../../browser-bridge/errors.ts';
import { redactData } from '../../../faculties/sdk/redaction/data.ts';
import { putSiteMap } from '../sitemap-store.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoSitemapSave } from '../../../faculties/host/actions/echo-sitemap-save.ts';

export const echoSitemapSaveRun = implement(echoSitemapSave, {
  async run(ctx, input) {
    if (!(await ctx.allowedOrigins()).includes(input.origin)) throw new BridgeError('origin-not-allowed', `${input.origin} is not an allowed site; its map is not kept.`, { origin: input.origin });
    const patterns = new Set(input.pages.map((p) => p.urlPattern));
    if (patterns.size !== input.pages.length) throw new BridgeError('sitemap-invalid', 'Two pages of the map share one URL pattern.');
    const map = redactData(input).value;
    await putSiteMap(map);
    return { origin: map.origin, pages: map.pages.length, mappedAt: map.mappedAt };
  },
});
