// Writes a tiny model as an ONNX decoder with a real KV cache, in the layout transformers.js
// loads (inputs input_ids, attention_mask, position_ids, past_key_values.{i}.key|value; outputs
// logits, present.{i}.key|value; batch dimension `batch_size`). Standard opset-17 operators, plus
// com.microsoft.MatMulNBits for the 4-bit variant.
import onnxProto from 'onnx-proto';
import { BLOCK, quantize, type Weights } from './spec.ts';

const { onnx } = onnxProto;
type Attr = number | number[] | string | { floats: number[] };

const FLOAT = onnx.TensorProto.DataType.FLOAT;
const INT64 = onnx.TensorProto.DataType.INT64;
const UINT8 = onnx.TensorProto.DataType.UINT8;

class GraphBuilder {
  readonly nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  readonly inits: InstanceType<typeof onnx.TensorProto>[] = [];
  private n = 0;

  op(opType: string, inputs: string[], attrs: Record<string, Attr> = {}, opts: { outputs?: string[]; domain?: string } = {}): string {
    const name = `${opType}_${this.n++}`;
    const outputs = opts.outputs ?? [`${name}_out`];
    const attribute = Object.entries(attrs).map(([k, v]) => {
      if (typeof v === 'number') return Number.isInteger(v) && !(k === 'epsilon' || k === 'alpha') ? { name: k, type: onnx.AttributeProto.AttributeType.INT, i: v } : { name: k, type: onnx.AttributeProto.AttributeType.FLOAT, f: v };
      if (typeof v === 'string') return { name: k, type: onnx.AttributeProto.AttributeType.STRING, s: new TextEncoder().encode(v) };
      if (Array.isArray(v)) return { name: k, type: onnx.AttributeProto.AttributeType.INTS, ints: v };
      return { name: k, type: onnx.AttributeProto.AttributeType.FLOATS, floats: v.floats };
    });
    this.nodes.push(onnx.NodeProto.create({ name, opType, input: inputs, output: outputs, attribute, domain: opts.domain ?? '' }));
    return outputs[0]!;
  }

  private tensor(name: string, dataType: number, dims: number[], bytes: Uint8Array): string {
    this.inits.push(onnx.TensorProto.create({ name, dataType, dims, rawData: bytes }));
    return name;
  }

  f32(name: string, data: Float32Array, dims: number[]): string {
    return this.tensor(name, FLOAT, dims, new Uint8Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)));
  }

  i64(name: string, values: number[], dims: number[] = [values.length]): string {
    const data = BigInt64Array.from(values.map(BigInt));
    return this.tensor(name, INT64, dims, new Uint8Array(data.buffer));
  }

  u8(name: string, data: Uint8Array, dims: number[]): string {
    return this.tensor(name, UINT8, dims, data);
  }
}

const dim = (d: string | number) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d });
const valueInfo = (name: string, elemType: number, dims: (string | number)[]) =>
  onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType, shape: { dim: dims.map(dim) } } } });

