// The Navi's model worker (a kernel module worker): loads a model folder with transformers.js on
// WebGPU or WebAssembly, builds the prompt within its budget, decodes greedily under the tool
// grammar and returns the text. The OS page never blocks on any of it. One request at a time.
import { AutoModelForCausalLM, AutoTokenizer, BaseStreamer, env, LogitsProcessor, StoppingCriteria, Tensor, type PreTrainedModel, type PreTrainedTokenizer } from '@huggingface/transformers';
import { BridgeError, toErrorShape } from '../../browser-bridge/errors.ts';
import { buildPrompt, PromptBudgetError, type ChatMessage } from '../prompt/build-prompt.ts';
import { callSchemas, discoveredTools } from '../tool-grammar.ts';
import { chooseDevice, deviceLine, type DeviceChoice } from './device.ts';
import { ToolGrammar, vocabFromTokenizerJson, type TokenMask } from './grammar-matcher.ts';
import { checkFolder, MODEL_ID, MODEL_PREFIX, ModelFiles, type FolderCheck } from './model-files.ts';
import type { FromWorker, LoadedInfo, NextRequest, NextResult, Progress, Timings, ToWorker } from './protocol.ts';
import { loadXgrammar } from './xgrammar.ts';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
const post = (m: FromWorker) => scope.postMessage(m);

interface Loaded {
  model: PreTrainedModel;
  tokenizer: PreTrainedTokenizer;
  grammar: ToolGrammar;
  choice: DeviceChoice;
  folder: FolderCheck;
  files: ModelFiles;
  stopIds: number[];
}
let loaded: Loaded | null = null;

function configureEnv(files: ModelFiles, wasmPaths: string): void {
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = MODEL_PREFIX;
  env.useBrowserCache = false; // ModelFiles keeps its own copy
  env.fetch = files.fetch;
  const onnx = env.backends.onnx as { wasm?: { wasmPaths?: unknown; numThreads?: number; proxy?: boolean } };
  if (onnx.wasm) {
    // Never the CDN: the exact onnxruntime-web build, served by the OS itself.
    onnx.wasm.wasmPaths = { mjs: `${wasmPaths}ort-wasm-simd-threaded.asyncify.mjs`, wasm: `${wasmPaths}ort-wasm-simd-threaded.asyncify.wasm` };
    onnx.wasm.proxy = false;
    if (!(self as { crossOriginIsolated?: boolean }).crossOriginIsolated) onnx.wasm.numThreads = 1;
  }
}

function eosIds(model: PreTrainedModel, tokenizer: PreTrainedTokenizer): number[] {
  const ids = new Set<number>();
  const add = (v: unknown) => (Array.isArray(v) ? v.forEach(add) : typeof v === 'number' && ids.add(v));
  add((model.generation_config as { eos_token_id?: unknown } | undefined)?.eos_token_id);
  add((model.config as { eos_token_id?: unknown }).eos_token_id);
  const eos = (tokenizer as unknown as { eos_token?: string }).eos_token;
  if (eos) add(tokenizer.encode(eos, { add_special_tokens: false })[0]);
  return [...ids];
}

async function load(msg: Extract<ToWorker, { type: 'load' }>): Promise<LoadedInfo> {
  const started = performance.now();
  const progress = (p: Progress) => post({ type: 'progress', id: msg.id, progress: p });
  const perFile = new Map<string, { loaded: number; total: number }>();
  let expected = 0;
  const files = new ModelFiles(msg.source, (file, got, total) => {
    perFile.set(file, { loaded: got, total });
    const sum = [...perFile.values()].reduce((a, b) => ({ loaded: a.loaded + b.loaded, total: a.total + Math.max(b.total, b.loaded) }), { loaded: 0, total: 0 });
    progress({ stage: 'downloading', file, loaded: sum.loaded, total: Math.max(sum.total, expected), message: `Reading ${file}` });
  });
  configureEnv(files, msg.wasmPaths);
  progress({ stage: 'checking', loaded: 0, total: 0, message: 'Checking the model folder' });
  const choice = await chooseDevice(msg.device);
  const folder = await checkFolder(files, choice.dtypes);
  expected = Object.values(folder.files).reduce((a, b) => a + b, 0);
  let tokenizer: PreTrainedTokenizer;
  let model: PreTrainedModel;
  try {
    tokenizer = await AutoTokenizer.from_pretrained(MODEL_ID);
    const dtype = folder.dtype;
    model = (await AutoModelForCausalLM.from_pretrained(MODEL_ID, {
      device: choice.device,
      dtype,
      ...(folder.externalData ? { use_external_data_format: true } : {}),
      progress_callback: (p: { status?: string; file?: string }) => {
        if (p.status === 'done' && p.file?.endsWith('.onnx')) progress({ stage: 'creating-session', file: p.file, loaded: expected, total: expected, message: `Creating the ${choice.device} session` });
      },
    })) as PreTrainedModel;
  } catch (err) {
    if (err instanceof BridgeError) throw err;
    throw new BridgeError('model-load-failed', `The model in ${files.source.kind === 'opfs' ? 'the picked folder' : 'the folder'} could not be loaded on ${choice.device}: ${(err as Error).message}`);
  }
  progress({ stage: 'grammar', loaded: expected, total: expected, message: 'Preparing the tool-call grammar' });
  const stopIds = eosIds(model, tokenizer);
  const xgr = await loadXgrammar();
  const tokenizerJson = await files.json('tokenizer.json');
  const grammar = await ToolGrammar.create(xgr, vocabFromTokenizerJson(tokenizerJson, Number(folder.config.vocab_size), stopIds));
  loaded = { model, tokenizer, grammar, choice, folder, files, stopIds };
  if (msg.warmup) {
    progress({ stage: 'warming-up', loaded: expected, total: expected, message: 'Warming up (compiling shaders)' });
    await greedy(tokenizer.encode('Hi', { add_special_tokens: false }), 2, null, () => false);
  }
  progress({ stage: 'ready', loaded: expected, total: expected, message: 'Ready' });
  return {
    device: { device: choice.device, dtype: folder.dtype, line: deviceLine(choice, folder.dtype), adapter: choice.adapter },
    modelType: folder.modelType,
    files: folder.files,
    loadMs: performance.now() - started,
  };
}

