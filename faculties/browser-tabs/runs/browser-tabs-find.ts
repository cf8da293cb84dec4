import { browserTabsListRun } from './browser-tabs-list.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsFind, tabMatches } from '../actions/browser-tabs-find.ts';

export const browserTabsFindRun = implement(browserTabsFind, {
  async run(ctx, input) {
    const { tabs } = await browserTabsListRun.run(ctx, {});
    return { tabs: tabs.filter((t) => t.allowed && tabMatches(t, input.query)) };
  },
});
