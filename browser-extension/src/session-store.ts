// The Faculties' records beyond one tab (ctx.sessionStore), in chrome.storage.session: a worker
// restart keeps them, web pages and content scripts cannot read them.
import type { SessionStore } from '../../faculties/sdk/session-store.ts';

export const sessionStore: SessionStore = {
  async get(key) {
    return (await chrome.storage.session.get(key))[key];
  },
  async set(key, value) {
    await chrome.storage.session.set({ [key]: value });
  },
  async remove(key) {
    await chrome.storage.session.remove(key);
  },
  onChange(key, cb) {
    const listener = (changes: Record<string, chrome.storage.StorageChange>) => {
      if (key in changes) cb();
    };
    chrome.storage.session.onChanged.addListener(listener);
    return () => chrome.storage.session.onChanged.removeListener(listener);
  },
};