class GrammarProcessor extends LogitsProcessor {
  constructor(
    private readonly mask: TokenMask,
    private readonly promptLength: number,
  ) {
    super();
  }
  _call(inputIds: bigint[][], logits: Tensor): Tensor {
    const seq = inputIds[0]!;
    // Accept the token chosen at the previous step before masking this one.
    if (seq.length > this.promptLength + this.mask.accepted) {
      const token = Number(seq[seq.length - 1]);
      if (!this.mask.accept(token)) throw new BridgeError('inference-failed', `The grammar rejected token ${token}.`);
    }
    this.mask.apply(logits.data as Float32Array);
    return logits;
  }
}

class StopWhen extends StoppingCriteria {
  constructor(private readonly done: () => boolean) {
    super();
  }
  _call(inputIds: number[][]): boolean[] {
    return inputIds.map(() => this.done());
  }
}

class TokenTimer extends BaseStreamer {
  first = 0;
  count = 0;
  private primed = false;
  put(): void {
    if (!this.primed) {
      this.primed = true; // the first put is the prompt
      return;
    }
    if (!this.count++) this.first = performance.now();
  }
  end(): void {}
}

async function greedy(promptIds: number[], maxNewTokens: number, mask: TokenMask | null, stop: () => boolean): Promise<{ ids: number[]; timings: Timings }> {
  if (!loaded) throw new BridgeError('model-missing', 'No model is loaded.');
  const started = performance.now();
  const n = promptIds.length;
  const timer = new TokenTimer();
  const out = (await loaded.model.generate({
    inputs: new Tensor('int64', BigInt64Array.from(promptIds.map(BigInt)), [1, n]),
    attention_mask: new Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]),
    max_new_tokens: maxNewTokens,
    do_sample: false,
    eos_token_id: loaded.stopIds,
    logits_processor: mask ? [new GrammarProcessor(mask, n)] : null,
    stopping_criteria: [new StopWhen(() => stop() || (mask?.terminated ?? false))],
    streamer: timer,
  } as unknown as Parameters<PreTrainedModel["generate"]>[0])) as Tensor;
  const all = (out.tolist() as bigint[][])[0]!.map(Number);
  const ids = all.slice(n);
  // The last token was chosen under the mask but not yet accepted by it.
  if (mask && ids.length > mask.accepted && !mask.terminated) mask.accept(ids.at(-1)!);
  const end = performance.now();
  return { ids, timings: { promptTokens: n, newTokens: ids.length, firstTokenMs: (timer.first || end) - started, totalMs: end - started } };
}

function render(messages: ChatMessage[]): string {
  return loaded!.tokenizer.apply_chat_template(messages as { role: string; content: string }[], { tokenize: false, add_generation_prompt: true }) as string;
}

function encode(text: string): number[] {
  return loaded!.tokenizer.encode(text, { add_special_tokens: false });
}

async function next(req: NextRequest): Promise<NextResult> {
  if (!loaded) throw new BridgeError('model-missing', 'No model is loaded: pick a model folder first.');
  let prompt;
  try {
    prompt = buildPrompt(req.messages, req.tools, { budget: req.promptBudget, countTokens: (m) => encode(render(m)).length });
  } catch (err) {
    if (err instanceof PromptBudgetError) throw new BridgeError('invalid-input', err.message);
    throw err;
  }
  const schemas = callSchemas(req.tools, discoveredTools(req.messages).filter((d) => !req.pageTools || req.pageTools.includes(d.name)));
  const compiled = await loaded.grammar.compile(schemas, req.mode);
  const mask = await loaded.grammar.matcher(compiled);
  try {
    const { ids, timings } = await greedy(encode(render(prompt.messages)), req.maxNewTokens, mask, () => false);
    const text = loaded.tokenizer.decode(ids.filter((t) => !loaded!.stopIds.includes(t)), { skip_special_tokens: false });
    return { text, ids, cuts: prompt.cuts, timings, grammarTerminated: mask.terminated };
  } finally {
    mask.dispose();
  }
}

async function handle(msg: ToWorker): Promise<unknown> {
  switch (msg.type) {
    case 'load':
      return load(msg);
    case 'next':
      return next(msg.request);
    case 'generate':
      return greedy(msg.promptIds, msg.maxNewTokens, null, () => false);
    case 'tokenize':
      if (!loaded) throw new BridgeError('model-missing', 'No model is loaded.');
      return encode(msg.text);
    case 'raw-ort': {
      if (!loaded) throw new BridgeError('model-missing', 'No model is loaded.');
      const { rawOrtGreedy } = await import('./raw-ort.ts');
      const bytes = new Uint8Array(await (await loaded.files.get(loaded.folder.modelFile)).arrayBuffer());
      return rawOrtGreedy(bytes, loaded.choice.device, loaded.folder.config, msg.promptIds, msg.maxNewTokens);
    }
  }
}

// One request at a time, in order: a second waits for the first.
let chain: Promise<unknown> = Promise.resolve();
scope.onmessage = (e) => {
  const msg = e.data;
  chain = chain.then(async () => {
    try {
      post({ type: 'ok', id: msg.id, value: await handle(msg) });
    } catch (err) {
      post({ type: 'error', id: msg.id, error: toErrorShape(err) });
    }
  });
};
