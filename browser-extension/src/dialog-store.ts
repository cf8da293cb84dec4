// The service worker's record of native dialogs (alert, confirm, prompt) in the allowed tabs, in
// chrome.storage.session (the worker may die while a dialog waits). A dialog blocks its page's
// thread, so any script the extension runs there would hang until the person answers: page calls are raced against a dialog opening (guardDialogs, applied to every `ctx.page` call by
// dialog-guard.ts), and refused at once while one is open.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { WatchSignal } from '../../faculties/sdk/page-watch.ts';
import type { DialogRecord, Dialogs } from '../../faculties/sdk/dialogs.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

/** Dialogs kept per tab, newest last. */
export const MAX_DIALOGS_PER_TAB = 20;
/** How long a probe waits for a tab with a recorded open dialog: one that answers is not blocked, so the record was lost. */
export const DIALOG_PROBE_MS = 400;

const PREFIX = 'dialogs:tab:';

const serial = serialQueue();

/**
 * What this worker last read or wrote per tab. Only this module writes these keys, so the copy
 * stays true while the worker lives; a restarted worker reads storage again. Every action in a
 * tab asks first (guardDialogs), and a storage read per call would cost more than the call.
 */
const known = new Map<number, DialogRecord[]>();
/** Counts writes, so a read that overlapped one does not keep what it read. */
let writes = 0;

/** Copies, so a caller that edits its records changes the store only by writing them. */
const copied = (records: DialogRecord[]) => records.map((r) => ({ ...r }));

export async function dialogsOf(tabId: number): Promise<DialogRecord[]> {
  const cached = known.get(tabId);
  if (cached) return copied(cached);
  const key = PREFIX + tabId;
  const before = writes;
  const raw = (await chrome.storage.session.get(key))[key];
  const records = Array.isArray(raw) ? (raw as DialogRecord[]) : [];
  if (writes === before) known.set(tabId, copied(records));
  return records;
}

async function write(tabId: number, records: DialogRecord[]): Promise<void> {
  const kept = records.slice(-MAX_DIALOGS_PER_TAB);
  writes++;
  known.delete(tabId); // a failed write leaves storage as the truth
  await chrome.storage.session.set({ [PREFIX + tabId]: kept });
  known.set(tabId, copied(kept));
}

type OpenListener = (record: DialogRecord) => void;
const openListeners = new Map<number, Set<OpenListener>>();
const changeListeners = new Map<number, Set<() => void>>();

function notify<T>(map: Map<number, Set<(x: T) => void>>, tabId: number, value: T): void {
  for (const cb of [...(map.get(tabId) ?? [])]) cb(value);
}

function subscribe<T>(map: Map<number, Set<T>>, tabId: number, cb: T): () => void {
  let set = map.get(tabId);
  if (!set) map.set(tabId, (set = new Set()));
  set.add(cb);
  return () => {
    set.delete(cb);
    if (!set.size) map.delete(tabId);
  };
}

/** Calls `cb` whenever the tab's dialog records change. */
export function onDialogChange(tabId: number, cb: () => void): () => void {
  return subscribe(changeListeners, tabId, cb);
}

/** Records one signal from a document of `tabId`. Chrome names the sender; the page wrote the rest. */
export function recordSignal(tabId: number, frameId: number, documentId: string, signal: Exclude<WatchSignal, { type: 'console' }>): Promise<void> {
  return serial(async () => {
    const records = await dialogsOf(tabId);
    const dialogId = `${documentId}:${frameId}:${signal.seq}`;
    let opened: DialogRecord | null = null;
    if (signal.type === 'dialog-open') {
      if (records.some((r) => r.dialogId === dialogId)) return;
      opened = { dialogId, tabId, frameId, documentId, kind: signal.kind, message: signal.message, state: 'open', openedAt: Date.now(), closedAt: null };
      if (signal.defaultValue !== undefined) opened.defaultValue = signal.defaultValue;
      records.push(opened);
    } else {
      const record = records.find((r) => r.dialogId === dialogId);
      if (!record || record.state !== 'open') return;
      record.state = 'answered';
      record.closedAt = Date.now();
      // An alert has only OK; confirm answers a boolean; prompt a string, or null when cancelled.
      if (signal.kind === 'alert') record.choice = { accepted: true };
      else if (signal.kind === 'confirm') record.choice = { accepted: signal.result === true };
      else record.choice = typeof signal.result === 'string' ? { accepted: true, value: signal.result } : { accepted: false };
    }
    await write(tabId, records);
    if (opened) notify(openListeners, tabId, opened);
    notify(changeListeners, tabId, undefined);
  });
}

