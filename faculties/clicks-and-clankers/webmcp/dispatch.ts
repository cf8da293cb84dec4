// Runs one approved tool in its own document and turns what happens into a bounded result or a
// typed error. Once the injection is sent, a missing answer is `outcome-unknown`: the tool may
// have run, so nothing here ever retries.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { MAX_INVOKE_TIMEOUT_MS, MAX_RAW_RESULT_CHARS, MIN_INVOKE_TIMEOUT_MS } from './limits.ts';
import { webmcpPageOp, type PageDispatchOp, type PageDispatchResult, type PageReadLimits } from './page-op.ts';
import { redactText } from '../redaction/data.ts';
import { boundResult, parseToolResult } from './result.ts';
import type { BoundedResult, RawTool } from './types.ts';

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
}

/** Chromium took `executeTool` input as JSON text before 155 and as an object since. */
export function takesTextInput(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  const major = Number(/Chrom(?:e|ium)\/(\d+)/.exec(userAgent)?.[1] ?? 0);
  return major > 0 && major < 155;
}

function unknownOutcome(name: string, why: string): BridgeError {
  return new BridgeError('outcome-unknown', `${name} was dispatched but ${why}; it may or may not have taken effect. Inspect the page or its data before trying again.`);
}

export async function dispatchTool(req: DispatchRequest): Promise<BoundedResult> {
  const timeoutMs = Math.min(MAX_INVOKE_TIMEOUT_MS, Math.max(MIN_INVOKE_TIMEOUT_MS, req.timeoutMs));
  const op: PageDispatchOp = {
    kind: 'dispatch',
    name: req.name,
    expected: req.expected,
    args: req.args,
    inputAsText: takesTextInput(),
    limits: req.limits,
    maxResultChars: MAX_RAW_RESULT_CHARS,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unknownOutcome(req.name, `did not answer within ${timeoutMs} ms`)), timeoutMs);
    onAbort = () => reject(unknownOutcome(req.name, 'the request was abandoned before it answered'));
    if (req.signal.aborted) onAbort();
    else req.signal.addEventListener('abort', onAbort, { once: true });
  });
  let injected: { result?: unknown }[];
  try {
    injected = await Promise.race([
      chrome.scripting.executeScript({
        target: { tabId: req.tabId, documentIds: [req.documentId] },
        world: req.world === 'main' ? 'MAIN' : 'ISOLATED',
        func: webmcpPageOp,
        args: [op],
      }) as Promise<{ result?: unknown }[]>,
      deadline,
    ]);
  } catch (err) {
    if (err instanceof BridgeError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    // Chrome refuses before injecting when the document is already gone: nothing ran.
    if (/No document with id|No tab with id/i.test(message)) throw new BridgeError('navigated', 'The approved document went away before the tool could run.');
    throw unknownOutcome(req.name, `the page went away while it ran (${message})`);
  } finally {
    clearTimeout(timer);
    if (onAbort) req.signal.removeEventListener('abort', onAbort);
  }
  const answer = injected[0]?.result as PageDispatchResult | undefined;
  if (!answer || answer.kind !== 'dispatch') throw unknownOutcome(req.name, 'the page returned no answer');
  switch (answer.status) {
    case 'ok': {
      const parsed = parseToolResult(answer.text, answer.cutAt);
      return boundResult(parsed.value, parsed.rawCut);
    }
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
