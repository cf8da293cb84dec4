import { defineSpec, returns } from '../../sdk/define-action.ts';
import { SiteMap } from '../../../browser-bridge/sitemap.ts';

export const echoSitemapSave = defineSpec({
  name: 'echo.sitemap.save',
  description:
    'Reserved for the kernel: stores the site map a mapping run made (or the same map with entries marked stale), replacing the origin\'s previous one. Only for an allowed origin; names pass the redaction like every page-derived value.',
  input: SiteMap,
  effect: 'read',
  tier: 'reserved',
  ...returns<{ origin: string; pages: number; mappedAt: number }>(),
});
