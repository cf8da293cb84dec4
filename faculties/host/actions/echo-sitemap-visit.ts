import { Type } from '@sinclair/typebox';
import { defineSpec, returns } from '../../sdk/define-action.ts';
import type { BackgroundTabs } from '../../sdk/action-context.ts';

export const echoSitemapVisit = defineSpec({
  name: 'echo.sitemap.visit',
  description:
    'Reserved for the kernel\'s mapping run: opens one page of an allowed site in a background tab (never the person\'s) and waits until it loaded; never a URL whose words or tokens say it may change state, never a redirect (the tab loads that exact URL or nothing), so the run can read it (discovery, snapshot, links) with the ordinary read actions. Close it with echo.sitemap.leave.',
  input: Type.Object({ url: Type.String({ pattern: '^https?://', maxLength: 2000, description: 'An http(s) URL on an allowed origin.' }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  ...returns<Awaited<ReturnType<BackgroundTabs['open']>>>(),
});
