import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import type { Capture, CaptureRequest } from './capture.ts';
import type { ConsentPlan } from './consent-plan.ts';
import type { AuditEntry } from './audit.ts';
import type { RecordingState } from '../../browser-bridge/recording.ts';
import type { ApprovalWords } from './approval-wording.ts';
import type { Grants, SentencePart } from './grants.ts';
import type { PageView, ViewArgs } from './page-view.ts';
import type { FrameTarget, PageRpc } from './page-rpc.ts';
import type { PictureRequest, PictureResult } from './picture.ts';
import type { Dialogs } from './dialogs.ts';
import type { Navigation } from './navigation.ts';
import type { TabsHost } from './tabs-host.ts';
import type { SessionStore } from './session-store.ts';
import type { Downloads } from './downloads.ts';

/** A tab's top document on a site the person allowed, resolved fresh for one action. */
export interface AllowedTop {
  tabId: number;
  /** The tab's top-level URL as Chrome reports it (not yet projected for the wire). */
  url: string;
  origin: string;
}

/** A tab the person allowed, with its title, resolved fresh for one action. */
export interface AllowedTab extends AllowedTop {
  title: string;
}

/** A frame as Chrome knows it now: its current document and URL (not yet projected for the wire). */
export interface FrameRef {
  frameId: number;
  parentFrameId: number;
  documentId: string;
  url: string;
  /** Chrome shows an error page in it. */
  errorOccurred: boolean;
}

/** An open tab as Chrome reports it (its URL not yet projected for the wire). */
export interface TabRef {
  tabId: number;
  windowId: number;
  url: string;
  title: string;
  active: boolean;
}

/**
 * A Faculty's own records about a tab, kept where web pages and content scripts cannot read them
 * and where a worker restart does not lose them (chrome.storage.session); dropped with the tab.
 */
export interface TabRecords {
  get(key: string, tabId: number): Promise<unknown>;
  set(key: string, tabId: number, value: unknown): Promise<void>;
}

/** The person's recording (echo.recording.*): one at a time, kept by the extension across navigations. */
export interface RecordingControl {
  /** Arms the recorder in the tab's frames of its origin; `recording-active` while another runs. */
  start(tab: AllowedTab): Promise<RecordingState>;
  /** Disarms it and hands back what was recorded; `recording-none` when none runs. */
  stop(): Promise<RecordingState>;
}

/** Background tabs a mapping run opens to read pages and closes again; never one of the person's. */
export interface BackgroundTabs {
  /** Opens `url` inactive and waits until it loaded; `navigated` if it left `url`'s origin. */
  open(url: string, signal: AbortSignal): Promise<{ tabId: number; url: string; title: string }>;
  /** Closes a tab `open` opened; `tab-missing` for any other. */
  close(tabId: number): Promise<void>;
}

/**
 * An action as defined (define-action.ts), as far as asking the person about one of its runs
 * needs: what it declares beyond its wire descriptor. Kept here so the context and the
 * definition do not import each other.
 */
export interface DeclaredAction {
  readonly name: string;
  readonly description: string;
  readonly effect: ToolDescriptor['effect'];
  readonly tier: ToolDescriptor['tier'];
  readonly approval?: 'each-time';
  readonly picksFile?: true;
  approvalFacts?(ctx: ActionContext, input: never): Promise<{ label: string; value: string }[]>;
  consent?(ctx: ActionContext, input: never): Promise<ConsentPlan>;
  approvalSentence?(input: never, words: ApprovalWords): SentencePart[];
}

/**
 * What an action may use while it runs in the extension's service worker. The extension
 * implements it (browser-extension/src/chrome-action-context.ts); actions reach Chrome only
 * through it, never read the allowlist or storage themselves, so the per-site check cannot be
 * skipped by one of them, and the OS build, which carries the same registry, holds no Chrome calls.
 */
