import type { AuditEntry } from './audit.ts';
import type { Grants } from './grants.ts';
import type { PictureRequest, PictureResult } from './picture.ts';

/** A tab the person allowed, resolved fresh for one action. */
export interface AllowedTab {
  tabId: number;
  /** The tab's top-level URL as Chrome reports it (not yet projected for the wire). */
  url: string;
  origin: string;
  title: string;
}

/**
 * What an action may use while it runs in the extension's service worker. The extension
 * implements it; actions never read the allowlist or storage themselves, so the per-site
 * check cannot be skipped by one of them.
 */
export interface ActionContext {
  /** Resolves the tab (the active one when omitted) or throws `tab-missing` / `origin-not-allowed`. */
  allowedTab(tabId?: number): Promise<AllowedTab>;
  /** Origins the person allowed in the extension's options page. */
  allowedOrigins(): Promise<string[]>;
  /**
   * For a consented change: the document the person's grant (or the site allowance) was checked
   * for. An action that runs in a frame targets exactly this document, so a navigation between
   * the check and the run cannot move the change to another page.
   */
  readonly consentedDocumentId?: string;
  /** Aborted when the caller's deadline passes or the caller goes away. */
  readonly signal: AbortSignal;
  /** Throws `invalid-input` unless `input` passes the named action's compiled validator. */
  checkInput(actionName: string, input: unknown): void;
  /**
   * One-use approval grants of the calling session only (another session's approval reads as
   * unknown); only the extension's approval page can approve one.
   */
  readonly grants: Grants;
  /**
   * A picture of the tab as it is on screen (protected fields covered, `request.focus` outlined),
   * or why there is none (the tab is behind another, say). Evidence for the person, never a binding.
   */
  picture(tabId: number, request: PictureRequest): Promise<PictureResult>;
  /** The extension's audit log entries of the calling session only, oldest first. */
  auditLog(): Promise<AuditEntry[]>;
}
