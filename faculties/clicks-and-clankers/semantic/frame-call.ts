// Service-worker side of the semantic runtime: run one runtime function in one frame. The
// runtime file is injected on first use per document (executeScript({files})); every call after
// that is a single executeScript({func}) — one IPC hop, which is what keeps click round trips
// short. Chrome's InjectionResult carries the frame's document ID for the evidence.
import { BridgeError, isErrorCode } from '../../../browser-bridge/errors.ts';
import { RUNTIME_FILE, RUNTIME_GLOBAL, RUNTIME_VERSION, type RuntimeApi, type RuntimeMethod, type RuntimeReply } from './protocol.ts';

export interface FrameReply<T> {
  value: T;
  documentId: string;
  frameId: number;
}

// Serialised by chrome.scripting into the page's isolated world: self-contained, no imports.
function invokeRuntime(globalName: string, version: string, method: string, args: unknown, origin: string): RuntimeReply | Promise<RuntimeReply> {
  const runtime = (globalThis as Record<string, unknown>)[globalName] as
    | { version: string; call(method: string, args: unknown, origin: string): Promise<RuntimeReply> }
    | undefined;
  if (!runtime || runtime.version !== version) return { missing: true };
  return runtime.call(method, args, origin);
}

/** Chrome's executeScript failures, as typed codes a caller can act on. */
function scriptingError(err: unknown, tabId: number, frameId: number): BridgeError {
  const message = err instanceof Error ? err.message : String(err);
  if (/No tab with id/i.test(message)) return new BridgeError('tab-missing', `Tab ${tabId} is gone.`);
  if (/No document with id/i.test(message)) return new BridgeError('navigated', `The document consent was given for in frame ${frameId} of tab ${tabId} is gone; nothing ran.`);
  if (/No frame with id|Frame with ID \d+ (was removed|is not ready)/i.test(message)) {
    return new BridgeError('frame-missing', `Tab ${tabId} has no frame ${frameId} (it may have been removed or navigated).`, { frameId });
  }
  if (/Cannot access|cannot be scripted|Missing host permission/i.test(message)) {
    return new BridgeError('origin-not-allowed', `Frame ${frameId} of tab ${tabId} cannot be reached: ${message}`);
  }
  if (/showing error page|navigat|document.*(gone|unloaded)/i.test(message)) {
    return new BridgeError('navigated', `Frame ${frameId} of tab ${tabId} navigated while it was being used.`);
  }
  return new BridgeError('internal', `Running the page runtime in frame ${frameId} of tab ${tabId} failed: ${message}`);
}

function isReply(value: unknown): value is RuntimeReply {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.missing === true) return true;
  if (v.ok === true) return 'value' in v;
  if (v.ok !== false || !v.error || typeof v.error !== 'object') return false;
  const e = v.error as Record<string, unknown>;
  return typeof e.code === 'string' && typeof e.message === 'string';
}

/**
 * Calls runtime function `method` in frame `frameId` of tab `tabId`, whose document must be on
 * `origin` (checked in the page before anything runs). With `documentId` (the document a change
 * was consented for) Chrome runs it in that document only. Throws the runtime's typed error.
 */
export async function callRuntime<M extends RuntimeMethod>(
  tabId: number,
  frameId: number,
  origin: string,
  method: M,
  args: RuntimeApi[M]['args'],
  documentId?: string,
): Promise<FrameReply<RuntimeApi[M]['result']>> {
  const target = documentId ? { tabId, documentIds: [documentId] } : { tabId, frameIds: [frameId] };
  for (let attempt = 0; attempt < 2; attempt++) {
    let results: chrome.scripting.InjectionResult<unknown>[];
    try {
      results = await chrome.scripting.executeScript({ target, func: invokeRuntime, args: [RUNTIME_GLOBAL, RUNTIME_VERSION, method, args, origin] });
    } catch (err) {
      throw scriptingError(err, tabId, frameId);
    }
    const first = results[0];
    if (!first) throw new BridgeError('frame-missing', `Tab ${tabId} has no frame ${frameId}.`, { frameId });
    const reply = first.result;
    if (!isReply(reply)) throw new BridgeError('internal', `The page runtime in frame ${frameId} answered something unexpected.`);
    if ('missing' in reply) {
      if (attempt > 0) break;
      try {
        await chrome.scripting.executeScript({ target, files: [RUNTIME_FILE] });
      } catch (err) {
        throw scriptingError(err, tabId, frameId);
      }
      continue;
    }
    if (!reply.ok) {
      const code = isErrorCode(reply.error.code) ? reply.error.code : 'internal';
      throw new BridgeError(code, reply.error.message, reply.error.detail);
    }
    return { value: reply.value as RuntimeApi[M]['result'], documentId: first.documentId, frameId: first.frameId };
  }
  throw new BridgeError('internal', `The page runtime could not be installed in frame ${frameId} of tab ${tabId}.`);
}
