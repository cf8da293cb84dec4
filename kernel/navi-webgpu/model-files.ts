// Model files for the worker: a fetch that answers transformers.js's requests for
// `/__navi_model__/model/<file>` from the chosen source (a served folder, an OPFS folder, or a
// URL the person typed), counts bytes for the progress bar, and keeps a copy in Cache Storage so
// the next start needs no network. Also the folder check that names what is missing or wrong.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { Dtype, ModelSource } from './protocol.ts';

export const MODEL_PREFIX = '/__navi_model__/';
export const MODEL_ID = 'model';
export const CACHE_NAME = 'navi-models-v1';
export const OPFS_DIR = 'navi-models';

/** Architectures the engine knows to run as decoder-only text generation. */
export const SUPPORTED_MODEL_TYPES = ['qwen2', 'qwen3', 'llama', 'mistral', 'phi3', 'gemma', 'gemma2', 'smollm3', 'granite', 'olmo2'];

export const DTYPE_FILES: Record<Dtype, string> = {
  q4f16: 'onnx/model_q4f16.onnx',
  q4: 'onnx/model_q4.onnx',
  fp16: 'onnx/model_fp16.onnx',
  fp32: 'onnx/model.onnx',
};

export type ByteCounter = (file: string, loaded: number, total: number) => void;

/** Where `file` of the folder really lives (for served and URL sources). */
export function sourceUrl(source: ModelSource, file: string, base: string): string {
  if (source.kind === 'served') {
    const path = source.path.endsWith('/') ? source.path : `${source.path}/`;
    const url = new URL(path + file, base);
    if (url.origin !== new URL(base).origin) throw new BridgeError('model-invalid', `A served model path must be on this origin: ${source.path}`);
    return url.href;
  }
  if (source.kind === 'url') return new URL(file, source.url.endsWith('/') ? source.url : `${source.url}/`).href;
  throw new Error('not an HTTP source');
}

export function sourceLabel(source: ModelSource): string {
  return source.kind === 'served' ? source.path : source.kind === 'url' ? source.url : `picked folder "${source.name}" (stored in this browser)`;
}

async function opfsFile(name: string, file: string): Promise<File | null> {
  try {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(OPFS_DIR);
    dir = await dir.getDirectoryHandle(name);
    const parts = file.split('/');
    for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p);
    return await (await dir.getFileHandle(parts.at(-1)!)).getFile();
  } catch {
    return null;
  }
}

function counted(res: Response, file: string, onBytes: ByteCounter): Response {
  const total = Number(res.headers.get('content-length') ?? 0);
  if (!res.body) return res;
  let loaded = 0;
  const reader = res.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        onBytes(file, loaded, Math.max(total, loaded));
        controller.close();
        return;
      }
      loaded += value.byteLength;
      onBytes(file, loaded, total);
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

export class ModelFiles {
  constructor(
    readonly source: ModelSource,
    private readonly onBytes: ByteCounter,
    private readonly base: string = self.location.href,
  ) {}

  /** The raw response for one file of the folder; 404 when it is not there. */
  async get(file: string, opts: { head?: boolean } = {}): Promise<Response> {
    if (this.source.kind === 'opfs') {
      const f = await opfsFile(this.source.name, file);
      if (!f) return new Response(null, { status: 404 });
      return new Response(opts.head ? null : f.stream(), { status: 200, headers: { 'content-length': String(f.size) } });
    }
    const url = sourceUrl(this.source, file, this.base);
    const cache = typeof caches !== 'undefined' ? await caches.open(CACHE_NAME).catch(() => null) : null;
    const cached = await cache?.match(url).catch(() => undefined);
    // A typed-in URL is read from the cache first (no repeated downloads); a served folder from
    // the server first (it may have been updated), the cache when the server is unreachable.
    if (cached && this.source.kind === 'url') return cached;
    let res: Response;
    try {
      res = await fetch(url, { method: opts.head ? 'HEAD' : 'GET', cache: 'no-store' });
    } catch (err) {
      if (cached) return cached;
      throw new BridgeError('model-missing', `Could not reach ${url}: ${(err as Error).message}`);
    }
    if (!opts.head && res.ok && cache) await cache.put(url, res.clone()).catch(() => undefined);
    return res;
  }

