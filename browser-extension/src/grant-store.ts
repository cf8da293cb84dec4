// The grant store. Records live in chrome.storage.session (the worker can die at any moment and
// web pages and content scripts cannot read that area), one key per grant. Every transition runs
// through one queue, so "approve" from the approval page and "cancel" from the OS cannot
// interleave, and consume marks a grant used before the caller dispatches anything.
// Each grant belongs to the session that asked for it (`grantsFor`): another session's grant is
// answered exactly like an id that never existed. Only the approval window decides, by window id.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { APPROVAL_TTL_MS, grantRefusal, MAX_PENDING_APPROVALS, MIN_APPROVAL_TTL_MS, summaryOf, type ApprovalDisplay, type GrantBinding, type GrantRequest, type GrantState, type GrantView, type Grants, type PlanLookup, type PlanRead } from '../../faculties/sdk/grants.ts';
import { sameFill } from '../../faculties/sdk/record-naming.ts';
import type { PictureRequest, PictureResult } from '../../faculties/sdk/picture.ts';
import { serialQueue } from '../../faculties/sdk/serial-queue.ts';

const PREFIX = 'grant:';
/** Ended records are kept this long so the OS can still ask how an approval ended. */
const KEEP_ENDED_MS = 10 * 60_000;

export interface GrantRecord extends GrantView {
  /** The session that asked for it (SHA-256 of its secret): the only one that may see or use it. */
  session: string;
  ttlMs: number;
  display: ApprovalDisplay;
  /** What the picture shows, to take it again when the person brings the tab forward. */
  pictureRequest: PictureRequest | null;
  /** The popup window we opened for it: only a page in that window may decide. */
  windowId: number | null;
  /** Reads the approval also covers after its change; each spent once. */
  plan: PlanRead[];
  /** The read it runs before its change, to find the entry the change goes to. */
  lookup?: PlanLookup;
}

/** The approval window's size: Approve and Deny stay in view at this size and anything larger. */
export const APPROVAL_WINDOW = { width: 640, height: 660 };

type ChangeListener = (view: GrantView, session: string) => void;
const listeners = new Set<ChangeListener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Runs `fn` after every transition queued before it; a failure does not block the next one. */
const serial = serialQueue();

export function onGrantChange(cb: ChangeListener): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

function viewOf(rec: GrantRecord): GrantView {
  const { approvalId, state, binding, createdAt, expiresAt, decidedAt, usedAt, reason, outcome, plan = [], lookup } = rec;
  return { approvalId, state, binding, createdAt, expiresAt, decidedAt, usedAt, reason, outcome, ...(plan.length ? { plan } : {}), ...(lookup ? { lookup } : {}) };
}

function emit(rec: GrantRecord): void {
  const view = viewOf(rec);
  for (const cb of listeners) {
    try {
      cb(view, rec.session);
    } catch (err) {
      console.error('grant listener threw', err);
    }
  }
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function readGrant(id: string): Promise<GrantRecord | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const items = await chrome.storage.session.get(PREFIX + id);
  return items[PREFIX + id] as GrantRecord | undefined;
}

async function write(rec: GrantRecord): Promise<void> {
  await chrome.storage.session.set({ [PREFIX + rec.approvalId]: rec });
}

async function allGrants(): Promise<GrantRecord[]> {
  const items = await chrome.storage.session.get(null);
  return Object.entries(items)
    .filter(([k]) => k.startsWith(PREFIX))
    .map(([, v]) => v as GrantRecord);
}

const LIVE: readonly GrantState[] = ['pending', 'approved'];

/** A live grant past its deadline is expired, whether or not a timer was alive to say so. */
async function settleExpiry(rec: GrantRecord, now = Date.now()): Promise<GrantRecord> {
  if (!LIVE.includes(rec.state) || now <= rec.expiresAt) return rec;
  const wasPending = rec.state === 'pending';
  const next: GrantRecord = { ...rec, state: 'expired', reason: wasPending ? 'Nobody decided before the request lapsed.' : 'The approval was not used in time.' };
  await write(next);
  if (wasPending) closeWindow(next.windowId);
  emit(next);
  return next;
}

