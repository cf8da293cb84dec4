// What the service worker and the Live Patch page runtime (browser-extension/runtimes/livepatch.ts)
// say to each other through chrome.scripting, typed once for both. The runtime lives in the
// extension's isolated world of one frame: the page's scripts cannot see its records.
import type { Consequence } from '../sdk/consequence.ts';
import type { PageRuntime } from '../sdk/page-rpc.ts';
import type { Operation } from './rules.ts';

/** Bump whenever the runtime's behaviour or this file changes. */
export const LIVEPATCH_RUNTIME_VERSION = 'livepatch-3';
export const LIVEPATCH_RUNTIME_FILE = 'runtimes/livepatch.js';
export const LIVEPATCH_RUNTIME_GLOBAL = '__aiEchoLivePatchRuntime';

/** The attribute an annotation carries, naming its patch (so a person can tell it is AI Echo's). */
export const ANNOTATION_ATTRIBUTE = 'data-ai-echo-patch';

/** An element as evidence: the same identity the semantic rung gives it. */
export interface PatchTargetRef {
  tag: string;
  fingerprint: string | null;
  role: string;
  name: string;
}

/**
 * The exact inverse, recorded before anything changes: for each element, the initial value of
 * every attribute the patch touches (null: absent), the initial attribute order, and, for a text
 * replacement, the original children (kept as nodes in the page; described here by their text).
 */
export interface InverseRecord {
  target: PatchTargetRef;
  attributes: Record<string, string | null>;
  attributeOrder: string[];
  /** Present when the patch replaces the element's text: what it was. */
  text?: string;
  /** Annotations inserted next to it (removed on revert). */
  annotations: number;
}

export interface PlanArgs {
  patchId: string;
  operations: Operation[];
  /** Check and record nothing (used before asking the person, to refuse early). */
  dryRun: boolean;
}

/** A control a patch reaches that may set something off, named as the page showed it before any patch (page/reach.ts). */
export interface ConsequentialTouch {
  role: string;
  name: string;
  consequences: Consequence[];
}

export interface PlanResult {
  patchId: string;
  inverse: InverseRecord[];
  /** What the patch reaches that may spend money or cannot be undone: never covered by a site allowance. */
  consequential: ConsequentialTouch[];
}

export interface AppliedResult {
  patchId: string;
  url: string;
  operations: number;
  targets: (PatchTargetRef & { visible: boolean })[];
}

export interface RevertedResult {
  patchId: string;
  url: string;
  targets: PatchTargetRef[];
}

export interface PatchStatus {
  patchId: string;
  /** `unknown`: this document holds no such patch (it was applied to another document). */
  state: 'planned' | 'active' | 'reverted' | 'unknown';
  /** Every change is still exactly as applied (nothing changed it since). */
  intact: boolean;
  /** Targets no longer in the document. */
  vanished: number;
}

export interface LivePatchRuntimeApi {
  plan: { args: PlanArgs; result: PlanResult };
  commit: { args: { patchId: string }; result: AppliedResult };
  revert: { args: { patchId: string }; result: RevertedResult };
  status: { args: { patchIds: string[] }; result: PatchStatus[] };
}
export type LivePatchMethod = keyof LivePatchRuntimeApi;

/** The Live Patch runtime, as `ctx.page.call` reaches it; it judges what a patch reaches (page/patcher.ts). */
export const LIVEPATCH_RUNTIME: PageRuntime<LivePatchRuntimeApi> = { file: LIVEPATCH_RUNTIME_FILE, global: LIVEPATCH_RUNTIME_GLOBAL, version: LIVEPATCH_RUNTIME_VERSION, judges: ['edits'] };
