// Messages between the page (ModelClient) and the model worker. Typed once, used by both.
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { NaviMessage, NaviTool } from '../navi-engine.ts';
import type { GrammarMode } from './grammar-matcher.ts';

/** Where a model folder's files come from. Nothing else is ever contacted. */
export type ModelSource =
  /** A folder served by the OS origin, e.g. `/models/tiny-qwen2/`. */
  | { kind: 'served'; path: string }
  /** A folder the person picked from disk, copied into the Origin Private File System. */
  | { kind: 'opfs'; name: string }
  /** A URL the person typed in: the only way anything off this origin is fetched. */
  | { kind: 'url'; url: string };

export type DevicePreference = 'auto' | 'webgpu' | 'wasm';
export type Dtype = 'q4f16' | 'q4' | 'fp16' | 'fp32';

export interface DeviceReport {
  device: 'webgpu' | 'wasm';
  dtype: Dtype;
  /** Plain words for the UI: what runs where, and why. */
  line: string;
  adapter: { vendor: string; architecture: string; description: string; shaderF16: boolean } | null;
}

export type LoadStage = 'checking' | 'downloading' | 'creating-session' | 'grammar' | 'warming-up' | 'ready';

export interface Progress {
  stage: LoadStage;
  file?: string;
  loaded: number;
  total: number;
  message: string;
}

export interface Timings {
  promptTokens: number;
  newTokens: number;
  /** From the request to the first new token (prefill included). */
  firstTokenMs: number;
  totalMs: number;
}

export interface NextRequest {
  messages: NaviMessage[];
  tools: NaviTool[];
  /** Names of the discovered page tools the grammar may invoke (all of them when absent). */
  pageTools?: string[];
  mode: GrammarMode;
  maxNewTokens: number;
  promptBudget: number;
}

export interface NextResult {
  text: string;
  ids: number[];
  cuts: string[];
  timings: Timings;
  grammarTerminated: boolean;
}

export type ToWorker =
  | { type: 'load'; id: number; source: ModelSource; device: DevicePreference; warmup: boolean; wasmPaths: string }
  | { type: 'next'; id: number; request: NextRequest }
  /** Greedy ids for given prompt ids, no grammar: for tests and benchmarks. */
  | { type: 'generate'; id: number; promptIds: number[]; maxNewTokens: number }
  | { type: 'tokenize'; id: number; text: string }
  /** The same model run directly on onnxruntime-web (no transformers.js): the benchmark's floor. */
  | { type: 'raw-ort'; id: number; promptIds: number[]; maxNewTokens: number };

export interface LoadedInfo {
  device: DeviceReport;
  modelType: string;
  files: Record<string, number>;
  loadMs: number;
}

export type FromWorker =
  | { type: 'progress'; id: number; progress: Progress }
  | { type: 'ok'; id: number; value: unknown }
  | { type: 'error'; id: number; error: BridgeErrorShape };
