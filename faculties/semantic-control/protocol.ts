// What the service worker and the semantic page runtime (browser-extension/runtimes/semantic.ts)
// say to each other through chrome.scripting, typed once for both. The runtime runs in the
// extension's isolated world of one frame; coordinates never cross this line, except the
// screenshot's crop and mask rectangles (screenRegions), which the worker uses and never returns.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { Target, TargetRef, TargetState } from '../sdk/page/element.ts';
import type { PageView, ScreenRegions, ViewArgs, ViewedTarget, ViewRect } from '../sdk/page-view.ts';
import type { SensitiveReason } from '../sdk/page/sensitivity.ts';
import type { UploadFile } from '../sdk/picked-file.ts';
import type { LayoutSketch } from '../sdk/layout-sketch.ts';

export type { Target, TargetRef, TargetState };
export type { PageView, ScreenRegions, ViewArgs, ViewedTarget, ViewRect };

/**
 * Bump whenever the runtime's behaviour or this file changes: a document that still holds an
 * older runtime (the extension was rebuilt while the tab stayed open) then gets the new one.
 */
export const RUNTIME_VERSION = 'semantic-7';
/** Where the build puts the bundled runtime inside the extension. */
export const RUNTIME_FILE = 'runtimes/semantic.js';
/** The isolated world's global the runtime installs itself under (the page's own JS cannot see it). */
export const RUNTIME_GLOBAL = '__aiEchoSemanticRuntime';
/** Mozilla's Readability, bundled alone (it is large) and injected beside the runtime before a read. */
export const READER_FILE = 'runtimes/reader.js';
export const READER_GLOBAL = '__aiEchoReadability';

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
  /** What the page says about each option beyond its label (its title or description; '' for none), side by side with options; only when some option has one. */
  optionNotes?: string[];
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

// ---- pictures, reading, forms, page state ----

/** An element a capability found, named so the Navi can act on it next (never coordinates). */
export interface LocatedRef extends TargetRef {
  target: Target | null;
}

export interface ReadArgs {
  format: 'markdown' | 'text';
  maxChars: number;
  maxLinks: number;
}

export interface PageRead {
  url: string;
  title: string;
  byline: string | null;
  siteName: string | null;
  lang: string | null;
  publishedTime: string | null;
  excerpt: string | null;
  /** Whether Readability found an article; otherwise the visible body is given. */
  article: boolean;
  format: 'markdown' | 'text';
  content: string;
  links: { text: string; url: string }[];
  omitted: { chars: number; links: number; hiddenElements: number; sensitiveRegions: number };
}

export interface TextFindArgs {
  query: string;
  caseSensitive: boolean;
  maxMatches: number;
}

export interface TextMatch {
  snippet: string;
  element: LocatedRef;
  inViewport: boolean;
}

export interface TextFindResult {
  url: string;
  query: string;
  /** Every match on the page, listed or not. */
  total: number;
  matches: TextMatch[];
  omitted: { matches: number; sensitiveRegions: number };
}

export interface PageImage {
  element: LocatedRef;
  /** null: no alt attribute (a gap for screen readers); '' marks a decorative picture. */
  alt: string | null;
  src: string;
  /** The link the picture sits in, if any. */
  link: string | null;
  naturalWidth: number;
  naturalHeight: number;
  loaded: boolean;
  visible: boolean;
  inViewport: boolean;
}

export interface ImagesResult {
  url: string;
  images: PageImage[];
  omitted: { images: number; hidden: number; sensitiveRegions: number };
}

export interface FormField extends LocatedRef {
  /** input type, or select, select-multiple, textarea, contenteditable. */
  control: string;
  /** The fieldset legend the field sits under, if any. */
  group: string | null;
  value?: string;
  checked?: boolean | 'mixed';
  selectedLabels?: string[];
  /** A select's options or a radio group's choices, by label (bounded). */
  options?: string[];
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  valid: boolean;
  validationMessage?: string;
  /** Present when the value is withheld, saying why; such a field is never filled or read. */
  withheld?: SensitiveReason;
}

export interface PageForm extends LocatedRef {
  /** Where submitting sends it (projected URL) and how; null for controls outside any form. */
  action: string | null;
  method: string | null;
  fields: FormField[];
  submitters: TargetRef[];
  /** The form holds a protected field: AI Echo fills none of it and never submits it. */
  protected: boolean;
  omittedFields: number;
}

export interface FormsResult {
  url: string;
  forms: PageForm[];
  omitted: { forms: number };
}

/** One field of a fill: exactly one of value, label, values, labels, checked fits each control. */
export interface FillField {
  target: Target;
  value?: string;
  label?: string;
  values?: string[];
  labels?: string[];
  checked?: boolean;
}

export interface FillResult {
  action: 'fill';
  url: string;
  form: TargetRef | null;
  fields: PageEvidence[];
  trustedInput: false;
}

export interface SubmitResult extends PageEvidence {
  form: TargetRef;
  /** The submit event reached the form and the page did not cancel it (a page that handles it in script cancels it). */
  submitted: boolean;
  /** The page's script cancelled the submit event (it handles the form itself). */
  handledByPage: boolean;
  method: string;
  destination: string;
}

