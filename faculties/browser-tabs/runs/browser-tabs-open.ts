import { actionArgumentHash } from '../../sdk/consent.ts';
import { sha256Hex } from '../../sdk/hash.ts';
import { planGrantKind } from '../../sdk/consent-plan.ts';
import { DEFAULT_LOAD_WAIT_MS } from '../navigation/inputs.ts';
import { landedOnAllowedSite, tabState } from '../navigation/load.ts';
import { NAVI_GROUP_TITLE, NO_TAB_ID } from '../../sdk/tabs-host.ts';
import { loadWait } from '../navigation/plan.ts';
import { checkDestination } from '../navigation/url-check.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserTabsOpen, type OpenedTab } from '../actions/browser-tabs-open.ts';

export const browserTabsOpenRun = implement(browserTabsOpen, {
  async consent(ctx, input) {
    const dest = checkDestination(input.url, await ctx.allowedOrigins());
    return {
      need: 'grant-or-allowance',
      why: `Opening ${dest.url} loads it with your cookies for ${dest.origin}; a visit can be an action on some sites.`,
      // No tab yet: the approval binds the action and the exact input (the URL among it).
      binding: {
        kind: planGrantKind('browser.tabs.open', 'grant-or-allowance'),
        tabId: NO_TAB_ID,
        frameId: 0,
        documentId: '',
        origin: dest.origin,
        subjectHash: await sha256Hex('browser.tabs.open'),
        argumentHash: await actionArgumentHash(input),
      },
      display: {
        action: input.active ? 'Open a page in a new tab and switch to it' : 'Open a page in a new background tab',
        tabTitle: 'A new tab',
        tabUrl: dest.url,
        facts: [
          { label: 'Opens', value: dest.url },
          { label: 'Where', value: input.active ? 'In front: it becomes the tab you see.' : `In the background, in the "${NAVI_GROUP_TITLE}" tab group.` },
        ],
      },
    };
  },
  async run(ctx, input): Promise<OpenedTab> {
    const allowed = await ctx.allowedOrigins();
    const dest = checkDestination(input.url, allowed);
    const tabId = await ctx.tabsHost.open(dest.url, input.active === true);
    await ctx.tabsHost.naviTabs.add(tabId);
    const wait = loadWait(input, DEFAULT_LOAD_WAIT_MS);
    if (wait > 0) await ctx.navigation.waitForLoad(tabId, null, wait, ctx.signal);
    const groupId = await ctx.tabsHost.group(await ctx.tabsHost.naviTabs.list()).catch(() => null);
    return landedOnAllowedSite({ ...(await tabState(ctx, tabId, allowed)), groupId }, dest.url);
  },
});
