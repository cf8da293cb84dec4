// The extension's record of filled forms (handoff.ts), in chrome.storage.session: the worker can
// die while a person reviews a form, and web pages and content scripts cannot read that area.
// Events reach it from the relay in the form's own document (checked by sender), from Chrome's
// navigation and tab events, and from the clock, applied when the record is read.
import { redactText } from '../../sdk/redaction/data.ts';
import { boundResult, parseToolResult } from '../../sdk/bounded-result.ts';
import { applyClock, applyHandoffEvent, isFinal, nextClockChange, type HandoffEvent, type HandoffRecord } from './handoff.ts';
import { HANDOFF_NAVIGATION_GRACE_MS, MAX_HANDOFF_RECORDS } from './limits.ts';
import type { FormRelayMessage } from './page-op.ts';
import { extensionApis } from '../../sdk/extension-apis.ts';
import { serialQueue } from '../../sdk/serial-queue.ts';

const KEY = 'webmcp:handoffs';

const serial = serialQueue();

async function readAll(): Promise<HandoffRecord[]> {
  const raw = (await extensionApis().storage.session.get(KEY))[KEY];
  return Array.isArray(raw) ? (raw as HandoffRecord[]) : [];
}

async function writeAll(records: HandoffRecord[]): Promise<void> {
  const open = records.filter((r) => !isFinal(r.state));
  const ended = records.filter((r) => isFinal(r.state)).sort((a, b) => b.updatedAt - a.updatedAt);
  await extensionApis().storage.session.set({ [KEY]: [...open, ...ended.slice(0, Math.max(0, MAX_HANDOFF_RECORDS - open.length))] });
}

/** Applies `change` to every record `match` selects, then the clock; writes only what changed. */
function update(match: (r: HandoffRecord) => boolean, change: (r: HandoffRecord, now: number) => HandoffRecord): Promise<HandoffRecord[]> {
  return serial(async () => {
    const records = await readAll();
    const now = Date.now();
    let dirty = false;
    const out = records.map((r) => {
      if (!match(r)) return r;
      const next = applyClock(change(r, now), now);
      if (next !== r) dirty = true;
      return next;
    });
    if (dirty) await writeAll(out);
    return out.filter(match);
  });
}

export const handoffStore = {
  add(record: HandoffRecord): Promise<void> {
    return serial(async () => writeAll([...(await readAll()).filter((r) => r.handoffId !== record.handoffId), record]));
  },

  /** The record with the clock applied (an expired wait is stored as expired), or undefined. */
  async get(handoffId: string): Promise<HandoffRecord | undefined> {
    return (await update((r) => r.handoffId === handoffId, (r) => r))[0];
  },

  apply(handoffId: string, ev: HandoffEvent): Promise<HandoffRecord | undefined> {
    return update(
      (r) => r.handoffId === handoffId,
      (r, now) => applyHandoffEvent(r, ev, now, HANDOFF_NAVIGATION_GRACE_MS),
    ).then((r) => r[0]);
  },
};

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

/**
 * Call once at the worker's top level. The relay is believed only from the content-script world
 * of the exact document that was filled (tab, frame and document ID all match the record).
 */
export function registerHandoffWatch(): void {
  extensionApis().runtime.onMessage.addListener((msg: unknown, sender) => {
    if (!isRelayMessage(msg)) return false;
    if (sender.id !== extensionApis().runtime.id) return false;
    const tabId = sender.tab?.id;
    void update(
      (r) => r.handoffId === msg.handoffId && r.tabId === tabId && r.frameId === sender.frameId && r.documentId === sender.documentId,
      (r, now) => applyHandoffEvent(r, relayEvent(msg), now, HANDOFF_NAVIGATION_GRACE_MS),
    );
    return false;
  });
  extensionApis().webNavigation.onCommitted.addListener((d) => {
    // A new document in the form's frame, or in the tab's top frame (which takes its frames with it).
    void update(
      (r) => r.tabId === d.tabId && (d.frameId === r.frameId || d.frameId === 0) && d.documentId !== r.documentId && !isFinal(r.state),
      (r, now) => applyHandoffEvent(r, { kind: 'navigated', url: d.url }, now, HANDOFF_NAVIGATION_GRACE_MS),
    );
  });
  extensionApis().tabs.onRemoved.addListener((tabId) => {
    void update(
      (r) => r.tabId === tabId && !isFinal(r.state),
      (r, now) => applyHandoffEvent(r, { kind: 'tab-closed' }, now, HANDOFF_NAVIGATION_GRACE_MS),
    );
  });
}

/**
 * Resolves with the record once it differs from `known` (or is final), or when `timeoutMs` or
 * `signal` ends the wait. Also catches a navigation whose event was missed (the frame now holds
 * another document).
 */
export async function waitForHandoff(handoffId: string, known: string | undefined, timeoutMs: number, signal: AbortSignal): Promise<HandoffRecord | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let rec = await handoffStore.get(handoffId);
    if (rec && !isFinal(rec.state)) {
      const frame = await extensionApis().webNavigation.getFrame({ tabId: rec.tabId, frameId: rec.frameId }).catch(() => null);
      if (!frame) rec = await handoffStore.apply(handoffId, { kind: 'tab-closed' });
      else if (frame.documentId !== rec.documentId) rec = await handoffStore.apply(handoffId, { kind: 'navigated', url: frame.url });
    }
    if (!rec || isFinal(rec.state) || rec.state !== known || signal.aborted) return rec;
    const now = Date.now();
    if (now >= end) return rec;
    const clock = nextClockChange(rec);
    const until = Math.min(end, clock ?? end);
    await changeOrTimeout(Math.max(0, until - now), signal);
  }
}

/** Waits for the next write to the records, at most `ms`. */
function changeOrTimeout(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      extensionApis().storage.session.onChanged.removeListener(onChange);
      signal.removeEventListener('abort', finish);
      resolve();
    };
    const onChange = (changes: Record<string, chrome.storage.StorageChange>) => {
      if (KEY in changes) finish();
    };
    const timer = setTimeout(finish, ms);
    extensionApis().storage.session.onChanged.addListener(onChange);
    signal.addEventListener('abort', finish, { once: true });
  });
}