export function buildOnnx(w: Weights, variant: 'fp32' | 'q4'): Uint8Array {
  const { spec, vocab } = w;
  const { hidden: H, heads, kvHeads, headDim: D, intermediate: I } = spec;
  const g = new GraphBuilder();

  const linear = (x: string, weight: Float32Array, K: number, N: number, label: string, bias?: Float32Array | null): string => {
    let y: string;
    if (variant === 'q4') {
      const q = quantize(weight, K, N);
      const blocks = Math.ceil(K / BLOCK);
      y = g.op('MatMulNBits', [x, g.u8(`${label}.qweight`, q.packed, [N, blocks, BLOCK / 2]), g.f32(`${label}.scales`, q.scales, [N * blocks])], { K, N, bits: 4, block_size: BLOCK }, { domain: 'com.microsoft' });
    } else y = g.op('MatMul', [x, g.f32(`${label}.weight`, weight, [K, N])]);
    return bias ? g.op('Add', [y, g.f32(`${label}.bias`, bias, [N])]) : y;
  };
  const rmsNorm = (x: string, weight: Float32Array, label: string): string => {
    const sq = g.op('Mul', [x, x]);
    const mean = g.op('ReduceMean', [sq], { axes: [-1], keepdims: 1 });
    const std = g.op('Sqrt', [g.op('Add', [mean, g.f32(`${label}.eps`, Float32Array.of(spec.rmsEps), [])])]);
    return g.op('Mul', [g.op('Div', [x, std]), g.f32(`${label}.weight`, weight, [H])]);
  };

  // Shapes and positions.
  const idx = (i: number) => g.i64(`idx${i}`, [i], []);
  const past0 = 'past_key_values.0.key';
  const pastLen = g.op('Gather', [g.op('Shape', [past0]), idx(2)], { axis: 0 });
  const seqLen = g.op('Gather', [g.op('Shape', ['input_ids']), idx(1)], { axis: 0 });
  const total = g.op('Add', [pastLen, seqLen]);
  const one = g.i64('one', [1], []);
  const qPos = g.op('Range', [pastLen, total, one]);
  const kPos = g.op('Range', [g.i64('zero', [0], []), total, one]);
  const causal = g.op('LessOrEqual', [g.op('Unsqueeze', [kPos, g.i64('ax0', [0])]), g.op('Unsqueeze', [qPos, g.i64('ax1', [1])])]);
  const padOk = g.op('Unsqueeze', [g.op('Cast', ['attention_mask'], { to: onnx.TensorProto.DataType.BOOL }), g.i64('ax12', [1, 2])]);
  const mask = g.op('Where', [g.op('And', [causal, padOk]), g.f32('mask_on', Float32Array.of(0), []), g.f32('mask_off', Float32Array.of(-1e9), [])]);

  // Rotary tables [B, 1, S, D] from position_ids.
  const invFreq = Float32Array.from({ length: D / 2 }, (_, i) => Math.pow(spec.ropeTheta, (-2 * i) / D));
  const posF = g.op('Unsqueeze', [g.op('Cast', ['position_ids'], { to: FLOAT }), g.i64('ax2', [2])]);
  const freqs = g.op('Mul', [posF, g.f32('inv_freq', invFreq, [D / 2])]);
  const emb = g.op('Concat', [freqs, freqs], { axis: -1 });
  const cos = g.op('Unsqueeze', [g.op('Cos', [emb]), g.i64('ax1b', [1])]);
  const sin = g.op('Unsqueeze', [g.op('Sin', [emb]), g.i64('ax1c', [1])]);
  const halfA = g.i64('half_a', [0]);
  const halfB = g.i64('half_b', [D / 2]);
  const halfC = g.i64('half_c', [D]);
  const axis3 = g.i64('axis3', [3]);
  const applyRope = (x: string) => {
    const x1 = g.op('Slice', [x, halfA, halfB, axis3]);
    const x2 = g.op('Slice', [x, halfB, halfC, axis3]);
    const rotated = g.op('Concat', [g.op('Neg', [x2]), x1], { axis: 3 });
    return g.op('Add', [g.op('Mul', [x, cos]), g.op('Mul', [rotated, sin])]);
  };
  const heads4 = (x: string, n: number, label: string) => g.op('Transpose', [g.op('Reshape', [x, g.i64(`${label}.shape`, [0, 0, n, D])])], { perm: [0, 2, 1, 3] });
  const scale = g.f32('attn_scale', Float32Array.of(1 / Math.sqrt(D)), []);
  const groupShape = g.i64('group_shape', [0, kvHeads, -1, D]);
  const scoreHeads = g.i64('score_heads', [0, heads, -1, 0]);
  const scoreGroups = g.i64('score_groups', [0, kvHeads, -1, 0]);
  const ctxHeads = g.i64('ctx_heads', [0, heads, -1, D]);
  const merged = g.i64('merged', [0, 0, heads * D]);

  let x = g.op('Gather', [g.f32('embed_tokens', w.embed, [vocab, H]), 'input_ids'], { axis: 0 });
  w.layers.forEach((l, i) => {
    const p = `layers.${i}`;
    const h = rmsNorm(x, l.inputNorm, `${p}.input_norm`);
    const q = applyRope(heads4(linear(h, l.q, H, heads * D, `${p}.q_proj`, l.qBias), heads, `${p}.q`));
    const k = applyRope(heads4(linear(h, l.k, H, kvHeads * D, `${p}.k_proj`, l.kBias), kvHeads, `${p}.k`));
    const v = heads4(linear(h, l.v, H, kvHeads * D, `${p}.v_proj`, l.vBias), kvHeads, `${p}.v`);
    const kAll = g.op('Concat', [`past_key_values.${i}.key`, k], { axis: 2 }, { outputs: [`present.${i}.key`] });
    const vAll = g.op('Concat', [`past_key_values.${i}.value`, v], { axis: 2 }, { outputs: [`present.${i}.value`] });
    // Grouped-query attention without copying K/V: fold each group's query heads into rows.
    const qg = g.op('Reshape', [q, groupShape]);
    const scores = g.op('Mul', [g.op('MatMul', [qg, g.op('Transpose', [kAll], { perm: [0, 1, 3, 2] })]), scale]);
    const probs = g.op('Softmax', [g.op('Add', [g.op('Reshape', [scores, scoreHeads]), mask])], { axis: -1 });
    const ctx = g.op('MatMul', [g.op('Reshape', [probs, scoreGroups]), vAll]);
    const ctxFlat = g.op('Reshape', [g.op('Transpose', [g.op('Reshape', [ctx, ctxHeads])], { perm: [0, 2, 1, 3] }), merged]);
    x = g.op('Add', [x, linear(ctxFlat, l.o, heads * D, H, `${p}.o_proj`)]);
    const h2 = rmsNorm(x, l.postNorm, `${p}.post_norm`);
    const gate = linear(h2, l.gate, H, I, `${p}.gate_proj`);
    const act = g.op('Mul', [g.op('Mul', [gate, g.op('Sigmoid', [gate])]), linear(h2, l.up, H, I, `${p}.up_proj`)]);
    x = g.op('Add', [x, linear(act, l.down, I, H, `${p}.down_proj`)]);
  });
  const logits = linear(rmsNorm(x, w.finalNorm, 'final_norm'), w.lmHead, H, vocab, 'lm_head');
  g.op('Identity', [logits], {}, { outputs: ['logits'] });

  const inputs = [
    valueInfo('input_ids', INT64, ['batch_size', 'sequence_length']),
    valueInfo('attention_mask', INT64, ['batch_size', 'total_sequence_length']),
    valueInfo('position_ids', INT64, ['batch_size', 'sequence_length']),
  ];
  const outputs = [valueInfo('logits', FLOAT, ['batch_size', 'sequence_length', vocab])];
  for (let i = 0; i < spec.layers; i++) {
    for (const kind of ['key', 'value']) {
      inputs.push(valueInfo(`past_key_values.${i}.${kind}`, FLOAT, ['batch_size', kvHeads, 'past_sequence_length', D]));
      outputs.push(valueInfo(`present.${i}.${kind}`, FLOAT, ['batch_size', kvHeads, 'total_sequence_length', D]));
    }
  }
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'ai-echo gen-tiny-model',
    opsetImport: [{ domain: '', version: 17 }, ...(variant === 'q4' ? [{ domain: 'com.microsoft', version: 1 }] : [])],
    graph: { name: spec.name, node: g.nodes, initializer: g.inits, input: inputs, output: outputs },
  });
  return onnx.ModelProto.encode(model).finish();
}
