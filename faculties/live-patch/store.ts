// The extension's record of Live Patches, per tab, in the Faculty's tab records (ctx.tabRecords:
// the worker can die at any moment; web pages and content scripts cannot read them; a closed tab
// takes them along). A patch is written here with its exact inverse before the page changes, and
// its state follows it: applying, active, reverted, failed, or dropped when its document went away.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext, TabRecords } from '../sdk/action-context.ts';
import type { InverseRecord } from './protocol.ts';
import { MAX_RECORDS_PER_TAB } from './limits.ts';
import type { Operation } from './rules.ts';
import { serialQueue } from '../sdk/serial-queue.ts';

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

const KEY = 'livepatch';

const serial = serialQueue();

async function read(area: TabRecords, tabId: number): Promise<PatchRecord[]> {
  const raw = await area.get(KEY, tabId);
  return Array.isArray(raw) ? (raw as PatchRecord[]) : [];
}

async function write(area: TabRecords, tabId: number, records: PatchRecord[]): Promise<void> {
  const live = records.filter((r) => r.state === 'applying' || r.state === 'active');
  const ended = records.filter((r) => !live.includes(r)).sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0));
  const kept = [...live, ...ended.slice(0, Math.max(0, MAX_RECORDS_PER_TAB - live.length))].sort((a, b) => a.createdAt - b.createdAt);
  await area.set(KEY, tabId, kept);
}

/** The patch records in `area` (one store per worker: every transition runs through one queue). */
export const patchStore = (area: TabRecords) => ({
  list(tabId: number): Promise<PatchRecord[]> {
    return serial(() => read(area, tabId));
  },

  /** Records a patch (before its page changes). */
  add(record: PatchRecord): Promise<void> {
    return serial(async () => write(area, record.tabId, [...(await read(area, record.tabId)).filter((r) => r.patchId !== record.patchId), record]));
  },

  /** Moves a patch to a new state; ended states stamp `endedAt`. */
  update(tabId: number, patchId: string, state: PatchState, reason: string | null = null): Promise<PatchRecord | undefined> {
    return serial(async () => {
      const records = await read(area, tabId);
      const i = records.findIndex((r) => r.patchId === patchId);
      if (i < 0) return undefined;
      const ended = state !== 'applying' && state !== 'active';
      const next = { ...records[i]!, state, reason: reason ?? records[i]!.reason, endedAt: ended ? Date.now() : null };
      records[i] = next;
      await write(area, tabId, records);
      return next;
    });
  },
});

export const NAVIGATED_REASON = 'The page navigated or reloaded: the patch went away with the document it was applied to.';

/** Whether the document a patch was applied to is still the one in its frame. */
export async function documentStillThere(ctx: Pick<ActionContext, 'frame'>, rec: Pick<PatchRecord, 'tabId' | 'frameId' | 'documentId'>): Promise<boolean> {
  const frame = await ctx.frame(rec.tabId, rec.frameId).catch(() => null);
  return !!frame && frame.documentId === rec.documentId;
}

/** The live record of `patchId`, or the typed reason there is none (a navigation marks it dropped). */
export async function activeRecord(ctx: Pick<ActionContext, 'frame' | 'tabRecords'>, tabId: number, patchId: string): Promise<PatchRecord> {
  const rec = (await patchStore(ctx.tabRecords).list(tabId)).find((r) => r.patchId === patchId);
  if (!rec) throw new BridgeError('patch-not-found', `Tab ${tabId} has no patch ${patchId}.`);
  if (rec.state === 'dropped') throw new BridgeError('navigated', `Patch ${patchId} is gone: ${rec.reason ?? NAVIGATED_REASON}`);
  if (rec.state !== 'active') throw new BridgeError('patch-not-found', `Patch ${patchId} is not active (it is ${rec.state}).`);
  if (!(await documentStillThere(ctx, rec))) {
    await patchStore(ctx.tabRecords).update(tabId, patchId, 'dropped', NAVIGATED_REASON);
    throw new BridgeError('navigated', `Patch ${patchId} is gone: ${NAVIGATED_REASON}`);
  }
  return rec;
}
