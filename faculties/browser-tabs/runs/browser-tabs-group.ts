import { actionArgumentHash } from '../../sdk/consent.ts';
import { sha256Hex } from '../../sdk/hash.ts';
import { planGrantKind } from '../../sdk/consent-plan.ts';
import { NAVI_GROUP_TITLE, NO_TAB_ID } from '../../sdk/tabs-host.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsGroup } from '../actions/browser-tabs-group.ts';

export const browserTabsGroupRun = implement(browserTabsGroup, {
  async consent(_ctx, input) {
    return {
      need: 'none',
      why: "only the Navi's own tabs are grouped; nothing loads",
      binding: {
        kind: planGrantKind('browser.tabs.group', 'none'),
        tabId: NO_TAB_ID,
        frameId: 0,
        documentId: '',
        origin: '',
        subjectHash: await sha256Hex('browser.tabs.group'),
        argumentHash: await actionArgumentHash(input),
      },
      display: { action: 'Group the Navi\'s tabs', tabTitle: '', tabUrl: '', facts: [] },
    };
  },
  async run(ctx): Promise<{ groupId: number | null; title: string; tabIds: number[] }> {
    const tabIds = await ctx.tabsHost.naviTabs.list();
    if (!tabIds.length) return { groupId: null, title: NAVI_GROUP_TITLE, tabIds };
    return { groupId: await ctx.tabsHost.group(tabIds), title: NAVI_GROUP_TITLE, tabIds };
  },
});
