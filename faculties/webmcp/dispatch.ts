// Runs one approved tool in its own document and turns what happens into a bounded result or a
// typed error. Once the injection is sent, a missing answer is `outcome-unknown`: the tool may
// have run, so nothing here ever retries.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { outcomeUnknown, type PageRpc } from '../sdk/page-rpc.ts';
import { MAX_INVOKE_TIMEOUT_MS, MAX_RAW_RESULT_CHARS, MIN_INVOKE_TIMEOUT_MS } from './limits.ts';
import { webmcpPageOp, type PageDispatchOp, type PageDispatchResult, type PageReadLimits } from './page-op.ts';
import { redactText } from '../sdk/redaction/data.ts';
import { boundResult, parseToolResult, type BoundedResult } from '../sdk/bounded-result.ts';
import type { RawTool } from './types.ts';

export interface DispatchRequest {
  tabId: number;
  documentId: string;
  world: 'isolated' | 'main';
  name: string;
  expected: RawTool;
  args: Record<string, unknown>;
  limits: PageReadLimits;
  timeoutMs: number;
  signal: AbortSignal;
  /** For a form tool: the hand-off its relay reports to; null for an imperative tool. */
  handoffId: string | null;
}

/** A tool's answer, or (a form tool without toolautosubmit) its filled form waiting for the person. */
export type DispatchOutcome = { kind: 'result'; result: BoundedResult } | { kind: 'waiting' };

/** Chromium took `executeTool` input as JSON text before 155 and as an object since. */
export function takesTextInput(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  const major = Number(/Chrom(?:e|ium)\/(\d+)/.exec(userAgent)?.[1] ?? 0);
  return major > 0 && major < 155;
}

export async function dispatchTool(page: PageRpc, req: DispatchRequest): Promise<DispatchOutcome> {
  const timeoutMs = Math.min(MAX_INVOKE_TIMEOUT_MS, Math.max(MIN_INVOKE_TIMEOUT_MS, req.timeoutMs));
  const op: PageDispatchOp = {
    kind: 'dispatch',
    name: req.name,
    expected: req.expected,
    args: req.args,
    inputAsText: takesTextInput(),
    limits: req.limits,
    maxResultChars: MAX_RAW_RESULT_CHARS,
    handoffId: req.handoffId,
  };
  // Chrome refusing before it injects (the document is gone) is a typed error: nothing ran.
  const answer = (await page.runChange({ tabId: req.tabId, documentId: req.documentId }, webmcpPageOp, [op], {
    world: req.world === 'main' ? 'MAIN' : 'ISOLATED',
    subject: req.name,
    timeoutMs,
    signal: req.signal,
  })) as PageDispatchResult | undefined;
  if (!answer || answer.kind !== 'dispatch') throw outcomeUnknown(req.name, 'the page returned no answer');
  switch (answer.status) {
    case 'ok': {
      const parsed = parseToolResult(answer.text, answer.cutAt);
      return { kind: 'result', result: boundResult(parsed.value, parsed.rawCut) };
    }
    case 'waiting':
      return { kind: 'waiting' };
    case 'unavailable':
      throw new BridgeError('webmcp-unavailable', 'The page no longer offers WebMCP; nothing ran.');
    case 'missing':
      throw new BridgeError('tool-missing', `${req.name} was unregistered just before it could run; nothing ran.`);
    case 'ambiguous':
      throw new BridgeError('ambiguous-tool', `A second ${req.name} appeared just before it could run; nothing ran.`);
    case 'changed':
      throw new BridgeError('descriptor-changed', `${req.name} changed just before it could run (its ${answer.field}); nothing ran.`);
    case 'error': {
      // The page's error text is page data like any other: redacted and bounded.
      const message = redactText(answer.errorMessage).text.slice(0, 500);
      throw new BridgeError('tool-error', `${req.name} ran and failed (${answer.errorName}): ${message}`, { untrusted: true });
    }
  }
}