export interface ActionContext {
  /** Resolves the tab (the active one when omitted) or throws `tab-missing` / `origin-not-allowed`. */
  allowedTab(tabId?: number): Promise<AllowedTab>;
  /**
   * The same check for what needs no title: a named tab's URL and origin are its top frame's, from
   * the one lookup `frame(tabId, 0)` shares (the origin and the document a consent binds come from
   * one answer, and a change pays one browser call for both).
   */
  allowedTop(tabId?: number): Promise<AllowedTop>;
  /**
   * The origin `allowedTab(tabId)` gave last time in this worker, if it is still allowed (null:
   * none): a read may start on it while the tab is looked up. Never an answer: what is read on it
   * is used only when `allowedTab` gives the same origin (the page runtime refuses a document of
   * another origin either way). Answered at once (null while the allowlist is being read), so a
   * read can reach the page before any other browser call of its request.
   */
  guessedOrigin(tabId: number): string | null;
  /** Origins the person allowed in the extension's options page. */
  allowedOrigins(): Promise<string[]>;
  /** One frame of a tab and its current document; throws `frame-missing`. */
  frame(tabId: number, frameId: number): Promise<FrameRef>;
  /** Every frame of a tab; empty when the tab is gone. */
  frames(tabId: number): Promise<FrameRef[]>;
  /** Every open tab, allowed or not (an action decides what of a tab it may show). */
  tabs(): Promise<TabRef[]>;
  readonly tabRecords: TabRecords;
  /** A Faculty's records beyond one tab (downloads started, picked files, filled forms), kept as `tabRecords` are. */
  readonly sessionStore: SessionStore;
  /** The extension's half of developer mode (its options page); AI Echo's half is the kernel's. */
  developerMode(): Promise<boolean>;
  /** When an allowance the person gave in the approval window covers this origin, until when; else null. */
  allowance(origin: string): Promise<number | null>;
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
  /** Another registry action as the wire describes it (effect, tier), for actions that vet one; undefined when none has that name. */
  descriptor(actionName: string): ToolDescriptor | undefined;
  /**
   * Another registry action as defined, with what it declares beyond its descriptor (its consent
   * plan, approval mode, approval facts), for the request that asks the person about one of its runs.
   */
  action(actionName: string): DeclaredAction | undefined;
  /**
   * One-use approval grants of the calling session only (another session's approval reads as
   * unknown); only the extension's approval page can approve one.
   */
  readonly grants: Grants;
  /** Runs code and page runtimes in the tab's frames: the only way an action reaches a page. */
  readonly page: PageRpc;
  /** The calling session's id (a digest, never its secret): state kept per session is keyed by it, e.g. the tabs its Navi opened, the downloads it started. */
  readonly sessionId: string;
  /** The approval a consented change ran under (absent for a site allowance). */
  readonly consentedApprovalId?: string;
  /**
   * A picture of what the tab shows, masked and cropped in the worker: throws `tab-not-visible`
   * unless the tab is the visible one of its window.
   */
  capture(req: CaptureRequest): Promise<Capture>;
  /**
   * What an approval shows of a frame before anything runs (the semantic runtime's `view`, after
   * it checked the frame is still on `origin`): targets, the form they submit, boxes to cover.
   */
  view(target: FrameTarget, origin: string, args: ViewArgs): Promise<PageView>;
  /**
   * A picture of the tab as it is on screen (protected fields covered, `request.focus` outlined),
   * or why there is none (the tab is behind another, say). Evidence for the person, never a binding.
   */
  picture(tabId: number, request: PictureRequest): Promise<PictureResult>;
  /** The extension's audit log entries of the calling session only, oldest first. */
  auditLog(): Promise<AuditEntry[]>;
  readonly recording: RecordingControl;
  readonly backgroundTabs: BackgroundTabs;
  /** The native dialogs the extension saw in a tab (every `page` call is already guarded against them). */
  readonly dialogs: Dialogs;
  /** Moves a tab (navigate, history, reload) and waits for what it loads; resolve the tab with `allowedTab` first. */
  readonly navigation: Navigation;
  /** Opens, closes, activates and groups tabs, and knows the calling session's Navi tabs. */
  readonly tabsHost: TabsHost;
  /** Starts downloads through the extension's final-site gate and reads them; the caller keeps which are the session's. */
  readonly downloads: Downloads;
}
