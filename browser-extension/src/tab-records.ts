// Faculties' records about a tab (ctx.tabRecords), in chrome.storage.session: a worker restart
// keeps them, web pages and content scripts cannot read them, and a closed tab takes them along.
import type { TabRecords } from '../../faculties/sdk/action-context.ts';

const keyOf = (key: string, tabId: number) => `${key}:tab:${tabId}`;

export const tabRecords: TabRecords = {
  async get(key, tabId) {
    const k = keyOf(key, tabId);
    return (await chrome.storage.session.get(k))[k];
  },
  async set(key, tabId, value) {
    await chrome.storage.session.set({ [keyOf(key, tabId)]: value });
  },
};

/** Call once at the worker's top level: a closed tab's records go with it. */
export function registerTabRecordCleanup(): void {
  chrome.tabs.onRemoved.addListener((tabId) => {
    void chrome.storage.session.get(null).then((items) => {
      const gone = Object.keys(items).filter((k) => k.endsWith(`:tab:${tabId}`));
      if (gone.length) return chrome.storage.session.remove(gone);
    });
  });
}
