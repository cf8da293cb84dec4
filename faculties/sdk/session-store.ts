// Records a Faculty keeps beyond one tab (downloads started, picked upload files, filled-form
// hand-offs), as actions reach them through `ctx.sessionStore`; the extension implements it once
// (browser-extension/src/session-store.ts) in chrome.storage.session: a worker restart keeps them,
// web pages and content scripts cannot read them, and they end with the browser session. Records
// about one tab that go with it are `ctx.tabRecords`.

export interface SessionStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Calls `cb` whenever `key` is written or removed; returns how to stop. */
  onChange(key: string, cb: () => void): () => void;
}
