import { implement } from '../../../faculties/sdk/define-action.ts';
import { echoAllowlistGet } from '../../../faculties/host/actions/echo-allowlist-get.ts';

export const echoAllowlistGetRun = implement(echoAllowlistGet, {
  async run(ctx) {
    return { origins: await ctx.allowedOrigins() };
  },
});
