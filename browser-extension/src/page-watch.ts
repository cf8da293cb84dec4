// Wires the page watch (browser-extension/src/page-watch/): its two content scripts are
// registered at document_start for exactly the sites the person allowed (and injected into their
// already open tabs), and its dialog signals are recorded per tab. Call once at the worker's top level.
import { isWatchSignal, WATCH_ISOLATED_FILE, WATCH_MAIN_FILE, WATCH_MESSAGE } from '../../faculties/sdk/page-watch.ts';
import { forgetTab, markGone, recordSignal } from './dialog-store.ts';
import { originOf } from '../../faculties/sdk/project-url.ts';
import { getAllowedOrigins } from './allowlist.ts';

const SCRIPT_IDS = ['page-watch-main', 'page-watch'];

function patternsOf(origins: readonly string[]): string[] {
  return origins.map((o) => `${o}/*`);
}

/** Injects both halves into every frame of the open tabs of these origins (each half installs once). */
async function injectOpenTabs(origins: readonly string[]): Promise<void> {
  if (!origins.length) return;
  const tabs = await chrome.tabs.query({ url: patternsOf(origins) }).catch(() => []);
  await Promise.all(
    tabs.map(async (tab) => {
      if (tab.id === undefined) return;
      const target = { tabId: tab.id, allFrames: true };
      await chrome.scripting.executeScript({ target, files: [WATCH_ISOLATED_FILE] }).catch(() => undefined);
      await chrome.scripting.executeScript({ target, files: [WATCH_MAIN_FILE], world: 'MAIN' }).catch(() => undefined);
    }),
  );
}

/**
 * Registers the content scripts for exactly `origins` (none when the list is empty); with
 * `injectOpen`, also into the tabs already open on them (an allowlist change, not a worker wake).
 */
export async function syncPageWatch(origins: readonly string[], injectOpen: boolean): Promise<void> {
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: SCRIPT_IDS }).catch(() => []);
  const wanted = patternsOf(origins).sort().join(' ');
  const same = registered.length === SCRIPT_IDS.length && registered.every((r) => [...(r.matches ?? [])].sort().join(' ') === wanted);
  if (same && !injectOpen) return;
  if (registered.length) await chrome.scripting.unregisterContentScripts({ ids: registered.map((s) => s.id) });
  if (!origins.length) return;
  const common = { matches: patternsOf(origins), runAt: 'document_start' as const, allFrames: true, persistAcrossSessions: true };
  // The isolated half first, so it listens before the MAIN half can signal.
  await chrome.scripting.registerContentScripts([
    { id: 'page-watch', js: [WATCH_ISOLATED_FILE], world: 'ISOLATED', ...common },
    { id: 'page-watch-main', js: [WATCH_MAIN_FILE], world: 'MAIN', ...common },
  ]);
  if (injectOpen) await injectOpenTabs(origins);
}

export function registerPageWatch(): void {
  chrome.runtime.onMessage.addListener((msg: unknown, sender) => {
    if (!msg || typeof msg !== 'object' || (msg as { type?: unknown }).type !== WATCH_MESSAGE) return false;
    const signal = (msg as { signal?: unknown }).signal;
    const tabId = sender.tab?.id;
    if (sender.id !== chrome.runtime.id || tabId === undefined || !sender.documentId || sender.frameId === undefined || !isWatchSignal(signal) || signal.type === 'console') return false;
    const frameId = sender.frameId;
    const documentId = sender.documentId;
    // Only documents of an allowed site are recorded (the scripts run nowhere else, but check).
    void getAllowedOrigins().then((allowed) => {
      if (allowed.includes(originOf(sender.url ?? '')) || allowed.includes(sender.origin ?? '')) return recordSignal(tabId, frameId, documentId, signal);
      return undefined;
    });
    return false;
  });
  // A dialog goes away with its document: a new top document means nobody answers the old ones.
  chrome.webNavigation.onCommitted.addListener((d) => {
    if (d.frameId === 0) void markGone(d.tabId, d.documentId);
  });
  chrome.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
}
