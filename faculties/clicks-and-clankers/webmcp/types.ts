// Shapes both halves agree on for the WebMCP path. Everything a page wrote is typed as data and
// carries `untrusted: true`: it reaches the Navi as material to judge, never as instructions.
import type { BoundedResult } from '../../sdk/bounded-result.ts';

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
}

/** The descriptor a hash covers: exactly these six fields. */
export interface ToolDescriptorCore {
  name: string;
  title: string;
  description: string;
  /** null when the tool declares no input schema (then it takes only `{}`). */
  inputSchema: Record<string, unknown> | null;
  origin: string;
  annotations: ToolAnnotations;
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
}
