// The audit log's store: every frame that asks the extension to act is recorded here before it
// runs, whoever sent it, so nothing is done unrecorded (AI Echo's receipts cover only what its
// own chat did). chrome.storage.local, one key per entry (small writes). Web pages and content
// scripts cannot read it. Pruned per session and per kind (faculties/sdk/audit.ts): a session's
// reads are bounded apart from its changes, and all sessions' reads together, so no flood of
// reads, from this session or another, can erase the record of a change.
import {
  MAX_AUDIT_CHANGES_PER_SESSION,
  MAX_AUDIT_READS,
  MAX_AUDIT_READS_PER_SESSION,
  isAuditedChange,
  type AuditEntry,
} from '../../faculties/sdk/audit.ts';

/** Reads one listing returns (with every change kept): together well inside one bridge frame. */
const LISTED_READS = 300;
const PREFIX = 'audit:';
/** Pruning reads every key: once this many writes have been made since the last... */
const PRUNE_EVERY = 25;
/** ...when no entry has been written for this long, so it never delays an entry a request waits for... */
const PRUNE_IDLE_MS = 1_000;
/** ...or at once after this many, so a log that is never idle stays bounded too. */
const PRUNE_FORCED = 400;

let sincePrune = 0;
let pruneTimer: ReturnType<typeof setTimeout> | undefined;
let pruning: Promise<void> | null = null;

/**
 * Writes not yet answered. Entries are independent keys, so writes do not wait for one another
 * (one entry's own writes are ordered by its request); a listing waits for them, so it sees
 * every write made before it.
 */
const writing = new Set<Promise<unknown>>();

function tracked<T>(write: Promise<T>): Promise<T> {
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  writing.add(settled);
  void settled.then(() => writing.delete(settled));
  return write;
}

async function entries(): Promise<AuditEntry[]> {
  const all = await chrome.storage.local.get(null);
  return Object.entries(all)
    .filter(([k]) => k.startsWith(PREFIX))
    .map(([, v]) => v as AuditEntry)
    .sort((a, b) => a.startedAt - b.startedAt);
}

/** The entries past their kind's room, oldest first (`all` is sorted oldest first). */
export function evicted(all: readonly AuditEntry[]): AuditEntry[] {
  const out: AuditEntry[] = [];
  const bySession = new Map<string, { reads: AuditEntry[]; changes: AuditEntry[] }>();
  for (const e of all) {
    let s = bySession.get(e.session);
    if (!s) bySession.set(e.session, (s = { reads: [], changes: [] }));
    (isAuditedChange(e) ? s.changes : s.reads).push(e);
  }
  const keptReads: AuditEntry[] = [];
  for (const { reads, changes } of bySession.values()) {
    out.push(...changes.slice(0, Math.max(0, changes.length - MAX_AUDIT_CHANGES_PER_SESSION)));
    const over = Math.max(0, reads.length - MAX_AUDIT_READS_PER_SESSION);
    out.push(...reads.slice(0, over));
    keptReads.push(...reads.slice(over));
  }
  keptReads.sort((a, b) => a.startedAt - b.startedAt);
  out.push(...keptReads.slice(0, Math.max(0, keptReads.length - MAX_AUDIT_READS)));
  return out;
}

async function prune(): Promise<void> {
  const gone = evicted(await entries());
  if (gone.length) await chrome.storage.local.remove(gone.map((e) => PREFIX + e.id));
}

/** Prunes off every request's path (an entry a change waits for never queues behind reading the whole log); one pruning at a time. */
function schedulePrune(): void {
  if (++sincePrune < PRUNE_EVERY) return;
  clearTimeout(pruneTimer);
  const run = () => {
    if (pruning) return;
    sincePrune = 0;
    pruning = prune()
      .catch(() => undefined)
      .finally(() => (pruning = null));
  };
  if (sincePrune >= PRUNE_FORCED) run();
  else pruneTimer = setTimeout(run, PRUNE_IDLE_MS);
}

type Started = Omit<AuditEntry, 'id' | 'outcome' | 'errorCode' | 'endedAt' | 'consent' | 'origin'>;

/**
 * Records the start of an action; the returned function records how it ended. It resolves only
 * once the entry is written with the origin `origin` gives (the tab as this request looks it up).
 * With a `guess` of that origin (the tab's last one), the entry is written at once, while the tab
 * is looked up, and written again only when the lookup disagrees: the write no longer waits for
 * the lookup, and what counts as written is always the entry with the looked-up origin.
 */
export async function auditStart(
  entry: Started,
  origin: Promise<string | null>,
  guess: string | null = null,
): Promise<(end: Pick<AuditEntry, 'outcome' | 'errorCode' | 'consent'> & Partial<Pick<AuditEntry, 'seen'>>) => Promise<void>> {
  const id = `${entry.startedAt.toString(36)}-${crypto.randomUUID()}`;
  const write = async (o: string | null) => {
    const started: AuditEntry = { ...entry, origin: o, id, consent: null, outcome: 'running', errorCode: null, endedAt: null };
    await tracked(chrome.storage.local.set({ [PREFIX + id]: started }));
    schedulePrune();
    return started;
  };
  const early = guess === null ? null : write(guess);
  early?.catch(() => undefined);
  const looked = await origin;
  if (early && looked === guess) {
    const started = await early;
    return (end) => tracked(chrome.storage.local.set({ [PREFIX + id]: { ...started, ...end, endedAt: Date.now() } }));
  }
  // The guess was wrong: its write lands first, then the entry with the looked-up origin over it.
  await early?.catch(() => undefined);
  const started = await write(looked);
  return (end) => tracked(chrome.storage.local.set({ [PREFIX + id]: { ...started, ...end, endedAt: Date.now() } }));
}

/**
 * One session's entries (`session` as stored: its first 12 hex digits), or every session's when
 * null: all its changes and its newest `reads` reads, oldest first.
 */
export async function auditEntries(session: string | null, reads = LISTED_READS): Promise<AuditEntry[]> {
  await Promise.all(writing);
  const mine = (await entries()).filter((e) => session === null || e.session === session);
  const readEntries = mine.filter((e) => !isAuditedChange(e));
  const shownReads = new Set(readEntries.slice(Math.max(0, readEntries.length - reads)));
  return mine.filter((e) => isAuditedChange(e) || shownReads.has(e));
}
