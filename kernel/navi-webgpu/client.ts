// The page's handle on the model worker: typed requests, progress, cancellation. Cancelling a load
// (or anything else) ends the worker; the next request starts a fresh one.
import { BridgeError, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { DevicePreference, FromWorker, LoadedInfo, ModelSource, NextRequest, NextResult, Progress, Timings, ToWorker } from './protocol.ts';

type Pending = { resolve(v: unknown): void; reject(e: Error): void; onProgress?: (p: Progress) => void };
type Request = ToWorker extends infer T ? (T extends { id: number } ? Omit<T, 'id'> : never) : never;

export interface ModelClientOptions {
  /** Where onnxruntime-web's .mjs/.wasm files are served (copied into the OS build). */
  wasmPaths?: string;
  /** For tests: a worker factory. */
  createWorker?: () => Worker;
}

export const DEFAULT_WASM_PATHS = '/ort/';

function defaultWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'navi-model' });
}

export class ModelClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly opts: Required<ModelClientOptions>;
  loaded: LoadedInfo | null = null;
  /** Fires `change` when a model is loaded or unloaded (for the UI). */
  readonly changes = new EventTarget();

  constructor(opts: ModelClientOptions = {}) {
    this.opts = { wasmPaths: opts.wasmPaths ?? DEFAULT_WASM_PATHS, createWorker: opts.createWorker ?? defaultWorker };
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = this.opts.createWorker();
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') return p.onProgress?.(m.progress);
      this.pending.delete(m.id);
      if (m.type === 'ok') p.resolve(m.value);
      else p.reject(Object.assign(new BridgeError(m.error.code, m.error.message, m.error.detail), {}));
    };
    w.onerror = (e) => this.fail({ code: 'model-load-failed', message: `The model worker failed: ${e.message || 'it could not start'}` });
    this.worker = w;
    return w;
  }

  private fail(error: BridgeErrorShape): void {
    for (const p of this.pending.values()) p.reject(new BridgeError(error.code, error.message));
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
    this.loaded = null;
    this.changes.dispatchEvent(new Event('change'));
  }

  private request<T>(req: Request, opts: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {}): Promise<T> {
    if (opts.signal?.aborted) return Promise.reject(new BridgeError('cancelled', 'Cancelled.'));
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => this.cancel();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (v) => {
          opts.signal?.removeEventListener('abort', onAbort);
          resolve(v as T);
        },
        reject: (e) => {
          opts.signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      });
      worker.postMessage({ ...req, id } as ToWorker);
    });
  }

  /** Stops whatever runs (a load, a generation): the worker ends and the model is unloaded. */
  cancel(): void {
    this.fail({ code: 'cancelled', message: 'Cancelled; the model was unloaded.' });
  }

  async load(source: ModelSource, opts: { device?: DevicePreference; warmup?: boolean; signal?: AbortSignal; onProgress?: (p: Progress) => void } = {}): Promise<LoadedInfo> {
    this.loaded = null;
    const info = await this.request<LoadedInfo>({ type: 'load', source, device: opts.device ?? 'auto', warmup: opts.warmup ?? true, wasmPaths: new URL(this.opts.wasmPaths, location.href).href }, opts);
    this.loaded = info;
    this.changes.dispatchEvent(new Event('change'));
    return info;
  }

  next(request: NextRequest, signal?: AbortSignal): Promise<NextResult> {
    return this.request<NextResult>({ type: 'next', request }, signal ? { signal } : {});
  }

  generate(promptIds: number[], maxNewTokens: number): Promise<{ ids: number[]; timings: Timings }> {
    return this.request({ type: 'generate', promptIds, maxNewTokens });
  }

  tokenize(text: string): Promise<number[]> {
    return this.request({ type: 'tokenize', text });
  }

  rawOrt(promptIds: number[], maxNewTokens: number): Promise<{ ids: number[]; timings: Timings; sessionMs: number }> {
    return this.request({ type: 'raw-ort', promptIds, maxNewTokens });
  }

  dispose(): void {
    this.fail({ code: 'cancelled', message: 'The model client was closed.' });
  }
}
