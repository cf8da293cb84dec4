import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf } from '../../../faculties/sdk/project-url.ts';
import { readOnlyLink } from '../../../faculties/sdk/read-only-link.ts';
import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoSitemapVisit } from '../../../faculties/host/actions/echo-sitemap-visit.ts';

export const echoSitemapVisitRun = implement(echoSitemapVisit, {
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