function closeWindow(windowId: number | null): void {
  if (windowId !== null) void chrome.windows.remove(windowId).catch(() => undefined);
}

/** While the worker lives, a timer says "expired" on time; after a restart, reads say it lazily. */
function armExpiry(rec: GrantRecord): void {
  clearTimeout(timers.get(rec.approvalId));
  if (!LIVE.includes(rec.state)) return void timers.delete(rec.approvalId);
  const timer = setTimeout(() => {
    timers.delete(rec.approvalId);
    void serial(async () => {
      const cur = await readGrant(rec.approvalId);
      if (cur) await settleExpiry(cur);
    });
  }, Math.max(0, rec.expiresAt - Date.now()) + 5);
  timers.set(rec.approvalId, timer);
}

/** `session` null: the approval window's own reads, which go by window id instead. */
async function load(id: string, session: string | null): Promise<GrantRecord> {
  const rec = await readGrant(id);
  // Another session's grant reads exactly as a missing one: same code, same words.
  if (!rec || (session !== null && rec.session !== session)) {
    throw new BridgeError('grant-unknown', `No approval with id ${id.slice(0, 40)} exists (it may have been cleared when the browser restarted).`);
  }
  return settleExpiry(rec);
}

async function prune(now = Date.now()): Promise<GrantRecord[]> {
  const all = await allGrants();
  const stale = all.filter((g) => !LIVE.includes(g.state) && now - (g.usedAt ?? g.decidedAt ?? g.createdAt) > KEEP_ENDED_MS);
  if (stale.length) await chrome.storage.session.remove(stale.map((g) => PREFIX + g.approvalId));
  return all.filter((g) => !stale.includes(g));
}

function clampTtl(ttlMs: number): number {
  return Math.min(APPROVAL_TTL_MS, Math.max(MIN_APPROVAL_TTL_MS, Math.floor(ttlMs)));
}

function sameBinding(a: GrantBinding, b: GrantBinding): boolean {
  return (
    a.kind === b.kind &&
    a.tabId === b.tabId &&
    a.frameId === b.frameId &&
    a.documentId === b.documentId &&
    a.origin === b.origin &&
    a.subjectHash === b.subjectHash &&
    a.argumentHash === b.argumentHash
  );
}

function approvalPageUrl(id: string): string {
  return chrome.runtime.getURL(`approval.html?id=${id}`);
}

/**
 * The grants of one session, as its bridge connection and the actions it runs see them.
 * `session` is the SHA-256 of the session's secret (see BridgeServer).
 */
