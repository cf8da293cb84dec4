// The audit log's store: every frame that asks the extension to act is recorded here before it
// runs, whoever sent it, so nothing is done unrecorded (AI Echo's receipts cover only what its
// own chat did). chrome.storage.local, one key per entry (small writes), pruned to the newest
// MAX_AUDIT_ENTRIES. Web pages and content scripts cannot read it.
import { MAX_AUDIT_ENTRIES, type AuditEntry } from '../../faculties/sdk/audit.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

const PREFIX = 'audit:';
/** Pruning reads every key: done once per this many writes. */
const PRUNE_EVERY = 25;

let writes = 0;

const serial = serialQueue();

async function entries(): Promise<AuditEntry[]> {
  const all = await chrome.storage.local.get(null);
  return Object.entries(all)
    .filter(([k]) => k.startsWith(PREFIX))
    .map(([, v]) => v as AuditEntry)
    .sort((a, b) => a.startedAt - b.startedAt);
}

async function prune(): Promise<void> {
  const all = await entries();
  if (all.length > MAX_AUDIT_ENTRIES) await chrome.storage.local.remove(all.slice(0, all.length - MAX_AUDIT_ENTRIES).map((e) => PREFIX + e.id));
}

/** Records the start of an action; the returned function records how it ended. */
export async function auditStart(entry: Omit<AuditEntry, 'id' | 'outcome' | 'errorCode' | 'endedAt' | 'consent'>): Promise<(end: Pick<AuditEntry, 'outcome' | 'errorCode' | 'consent'>) => Promise<void>> {
  const id = `${entry.startedAt.toString(36)}-${crypto.randomUUID()}`;
  const started: AuditEntry = { ...entry, id, consent: null, outcome: 'running', errorCode: null, endedAt: null };
  await serial(async () => {
    await chrome.storage.local.set({ [PREFIX + id]: started });
    if (++writes % PRUNE_EVERY === 0) await prune();
  });
  return (end) => serial(() => chrome.storage.local.set({ [PREFIX + id]: { ...started, ...end, endedAt: Date.now() } }));
}

/** The newest entries of one session (`session` as stored: its first 12 hex digits), or of all when null. */
export async function auditEntries(session: string | null, limit = MAX_AUDIT_ENTRIES): Promise<AuditEntry[]> {
  const all = await serial(entries);
  return all.filter((e) => session === null || e.session === session).slice(-limit);
}
