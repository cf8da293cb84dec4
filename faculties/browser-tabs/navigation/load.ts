// Waiting for a tab's page to load, and what the tab shows afterwards. A tab on a site the person
// did not allow is reported by its origin only, as browser.tabs.list does.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import type { ActionContext } from '../../sdk/action-context.ts';

export interface TabState {
  tabId: number;
  /** `complete` once the page loaded; `loading` when the wait ended first. */
  status: 'complete' | 'loading';
  url: string;
  origin: string;
  /** Empty on a site the person did not allow. */
  title: string;
  allowed: boolean;
  /** The top document now in the tab (null while none has committed). */
  documentId: string | null;
}

export async function tabState(ctx: ActionContext, tabId: number, allowedOrigins: readonly string[]): Promise<TabState> {
  const now = await ctx.navigation.tab(tabId);
  const origin = originOf(now.url);
  const allowed = allowedOrigins.includes(origin);
  return {
    tabId,
    status: now.status,
    url: allowed ? projectUrl(now.url) : origin,
    origin,
    title: allowed ? now.title : '',
    allowed,
    documentId: now.documentId,
  };
}

/**
 * Redirects end where they end: a move to a URL on an allowed site that landed on a site the
 * person did not allow is reported as such (never as arrived), naming only that site's origin.
 * The tab shows it now; nothing of it is read. A tab that has not committed anything yet is
 * still loading, and says so.
 */
export function landedOnAllowedSite<T extends TabState>(state: T, requested: string): T {
  if (state.allowed || (state.status === 'loading' && state.origin === 'null')) return state;
  throw new BridgeError(
    'origin-not-allowed',
    `${projectUrl(requested)} led to ${state.origin} (a redirect), a site you did not allow: tab ${state.tabId} shows that site now, and AI Echo reads nothing there.`,
    { origin: state.origin, landedOn: state.origin, tabId: state.tabId },
  );
}
