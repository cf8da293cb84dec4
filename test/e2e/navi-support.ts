// Shared by the Navi model e2e tests: WebGPU-on-SwiftShader flags, loading a tiny model in the OS
// page's model worker, and the reference ids computed here in Node.
import type { Page } from 'puppeteer-core';
import { dequantizedWeights, makeWeights, TINY_MODELS, tokenizer } from '../../scripts/tiny-model/spec.ts';
import { ReferenceModel } from '../../scripts/tiny-model/reference.ts';
import { WEBMCP_FEATURES } from '../support/harness.ts';

export const WEBGPU_FLAGS = ['--enable-unsafe-webgpu', '--use-vulkan=swiftshader', '--use-webgpu-adapter=swiftshader', `--enable-features=${[...WEBMCP_FEATURES, 'Vulkan'].join(',')}`];

export function referenceIds(model: string, dtype: 'q4' | 'fp32', promptIds: number[], maxNew: number, stop: number[] = []): number[] {
  const spec = TINY_MODELS.find((m) => m.name === model)!;
  const w = makeWeights(spec, tokenizer().vocabSize);
  return new ReferenceModel(dtype === 'q4' ? dequantizedWeights(w) : w).greedy(promptIds, maxNew, stop);
}

/** A short ChatML prompt, tokenized here with the generator's tokenizer. */
export function promptIds(text: string): number[] {
  return tokenizer().encode(`<|im_start|>user\n${text}<|im_end|>\n<|im_start|>assistant\n`);
}

export async function loadModel(os: Page, path: string, device: 'auto' | 'webgpu' | 'wasm' = 'auto') {
  return os.evaluate(
    async (p, d) => {
      const stages: string[] = [];
      try {
        const info = await window.aiEcho.echo.model.client.load({ kind: 'served', path: p }, { device: d, onProgress: (x) => stages.push(x.stage) });
        return { ok: true as const, info, stages };
      } catch (err) {
        const e = err as { code?: string; message?: string };
        return { ok: false as const, code: e.code ?? 'thrown', message: e.message ?? String(err), stages };
      }
    },
    path,
    device,
  );
}
