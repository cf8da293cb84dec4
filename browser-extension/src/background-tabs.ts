// The background tabs a mapping run opens to read a site's pages (ctx.backgroundTabs): opened
// inactive, waited for until loaded, remembered in chrome.storage.session so that closing one is
// refused for any tab the mapping did not open, never one of the person's.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { BackgroundTabs } from '../../faculties/sdk/action-context.ts';
import { originOf, projectUrl } from '../../faculties/sdk/project-url.ts';

const KEY = 'sitemapTabs';
const LOAD_TIMEOUT_MS = 15_000;

async function opened(): Promise<number[]> {
  const items = await chrome.storage.session.get(KEY);
  return Array.isArray(items[KEY]) ? (items[KEY] as number[]) : [];
}

function loaded(tabId: number, signal: AbortSignal): Promise<chrome.tabs.Tab> {
  return new Promise((resolve, reject) => {
    const done = (fn: () => void) => {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(listener);
      fn();
    };
    const listener = (id: number, info: { status?: string }, tab: chrome.tabs.Tab) => {
      if (id === tabId && info.status === 'complete') done(() => resolve(tab));
    };
    const timer = setTimeout(() => done(() => reject(new BridgeError('timeout', `The page in tab ${tabId} did not finish loading.`))), LOAD_TIMEOUT_MS);
    signal.addEventListener('abort', () => done(() => reject(new BridgeError('cancelled', 'The mapping visit was cancelled.'))), { once: true });
    chrome.tabs.onUpdated.addListener(listener);
    void chrome.tabs.get(tabId).then((t) => t.status === 'complete' && done(() => resolve(t)), () => undefined);
  });
}

async function close(tabId: number): Promise<void> {
  const tabs = await opened();
  if (!tabs.includes(tabId)) throw new BridgeError('tab-missing', `Tab ${tabId} was not opened by a mapping run; only those are closed.`);
  await chrome.storage.session.set({ [KEY]: tabs.filter((t) => t !== tabId) });
  await chrome.tabs.remove(tabId).catch(() => undefined);
}

async function open(url: string, signal: AbortSignal): Promise<{ tabId: number; url: string; title: string }> {
  const origin = originOf(url);
  const tab = await chrome.tabs.create({ url, active: false });
  if (tab.id === undefined) throw new BridgeError('internal', 'Chrome opened a tab without an id.');
  const tabId = tab.id;
  await chrome.storage.session.set({ [KEY]: [...(await opened()), tabId] });
  try {
    const done = await loaded(tabId, signal);
    const now = originOf(done.url ?? '');
    if (now !== origin) throw new BridgeError('navigated', `The page went to ${now}; a mapping run stays on ${origin}.`);
    return { tabId, url: projectUrl(done.url ?? url), title: done.title ?? '' };
  } catch (err) {
    await close(tabId).catch(() => undefined);
    throw err;
  }
}

export const backgroundTabs: BackgroundTabs = { open, close };
