// The Live Patch runtime's entry: installs one object in the extension's isolated world of this
// frame, which the service worker calls through chrome.scripting. Every answer is a reply
// ({ok, value} or {ok: false, error}); nothing thrown here reaches the page or the worker raw.
import { BridgeError, toErrorShape } from '../../../browser-bridge/errors.ts';
import type { Judged } from '../../sdk/page-view.ts';
import type { RuntimeReply } from '../../sdk/page-rpc.ts';
import { LIVEPATCH_RUNTIME_GLOBAL, LIVEPATCH_RUNTIME_VERSION, type LivePatchMethod, type LivePatchRuntimeApi } from '../protocol.ts';
import { commit, plan, revert, status } from './patcher.ts';

/** `judged`: the consent gate's, under a site allowance; planning and committing judge what the patch reaches (patcher.ts). */
type Handlers = { [M in LivePatchMethod]: (args: LivePatchRuntimeApi[M]['args'], judged: Judged | null) => LivePatchRuntimeApi[M]['result'] };
const HANDLERS: Handlers = { plan, commit, revert, status };

function call(method: string, args: unknown, origin: string, judged: Judged | null = null): RuntimeReply {
  try {
    if (location.origin !== origin) {
      throw window === window.top
        ? new BridgeError('navigated', `The page is now on ${location.origin}, not ${origin}; nothing was done.`)
        : new BridgeError('origin-not-allowed', `This frame is on ${location.origin}; only frames of ${origin} are reachable from that tab.`, { origin: location.origin });
    }
    if (!Object.hasOwn(HANDLERS, method)) throw new BridgeError('internal', `The Live Patch runtime has no function ${method}.`);
    const handler = HANDLERS[method as LivePatchMethod] as (a: unknown, j: Judged | null) => unknown;
    return { ok: true, value: handler(args, judged) };
  } catch (err) {
    return { ok: false, error: toErrorShape(err) };
  }
}

export function installLivePatchRuntime(): void {
  // A second injection (a rebuilt extension) must not replace the records of live patches.
  const existing = (globalThis as Record<string, unknown>)[LIVEPATCH_RUNTIME_GLOBAL] as { version?: string } | undefined;
  if (existing?.version === LIVEPATCH_RUNTIME_VERSION) return;
  Object.defineProperty(globalThis, LIVEPATCH_RUNTIME_GLOBAL, { value: { version: LIVEPATCH_RUNTIME_VERSION, call }, configurable: true, enumerable: false, writable: false });
}