/** Open dialogs of a document that is gone (navigation, closed tab) are marked gone: nobody will answer them. */
export function markGone(tabId: number, keepDocumentId: string | null): Promise<void> {
  return serial(async () => {
    const records = await dialogsOf(tabId);
    let changed = false;
    for (const r of records) {
      if (r.state === 'open' && r.documentId !== keepDocumentId) {
        r.state = 'gone';
        r.closedAt = Date.now();
        changed = true;
      }
    }
    if (changed) {
      await write(tabId, records);
      notify(changeListeners, tabId, undefined);
    }
  });
}

export function forgetTab(tabId: number): Promise<void> {
  return serial(async () => {
    writes++;
    known.delete(tabId);
    await chrome.storage.session.remove(PREFIX + tabId);
  });
}

/** The open dialog of the tab, if any (the newest). */
export async function openDialog(tabId: number): Promise<DialogRecord | null> {
  return (await dialogsOf(tabId)).filter((r) => r.state === 'open').at(-1) ?? null;
}

export function dialogOpenError(record: DialogRecord, during: boolean): BridgeError {
  const what = `a ${record.kind} dialog`;
  const lead = during ? `The action was delivered, then the page opened ${what}` : `The page has ${what} open`;
  return new BridgeError(
    'dialog-open',
    `${lead} that blocks it until the person answers it; nothing more can run there meanwhile. browser.dialogs.wait reports what they chose; the dialog's text is in detail.dialog (the page's own words).`,
    { dialog: { dialogId: record.dialogId, kind: record.kind, message: record.message, frameId: record.frameId }, delivered: during },
  );
}

/** Whether the frame still answers a script: a page blocked by a dialog does not within DIALOG_PROBE_MS. */
async function frameAnswers(tabId: number, frameId: number): Promise<boolean> {
  const probe = chrome.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, func: () => true }).then(
    () => true,
    () => true, // a gone frame is not blocked either
  );
  const silent = new Promise<false>((resolve) => setTimeout(() => resolve(false), DIALOG_PROBE_MS));
  return Promise.race([probe, silent]);
}

/**
 * Runs `work` (a script call into the tab) unless a dialog blocks the tab, and stops waiting for
 * it the moment one opens: the caller gets `dialog-open` instead of a call that hangs. A recorded
 * dialog whose page still answers a probe was lost (its close signal never came) and is cleared.
 */
export function guardDialogs<T>(tabId: number, work: () => Promise<T>): Promise<T> {
  // This worker's copy says no dialog is open: the work starts in this task, not a task later.
  const cached = known.get(tabId);
  if (cached && !cached.some((r) => r.state === 'open')) return whileNoDialog(tabId, work);
  return (async () => {
    const open = await openDialog(tabId);
    if (open) {
      if (!(await frameAnswers(tabId, open.frameId))) throw dialogOpenError(open, false);
      await markGone(tabId, null);
    }
    return whileNoDialog(tabId, work);
  })();
}

/** Runs `work`, ended with `dialog-open` the moment a dialog opens in the tab. */
async function whileNoDialog<T>(tabId: number, work: () => Promise<T>): Promise<T> {
  let stop = () => {};
  const opened = new Promise<never>((_, reject) => {
    stop = subscribe(openListeners, tabId, (record: DialogRecord) => reject(dialogOpenError(record, true)));
  });
  try {
    return await Promise.race([work(), opened]);
  } finally {
    stop();
  }
}

/** What actions read of the records (`ctx.dialogs`). */
export const dialogs: Dialogs = { of: dialogsOf, onChange: onDialogChange };