  /** Whether a file is in the folder, and its size when known. */
  async size(file: string): Promise<number | null> {
    const res = await this.get(file, { head: true });
    if (!res.ok) return null;
    await res.body?.cancel().catch(() => undefined);
    return Number(res.headers.get('content-length') ?? 0);
  }

  async json(file: string): Promise<unknown> {
    const res = await this.get(file);
    if (!res.ok) throw new BridgeError('model-invalid', `${file} is missing from ${sourceLabel(this.source)}.`, { missing: [file] });
    try {
      return await res.json();
    } catch (err) {
      throw new BridgeError('model-invalid', `${file} in ${sourceLabel(this.source)} is not valid JSON: ${(err as Error).message}`);
    }
  }

  /** The fetch transformers.js uses: requests under MODEL_PREFIX come from this folder. */
  fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, this.base);
    const prefix = `${MODEL_PREFIX}${MODEL_ID}/`;
    if (!url.pathname.startsWith(prefix)) {
      // Anything else (there should be nothing else) may only go to this origin.
      if (url.origin !== new URL(this.base).origin) throw new BridgeError('origin-not-allowed', `The model engine does not fetch ${url.href}.`);
      return fetch(input, init);
    }
    const file = decodeURIComponent(url.pathname.slice(prefix.length));
    const res = await this.get(file, { head: init?.method === 'HEAD' });
    return res.ok && init?.method !== 'HEAD' ? counted(res, file, this.onBytes) : res;
  };
}

export interface FolderCheck {
  config: Record<string, unknown>;
  modelType: string;
  dtype: Dtype;
  modelFile: string;
  externalData: boolean;
  files: Record<string, number>;
}

/** Checks a folder before loading: every file named when missing, the architecture checked. */
export async function checkFolder(files: ModelFiles, wanted: readonly Dtype[]): Promise<FolderCheck> {
  const required = ['config.json', 'tokenizer.json', 'tokenizer_config.json'];
  const sizes: Record<string, number> = {};
  const missing: string[] = [];
  await Promise.all(
    required.map(async (f) => {
      const s = await files.size(f);
      if (s === null) missing.push(f);
      else sizes[f] = s;
    }),
  );
  const onnx = await Promise.all(wanted.map(async (d) => [d, await files.size(DTYPE_FILES[d])] as const));
  const chosen = onnx.find(([, s]) => s !== null);
  if (!chosen) missing.push(`one of ${wanted.map((d) => DTYPE_FILES[d]).join(', ')}`);
  if (missing.length) {
    throw new BridgeError('model-invalid', `The model folder ${sourceLabel(files.source)} is missing ${missing.sort().join('; ')}.`, { missing });
  }
  const [dtype, size] = chosen!;
  sizes[DTYPE_FILES[dtype]] = size!;
  const config = (await files.json('config.json')) as Record<string, unknown>;
  const modelType = typeof config.model_type === 'string' ? config.model_type : '';
  if (!SUPPORTED_MODEL_TYPES.includes(modelType)) {
    throw new BridgeError('model-invalid', `config.json says model_type "${modelType || '(none)'}"; this engine runs ${SUPPORTED_MODEL_TYPES.join(', ')}.`);
  }
  for (const key of ['num_hidden_layers', 'num_attention_heads', 'hidden_size', 'vocab_size']) {
    if (typeof config[key] !== 'number') throw new BridgeError('model-invalid', `config.json has no numeric "${key}".`);
  }
  const tokCfg = (await files.json('tokenizer_config.json')) as Record<string, unknown>;
  if (typeof tokCfg.chat_template !== 'string' && !Array.isArray(tokCfg.chat_template)) {
    throw new BridgeError('model-invalid', 'tokenizer_config.json has no chat_template: the Navi needs a chat model.');
  }
  const externalData = (await files.size(`${DTYPE_FILES[dtype]}_data`)) !== null;
  return { config, modelType, dtype, modelFile: DTYPE_FILES[dtype], externalData, files: sizes };
}
