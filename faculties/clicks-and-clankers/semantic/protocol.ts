// What the service worker and the semantic page runtime (browser-extension/runtimes/semantic.ts)
// say to each other through chrome.scripting, typed once for both. The runtime runs in the
// extension's isolated world of one frame; coordinates never cross this line.
import type { BridgeErrorShape } from '../../../browser-bridge/errors.ts';
import type { Target, TargetRef, TargetState } from '../../sdk/page/element.ts';
import type { SensitiveReason } from '../../sdk/page/sensitivity.ts';

export type { Target, TargetRef, TargetState };

/**
 * Bump whenever the runtime's behaviour or this file changes: a document that still holds an
 * older runtime (the extension was rebuilt while the tab stayed open) then gets the new one.
 */
export const RUNTIME_VERSION = 'semantic-2';
/** Where the build puts the bundled runtime inside the extension. */
export const RUNTIME_FILE = 'runtimes/semantic.js';
/** The isolated world's global the runtime installs itself under (the page's own JS cannot see it). */
export const RUNTIME_GLOBAL = '__aiEchoSemanticRuntime';

/** What every mutation returns: data for the independent readback, not proof by itself. */
export interface PageEvidence extends TargetRef {
  action: string;
  before: TargetState;
  after: TargetState;
  url: string;
  /** Every event was synthesised by script: never present it as hardware input. */
  trustedInput: false;
  /** The synthetic events dispatched, in order (`click`, `input`, `keydown:Tab`, ...). */
  events: string[];
}

export interface Evidence extends PageEvidence {
  tabId: number;
  frameId: number;
  documentId: string;
}

export interface SnapshotArgs {
  maxElements: number;
  /** UTF-8 bytes of this frame's outline. */
  maxBytes: number;
  /**
   * Characters this frame's part of the result may take as JSON (outline, address, title and
   * counts), measured as json-chars.ts does. With a budget, lines in the viewport
   * are chosen first, then lines relevant to `query`, then the rest in document order.
   */
  budgetChars?: number;
  /** Words to rank lines by (name, role, value), after the viewport. */
  query?: string;
  /** A token from an earlier answer of this runtime: list what that answer left out. */
  cursor?: string;
}

/** Elements and regions a snapshot did not list, by why. */
export interface SnapshotOmissions {
  /** Interactive elements present but not visible (display:none, zero size, ...). */
  hidden: number;
  /** Interactive elements (or landmarks/headings) past maxElements or maxBytes. */
  overLimit: number;
  /** Elements inside `data-sensitivity` regions, withheld whole. */
  sensitive: number;
  /** Cross-origin iframes: not read (another origin's content). */
  crossOriginFrames: number;
}

export interface FrameSnapshot {
  url: string;
  title: string;
  /** One line per element, indented under landmarks; grammar in outline.ts. */
  outline: string;
  /** Lines in the outline. */
  listed: number;
  /** Interactive elements among them (everything you can act on). */
  interactive: number;
  omitted: SnapshotOmissions;
  truncated: boolean;
  /** Lines left out by the limits, by role; absent when nothing was left out. */
  rest?: Record<string, number>;
  /** Pass back (with the frame id) to list what this answer left out; absent when nothing was. */
  cursor?: string;
  /** Elements in this document that hold documents of their own (iframes and the like); 0 on a continued page. */
  childFrames: number;
  /** UTF-8 bytes the outline takes against maxBytes (newlines and room for frame links included), so the worker need not encode it. */
  outlineBytes: number;
  /** Structural paths of the iframe lines (line index in the outline), to tie them to frame ids. */
  iframes: { path: string; line: number }[];
  /** This frame's own iframe element's path in its parent document; null for the top or a cross-origin parent. */
  ownerPath: string | null;
}

export type ExtractPart = 'text' | 'links' | 'tables' | 'fields';

export interface ExtractArgs {
  target?: Target;
  include: ExtractPart[];
  maxChars: number;
}

