import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf } from '../../sdk/project-url.ts';
import { readOnlyLink } from '../../sdk/read-only-link.ts';

export const echoSitemapVisit = defineAction({
  name: 'echo.sitemap.visit',
  description:
    'Reserved for the kernel\'s mapping run: opens one page of an allowed site in a background tab (never the person\'s) and waits until it loaded; never a URL whose words or tokens say it may change state, never a redirect (the tab loads that exact URL or nothing), so the run can read it (discovery, snapshot, links) with the ordinary read actions. Close it with echo.sitemap.leave.',
  input: Type.Object({ url: Type.String({ pattern: '^https?://', maxLength: 2000, description: 'An http(s) URL on an allowed origin.' }) }, { additionalProperties: false }),
  effect: 'read',
  tier: 'reserved',
  async run(ctx, input) {
    const origin = originOf(input.url);
    if (!(await ctx.allowedOrigins()).includes(origin)) throw new BridgeError('origin-not-allowed', `A mapping run reads only allowed sites; ${origin} is not one.`, { origin });
    // The kernel's run judged the link already; the extension judges the URL again, so a run that
    // skipped the check still cannot open a logout, a delete or a token link.
    const verdict = readOnlyLink(input.url, input.url, origin);
    if (!verdict.ok) throw new BridgeError('blocked-sensitive', `A mapping run is read-only and does not open this URL: ${verdict.why}.`);
    return ctx.backgroundTabs.open(verdict.url, ctx.signal);
  },
});
