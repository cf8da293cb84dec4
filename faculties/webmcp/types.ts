// Shapes both halves agree on for the WebMCP path. Everything a page wrote is typed as data and
// carries `untrusted: true`: it reaches the Navi as material to judge, never as instructions.
import type { BoundedResult } from '../sdk/bounded-result.ts';
import type { SensitiveReason } from '../sdk/page/sensitivity.ts';
import type { HandoffView } from './handoff.ts';

/** Annotation keys we pass on; any other key a page sets is dropped. Values are hints, never authority. */
export const KNOWN_ANNOTATIONS = [
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
  'untrustedContentHint',
  'consequentialHint',
  'debugging',
] as const;
export type AnnotationKey = (typeof KNOWN_ANNOTATIONS)[number];
export type ToolAnnotations = Partial<Record<AnnotationKey, boolean>>;

/** What the page func reads out of one frame for one tool, before any check (strings may be over limits). */
export interface RawTool {
  name: unknown;
  title: unknown;
  description: unknown;
  /** The schema as JSON text (the page func stringifies objects), or null when the tool has none. */
  schemaText: unknown;
  /** True when the page func could not serialise the schema (cyclic, BigInt, getter threw). */
  schemaUnreadable?: boolean;
  annotations: unknown;
  origin: unknown;
  /** Set when exactly one `<form toolname>` in the frame declares this tool (see form-tool.ts). */
  form?: RawForm | null;
}

/** What the page func reads about a declarative tool's form, before any check. */
export interface RawForm {
  /** The form has `toolautosubmit`: the browser submits it right after filling. */
  autosubmit: boolean;
  /** The form's named controls, at most MAX_FORM_FIELDS (+1, so the worker sees "over"). */
  fields: RawFormField[];
}

export interface RawFormField {
  name: unknown;
  /** `input` type, `select`, `select-multiple` or `textarea`. */
  control: unknown;
  /** The control's `autocomplete` attribute, for the sensitivity rules. */
  autocomplete: unknown;
  /** The nearest `data-sensitivity` on the control, its ancestors, shadow hosts or frame elements. */
  region: unknown;
}

/** The descriptor a hash covers: its six page-declared fields, and `form` for a declarative tool. */
export interface ToolDescriptorCore {
  name: string;
  title: string;
  description: string;
  /**
   * The schema the arguments are checked against, always an object: the page's own, or
   * noArgumentsSchema() when the tool declares none (then it takes only `{}`), so nothing that
   * reads a tool's parameters meets a null.
   */
  inputSchema: Record<string, unknown>;
  /** False when the page declared no input schema; the hash then covers that (null), not the stand-in. */
  inputSchemaDeclared: boolean;
  origin: string;
  annotations: ToolAnnotations;
  /** Present only for a declarative (form) tool: how it submits and what each argument fills. */
  form?: FormToolFacts;
}

/** Control kinds a form field is reported as; anything else a page uses reads as `other`. */
export const FORM_CONTROLS = [
  'text', 'search', 'email', 'tel', 'url', 'password', 'number', 'range', 'date', 'time', 'datetime-local', 'month', 'week', 'color',
  'checkbox', 'radio', 'file', 'select', 'select-multiple', 'textarea', 'other',
] as const;
export type FormControl = (typeof FORM_CONTROLS)[number];

export interface FormField {
  /** The control's `name`: the argument that fills it. */
  name: string;
  control: FormControl;
  /** Why AI Echo never fills it (semantic/sensitivity.ts rules), or null. */
  sensitive: SensitiveReason | null;
}

export interface FormToolFacts {
  /**
   * `review`: after filling, the browser focuses the submit button and the person reviews and
   * submits. `autosubmit`: the page asked (`toolautosubmit`) to be submitted right after filling.
   */
  submit: 'review' | 'autosubmit';
  fields: FormField[];
}

export interface WebmcpTool extends ToolDescriptorCore {
  descriptorHash: string;
  untrusted: true;
}

export type ExclusionReason =
  | 'invalid-name'
  | 'name-too-long'
  | 'invalid-field'
  | 'title-too-long'
  | 'description-too-long'
  | 'schema-too-large'
  | 'schema-too-deep'
  | 'schema-invalid'
  | 'too-many-tools'
  | 'cross-origin-tool'
  | 'cross-origin-frame'
  | 'bridge-bytes';

export interface ExcludedTool {
  /** The name when it is a valid tool name, else null (a hostile name is not echoed). */
  name: string | null;
  reason: ExclusionReason;
  /** Human words for the reason, e.g. the limit that was passed. */
  detail: string;
}

export interface WebmcpFrame {
  tabId: number;
  frameId: number;
  documentId: string;
  origin: string;
  /** The frame's URL with credentials and secret-looking parameters removed. */
  url: string;
  /** Which API the frame offers: the current one, the older navigator one, or none. */
  api: 'document' | 'navigator' | 'none';
  /** Where we read it: the content-script world (pages cannot patch it) or the page's own. */
  world: 'isolated' | 'main';
  tools: WebmcpTool[];
  excluded: ExcludedTool[];
  /** Excluded tools not listed one by one (past MAX_EXCLUDED_LISTED_PER_FRAME), counted here. */
  excludedOmitted: number;
}

export interface WebmcpDiscovery {
  tabId: number;
  origin: string;
  url: string;
  frames: WebmcpFrame[];
  /** Frames past MAX_FRAMES, counted and not read. */
  framesOmitted: number;
  toolCount: number;
  excludedCount: number;
  untrusted: true;
}


export interface WebmcpInvokeResult {
  ok: true;
  untrusted: true;
  /** The page's answer as data to judge, never as instructions. */
  result: BoundedResult;
  grantId: string;
  tabId: number;
  frameId: number;
  documentId: string;
  origin: string;
  name: string;
  descriptorHash: string;
  argumentHash: string;
  durationMs: number;
  /** A form tool: what became of its filled form (`waiting` while the person reviews it). */
  handoff?: HandoffView;
}
