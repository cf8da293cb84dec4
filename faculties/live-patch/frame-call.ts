// Service-worker side of the Live Patch runtime: run one runtime function in one frame (by frame
// id), or in one exact document (by Chrome document ID, so a navigated frame is never touched).
// The runtime file is injected on first use per document.
import { BridgeError, isErrorCode } from '../../browser-bridge/errors.ts';
import {
  LIVEPATCH_RUNTIME_FILE,
  LIVEPATCH_RUNTIME_GLOBAL,
  LIVEPATCH_RUNTIME_VERSION,
  type LivePatchMethod,
  type LivePatchReply,
  type LivePatchRuntimeApi,
} from './protocol.ts';

export type Where = { tabId: number; frameId: number } | { tabId: number; documentId: string };

export interface Reply<T> {
  value: T;
  documentId: string;
  frameId: number;
}

// Serialised by chrome.scripting into the isolated world: self-contained, no imports.
function invokeRuntime(globalName: string, version: string, method: string, args: unknown, origin: string): LivePatchReply {
  const runtime = (globalThis as Record<string, unknown>)[globalName] as { version: string; call(m: string, a: unknown, o: string): LivePatchReply } | undefined;
  if (!runtime || runtime.version !== version) return { missing: true };
  return runtime.call(method, args, origin);
}

function scriptingError(err: unknown, where: Where): BridgeError {
  const message = err instanceof Error ? err.message : String(err);
  if (/No tab with id/i.test(message)) return new BridgeError('tab-missing', `Tab ${where.tabId} is gone.`);
  if ('documentId' in where && /No document with id|document.*(gone|unloaded)/i.test(message)) {
    return new BridgeError('navigated', `The document the patch belongs to is gone (the frame navigated or reloaded).`, { documentId: where.documentId });
  }
  if (/No frame with id|Frame with ID \d+ (was removed|is not ready)/i.test(message)) return new BridgeError('frame-missing', `Tab ${where.tabId} has no such frame (it may have been removed or navigated).`);
  if (/Cannot access|cannot be scripted|Missing host permission/i.test(message)) return new BridgeError('origin-not-allowed', `That frame of tab ${where.tabId} cannot be reached: ${message}`);
  if (/showing error page|navigat/i.test(message)) return new BridgeError('navigated', `The frame navigated while it was being patched.`);
  return new BridgeError('internal', `Running the Live Patch runtime in tab ${where.tabId} failed: ${message}`);
}

function isReply(value: unknown): value is LivePatchReply {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.missing === true) return true;
  if (v.ok === true) return 'value' in v;
  const e = v.error as Record<string, unknown> | undefined;
  return v.ok === false && !!e && typeof e.code === 'string' && typeof e.message === 'string';
}

export async function callLivePatch<M extends LivePatchMethod>(where: Where, origin: string, method: M, args: LivePatchRuntimeApi[M]['args']): Promise<Reply<LivePatchRuntimeApi[M]['result']>> {
  const target = 'documentId' in where ? { tabId: where.tabId, documentIds: [where.documentId] } : { tabId: where.tabId, frameIds: [where.frameId] };
  for (let attempt = 0; attempt < 2; attempt++) {
    let results: chrome.scripting.InjectionResult<unknown>[];
    try {
      results = await chrome.scripting.executeScript({ target, func: invokeRuntime, args: [LIVEPATCH_RUNTIME_GLOBAL, LIVEPATCH_RUNTIME_VERSION, method, args, origin] });
    } catch (err) {
      throw scriptingError(err, where);
    }
    const first = results[0];
    if (!first) throw new BridgeError('frame-missing', `Tab ${where.tabId} has no such frame.`);
    const reply = first.result;
    if (!isReply(reply)) throw new BridgeError('internal', 'The Live Patch runtime answered something unexpected.');
    if ('missing' in reply) {
      if (attempt > 0) break;
      try {
        await chrome.scripting.executeScript({ target, files: [LIVEPATCH_RUNTIME_FILE] });
      } catch (err) {
        throw scriptingError(err, where);
      }
      continue;
    }
    if (!reply.ok) throw new BridgeError(isErrorCode(reply.error.code) ? reply.error.code : 'internal', reply.error.message, reply.error.detail);
    return { value: reply.value as LivePatchRuntimeApi[M]['result'], documentId: first.documentId, frameId: first.frameId };
  }
  throw new BridgeError('internal', `The Live Patch runtime could not be installed in tab ${where.tabId}.`);
}
