// The background tabs a mapping run opens to read a site's pages (ctx.backgroundTabs): opened
// inactive, waited for until loaded, remembered in chrome.storage.session so that closing one is
// refused for any tab the mapping did not open, never one of the person's.
// A mapping tab loads exactly the URL it was given and nothing else at the top: before it
// navigates, a session rule of declarativeNetRequest (for that tab only) blocks every other
// top-level request, so a redirect, to another site or to a logout on the same one, is never
// requested. A tab that still ends anywhere else is closed unread.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { BackgroundTabs } from '../../faculties/sdk/action-context.ts';
import { originOf, projectUrl } from '../../faculties/sdk/project-url.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

const KEY = 'sitemapTabs';
const LOAD_TIMEOUT_MS = 15_000;

async function opened(): Promise<number[]> {
  const items = await chrome.storage.session.get(KEY);
  return Array.isArray(items[KEY]) ? (items[KEY] as number[]) : [];
}

/** The session rules that fence a tab (found by the tab they name; tab ids are too large to make rule ids of). */
async function rulesOf(tabId: number): Promise<number[]> {
  return (await chrome.declarativeNetRequest.getSessionRules()).filter((r) => r.condition.tabIds?.includes(tabId)).map((r) => r.id);
}
/** Rule ids are picked and used one fence at a time. */
const serial = serialQueue();
const escapeRegex = (s: string) => s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Only `url` may load at the top of `tabId`: every other main-frame request there is blocked. */
function fence(tabId: number, url: string): Promise<void> {
  const dnr = chrome.declarativeNetRequest;
  const rt = dnr.ResourceType.MAIN_FRAME;
  return serial(async () => {
    const block = Math.max(0, ...(await dnr.getSessionRules()).map((r) => r.id)) + 1;
    await dnr.updateSessionRules({
      removeRuleIds: await rulesOf(tabId),
      addRules: [
        { id: block, priority: 1, action: { type: dnr.RuleActionType.BLOCK }, condition: { tabIds: [tabId], resourceTypes: [rt] } },
        { id: block + 1, priority: 2, action: { type: dnr.RuleActionType.ALLOW }, condition: { tabIds: [tabId], resourceTypes: [rt], regexFilter: `^${escapeRegex(url)}$`, isUrlFilterCaseSensitive: true } },
      ],
    });
  });
}

/** Resolves when the top frame finished loading `url`; rejects when it failed (a blocked redirect), timed out or was cancelled. */
function loaded(tabId: number, url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const nav = chrome.webNavigation;
    const done = (fn: () => void) => {
      clearTimeout(timer);
      nav.onCompleted.removeListener(onCompleted);
      nav.onErrorOccurred.removeListener(onError);
      signal.removeEventListener('abort', onAbort);
      fn();
    };
    const ours = (d: { tabId: number; frameId: number; url: string }) => d.tabId === tabId && d.frameId === 0 && d.url !== 'about:blank';
    const onCompleted = (d: chrome.webNavigation.WebNavigationFramedCallbackDetails) => {
      if (ours(d)) done(resolve);
    };
    const onError = (d: chrome.webNavigation.WebNavigationFramedErrorCallbackDetails) => {
      if (!ours(d)) return;
      const where = d.url === url ? '' : ` It led to ${originOf(d.url) === originOf(url) ? projectUrl(d.url) : originOf(d.url)}: a mapping run follows no redirect.`;
      done(() => reject(new BridgeError('navigated', `The page did not load (${d.error}).${where}`)));
    };
    const onAbort = () => done(() => reject(new BridgeError('cancelled', 'The mapping visit was cancelled.')));
    const timer = setTimeout(() => done(() => reject(new BridgeError('timeout', `The page in tab ${tabId} did not finish loading.`))), LOAD_TIMEOUT_MS);
    nav.onCompleted.addListener(onCompleted);
    nav.onErrorOccurred.addListener(onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function close(tabId: number): Promise<void> {
  const tabs = await opened();
  if (!tabs.includes(tabId)) throw new BridgeError('tab-missing', `Tab ${tabId} was not opened by a mapping run; only those are closed.`);
  await chrome.storage.session.set({ [KEY]: tabs.filter((t) => t !== tabId) });
  await chrome.tabs.remove(tabId).catch(() => undefined);
  await serial(async () => chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: await rulesOf(tabId) })).catch(() => undefined);
}

async function open(url: string, signal: AbortSignal): Promise<{ tabId: number; url: string; title: string }> {
  const origin = originOf(url);
  // Blank first: the fence names the tab, so it must exist before the page is requested.
  const tab = await chrome.tabs.create({ url: 'about:blank', active: false });
  if (tab.id === undefined) throw new BridgeError('internal', 'Chrome opened a tab without an id.');
  const tabId = tab.id;
  await chrome.storage.session.set({ [KEY]: [...(await opened()), tabId] });
  try {
    await fence(tabId, url);
    const load = loaded(tabId, url, signal);
    await chrome.tabs.update(tabId, { url });
    await load;
    const done = await chrome.tabs.get(tabId);
    const now = originOf(done.url ?? '');
    if (now !== origin) throw new BridgeError('navigated', `The page went to ${now}; a mapping run stays on ${origin}.`);
    return { tabId, url: projectUrl(done.url ?? url), title: done.title ?? '' };
  } catch (err) {
    await close(tabId).catch(() => undefined);
    throw err;
  }
}

export const backgroundTabs: BackgroundTabs = { open, close };
