// The one way code reaches a page: chrome.scripting.executeScript, with its failures read by one
// classifier (scripting-errors.ts). Actions get it as `ctx.page`; see the contract in
// faculties/sdk/page-rpc.ts, and docs/decisions/execute-script-per-call.md for
// why every call is its own executeScript.
import { BridgeError, isErrorCode } from '../../browser-bridge/errors.ts';
import {
  outcomeUnknown,
  type ChangeOptions,
  type FrameAnswer,
  type FrameTarget,
  type PageRpc,
  type PageRuntime,
  type PageTarget,
  type PageWorld,
  type RuntimeMethods,
  type RuntimeReply,
} from '../../faculties/sdk/page-rpc.ts';
import type { Judged } from '../../faculties/sdk/page-view.ts';
import { scriptingFailure } from './scripting-errors.ts';
import { guardedPages } from './dialog-guard.ts';

function injectionTarget(target: PageTarget): chrome.scripting.InjectionTarget {
  if ('documentId' in target) return { tabId: target.tabId, documentIds: [target.documentId] };
  if ('documentIds' in target) return { tabId: target.tabId, documentIds: target.documentIds };
  if ('frameId' in target) return { tabId: target.tabId, frameIds: [target.frameId] };
  return { tabId: target.tabId, allFrames: true };
}

async function run<Args extends unknown[], R>(target: PageTarget, func: (...args: Args) => R, args: Args, world: PageWorld = 'ISOLATED'): Promise<FrameAnswer<Awaited<R> | undefined>[]> {
  let results: chrome.scripting.InjectionResult<Awaited<R>>[];
  try {
    results = await chrome.scripting.executeScript({ target: injectionTarget(target), world, func, args });
  } catch (err) {
    throw scriptingFailure(err, target).error;
  }
  return results.map((r) => ({ frameId: r.frameId, documentId: r.documentId, value: r.result }));
}

async function runChange<Args extends unknown[], R>(target: FrameTarget, func: (...args: Args) => R, args: Args, opts: ChangeOptions): Promise<Awaited<R> | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(outcomeUnknown(opts.subject, `did not answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    onAbort = () => reject(outcomeUnknown(opts.subject, 'the request was abandoned before it answered'));
    if (opts.signal.aborted) onAbort();
    else opts.signal.addEventListener('abort', onAbort, { once: true });
  });
  const injection = chrome.scripting.executeScript({ target: injectionTarget(target), world: opts.world ?? 'ISOLATED', func, args }).catch((err: unknown) => {
    const { error, beforeRun } = scriptingFailure(err, target);
    // Once Chrome has injected, a failure says nothing about what the code did.
    throw beforeRun ? error : outcomeUnknown(opts.subject, `the page went away while it ran (${err instanceof Error ? err.message : String(err)})`);
  });
  try {
    const results = await Promise.race([injection, deadline]);
    return results[0]?.result;
  } finally {
    clearTimeout(timer);
    if (onAbort) opts.signal.removeEventListener('abort', onAbort);
  }
}

// Serialised by chrome.scripting into the page's isolated world: self-contained, no imports.
function invokeRuntime(globalName: string, version: string, method: string, args: unknown, origin: string, judged: Judged | null): RuntimeReply | Promise<RuntimeReply> {
  const runtime = (globalThis as Record<string, unknown>)[globalName] as
    | { version: string; call(method: string, args: unknown, origin: string, judged: Judged | null): RuntimeReply | Promise<RuntimeReply> }
    | undefined;
  if (!runtime || runtime.version !== version) return { missing: true };
  return runtime.call(method, args, origin, judged);
}

function isReply(value: unknown): value is RuntimeReply {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (v.missing === true) return true;
  if (v.ok === true) return 'value' in v;
  const e = v.error as Record<string, unknown> | undefined;
  return v.ok === false && !!e && typeof e === 'object' && typeof e.code === 'string' && typeof e.message === 'string';
}

/**
 * The runtime file is injected on first use per document (executeScript({files})); every call
 * after that is one executeScript({func}): one IPC hop, which keeps click round trips short.
 */
async function call<Api extends RuntimeMethods<Api>, M extends keyof Api & string>(
  runtime: PageRuntime<Api>,
  target: FrameTarget,
  origin: string,
  method: M,
  args: Api[M]['args'],
  judged?: Judged,
): Promise<FrameAnswer<Api[M]['result']>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [first] = await run(target, invokeRuntime, [runtime.global, runtime.version, method, args, origin, judged ?? null]);
    if (!first) throw new BridgeError('frame-missing', `Tab ${target.tabId} has no such frame.`, 'frameId' in target ? { frameId: target.frameId } : undefined);
    const reply = first.value;
    if (!isReply(reply)) throw new BridgeError('internal', `The page runtime ${runtime.file} answered something unexpected.`);
    if ('missing' in reply) {
      if (attempt > 0) break;
      try {
        await chrome.scripting.executeScript({ target: injectionTarget(target), files: [runtime.file] });
      } catch (err) {
        throw scriptingFailure(err, target).error;
      }
      continue;
    }
    if (!reply.ok) throw new BridgeError(isErrorCode(reply.error.code) ? reply.error.code : 'internal', reply.error.message, reply.error.detail);
    return { frameId: first.frameId, documentId: first.documentId, value: reply.value as Api[M]['result'] };
  }
  throw new BridgeError('internal', `The page runtime ${runtime.file} could not be installed in tab ${target.tabId}.`);
}

async function inject(target: PageTarget, file: string, world: PageWorld = 'ISOLATED'): Promise<void> {
  try {
    await chrome.scripting.executeScript({ target: injectionTarget(target), files: [file], world });
  } catch (err) {
    throw scriptingFailure(err, target).error;
  }
}

/** Every call guarded against native dialogs (dialog-guard.ts): none of them can hang on one. */
export const pageRpc: PageRpc = guardedPages({ run, runChange, call, inject });
