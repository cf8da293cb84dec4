// `ctx.navigation` (faculties/sdk/navigation.ts): Chrome's tab moves and load events, read fresh on
// every call (a load wait must see the document the tab has now, not one a request cached).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { MAX_LOAD_WAIT_MS, type Before, type Commit, type Navigation, type TabMove, type TabNow } from '../../faculties/sdk/navigation.ts';

const topFrame = (tabId: number) => chrome.webNavigation.getFrame({ tabId, frameId: 0 }).catch(() => null);
const tabOf = (tabId: number) => chrome.tabs.get(tabId).catch(() => undefined);

async function go(tabId: number, move: TabMove): Promise<void> {
  if (move.to === 'url') await chrome.tabs.update(tabId, { url: move.url });
  else if (move.to === 'back') await chrome.tabs.goBack(tabId);
  else if (move.to === 'forward') await chrome.tabs.goForward(tabId);
  else await chrome.tabs.reload(tabId, { bypassCache: move.bypassCache });
}

async function tab(tabId: number): Promise<TabNow> {
  const t = await tabOf(tabId);
  if (!t) throw new BridgeError('tab-missing', `Tab ${tabId} no longer exists.`);
  const frame = await topFrame(tabId);
  return {
    tabId,
    status: t.status === 'complete' ? 'complete' : 'loading',
    url: (t.status === 'loading' ? t.pendingUrl : undefined) || t.url || t.pendingUrl || '',
    title: t.title ?? '',
    documentId: frame?.documentId ?? null,
  };
}

async function before(tabId: number): Promise<Before> {
  const [frame, t] = await Promise.all([topFrame(tabId), tabOf(tabId)]);
  return { documentId: frame?.documentId ?? null, url: t?.url ?? '' };
}

function waitForLoad(tabId: number, from: Before | null, timeoutMs: number, signal: AbortSignal): Promise<'complete' | 'timeout'> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (how: 'complete' | 'timeout' | Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      chrome.webNavigation.onCompleted.removeListener(onCompleted);
      chrome.webNavigation.onHistoryStateUpdated.removeListener(onCompleted);
      chrome.tabs.onRemoved.removeListener(onRemoved);
      signal.removeEventListener('abort', onAbort);
      if (how instanceof Error) reject(how);
      else resolve(how);
    };
    const check = async () => {
      const frame = await topFrame(tabId);
      const t = await tabOf(tabId);
      if (!t) return finish(new BridgeError('tab-missing', `Tab ${tabId} was closed while it loaded.`));
      const moved = !from || (frame !== null && frame.documentId !== from.documentId) || t.url !== from.url;
      if (t.status === 'complete' && frame && moved) finish('complete');
    };
    const onCompleted = (d: { tabId: number; frameId: number }) => {
      if (d.tabId === tabId && d.frameId === 0) void check();
    };
    const onRemoved = (id: number) => {
      if (id === tabId) finish(new BridgeError('tab-missing', `Tab ${tabId} was closed while it loaded.`));
    };
    const onAbort = () => finish('timeout');
    const timer = setTimeout(() => finish('timeout'), Math.max(0, Math.min(timeoutMs, MAX_LOAD_WAIT_MS)));
    chrome.webNavigation.onCompleted.addListener(onCompleted);
    // Back and forward between entries of one document load nothing: the URL change is the event.
    chrome.webNavigation.onHistoryStateUpdated.addListener(onCompleted);
    chrome.tabs.onRemoved.addListener(onRemoved);
    signal.addEventListener('abort', onAbort, { once: true });
    void check();
  });
}

function onCommit(tabId: number, frameId: number, cb: (commit: Commit) => void): () => void {
  const listener = (d: chrome.webNavigation.WebNavigationTransitionCallbackDetails) => {
    if (d.tabId === tabId && d.frameId === frameId) cb({ url: d.url, documentId: d.documentId });
  };
  chrome.webNavigation.onCommitted.addListener(listener);
  return () => chrome.webNavigation.onCommitted.removeListener(listener);
}

export const navigation: Navigation = { go, tab, before, waitForLoad, onCommit };
