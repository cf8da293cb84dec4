// The benchmark's floor: the same ONNX file run directly on onnxruntime-web (the instance
// transformers.js uses), greedy, with the KV cache kept where the device keeps it.
import * as ort from 'onnxruntime-web/webgpu';
import { decoderFeeds } from './decoder-feeds.ts';
import type { Timings } from './protocol.ts';

export async function rawOrtGreedy(bytes: Uint8Array, device: 'webgpu' | 'wasm', config: Record<string, unknown>, promptIds: number[], maxNewTokens: number): Promise<{ ids: number[]; timings: Timings; sessionMs: number }> {
  const layers = Number(config.num_hidden_layers);
  const kvHeads = Number(config.num_key_value_heads ?? config.num_attention_heads);
  const headDim = Number(config.head_dim ?? Number(config.hidden_size) / Number(config.num_attention_heads));
  const presentNames = Array.from({ length: layers }, (_, i) => [`present.${i}.key`, `present.${i}.value`]).flat();
  const t0 = performance.now();
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: [device],
    ...(device === 'webgpu' ? { preferredOutputLocation: Object.fromEntries(presentNames.map((n) => [n, 'gpu-buffer' as const])) } : {}),
  });
  const sessionMs = performance.now() - t0;
  const kvType = session.inputMetadata?.find?.((m) => m.name === 'past_key_values.0.key') as { type?: string } | undefined;
  const empty = () => (kvType?.type === 'float16' ? new ort.Tensor('float16', new Uint16Array(0), [1, kvHeads, 0, headDim]) : new ort.Tensor('float32', new Float32Array(0), [1, kvHeads, 0, headDim]));
  let past: Record<string, ort.Tensor> = {};
  for (let i = 0; i < layers; i++) for (const k of ['key', 'value']) past[`past_key_values.${i}.${k}`] = empty();
  const started = performance.now();
  let first = 0;
  let ids = promptIds;
  let pos = 0;
  const out: number[] = [];
  try {
    for (let step = 0; step < maxNewTokens; step++) {
      const r = await session.run({ ...past, ...decoderFeeds((data, dims) => new ort.Tensor('int64', data, dims), ids, pos) });
      const logits = r.logits!;
      const data = (logits.type === 'float16' ? Float32Array.from(await logits.getData() as unknown as ArrayLike<number>) : ((await logits.getData()) as Float32Array));
      const V = logits.dims.at(-1)!;
      let best = 0;
      for (let v = 1; v < V; v++) if (data[data.length - V + v]! > data[data.length - V + best]!) best = v;
      out.push(best);
      if (!first) first = performance.now();
      for (const t of Object.values(past)) if (t.location === 'gpu-buffer') t.dispose();
      past = {};
      for (let i = 0; i < layers; i++) for (const k of ['key', 'value']) past[`past_key_values.${i}.${k}`] = r[`present.${i}.${k}`]!;
      logits.dispose();
      pos += ids.length;
      ids = [best];
    }
  } finally {
    for (const t of Object.values(past)) if (t.location === 'gpu-buffer') t.dispose();
    await session.release();
  }
  const end = performance.now();
  return { ids: out, sessionMs, timings: { promptTokens: promptIds.length, newTokens: out.length, firstTokenMs: first - started, totalMs: end - started } };
}