export function grantsFor(session: string): Grants {
  if (!/^[0-9a-f]{64}$/.test(session)) throw new BridgeError('internal', 'A grant session must be a SHA-256 hex digest.');
  return {
    request(req: GrantRequest): Promise<GrantView> {
      return serial(async () => {
        const now = Date.now();
        const waiting = (await prune(now)).filter((g) => g.session === session && g.state === 'pending' && g.expiresAt >= now);
        if (waiting.length >= MAX_PENDING_APPROVALS) {
          throw new BridgeError('grant-required', `${waiting.length} approvals from this AI Echo page are already waiting for the person; cancel or finish one first.`);
        }
        const ttlMs = clampTtl(req.ttlMs);
        const rec: GrantRecord = {
          approvalId: newId(),
          state: 'pending',
          binding: { ...req.binding },
          createdAt: now,
          expiresAt: now + ttlMs,
          decidedAt: null,
          usedAt: null,
          reason: null,
          outcome: null,
          session,
          ttlMs,
          display: req.display,
          pictureRequest: req.pictureRequest ?? null,
          windowId: null,
          plan: (req.plan ?? []).map((r) => ({ name: r.name, subjectHash: r.subjectHash, argumentHash: r.argumentHash, usedAt: null })),
          ...(req.lookup ? { lookup: { ...req.lookup, fromState: [...req.lookup.fromState], usedAt: null, filled: null } } : {}),
        };
        await write(rec);
        let windowId: number | null = null;
        try {
          const win = await chrome.windows.create({ url: approvalPageUrl(rec.approvalId), type: 'popup', ...APPROVAL_WINDOW, focused: true });
          windowId = win?.id ?? null;
        } catch (err) {
          await write({ ...rec, state: 'cancelled', reason: `The approval window could not be opened: ${String(err)}` });
          throw new BridgeError('internal', `The approval window could not be opened: ${String(err)}`);
        }
        const opened: GrantRecord = { ...rec, windowId };
        // The person may already have decided in the moments the window took to open.
        const current = await readGrant(rec.approvalId);
        const final = current && current.state !== 'pending' ? { ...current, windowId } : opened;
        await write(final);
        armExpiry(final);
        emit(final);
        return viewOf(final);
      });
    },

    status(id: string): Promise<GrantView> {
      return serial(async () => viewOf(await load(id, session)));
    },

    cancel(id: string): Promise<GrantView> {
      return serial(async () => {
        const rec = await load(id, session);
        if (!LIVE.includes(rec.state)) return viewOf(rec);
        const next: GrantRecord = { ...rec, state: 'cancelled', decidedAt: rec.decidedAt ?? Date.now(), reason: 'Cancelled by AI Echo.' };
        await write(next);
        armExpiry(next);
        closeWindow(rec.windowId);
        emit(next);
        return viewOf(next);
      });
    },

    consume(id: string, binding: GrantBinding, filled: Record<string, unknown> = {}): Promise<GrantView> {
      return serial(async () => {
        const rec = await load(id, session);
        const refusal = grantRefusal(rec);
        if (refusal) throw refusal;
        if (!sameBinding(rec.binding, binding)) {
          throw new BridgeError('grant-mismatch', 'This approval was given for a different tool, arguments, tab, frame or document.', { approvalId: id });
        }
        // A change that goes to the entry its read names: that read first, and exactly what it filled.
        if (rec.lookup && !rec.lookup.filled) throw new BridgeError('grant-mismatch', "This approval's change runs only after its read found the entry.", { approvalId: id });
        if (!sameFill(rec.lookup?.filled ?? {}, filled)) {
          throw new BridgeError('grant-mismatch', "These values are not the ones this approval's read found for the entry.", { approvalId: id });
        }
        const next: GrantRecord = { ...rec, state: 'used', usedAt: Date.now(), outcome: 'dispatched' };
        await write(next); // persisted before any dispatch: a restarted worker finds it used
        armExpiry(next);
        emit(next);
        return viewOf(next);
      });
    },

    consumePlanRead(id: string, binding: GrantBinding): Promise<GrantView> {
      return serial(async () => {
        const rec = await load(id, session);
        const detail = { approvalId: id };
        // Its change first: a plan's reads check a change, they never stand in for one.
        if (rec.state !== 'used') {
          throw grantRefusal(rec) ?? new BridgeError('grant-mismatch', "This approval's reads run only after its change.", detail);
        }
        // The plan ends when the grant would have: its reads follow the change at once.
        if (Date.now() > rec.expiresAt) throw new BridgeError('grant-expired', "This approval's time is over; its reads are no longer covered.", detail);
        const place = { ...rec.binding, subjectHash: binding.subjectHash, argumentHash: binding.argumentHash };
        if (!sameBinding(place, binding)) throw new BridgeError('grant-mismatch', 'This approval was given for another tab, frame, document or site.', detail);
        const steps = (rec.plan ?? []).filter((r) => r.subjectHash === binding.subjectHash && r.argumentHash === binding.argumentHash);
        if (!steps.length) throw new BridgeError('grant-mismatch', 'This approval covers no read of this tool with these arguments.', detail);
        const step = steps.find((r) => r.usedAt === null);
        if (!step) throw new BridgeError('grant-used', 'This read was already run under this approval; each runs once.', detail);
        const next: GrantRecord = { ...rec, plan: (rec.plan ?? []).map((r) => (r === step ? { ...r, usedAt: Date.now() } : r)) };
        await write(next); // persisted before the read is dispatched
        return viewOf(next);
      });
    },

    consumeLookup(id: string, binding: GrantBinding): Promise<GrantView> {
      return serial(async () => {
        const rec = await load(id, session);
        const detail = { approvalId: id };
        const refusal = grantRefusal(rec);
        if (refusal) throw refusal;
        const lookup = rec.lookup;
        if (!lookup) throw new BridgeError('grant-mismatch', 'This approval covers no read before its change.', detail);
        const place = { ...rec.binding, subjectHash: binding.subjectHash, argumentHash: binding.argumentHash };
        if (!sameBinding(place, binding)) throw new BridgeError('grant-mismatch', 'This approval was given for another tab, frame, document or site.', detail);
        if (lookup.subjectHash !== binding.subjectHash || lookup.argumentHash !== binding.argumentHash) {
          throw new BridgeError('grant-mismatch', 'This approval covers no read of this tool with these arguments before its change.', detail);
        }
        if (lookup.usedAt !== null) throw new BridgeError('grant-used', "This approval's read was already run; it runs once.", detail);
        const next: GrantRecord = { ...rec, lookup: { ...lookup, usedAt: Date.now() } };
        await write(next); // persisted before the read is dispatched
        return viewOf(next);
      });
    },

    resolveLookup(id: string, filled: PlanLookup['filled'], reason: string): Promise<GrantView> {
      return serial(async () => {
        const rec = await load(id, session);
        const lookup = rec.lookup;
        // Once, after its read ran, while the change is still to come.
        if (rec.state !== 'approved' || !lookup || lookup.usedAt === null || lookup.filled) return viewOf(rec);
        const next: GrantRecord = filled
          ? { ...rec, lookup: { ...lookup, filled: { ...filled } } }
          : { ...rec, state: 'cancelled', reason };
        await write(next);
        armExpiry(next);
        if (!filled) emit(next);
        return viewOf(next);
      });
    },

    summary(id: string) {
      return serial(async () => summaryOf((await load(id, session)).display));
    },

    focus(id: string): Promise<boolean> {
      return serial(async () => {
        const rec = await load(id, session);
        if (rec.state !== 'pending' || rec.windowId === null) return false;
        return chrome.windows.update(rec.windowId, { focused: true, drawAttention: true }).then(
          () => true,
          () => false,
        );
      });
    },

    settle(id: string, outcome: 'ok' | 'error' | 'unknown'): Promise<void> {
      return serial(async () => {
        const rec = await readGrant(id);
        if (!rec || rec.session !== session || rec.state !== 'used') return;
        const next = { ...rec, outcome };
        await write(next);
        emit(next);
      });
    },
  };
}

