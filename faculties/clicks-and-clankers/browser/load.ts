// Waiting for a tab's page to load, and what the tab shows afterwards. A tab on a site the person
// did not allow is reported by its origin only, as browser.tabs.list does.
import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { extensionApis } from '../../sdk/extension-apis.ts';

/** Longest a caller may wait for a load; navigations that take longer answer `loading`. */
export const MAX_LOAD_WAIT_MS = 60_000;
export const DEFAULT_LOAD_WAIT_MS = 15_000;

/** The input of the actions that move a tab through its history: which tab, and the wait for its load. */
export const historyMoveInput = {
  tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'The tab; the most recently used web tab when omitted.' })),
  waitForLoad: Type.Optional(Type.Boolean({ description: 'Wait until the page loaded (the default).' })),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LOAD_WAIT_MS, description: `How long to wait for the load; ${DEFAULT_LOAD_WAIT_MS} ms when omitted.` })),
};

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

export async function tabState(tabId: number, allowedOrigins: readonly string[]): Promise<TabState> {
  const tab = await extensionApis().tabs.get(tabId).catch(() => undefined);
  if (!tab) throw new BridgeError('tab-missing', `Tab ${tabId} no longer exists.`);
  // While loading, where the tab is going; once loaded, where it is.
  const raw = (tab.status === 'loading' ? tab.pendingUrl : undefined) || tab.url || tab.pendingUrl || '';
  const origin = originOf(raw);
  const allowed = allowedOrigins.includes(origin);
  const frame = await extensionApis().webNavigation.getFrame({ tabId, frameId: 0 }).catch(() => null);
  return {
    tabId,
    status: tab.status === 'complete' ? 'complete' : 'loading',
    url: allowed ? projectUrl(raw) : origin,
    origin,
    title: allowed ? (tab.title ?? '') : '',
    allowed,
    documentId: frame?.documentId ?? null,
  };
}

/** What the tab showed before a navigation: a load counts once either has changed. */
export interface Before {
  documentId: string | null;
  url: string;
}

/** The tab's top document and raw URL now, to wait for a change from. */
export async function before(tabId: number): Promise<Before> {
  const [frame, tab] = await Promise.all([extensionApis().webNavigation.getFrame({ tabId, frameId: 0 }).catch(() => null), extensionApis().tabs.get(tabId).catch(() => undefined)]);
  return { documentId: frame?.documentId ?? null, url: tab?.url ?? '' };
}

/**
 * Resolves once the tab finished loading something other than `from` (a new document, or a new
 * URL in the same one; with `from` null, whatever it is loading), or when `timeoutMs` or `signal`
 * ends the wait; never throws for a slow page, only for a closed tab.
 */
export function waitForLoad(tabId: number, from: Before | null, timeoutMs: number, signal: AbortSignal): Promise<'complete' | 'timeout'> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (how: 'complete' | 'timeout' | Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      extensionApis().webNavigation.onCompleted.removeListener(onCompleted);
      extensionApis().webNavigation.onHistoryStateUpdated.removeListener(onCompleted);
      extensionApis().tabs.onRemoved.removeListener(onRemoved);
      signal.removeEventListener('abort', onAbort);
      if (how instanceof Error) reject(how);
      else resolve(how);
    };
    const check = async () => {
      const frame = await extensionApis().webNavigation.getFrame({ tabId, frameId: 0 }).catch(() => null);
      const tab = await extensionApis().tabs.get(tabId).catch(() => undefined);
      if (!tab) return finish(new BridgeError('tab-missing', `Tab ${tabId} was closed while it loaded.`));
      const moved = !from || (frame !== null && frame.documentId !== from.documentId) || tab.url !== from.url;
      if (tab.status === 'complete' && frame && moved) finish('complete');
    };
    const onCompleted = (d: { tabId: number; frameId: number }) => {
      if (d.tabId === tabId && d.frameId === 0) void check();
    };
    const onRemoved = (id: number) => {
      if (id === tabId) finish(new BridgeError('tab-missing', `Tab ${tabId} was closed while it loaded.`));
    };
    const onAbort = () => finish('timeout');
    const timer = setTimeout(() => finish('timeout'), Math.max(0, Math.min(timeoutMs, MAX_LOAD_WAIT_MS)));
    extensionApis().webNavigation.onCompleted.addListener(onCompleted);
    // Back and forward between entries of one document load nothing: the URL change is the event.
    extensionApis().webNavigation.onHistoryStateUpdated.addListener(onCompleted);
    extensionApis().tabs.onRemoved.addListener(onRemoved);
    signal.addEventListener('abort', onAbort, { once: true });
    void check();
  });
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
