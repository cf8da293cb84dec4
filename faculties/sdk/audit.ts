// The extension's audit log, as both halves see it: one entry for every invoke or control frame
// that reached the extension, whoever sent it, written before the action runs and completed when
// it ends. Hashes and ids only, never argument values (typed text, codes, page data). The store
// is the extension's (browser-extension/src/audit-log.ts); AI Echo reads its own session's entries.

/** Most entries kept; the oldest go first. */
export const MAX_AUDIT_ENTRIES = 500;

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
}
