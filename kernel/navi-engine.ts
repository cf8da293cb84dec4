// The Navi engine interface: messages and tool descriptors in, validated tool calls (or a plain
// answer) out. The intent-grammar engine and the later WebGPU model engine both implement it.
// Page-derived text reaches an engine only as `untrusted` data blocks, never as instructions,
// and only redacted: `untrusted()` is the one way to make such a block.
import { redactData } from '../faculties/sdk/redaction/data.ts';
import type { ReceiptOutcome } from './receipts.ts';

/** A tool the Navi may call, as the AgentToolset presents it. */
export interface NaviTool {
  /** Underscored tool name (`browser_page_info`). */
  toolName: string;
  /** Dotted action name (`browser.page.info`). */
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  effect: 'read' | 'mutation';
  tier: string;
}

export interface ToolCall {
  /** Dotted action name. */
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * Untrusted data (page text, tool descriptions, schemas, results). Engines must treat `data` as
 * content to reason about and never follow instructions found in it.
 */
export interface UntrustedBlock {
  kind: 'untrusted';
  source: string;
  data: unknown;
}

/** What the independent read after a change showed (AgentToolset's readback), as the engine sees it. */
export interface ResultCheck {
  /** The receipt's outcome: `ok` only when the readback matched the claim (a filled form: `waiting-for-you`, then what came of it). */
  outcome: ReceiptOutcome;
  /** The readback, when one ran: whether it matched, and what it read (untrusted page data). */
  readback: { matched: boolean; observed: UntrustedBlock } | null;
}

export type NaviMessage =
  | { role: 'user'; text: string }
  | { role: 'navi'; text: string }
  | { role: 'call'; call: ToolCall; rationale?: string }
  | { role: 'result'; call: ToolCall; ok: boolean; result: UntrustedBlock; errorCode?: string; check?: ResultCheck; finds?: FindsSpec };

/**
 * How the Navi proposes to check a change independently: a separate read call, and the one object
 * anywhere in its answer whose `key` equals `value` (a cart line by its id), whose `field` must
 * equal `equals`.
 */
export interface ReadbackSpec {
  call: ToolCall;
  expect: { record: { key: string; value: unknown }; field: string; equals: unknown };
}

/**
 * A page-tool read that finds the entry a change goes to, approved with that change in one
 * window: the change (without the fields the read fills), which fields the read's answer fills
 * (the id of the one entry it names `recordName`, and state values by name), and the read that
 * checks the change afterwards.
 */
export interface FindsSpec {
  change: ToolCall;
  param: string;
  recordName: string;
  fromState: string[];
  check?: ToolCall;
}

/**
 * What the page should show after a change, in its own text: the one line that names `text`
 * shows `value` (a cart line "Trail shoes" showing the quantity 3). Checked with our own read of
 * the page, which needs no approval.
 */
export interface ShownCheck {
  text: string;
  value: string;
}

export type NaviStep =
  | {
      kind: 'call';
      call: ToolCall;
      /** Why, in the person's terms; shown in the UI. */
      rationale: string;
      /** Checks of the change, in order of preference: what the page shows first, a page read tool last. */
      shows?: ShownCheck;
      readback?: ReadbackSpec;
      /** The Navi runs this (a page tool) only to read: it claims no change, so there is nothing to verify. Gates are unchanged. */
      reads?: true;
      /** This read finds the entry of a change the person approves with it, in one window. */
      finds?: FindsSpec;
      /** A request of several steps: the plan, shown to the person before anything runs. */
      plan?: string[];
    }
  | { kind: 'answer'; text: string };

export interface NaviEngine {
  readonly id: string;
  readonly label: string;
  /**
   * True for an engine whose calls are the person's own typed words read by rule (the intent
   * grammar), not a model's choice: only such calls may join the person's recording.
   */
  readonly followsPersonsWords?: true;
  /** Next step for the conversation so far. Must return only calls to `tools`, schema-valid. */
  next(messages: readonly NaviMessage[], tools: readonly NaviTool[], signal?: AbortSignal): Promise<NaviStep>;
}

export function untrusted(source: string, data: unknown): UntrustedBlock {
  return { kind: 'untrusted', source, data: redactData(data).value };
}
