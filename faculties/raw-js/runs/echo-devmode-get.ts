import { implement } from '../../sdk/define-action.ts';
import { echoDevmodeGet } from '../actions/echo-devmode-get.ts';

export const echoDevmodeGetRun = implement(echoDevmodeGet, {
  async run(ctx): Promise<{ developerMode: boolean }> {
    return { developerMode: await ctx.developerMode() };
  },
});
