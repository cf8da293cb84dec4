// The model engine without WebGPU (Chromium's default flags here: no adapter): the wasm fallback,
// said plainly; greedy ids equal the reference for the Llama-style model; a broken folder gets an
// error naming what is missing; a load can be cancelled. One browser launch.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import { launch, openOs, type Env } from '../support/harness.ts';
import { tokenizer } from '../../scripts/tiny-model/spec.ts';
import { loadModel, referenceIds } from './navi-support.ts';

let env: Env;
let os: Page;

before(async () => {
  env = await launch();
  os = await openOs(env.browser, env.os.origin);
});
after(async () => env?.close());

describe('Navi model engine, WebGPU disabled', () => {
  test('a folder with files missing is refused, naming them', async () => {
    const r = await loadModel(os, '/models/does-not-exist/');
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.code, 'model-invalid');
    for (const f of ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_q4.onnx']) assert.ok(r.message.includes(f), `${f} named in: ${r.message}`);
  });

  test('a load can be cancelled', async () => {
    const r = await os.evaluate(async () => {
      const client = window.aiEcho.echo.model.client;
      const ctrl = new AbortController();
      const p = client.load({ kind: 'served', path: '/models/tiny-llama/' }, { signal: ctrl.signal, onProgress: () => ctrl.abort() });
      try {
        await p;
        return { ok: true, loaded: client.loaded !== null };
      } catch (err) {
        return { ok: false, code: (err as { code?: string }).code, loaded: client.loaded !== null };
      }
    });
    assert.deepEqual(r, { ok: false, code: 'cancelled', loaded: false });
  });

  test('falls back to wasm, says so, and greedy ids equal the reference (Llama-style, q4)', async () => {
    const r = await loadModel(os, '/models/tiny-llama/');
    assert.equal(r.ok, true, JSON.stringify(r));
    if (!r.ok) return;
    assert.equal(r.info.device.device, 'wasm');
    assert.equal(r.info.device.dtype, 'q4');
    assert.match(r.info.device.line, /^CPU \(WebAssembly\), q4 weights: (no WebGPU adapter is available|this browser has no WebGPU)/);
    assert.equal(r.info.modelType, 'llama');
    const ids = tokenizer().encode('<|begin_of_text|><|im_start|>user\nList the tabs.<|im_end|>\n<|im_start|>assistant\n');
    const got = await os.evaluate((p) => window.aiEcho.echo.model.client.generate(p, 16), ids);
    assert.deepEqual(got.ids, referenceIds('tiny-llama', 'q4', ids, 16));
  });
});
