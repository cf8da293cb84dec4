// The extension's record of filled forms (handoff.ts), in the session store (chrome.storage.session):
// the worker can die while a person reviews a form, and web pages and content scripts cannot read
// that area. Events reach it from the relay in the form's own document (checked by sender), from
// Chrome's navigation and tab events (the extension's handoff-watch.ts hands them to
// `handoffEvents`), and from the clock, applied when the record is read.
import { redactText } from '../sdk/redaction/data.ts';
import { boundResult, parseToolResult } from '../sdk/bounded-result.ts';
import { applyClock, applyHandoffEvent, isFinal, nextClockChange, type HandoffEvent, type HandoffRecord } from './handoff.ts';
import { HANDOFF_NAVIGATION_GRACE_MS, MAX_HANDOFF_RECORDS } from './limits.ts';
import type { FormRelayMessage } from './page-op.ts';
import type { ActionContext } from '../sdk/action-context.ts';
import type { SessionStore } from '../sdk/session-store.ts';
import { serialQueue } from '../sdk/serial-queue.ts';

const KEY = 'webmcp:handoffs';

const serial = serialQueue();

async function readAll(store: SessionStore): Promise<HandoffRecord[]> {
  const raw = await store.get(KEY);
  return Array.isArray(raw) ? (raw as HandoffRecord[]) : [];
}

async function writeAll(store: SessionStore, records: HandoffRecord[]): Promise<void> {
  const open = records.filter((r) => !isFinal(r.state));
  const ended = records.filter((r) => isFinal(r.state)).sort((a, b) => b.updatedAt - a.updatedAt);
  await store.set(KEY, [...open, ...ended.slice(0, Math.max(0, MAX_HANDOFF_RECORDS - open.length))]);
}

/** Applies `change` to every record `match` selects, then the clock; writes only what changed. */
function update(store: SessionStore, match: (r: HandoffRecord) => boolean, change: (r: HandoffRecord, now: number) => HandoffRecord): Promise<HandoffRecord[]> {
  return serial(async () => {
    const records = await readAll(store);
    const now = Date.now();
    let dirty = false;
    const out = records.map((r) => {
      if (!match(r)) return r;
      const next = applyClock(change(r, now), now);
      if (next !== r) dirty = true;
      return next;
    });
    if (dirty) await writeAll(store, out);
    return out.filter(match);
  });
}

/** The hand-off records in `store`. */
export function handoffStore(store: SessionStore) {
  return {
    add(record: HandoffRecord): Promise<void> {
      return serial(async () => writeAll(store, [...(await readAll(store)).filter((r) => r.handoffId !== record.handoffId), record]));
    },

    /** The record with the clock applied (an expired wait is stored as expired), or undefined. */
    async get(handoffId: string): Promise<HandoffRecord | undefined> {
      return (await update(store, (r) => r.handoffId === handoffId, (r) => r))[0];
    },

    apply(handoffId: string, ev: HandoffEvent): Promise<HandoffRecord | undefined> {
      return update(
        store,
        (r) => r.handoffId === handoffId,
        (r, now) => applyHandoffEvent(r, ev, now, HANDOFF_NAVIGATION_GRACE_MS),
      ).then((r) => r[0]);
    },
  };
}

/** The page's answer as it is kept: parsed, redacted, bounded, like any tool result. */
function responseEvent(msg: Extract<FormRelayMessage, { kind: 'responded' }>): HandoffEvent {
  if (msg.text === null) return { kind: 'responded', response: null };
  const parsed = parseToolResult(msg.text, msg.cutAt);
  return { kind: 'responded', response: boundResult(parsed.value, parsed.rawCut) };
}

function isRelayMessage(msg: unknown): msg is FormRelayMessage {
  if (!msg || typeof msg !== 'object') return false;
  const m = msg as Record<string, unknown>;
  if (m.type !== 'webmcp-form' || typeof m.handoffId !== 'string' || !/^[0-9a-f]{32}$/.test(m.handoffId)) return false;
  switch (m.kind) {
    case 'submit':
    case 'cancel-event':
      return true;
    case 'responded':
      return (m.text === null || typeof m.text === 'string') && (m.cutAt === undefined || typeof m.cutAt === 'number');
    case 'rejected':
      return typeof m.errorName === 'string' && typeof m.errorMessage === 'string';
    default:
      return false;
  }
}

