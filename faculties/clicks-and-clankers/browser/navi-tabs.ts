// The tabs a session's Navi opened: kept together in one tab group ("AI Echo"), and closable
// without an approval (any other tab needs one). Per session, in chrome.storage.session, so one
// AI Echo page's Navi never counts another's tabs as its own. A closed tab leaves the record.
import { extensionApis } from '../../sdk/extension-apis.ts';
import { serialQueue } from '../../sdk/serial-queue.ts';
const KEY = 'navi:tabs';
export const NAVI_GROUP_TITLE = 'AI Echo';

interface Owned {
  tabId: number;
  session: string;
}

const serial = serialQueue();

async function read(): Promise<Owned[]> {
  const raw = (await extensionApis().storage.session.get(KEY))[KEY];
  return Array.isArray(raw) ? (raw as Owned[]) : [];
}

export const naviTabs = {
  add(session: string, tabId: number): Promise<void> {
    return serial(async () => extensionApis().storage.session.set({ [KEY]: [...(await read()).filter((o) => o.tabId !== tabId), { tabId, session }] }));
  },
  async owns(session: string, tabId: number): Promise<boolean> {
    return (await read()).some((o) => o.tabId === tabId && o.session === session);
  },
  /** The session's tabs that are still open. */
  async list(session: string): Promise<number[]> {
    const open = new Set((await extensionApis().tabs.query({})).map((t) => t.id));
    return (await read()).filter((o) => o.session === session && open.has(o.tabId)).map((o) => o.tabId);
  },
  forget(tabId: number): Promise<void> {
    return serial(async () => extensionApis().storage.session.set({ [KEY]: (await read()).filter((o) => o.tabId !== tabId) }));
  },
};

/** Call once at the worker's top level. */
export function registerNaviTabCleanup(): void {
  extensionApis().tabs.onRemoved.addListener((tabId) => void naviTabs.forget(tabId));
}

/**
 * Puts `tabIds` into the session's "AI Echo" group in their window: the group one of them is in
 * already, else a new one. Returns the group id.
 */
export async function groupNaviTabs(tabIds: number[]): Promise<number> {
  // Chrome refuses to group a tab that has not committed its first page yet: wait (briefly) for that.
  for (let i = 0; i < 40; i++) {
    const pending = await Promise.all(tabIds.map((id) => extensionApis().tabs.get(id).then((t) => !t.url, () => false)));
    if (!pending.includes(true)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const tabs = (await Promise.all(tabIds.map((id) => extensionApis().tabs.get(id).catch(() => undefined)))).filter((t): t is chrome.tabs.Tab => !!t);
  if (!tabs.length) return extensionApis().tabGroups.TAB_GROUP_ID_NONE;
  const groups = await extensionApis().tabGroups.query({ title: NAVI_GROUP_TITLE, windowId: tabs[0]!.windowId });
  const mine = groups.find((g) => tabs.some((t) => t.groupId === g.id)) ?? groups[0];
  const ids = tabs.filter((t) => t.windowId === tabs[0]!.windowId).map((t) => t.id!) as [number, ...number[]];
  // Chrome can refuse while the window is busy with another (the approval popup closing): try again briefly.
  let groupId = extensionApis().tabGroups.TAB_GROUP_ID_NONE as number;
  for (let attempt = 0; ; attempt++) {
    try {
      groupId = await extensionApis().tabs.group(mine ? { tabIds: ids, groupId: mine.id } : { tabIds: ids });
      break;
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (!mine) await extensionApis().tabGroups.update(groupId, { title: NAVI_GROUP_TITLE, color: 'cyan', collapsed: false });
  return groupId;
}
