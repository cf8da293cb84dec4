// `ctx.tabsHost` (faculties/sdk/tabs-host.ts): opening, closing, activating tabs, and the tabs a
// session's Navi opened: kept together in one tab group ("AI Echo"), and closable without an
// approval (any other tab needs one). Per session, in chrome.storage.session, so one AI Echo
// page's Navi never counts another's tabs as its own. A closed tab leaves the record.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { NAVI_GROUP_TITLE, type TabsHost } from '../../faculties/sdk/tabs-host.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

const KEY = 'navi:tabs';

interface Owned {
  tabId: number;
  session: string;
}

const serial = serialQueue();

async function read(): Promise<Owned[]> {
  const raw = (await chrome.storage.session.get(KEY))[KEY];
  return Array.isArray(raw) ? (raw as Owned[]) : [];
}

const naviTabs = {
  add(session: string, tabId: number): Promise<void> {
    return serial(async () => chrome.storage.session.set({ [KEY]: [...(await read()).filter((o) => o.tabId !== tabId), { tabId, session }] }));
  },
  async owns(session: string, tabId: number): Promise<boolean> {
    return (await read()).some((o) => o.tabId === tabId && o.session === session);
  },
  /** The session's tabs that are still open. */
  async list(session: string): Promise<number[]> {
    const open = new Set((await chrome.tabs.query({})).map((t) => t.id));
    return (await read()).filter((o) => o.session === session && open.has(o.tabId)).map((o) => o.tabId);
  },
  forget(tabId: number): Promise<void> {
    return serial(async () => chrome.storage.session.set({ [KEY]: (await read()).filter((o) => o.tabId !== tabId) }));
  },
};

/** Call once at the worker's top level. */
export function registerNaviTabCleanup(): void {
  chrome.tabs.onRemoved.addListener((tabId) => void naviTabs.forget(tabId));
}

/**
 * Puts `tabIds` into the session's "AI Echo" group in their window: the group one of them is in
 * already, else a new one. Returns the group id.
 */
async function groupNaviTabs(tabIds: number[]): Promise<number> {
  // Chrome refuses to group a tab that has not committed its first page yet: wait (briefly) for that.
  for (let i = 0; i < 40; i++) {
    const pending = await Promise.all(tabIds.map((id) => chrome.tabs.get(id).then((t) => !t.url, () => false)));
    if (!pending.includes(true)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const tabs = (await Promise.all(tabIds.map((id) => chrome.tabs.get(id).catch(() => undefined)))).filter((t): t is chrome.tabs.Tab => !!t);
  if (!tabs.length) return chrome.tabGroups.TAB_GROUP_ID_NONE;
  const groups = await chrome.tabGroups.query({ title: NAVI_GROUP_TITLE, windowId: tabs[0]!.windowId });
  const mine = groups.find((g) => tabs.some((t) => t.groupId === g.id)) ?? groups[0];
  const ids = tabs.filter((t) => t.windowId === tabs[0]!.windowId).map((t) => t.id!) as [number, ...number[]];
  // Chrome can refuse while the window is busy with another (the approval popup closing): try again briefly.
  let groupId = chrome.tabGroups.TAB_GROUP_ID_NONE as number;
  for (let attempt = 0; ; attempt++) {
    try {
      groupId = await chrome.tabs.group(mine ? { tabIds: ids, groupId: mine.id } : { tabIds: ids });
      break;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (!mine) await chrome.tabGroups.update(groupId, { title: NAVI_GROUP_TITLE, color: 'cyan', collapsed: false });
  return groupId;
}

async function open(url: string, active: boolean): Promise<number> {
  // In the person's last used ordinary window: never in the approval popup, which just had the focus.
  const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'] }).catch(() => undefined);
  const tab = await chrome.tabs.create({ url, active, ...(win?.id !== undefined ? { windowId: win.id } : {}) });
  if (active && win?.id !== undefined) await chrome.windows.update(win.id, { focused: true }).catch(() => undefined);
  if (tab.id === undefined) throw new BridgeError('internal', 'Chrome opened no tab.');
  return tab.id;
}

async function close(tabId: number): Promise<void> {
  await chrome.tabs.remove(tabId).catch((err: unknown) => {
    throw new BridgeError('tab-missing', `Tab ${tabId} could not be closed: ${err instanceof Error ? err.message : String(err)}`);
  });
}

async function activate(tabId: number): Promise<void> {
  const updated = await chrome.tabs.update(tabId, { active: true });
  if (updated?.windowId !== undefined) await chrome.windows.update(updated.windowId, { focused: true }).catch(() => undefined);
}

/** The tabs host of one session (`ctx.tabsHost`). */
export function tabsHost(session: string): TabsHost {
  return {
    open,
    close,
    activate,
    group: groupNaviTabs,
    naviTabs: {
      add: (tabId) => naviTabs.add(session, tabId),
      owns: (tabId) => naviTabs.owns(session, tabId),
      list: () => naviTabs.list(session),
      forget: (tabId) => naviTabs.forget(tabId),
    },
  };
}
