// Moving a tab and waiting for what it loads, as actions reach it through `ctx.navigation`; the
// extension implements it once (browser-extension/src/navigation.ts). Nothing here checks the
// person's allowlist: every action resolves its tab with `ctx.allowedTab` first, and projects what
// it reports of a tab on a site the person did not allow.

/** Longest a caller may wait for a load; navigations that take longer answer `loading`. */
export const MAX_LOAD_WAIT_MS = 60_000;

/** One move of a tab: to a URL, through its history, or a reload. */
export type TabMove = { to: 'url'; url: string } | { to: 'back' } | { to: 'forward' } | { to: 'reload'; bypassCache: boolean };

/** What a tab shows now, as Chrome reports it (its URL not yet projected for the wire). */
export interface TabNow {
  tabId: number;
  status: 'complete' | 'loading';
  /** While loading, where the tab is going; once loaded, where it is. */
  url: string;
  title: string;
  /** The top document now in the tab (null while none has committed). */
  documentId: string | null;
}

/** What the tab showed before a navigation: a load counts once either has changed. */
export interface Before {
  documentId: string | null;
  url: string;
}

/** A new document committed in a frame (its URL not yet projected for the wire). */
export interface Commit {
  url: string;
  documentId: string;
}

export interface Navigation {
  /** Starts `move` in the tab; Chrome's refusal is thrown as it came (the caller words it). */
  go(tabId: number, move: TabMove): Promise<void>;
  /** The tab now; throws `tab-missing` when it is gone. */
  tab(tabId: number): Promise<TabNow>;
  /** The tab's top document and raw URL now, to wait for a change from. */
  before(tabId: number): Promise<Before>;
  /**
   * Resolves once the tab finished loading something other than `from` (a new document, or a new
   * URL in the same one; with `from` null, whatever it is loading), or when `timeoutMs` or `signal`
   * ends the wait; never throws for a slow page, only for a closed tab (`tab-missing`).
   */
  waitForLoad(tabId: number, from: Before | null, timeoutMs: number, signal: AbortSignal): Promise<'complete' | 'timeout'>;
  /**
   * Calls `cb` for each document that commits in the tab's frame from now on (a submission's next
   * page, say); returns how to stop. Start it before the act that may navigate: a fast server
   * commits the next page before the act's reply is read.
   */
  onCommit(tabId: number, frameId: number, cb: (commit: Commit) => void): () => void;
}
