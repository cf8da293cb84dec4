// Opening, closing, activating and grouping tabs, as actions reach it through `ctx.tabsHost`; the
// extension implements it once (browser-extension/src/navi-tabs.ts). It checks no allowlist: an
// action checks a destination against `ctx.allowedOrigins` and resolves a tab with `ctx.allowedTab`
// before it calls one of these.

/** Chrome's id for "no tab", for a consent binding that names none (chrome.tabs.TAB_ID_NONE). */
export const NO_TAB_ID = -1;

/** The title of the tab group that holds a session's Navi tabs. */
export const NAVI_GROUP_TITLE = 'AI Echo';

export interface TabsHost {
  /** Opens `url` in the person's last used ordinary window (brought to front when `active`); the new tab's id. */
  open(url: string, active: boolean): Promise<number>;
  /** Closes the tab; `tab-missing` when Chrome cannot. */
  close(tabId: number): Promise<void>;
  /** Makes the tab the one its window shows, and focuses the window. */
  activate(tabId: number): Promise<void>;
  /**
   * The tabs the calling session's Navi opened (per session: another AI Echo page's Navi never
   * counts them as its own), closable without an approval; a closed tab leaves the record.
   */
  readonly naviTabs: {
    add(tabId: number): Promise<void>;
    owns(tabId: number): Promise<boolean>;
    /** Those still open. */
    list(): Promise<number[]>;
    forget(tabId: number): Promise<void>;
  };
  /** Puts the tabs into the session's "AI Echo" group in their window (the one of theirs, else a new one); its id. */
  group(tabIds: number[]): Promise<number>;
}
