import type { Grants } from './grants.ts';

/** A rectangle of a tab's viewport in CSS pixels. */
export interface CaptureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where things are on the tab's page when it is measured (by the page runtime, in the top frame). */
export interface CaptureLayout {
  /** The viewport size in CSS pixels (the picture may have more pixels than this). */
  viewport: { width: number; height: number };
  /** Painted over before the picture leaves the worker. */
  mask: CaptureRect[];
  /** The part to keep; the whole viewport when absent. */
  crop?: CaptureRect;
}

export interface CaptureRequest {
  tabId: number;
  /** Measures the layout; called before and after the capture, so a page that moved in between is caught. */
  measure(): Promise<CaptureLayout>;
  format: 'png' | 'jpeg';
  /** Largest width of the returned picture, in pixels; it is scaled down to fit. */
  maxWidth: number;
}

export interface Capture {
  /** A data: URL of the picture. */
  dataUrl: string;
  mimeType: string;
  width: number;
  height: number;
}

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
  /** The calling session's id (a digest, never its secret): state kept per session is keyed by it, e.g. the tabs its Navi opened, the downloads it started. */
  readonly sessionId: string;
  /** The approval a consented change ran under (absent for a site allowance). */
  readonly consentedApprovalId?: string;
  /**
   * A picture of what the tab shows, masked and cropped in the worker: throws `tab-not-visible`
   * unless the tab is the visible one of its window.
   */
  capture(req: CaptureRequest): Promise<Capture>;
}