export interface SelectionResult {
  url: string;
  text: string;
  /** Characters of the selection past the limit. */
  omittedChars: number;
  /** The element holding the selection (the field, for text selected inside one). */
  container: LocatedRef | null;
}

export interface FocusedResult {
  url: string;
  /** null when nothing in this frame has focus (the page body). */
  element: LocatedRef | null;
  state: TargetState | null;
}

export interface MediaItem {
  element: LocatedRef;
  kind: 'video' | 'audio';
  src: string;
  paused: boolean;
  ended: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  /** null while unknown (not loaded) or for a live stream. */
  duration: number | null;
  controls: boolean;
  visible: boolean;
  inViewport: boolean;
}

export interface MediaResult {
  url: string;
  media: MediaItem[];
  omitted: { media: number };
}

export type MediaCommand = 'play' | 'pause' | 'mute' | 'unmute' | 'seek';

export interface MediaControlResult extends PageEvidence {
  media: MediaItem;
}


export interface UploadResult extends PageEvidence {
  file: { name: string; type: string; size: number };
}


export interface CollapsedArgs {
  /** Closed parts listed at most. */
  maxContainers: number;
  /** Controls listed at most, over all parts. */
  maxControls: number;
  /** Characters of control lines at most, over all parts. */
  maxChars: number;
}

/** How a part is closed: a `<details>`, a disclosure button, an unselected tab's panel, a closed menu. */
export type CollapsedKind = 'details' | 'disclosure' | 'tab' | 'menu';

export interface CollapsedContainer {
  kind: CollapsedKind;
  /** The visible control that shows this part, as a snapshot line (its fingerprint targets it). */
  opener: string;
  /** The controls inside, as outline lines without fingerprints: none can be acted on until it shows. */
  controls: string[];
  /** Controls inside left out by the limits. */
  more: number;
}

export interface FrameCollapsed {
  url: string;
  containers: CollapsedContainer[];
  /** Closed parts past maxContainers, controls left out by the limits, and controls inside marked regions (never listed). */
  omitted: { containers: number; controls: number; sensitive: number };
}

/** Every runtime function: its arguments and its result. */
export interface RuntimeApi {
  snapshot: { args: SnapshotArgs; result: FrameSnapshot };
  extract: { args: ExtractArgs; result: PageExtract };
  find: { args: FindArgs; result: FrameFind };
  focus: { args: { target: Target }; result: FocusEvidence };
  hover: { args: { target: Target }; result: PageEvidence };
  click: { args: { target: Target }; result: PageEvidence };
  /** Without a target: into the element that has the focus. */
  type: { args: { target?: Target; text: string; clear: boolean }; result: PageEvidence };
  /** Exactly one of value, label, values, labels; the lists only for a multiple select. */
  select: { args: { target: Target; value?: string; label?: string; values?: string[]; labels?: string[] }; result: PageEvidence };
  check: { args: { target: Target; checked: boolean }; result: PageEvidence };
  /** `key` is a name from keys.ts, already allowed by the service worker. */
  key: { args: { key: string; target?: Target }; result: PageEvidence & { focusAfter: TargetRef | null } };
  scroll: { args: { target?: Target; to: ScrollTo }; result: PageEvidence };
  wait: { args: WaitArgs; result: WaitResult };
  verify: { args: { target: Target; expect?: VerifyExpect }; result: VerifyResult };
  read: { args: ReadArgs; result: PageRead };
  findText: { args: TextFindArgs; result: TextFindResult };
  images: { args: { maxImages: number }; result: ImagesResult };
  forms: { args: { target?: Target; maxFields: number }; result: FormsResult };
  selection: { args: { maxChars: number }; result: SelectionResult };
  focused: { args: Record<string, never>; result: FocusedResult };
  media: { args: { maxMedia: number }; result: MediaResult };
  mediaControl: { args: { target: Target; command: MediaCommand; time?: number }; result: MediaControlResult };
  fill: { args: { fields: FillField[] }; result: FillResult };
  submit: { args: { target: Target }; result: SubmitResult };
  doubleClick: { args: { target: Target }; result: PageEvidence };
  rightClick: { args: { target: Target }; result: PageEvidence };
  drag: { args: { target: Target; to: Target }; result: PageEvidence & { to: TargetRef; toBefore: TargetState; toAfter: TargetState } };
  upload: { args: { target: Target; file: UploadFile }; result: UploadResult };
  screenRegions: { args: { target?: Target }; result: ScreenRegions };
  sketch: { args: Record<string, never>; result: LayoutSketch };
  view: { args: ViewArgs; result: PageView };
  collapsed: { args: CollapsedArgs; result: FrameCollapsed };
}
export type RuntimeMethod = keyof RuntimeApi;

/** What the injected call returns: the runtime's answer, or that it is not (yet) in this document. */
export type RuntimeReply = { ok: true; value: unknown } | { ok: false; error: BridgeErrorShape } | { missing: true };