function relayEvent(msg: FormRelayMessage): HandoffEvent {
  switch (msg.kind) {
    case 'responded':
      return responseEvent(msg);
    case 'rejected':
      return { kind: 'rejected', message: redactText(`${msg.errorName}: ${msg.errorMessage}`).text.slice(0, 300) };
    default:
      return { kind: msg.kind };
  }
}

/** Where a relay message came from, as Chrome reports its sender. */
export interface RelaySender {
  tabId?: number;
  frameId?: number;
  documentId?: string;
}

/**
 * What Chrome's events do to the records; the extension's worker hands each event here
 * (browser-extension/src/handoff-watch.ts), after checking a relay message came from its own
 * content scripts. The relay is believed only from the exact document that was filled (tab,
 * frame and document ID all match the record).
 */
export function handoffEvents(store: SessionStore) {
  return {
    /** A message from a content script; true when it was a form relay message. */
    relayed(msg: unknown, sender: RelaySender): boolean {
      if (!isRelayMessage(msg)) return false;
      void update(
        store,
        (r) => r.handoffId === msg.handoffId && r.tabId === sender.tabId && r.frameId === sender.frameId && r.documentId === sender.documentId,
        (r, now) => applyHandoffEvent(r, relayEvent(msg), now, HANDOFF_NAVIGATION_GRACE_MS),
      );
      return true;
    },
    /** A document committed in a frame of a tab. */
    committed(d: { tabId: number; frameId: number; documentId: string; url: string }): void {
      // A new document in the form's frame, or in the tab's top frame (which takes its frames with it).
      void update(
        store,
        (r) => r.tabId === d.tabId && (d.frameId === r.frameId || d.frameId === 0) && d.documentId !== r.documentId && !isFinal(r.state),
        (r, now) => applyHandoffEvent(r, { kind: 'navigated', url: d.url }, now, HANDOFF_NAVIGATION_GRACE_MS),
      );
    },
    tabClosed(tabId: number): void {
      void update(
        store,
        (r) => r.tabId === tabId && !isFinal(r.state),
        (r, now) => applyHandoffEvent(r, { kind: 'tab-closed' }, now, HANDOFF_NAVIGATION_GRACE_MS),
      );
    },
  };
}

/** What waiting for a record reads: the records, and the tab's frames as Chrome knows them now. */
export type HandoffHost = Pick<ActionContext, 'sessionStore' | 'frames'>;

/**
 * Resolves with the record once it differs from `known` (or is final), or when `timeoutMs` or
 * `signal` ends the wait. Also catches a navigation whose event was missed (the frame now holds
 * another document).
 */
export async function waitForHandoff(host: HandoffHost, handoffId: string, known: string | undefined, timeoutMs: number, signal: AbortSignal): Promise<HandoffRecord | undefined> {
  const records = handoffStore(host.sessionStore);
  const end = Date.now() + timeoutMs;
  for (;;) {
    let rec = await records.get(handoffId);
    if (rec && !isFinal(rec.state)) {
      const { tabId, frameId } = rec;
      const frame = (await host.frames(tabId)).find((f) => f.frameId === frameId);
      if (!frame) rec = await records.apply(handoffId, { kind: 'tab-closed' });
      else if (frame.documentId !== rec.documentId) rec = await records.apply(handoffId, { kind: 'navigated', url: frame.url });
    }
    if (!rec || isFinal(rec.state) || rec.state !== known || signal.aborted) return rec;
    const now = Date.now();
    if (now >= end) return rec;
    const clock = nextClockChange(rec);
    const until = Math.min(end, clock ?? end);
    await changeOrTimeout(host.sessionStore, Math.max(0, until - now), signal);
  }
}

/** Waits for the next write to the records, at most `ms`. */
function changeOrTimeout(store: SessionStore, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stopWatching();
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const timer = setTimeout(finish, ms);
    const stopWatching = store.onChange(KEY, finish);
    signal.addEventListener('abort', finish, { once: true });
  });
}
