// The extension's audit log, as both halves see it: one entry for every invoke or control frame
// that reached the extension, whoever sent it, written before the action runs and completed when
// it ends. Hashes and ids only, never argument values (typed text, codes, page data): what an
// approval window showed is kept as hashes of its sentence and picture, which AI Echo's receipt
// keeps in full (so a receipt can be checked against the log). The store
// is the extension's (browser-extension/src/audit-log.ts); AI Echo reads its own session's entries.

import { sentenceText, type ApprovalSummary } from './grants.ts';
import { sha256Hex } from './hash.ts';
import type { PictureSource } from './picture.ts';

/**
 * Entries kept, per session and per kind, the oldest of that kind going first: a session's reads
 * never evict a change, and one session's entries never evict another's. Changes (effect
 * `mutation`) are kept far longer than reads.
 */
export const MAX_AUDIT_READS_PER_SESSION = 500;
export const MAX_AUDIT_CHANGES_PER_SESSION = 1000;
/** Reads kept over all sessions together (the oldest reads of any session go first; never a change). */
export const MAX_AUDIT_READS = 5000;

/**
 * A change the log keeps with the changes: a mutation that ran or may have (still running, or
 * past its consent). One refused before any consent changed nothing, and is kept like a read, so
 * refused attempts cannot fill the changes' room either.
 */
export function isAuditedChange(e: Pick<AuditEntry, 'effect' | 'outcome' | 'consent'>): boolean {
  return e.effect === 'mutation' && !(e.outcome === 'error' && e.consent === null);
}

export interface AuditEntry {
  id: string;
  /** The first 12 hex digits of the session's id (itself a digest): which connection asked. */
  session: string;
  kind: 'invoke' | 'control';
  action: string;
  tier: string | null;
  effect: 'read' | 'mutation' | null;
  tabId: number | null;
  origin: string | null;
  /** SHA-256 of the canonical input, grant left out: the same hash AI Echo's receipt keeps. */
  argumentHash: string;
  grantId: string | null;
  /** How a change was consented to, once the gate passed. */
  consent: 'grant' | 'allowance' | 'none' | null;
  /** `running` until it ends; stays so if the worker died meanwhile. */
  outcome: 'running' | 'ok' | 'error';
  errorCode: string | null;
  startedAt: number;
  endedAt: number | null;
  /** What the person saw in the approval window this entry asked for or ran under (hashes only). */
  seen?: ApprovalSeen | null;
}

/** An approval window's sentence and picture, as hashes: the receipt keeps them in full. */
export interface ApprovalSeen {
  approvalId: string;
  /** SHA-256 of the sentence as plain text (sentenceText), as the receipt keeps it. */
  sentenceHash: string;
  /** SHA-256 of the picture's data URL, as the receipt keeps it; null when the window had none. */
  pictureHash: string | null;
  /** What the picture was: a live capture or a layout sketch. */
  picture: PictureSource | null;
}

/** What the log keeps of an approval window's summary. */
export async function approvalSeen(approvalId: string, summary: ApprovalSummary): Promise<ApprovalSeen> {
  const picture = summary.picture && 'dataUrl' in summary.picture ? summary.picture : null;
  return {
    approvalId,
    sentenceHash: await sha256Hex(sentenceText(summary.sentence)),
    pictureHash: picture ? await sha256Hex(picture.dataUrl) : null,
    picture: picture ? picture.source : null,
  };
}