/** What only the extension's approval page (and the window-closed listener) may do: by window, not by session. */
export const approvalWindowGrants = {
  /** The full record, for the approval page to show. */
  record(id: string): Promise<GrantRecord> {
    return serial(() => load(id, null));
  },

  /** Only the approval page's message handler calls this, after checking who sent it. */
  decide(id: string, decision: 'approve' | 'deny', windowId: number | undefined): Promise<GrantView> {
    return serial(async () => {
      const rec = await load(id, null);
      if (rec.windowId === null || windowId !== rec.windowId) {
        throw new BridgeError('approval-forbidden', 'Only the approval window opened for this request can decide it.');
      }
      if (rec.state !== 'pending') throw grantRefusal(rec) ?? new BridgeError('grant-used', 'This approval was already decided.');
      const now = Date.now();
      const next: GrantRecord =
        decision === 'approve'
          ? { ...rec, state: 'approved', decidedAt: now, expiresAt: now + rec.ttlMs, reason: null }
          : { ...rec, state: 'denied', decidedAt: now, reason: 'The person chose Deny.' };
      await write(next);
      armExpiry(next);
      emit(next);
      return viewOf(next);
    });
  },

  /** A new picture, taken when the person brought the tab forward from the approval window. */
  setPicture(id: string, picture: PictureResult): Promise<void> {
    return serial(async () => {
      const rec = await load(id, null);
      if (rec.state === 'pending') await write({ ...rec, display: { ...rec.display, picture } });
    });
  },

  windowClosed(windowId: number): Promise<void> {
    return serial(async () => {
      for (const rec of await allGrants()) {
        if (rec.windowId !== windowId || rec.state !== 'pending') continue;
        const next: GrantRecord = { ...rec, state: 'denied', decidedAt: Date.now(), reason: 'The person closed the approval window.' };
        await write(next);
        armExpiry(next);
        emit(next);
      }
    });
  },
};
