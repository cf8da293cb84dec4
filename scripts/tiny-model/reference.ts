// The oracle: a plain-JS forward pass of the tiny models (RMSNorm, RoPE, grouped-query attention
// with a KV cache, SwiGLU), written from the architecture rather than from the ONNX graph.
import type { Weights } from './spec.ts';

function rmsNorm(x: Float64Array, w: Float32Array, eps: number): Float64Array {
  let ss = 0;
  for (const v of x) ss += v * v;
  const inv = 1 / Math.sqrt(ss / x.length + eps);
  return x.map((v, i) => v * inv * w[i]!);
}

/** y[N] = x[K] . W[K, N] (+ bias) */
function matvec(x: Float64Array, w: Float32Array, N: number, bias?: Float32Array | null): Float64Array {
  const K = x.length;
  const y = new Float64Array(N);
  for (let k = 0; k < K; k++) {
    const xv = x[k]!;
    if (xv === 0) continue;
    const row = k * N;
    for (let n = 0; n < N; n++) y[n] += xv * w[row + n]!;
  }
  if (bias) for (let n = 0; n < N; n++) y[n] += bias[n]!;
  return y;
}

function rope(vec: Float64Array, offset: number, D: number, pos: number, theta: number): void {
  const half = D / 2;
  for (let i = 0; i < half; i++) {
    const freq = pos * Math.pow(theta, (-2 * i) / D);
    const c = Math.cos(freq);
    const s = Math.sin(freq);
    const a = vec[offset + i]!;
    const b = vec[offset + half + i]!;
    vec[offset + i] = a * c - b * s;
    vec[offset + half + i] = b * c + a * s;
  }
}

export class ReferenceModel {
  /** Per layer: cached keys and values, one Float64Array [kvHeads * headDim] per position. */
  private keys: Float64Array[][];
  private values: Float64Array[][];

  constructor(readonly w: Weights) {
    this.keys = w.layers.map(() => []);
    this.values = w.layers.map(() => []);
  }

  reset(): void {
    this.keys = this.w.layers.map(() => []);
    this.values = this.w.layers.map(() => []);
  }

  get length(): number {
    return this.keys[0]!.length;
  }

  /** Feeds one token at the next position; returns its logits. */
  step(token: number): Float64Array {
    const { spec, vocab } = this.w;
    const { hidden: H, heads, kvHeads, headDim: D, intermediate: I } = spec;
    const pos = this.length;
    const rep = heads / kvHeads;
    let x = Float64Array.from(this.w.embed.subarray(token * H, (token + 1) * H));
    this.w.layers.forEach((l, li) => {
      const h = rmsNorm(x, l.inputNorm, spec.rmsEps);
      const q = matvec(h, l.q, heads * D, l.qBias);
      const k = matvec(h, l.k, kvHeads * D, l.kBias);
      const v = matvec(h, l.v, kvHeads * D, l.vBias);
      for (let hd = 0; hd < heads; hd++) rope(q, hd * D, D, pos, spec.ropeTheta);
      for (let hd = 0; hd < kvHeads; hd++) rope(k, hd * D, D, pos, spec.ropeTheta);
      this.keys[li]!.push(k);
      this.values[li]!.push(v);
      const T = this.keys[li]!.length;
      const ctx = new Float64Array(heads * D);
      for (let hd = 0; hd < heads; hd++) {
        const kv = Math.floor(hd / rep);
        const scores = new Float64Array(T);
        let max = -Infinity;
        for (let t = 0; t < T; t++) {
          const kt = this.keys[li]![t]!;
          let s = 0;
          for (let d = 0; d < D; d++) s += q[hd * D + d]! * kt[kv * D + d]!;
          scores[t] = s / Math.sqrt(D);
          max = Math.max(max, scores[t]!);
        }
        let sum = 0;
        for (let t = 0; t < T; t++) sum += scores[t] = Math.exp(scores[t]! - max);
        for (let t = 0; t < T; t++) {
          const p = scores[t]! / sum;
          const vt = this.values[li]![t]!;
          for (let d = 0; d < D; d++) ctx[hd * D + d] += p * vt[kv * D + d]!;
        }
      }
      const o = matvec(ctx, l.o, H);
      x = x.map((val, i) => val + o[i]!);
      const h2 = rmsNorm(x, l.postNorm, spec.rmsEps);
      const g = matvec(h2, l.gate, I);
      const u = matvec(h2, l.up, I);
      const a = g.map((gv, i) => (gv / (1 + Math.exp(-gv))) * u[i]!);
      const d = matvec(a, l.down, H);
      x = x.map((val, i) => val + d[i]!);
    });
    return matvec(rmsNorm(x, this.w.finalNorm, spec.rmsEps), this.w.lmHead, vocab);
  }

  /** Greedy decoding from a fresh cache: the token ids generated after `prompt`. */
  greedy(prompt: readonly number[], maxNew: number, stop: readonly number[] = []): number[] {
    this.reset();
    let logits: Float64Array = new Float64Array(0);
    for (const t of prompt) logits = this.step(t);
    const out: number[] = [];
    for (let i = 0; i < maxNew; i++) {
      const next = argmax(logits);
      out.push(next);
      if (stop.includes(next)) break;
      logits = this.step(next);
    }
    return out;
  }
}

export function argmax(x: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < x.length; i++) if (x[i]! > x[best]!) best = i;
  return best;
}