export interface ExtractedField extends TargetRef {
  value?: string;
  checked?: boolean | 'mixed';
  selectedLabels?: string[];
  /** A select's option labels (bounded), so a choice can be made by meaning before anything changes. */
  options?: string[];
  /** Present when the value is withheld, saying why. */
  withheld?: SensitiveReason;
}

export interface ExtractedTable {
  name: string;
  headers: string[];
  rows: string[][];
  omittedRows: number;
}

export interface PageExtract {
  url: string;
  region: TargetRef;
  text?: string;
  links?: { text: string; url: string }[];
  tables?: ExtractedTable[];
  fields?: ExtractedField[];
  omitted: { textChars: number; links: number; tables: number; fields: number; sensitiveRegions: number };
}

export type WaitState = 'attached' | 'detached' | 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'focused';

export interface WaitArgs {
  target?: Target;
  text?: string;
  state?: WaitState;
  timeoutMs: number;
}

export interface WaitResult {
  met: true;
  elapsedMs: number;
  url: string;
  target?: TargetRef;
  state?: TargetState;
}

/** Fields of TargetState a verify can compare; `text` matches when the element's text contains it. */
export interface VerifyExpect {
  visible?: boolean;
  enabled?: boolean;
  focused?: boolean;
  value?: string;
  checked?: boolean | 'mixed';
  selected?: boolean;
  expanded?: boolean;
  text?: string;
}

export interface VerifyResult extends TargetRef {
  url: string;
  state: TargetState;
  text: string;
  matches?: boolean;
  mismatches?: { field: string; expected: unknown; actual: unknown }[];
}

export interface FindArgs {
  /** Words that must all appear in the element's accessible name (case-insensitive). */
  name?: string;
  /** Exact roles, as the outline writes them. */
  roles?: string[];
  /** Words that must all appear in the element's visible text or value (case-insensitive). */
  text?: string;
  limit: number;
}

export interface FrameFind {
  url: string;
  /** Outline lines (same grammar as a snapshot, without indentation) of the matching elements. */
  matches: string[];
  /** How many matched in all; more than `matches.length` when the limit cut the list. */
  total: number;
}

/** What focus reports: the element got the focus event (the page's handlers ran), and whether it kept focus after them. */
export interface FocusEvidence extends PageEvidence {
  focusEvent: boolean;
  focusKept: boolean;
}

export type ScrollTo = 'intoView' | 'pageDown' | 'pageUp' | 'top' | 'bottom';

/** Every runtime function: its arguments and its result. */
export interface RuntimeApi {
  snapshot: { args: SnapshotArgs; result: FrameSnapshot };
  extract: { args: ExtractArgs; result: PageExtract };
  find: { args: FindArgs; result: FrameFind };
  focus: { args: { target: Target }; result: FocusEvidence };
  hover: { args: { target: Target }; result: PageEvidence };
  click: { args: { target: Target }; result: PageEvidence };
  type: { args: { target: Target; text: string; clear: boolean }; result: PageEvidence };
  /** Exactly one of value, label, values, labels; the lists only for a multiple select. */
  select: { args: { target: Target; value?: string; label?: string; values?: string[]; labels?: string[] }; result: PageEvidence };
  check: { args: { target: Target; checked: boolean }; result: PageEvidence };
  /** `key` is a name from keys.ts, already allowed by the service worker. */
  key: { args: { key: string; target?: Target }; result: PageEvidence & { focusAfter: TargetRef | null } };
  scroll: { args: { target?: Target; to: ScrollTo }; result: PageEvidence };
  wait: { args: WaitArgs; result: WaitResult };
  verify: { args: { target: Target; expect?: VerifyExpect }; result: VerifyResult };
}
export type RuntimeMethod = keyof RuntimeApi;

/** What the injected call returns: the runtime's answer, or that it is not (yet) in this document. */
export type RuntimeReply = { ok: true; value: unknown } | { ok: false; error: BridgeErrorShape } | { missing: true };
