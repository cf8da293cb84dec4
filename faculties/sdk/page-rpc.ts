// How an action runs code in a page: the contract. The extension implements it
// (browser-extension/src/chrome-page-rpc.ts, guarded against native dialogs by dialog-guard.ts);
// actions reach it as `ctx.page`, so no Faculty calls Chrome itself. Every call through it, whichever
// Faculty makes it, fails with `dialog-open` instead of hanging when the page shows an alert,
// confirm or prompt.
import { BridgeError, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { Judged, JudgedKind } from './page-view.ts';

/**
 * One frame of a tab, or one exact document. By document, Chrome runs the code in that document
 * or nowhere: a frame that navigated since it was checked is never touched.
 */
export type FrameTarget = { tabId: number; frameId: number } | { tabId: number; documentId: string };

/** Where `run` injects: one frame or document, several documents, or every frame of the tab. */
export type PageTarget = FrameTarget | { tabId: number; documentIds: string[] } | { tabId: number; allFrames: true };

/** The extension's isolated world (the default), or the page's own JavaScript world. */
export type PageWorld = 'ISOLATED' | 'MAIN';

/** What one frame answered, and which frame and document that was. */
export interface FrameAnswer<T> {
  frameId: number;
  documentId: string;
  value: T;
}

/** How a page runtime answers every call: never a raw throw. `missing`: not installed in this document yet. */
export type RuntimeReply = { ok: true; value: unknown } | { ok: false; error: BridgeErrorShape } | { missing: true };

/** A runtime's methods: what each takes and what it answers (an interface `Api` checks itself against this). */
export type RuntimeMethods<Api> = { [M in keyof Api]: { args: unknown; result: unknown } };

/**
 * A page runtime bundled into the extension (browser-extension/runtimes/NAME.ts): the file that
 * installs it, the isolated-world global it installs itself under, and the version it answers to
 * (a document holding an older one gets the new file).
 */
export interface PageRuntime<Api extends RuntimeMethods<Api>> {
  readonly file: string;
  readonly global: string;
  readonly version: string;
  /** What this runtime judges before a change under a site allowance (a `Judged` kind); no other runtime may run then. */
  readonly judges?: readonly JudgedKind[];
  /** Types `Api` for callers; never set. */
  readonly methods?: Api;
}

/** For code that may change the page: what to call it in messages, and how long it may take. */
export interface ChangeOptions {
  world?: PageWorld;
  /** Names what ran, for the `outcome-unknown` message (e.g. "cart.add", "The code"). */
  subject: string;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface PageRpc {
  /**
   * Runs `func` (serialised by Chrome: it must close over nothing) in each targeted frame.
   * Chrome's refusals become typed errors (`tab-missing`, `frame-missing`, `navigated`,
   * `origin-not-allowed`, else `internal`).
   */
  run<Args extends unknown[], R>(target: PageTarget, func: (...args: Args) => R, args: Args, world?: PageWorld): Promise<FrameAnswer<Awaited<R> | undefined>[]>;
  /**
   * Installs one of the extension's bundled files (its name as the manifest's build writes it) in
   * each targeted frame; Chrome's refusals are the same typed errors as `run`'s.
   */
  inject(target: PageTarget, file: string, world?: PageWorld): Promise<void>;
  /**
   * `run` for code that may change the page, in one document. A refusal Chrome gives before
   * injecting is its typed error (nothing ran); any other failure, the deadline or the signal is
   * `outcome-unknown`: the code may have run, so nothing here retries.
   */
  runChange<Args extends unknown[], R>(target: FrameTarget, func: (...args: Args) => R, args: Args, opts: ChangeOptions): Promise<Awaited<R> | undefined>;
  /**
   * Calls `method` of a page runtime in one frame (installing it on first use per document),
   * after the runtime checked the frame is still on `origin`. Throws the runtime's typed error.
   * With `judged`, the runtime first judges what the change acts on and refuses one that may
   * spend money or cannot be undone (`consent-required`), in the same task that then runs it.
   */
  call<Api extends RuntimeMethods<Api>, M extends keyof Api & string>(
    runtime: PageRuntime<Api>,
    target: FrameTarget,
    origin: string,
    method: M,
    args: Api[M]['args'],
    judged?: Judged,
  ): Promise<FrameAnswer<Api[M]['result']>>;
}

/** Code that may change the page was started and then `why`: nobody knows whether it took effect. */
export function outcomeUnknown(subject: string, why: string): BridgeError {
  return new BridgeError('outcome-unknown', `${subject} was started but ${why}; it may or may not have taken effect. Inspect the page before trying again.`);
}
