// The extension's record of Live Patches, per tab, in chrome.storage.session (the worker can die
// at any moment; web pages and content scripts cannot read that area). A patch is written here
// with its exact inverse before the page changes, and its state follows it: applying, active,
// reverted, failed, or dropped when its document went away.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { InverseRecord } from './protocol.ts';
import { MAX_RECORDS_PER_TAB } from './limits.ts';
import type { Operation } from './rules.ts';

export type PatchState = 'applying' | 'active' | 'reverted' | 'failed' | 'dropped';

export interface PatchRecord {
  patchId: string;
  purpose: string;
  tabId: number;
  frameId: number;
  documentId: string;
  origin: string;
  url: string;
  operations: Operation[];
  inverse: InverseRecord[];
  state: PatchState;
  createdAt: number;
  endedAt: number | null;
  reason: string | null;
}

const PREFIX = 'livepatch:tab:';
let queue: Promise<unknown> = Promise.resolve();

function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

async function read(tabId: number): Promise<PatchRecord[]> {
  const key = PREFIX + tabId;
  const raw = (await chrome.storage.session.get(key))[key];
  return Array.isArray(raw) ? (raw as PatchRecord[]) : [];
}

async function write(tabId: number, records: PatchRecord[]): Promise<void> {
  const live = records.filter((r) => r.state === 'applying' || r.state === 'active');
  const ended = records.filter((r) => !live.includes(r)).sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0));
  const kept = [...live, ...ended.slice(0, Math.max(0, MAX_RECORDS_PER_TAB - live.length))].sort((a, b) => a.createdAt - b.createdAt);
  await chrome.storage.session.set({ [PREFIX + tabId]: kept });
}

export const patchStore = {
  list(tabId: number): Promise<PatchRecord[]> {
    return serial(() => read(tabId));
  },

  /** Records a patch (before its page changes). */
  add(record: PatchRecord): Promise<void> {
    return serial(async () => write(record.tabId, [...(await read(record.tabId)).filter((r) => r.patchId !== record.patchId), record]));
  },

  /** Moves a patch to a new state; ended states stamp `endedAt`. */
  update(tabId: number, patchId: string, state: PatchState, reason: string | null = null): Promise<PatchRecord | undefined> {
    return serial(async () => {
      const records = await read(tabId);
      const i = records.findIndex((r) => r.patchId === patchId);
      if (i < 0) return undefined;
      const ended = state !== 'applying' && state !== 'active';
      const next = { ...records[i]!, state, reason: reason ?? records[i]!.reason, endedAt: ended ? Date.now() : null };
      records[i] = next;
      await write(tabId, records);
      return next;
    });
  },

  /** A closed tab's patches went with it. */
  forgetTab(tabId: number): Promise<void> {
    return serial(() => chrome.storage.session.remove(PREFIX + tabId));
  },
};

/** Call once at the worker's top level. */
export function registerPatchCleanup(): void {
  chrome.tabs.onRemoved.addListener((tabId) => void patchStore.forgetTab(tabId));
}

export const NAVIGATED_REASON = 'The page navigated or reloaded: the patch went away with the document it was applied to.';

/** Whether the document a patch was applied to is still the one in its frame. */
export async function documentStillThere(rec: Pick<PatchRecord, 'tabId' | 'frameId' | 'documentId'>): Promise<boolean> {
  const frame = await chrome.webNavigation.getFrame({ tabId: rec.tabId, frameId: rec.frameId }).catch(() => null);
  return !!frame && frame.documentId === rec.documentId;
}

/** The live record of `patchId`, or the typed reason there is none (a navigation marks it dropped). */
export async function activeRecord(tabId: number, patchId: string): Promise<PatchRecord> {
  const rec = (await patchStore.list(tabId)).find((r) => r.patchId === patchId);
  if (!rec) throw new BridgeError('patch-not-found', `Tab ${tabId} has no patch ${patchId}.`);
  if (rec.state === 'dropped') throw new BridgeError('navigated', `Patch ${patchId} is gone: ${rec.reason ?? NAVIGATED_REASON}`);
  if (rec.state !== 'active') throw new BridgeError('patch-not-found', `Patch ${patchId} is not active (it is ${rec.state}).`);
  if (!(await documentStillThere(rec))) {
    await patchStore.update(tabId, patchId, 'dropped', NAVIGATED_REASON);
    throw new BridgeError('navigated', `Patch ${patchId} is gone: ${NAVIGATED_REASON}`);
  }
  return rec;
}
