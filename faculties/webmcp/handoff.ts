// The hand-off of a filled form: what happened to a declarative tool's form after AI Echo filled
// it. Without toolautosubmit the person reviews and submits; with it the browser submits at once.
// Either way the outcome is learned from the browser (the tool's promise, the submit event, the
// navigation, the tab closing) and recorded here as a small state machine, pure so it is tested
// alone. The record never becomes "unknown": it ends submitted, failed, cancelled or expired.
import type { BoundedResult } from '../sdk/bounded-result.ts';

export const HANDOFF_STATES = ['filling', 'waiting', 'submitting', 'submitted', 'failed', 'cancelled', 'expired'] as const;
/**
 * `filling`: dispatched, the browser is filling. `waiting`: filled, the person reviews.
 * `submitting`: submitted with no answer, a navigation is expected. The rest are final.
 */
export type HandoffState = (typeof HANDOFF_STATES)[number];

const FINAL: ReadonlySet<HandoffState> = new Set(['submitted', 'failed', 'cancelled', 'expired']);

export function isFinal(state: HandoffState): boolean {
  return FINAL.has(state);
}

export interface HandoffRecord {
  /** The approval's id: one grant, one dispatch, one hand-off. */
  handoffId: string;
  tabId: number;
  frameId: number;
  /** The filled form's document; a message from any other document is ignored. */
  documentId: string;
  origin: string;
  toolName: string;
  submit: 'review' | 'autosubmit';
  state: HandoffState;
  /** The browser reported a trusted submit event for the form (the person's press or the page's own). */
  submitSeen: boolean;
  /** What the page gave `SubmitEvent.respondWith`, bounded and redacted; null when nothing. */
  response: BoundedResult | null;
  /** Where the submission took the frame: origin and path only (a GET form puts its values in the query). */
  navigation: { url: string } | null;
  /** Why it ended, in AI Echo's words. */
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  /** When AI Echo stops waiting for the person (`waiting` becomes `expired`). */
  waitUntil: number;
  /** In `submitting`: when a submission that neither answered nor navigated counts as done. */
  settleBy: number | null;
}

export type HandoffEvent =
  | { kind: 'filled' }
  | { kind: 'submit' }
  /** The tool's promise resolved: with the page's answer, or null when the submission navigates. */
  | { kind: 'responded'; response: BoundedResult | null }
  | { kind: 'rejected'; message: string }
  | { kind: 'cancel-event' }
  | { kind: 'navigated'; url: string }
  | { kind: 'tab-closed' };

/** What the OS sees: the record, whether it is final, and the page-data label. */
export interface HandoffView extends HandoffRecord {
  final: boolean;
  untrusted: true;
}

export function viewOf(rec: HandoffRecord): HandoffView {
  return { ...rec, final: isFinal(rec.state), untrusted: true };
}

/** Origin and path of a URL: the query and fragment of a form submission carry what was typed. */
export function navigationUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '';
  }
}

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m >= 1 ? `${m} minute${m === 1 ? '' : 's'}` : `${Math.round(ms / 1000)} seconds`;
}

/**
 * The record after `ev`, or the same object when `ev` changes nothing. Final records only accept
 * the navigation of a submission that already ended without one (the answer came first).
 */
export function applyHandoffEvent(rec: HandoffRecord, ev: HandoffEvent, now: number, graceMs: number): HandoffRecord {
  const next = (patch: Partial<HandoffRecord>): HandoffRecord => ({ ...rec, ...patch, updatedAt: now });
  if (isFinal(rec.state)) return rec;
  switch (ev.kind) {
    case 'filled':
      return rec.state === 'filling' ? next({ state: 'waiting' }) : rec;
    case 'submit':
      return rec.submitSeen ? rec : next({ submitSeen: true });
    case 'responded':
      if (ev.response === null) return rec.state === 'submitting' ? rec : next({ state: 'submitting', submitSeen: true, settleBy: now + graceMs });
      return next({ state: 'submitted', submitSeen: true, response: ev.response, settleBy: null, reason: 'The form was submitted in the page and the page answered.' });
    case 'rejected':
      if (rec.state === 'filling') return next({ state: 'cancelled', settleBy: null, reason: `The browser did not fill the form (${ev.message}); nothing was sent.` });
      return rec.submitSeen
        ? next({ state: 'failed', settleBy: null, reason: `The form was submitted, but the page's answer failed (${ev.message}).` })
        : next({ state: 'cancelled', settleBy: null, reason: `The form was reset, changed or removed before it was submitted (${ev.message}); nothing was sent.` });
    case 'cancel-event':
      return next({ state: 'cancelled', settleBy: null, reason: 'The page cancelled the form tool (toolcancel) before it was submitted; nothing was sent.' });
    case 'navigated':
      if (rec.state === 'submitting' || rec.submitSeen) {
        return next({ state: 'submitted', settleBy: null, navigation: { url: navigationUrl(ev.url) }, reason: 'The form was submitted in the page and the page navigated.' });
      }
      return next({ state: 'cancelled', settleBy: null, reason: 'The page navigated away before the browser reported a submission of the form.' });
    case 'tab-closed':
      return rec.state === 'submitting'
        ? next({ state: 'submitted', settleBy: null, reason: 'The form was submitted; the tab was closed before it answered.' })
        : next({ state: 'cancelled', settleBy: null, reason: 'The tab was closed before the form was submitted; nothing was sent.' });
  }
}

/** Applies the clock: a wait that ran out, a submission whose navigation never came. */
export function applyClock(rec: HandoffRecord, now: number): HandoffRecord {
  if ((rec.state === 'waiting' || rec.state === 'filling') && now >= rec.waitUntil) {
    return {
      ...rec,
      state: 'expired',
      updatedAt: now,
      reason: `Nobody submitted the form within ${minutes(rec.waitUntil - rec.createdAt)}: AI Echo stopped watching it. It may still be filled in the page; a later submission is not recorded.`,
    };
  }
  if (rec.state === 'submitting' && rec.settleBy !== null && now >= rec.settleBy) {
    return { ...rec, state: 'submitted', settleBy: null, updatedAt: now, reason: 'The form was submitted in the page; the page neither answered nor navigated.' };
  }
  return rec;
}

/** When the clock will next change the record on its own, or null. */
export function nextClockChange(rec: HandoffRecord): number | null {
  if (rec.state === 'waiting' || rec.state === 'filling') return rec.waitUntil;
  if (rec.state === 'submitting') return rec.settleBy;
  return null;
}
