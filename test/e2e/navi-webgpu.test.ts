// The Navi's model engine in headless Chromium with WebGPU on SwiftShader, against the production
// (Vite) build: the worker loads the generated tiny model from the OS origin, greedy ids on WebGPU
// equal the plain-JS reference, a grammar-constrained tool call parses and validates, and AI Echo
// switches engines without a reload. One browser launch; the model is warmed up once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Ajv from 'ajv';
import type { Page } from 'puppeteer-core';
import { DIST, launch, openOs, ROOT, type Env } from '../support/harness.ts';
import { loadModel, promptIds, referenceIds, WEBGPU_FLAGS } from './navi-support.ts';

let env: Env;
let os: Page;
const requests: string[] = [];

before(async () => {
  env = await launch({ args: WEBGPU_FLAGS });
  os = await openOs(env.browser, env.os.origin);
  os.on('request', (r) => requests.push(r.url()));
});
after(async () => env?.close());

describe('Navi model engine on WebGPU (SwiftShader)', () => {
  test('the worker loads the tiny Qwen2-style model from the served folder, on WebGPU, q4', async () => {
    const r = await loadModel(os, '/models/tiny-qwen2/', 'auto');
    assert.equal(r.ok, true, JSON.stringify(r));
    if (!r.ok) return;
    assert.equal(r.info.device.device, 'webgpu');
    assert.equal(r.info.device.dtype, 'q4', 'no shader-f16 on SwiftShader: q4, never q4f16');
    assert.match(r.info.device.line, /^WebGPU on .*q4 weights .*no shader-f16/);
    assert.equal(r.info.modelType, 'qwen2');
    for (const stage of ['checking', 'downloading', 'creating-session', 'grammar', 'warming-up', 'ready']) assert.ok(r.stages.includes(stage), `stage ${stage} in ${r.stages.join(',')}`);
  });

  test('greedy token ids on WebGPU equal the reference forward pass', async () => {
    const ids = promptIds('What tabs are open?');
    const got = await os.evaluate((p) => window.aiEcho.echo.model.client.generate(p, 12), ids);
    assert.deepEqual(got.ids, referenceIds('tiny-qwen2', 'q4', ids, 12));
  });

  test('a grammar-constrained tool call parses and validates', async () => {
    const tools = [
      { name: 'navi.status', toolName: 'navi_status', description: 'Where AI Echo stands.', inputSchema: { type: 'object', properties: {}, additionalProperties: false }, effect: 'read', tier: 'kernel' },
      { name: 'browser.semantic.scroll', toolName: 'browser_semantic_scroll', description: 'Scroll.', inputSchema: { type: 'object', properties: { to: { enum: ['top', 'bottom'] } }, required: ['to'], additionalProperties: false }, effect: 'mutation', tier: 'semantic' },
    ] as const;
    const r = await os.evaluate(async (t) => {
      const engine = window.aiEcho.echo.model;
      const saved = { ...engine.options };
      Object.assign(engine.options, { mode: 'call', maxNewTokens: 64, promptBudget: 400 });
      try {
        const step = await engine.next([{ role: 'user', text: 'Scroll to the top.' }], t as never);
        return { step, trace: engine.lastTrace };
      } finally {
        Object.assign(engine.options, saved);
        if (!('mode' in saved)) delete (engine.options as { mode?: unknown }).mode;
      }
    }, tools as never);
    assert.equal(r.trace?.result.grammarTerminated, true, `the grammar finished the call: ${r.trace?.result.text}`);
    assert.equal(r.step.kind, 'call', JSON.stringify(r));
    if (r.step.kind !== 'call') return;
    const tool = tools.find((t) => t.name === (r.step as { call: { name: string } }).call.name);
    assert.ok(tool, `a known tool: ${r.step.call.name}`);
    assert.equal(new Ajv({ strict: false }).validate(tool.inputSchema, r.step.call.arguments), true, JSON.stringify(r.step.call));
    assert.match(r.trace!.result.text, /<tool_call>\{"name": "(navi_status|browser_semantic_scroll)", "arguments": \{.*\}\}<\/tool_call>/);
  });

  test('AI Echo switches engines (intent grammar / model) without a reload', async () => {
    await os.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const select = async (id: string) => {
      const handle = await os.evaluateHandle(() => document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('select[data-engine]'));
      await (handle as unknown as { select(v: string): Promise<string[]> }).select(id);
      return os.evaluate(() => window.aiEcho.echo.session.engine.get().id);
    };
    assert.equal(await select('webgpu-model'), 'webgpu-model');
    const modelAnswer = await os.evaluate(async () => {
      const e = window.aiEcho.echo.model;
      const saved = e.options.maxNewTokens;
      e.options.maxNewTokens = 6;
      try {
        return await window.aiEcho.echo.session.ask('Hello.');
      } finally {
        e.options.maxNewTokens = saved;
      }
    });
    assert.equal(typeof modelAnswer, 'string');
    assert.equal(await os.evaluate(() => window.aiEcho.echo.model.lastTrace?.result.timings.newTokens ?? 0) > 0, true, 'the model produced tokens');
    assert.equal(await select('intent-grammar'), 'intent-grammar');
    assert.match(await os.evaluate(() => window.aiEcho.echo.session.ask('What can you do on this page?')), /.+/);
    assert.equal(await os.evaluate(() => (window as unknown as { __marker?: number }).__marker), 42, 'same page: no reload');
    // The model panel states the device in plain words.
    const line = await os.evaluate(() => document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-model-panel')?.shadowRoot?.querySelector('[data-device]')?.textContent ?? '');
    assert.match(line, /WebGPU/);
  });

  test('production build: ONNX Runtime wasm served from the OS build (exact pinned version), nothing off-origin', async () => {
    const osDir = resolve(DIST, 'os');
    for (const f of ['ort-wasm-simd-threaded.asyncify.mjs', 'ort-wasm-simd-threaded.asyncify.wasm']) {
      assert.deepEqual(readFileSync(resolve(osDir, 'ort', f)), readFileSync(resolve(ROOT, 'node_modules/onnxruntime-web/dist', f)), f);
    }
    const pinned = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/@huggingface/transformers/package.json'), 'utf8')).dependencies['onnxruntime-web'];
    assert.equal(JSON.parse(readFileSync(resolve(ROOT, 'node_modules/onnxruntime-web/package.json'), 'utf8')).version, pinned);
    const offOrigin = requests.filter((u) => !u.startsWith(env.os.origin) && !u.startsWith('chrome-extension://') && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert.deepEqual(offOrigin, []);
    assert.ok(requests.some((u) => u.includes('/ort/ort-wasm-simd-threaded.asyncify.wasm')), `the wasm came from /ort/: ${requests.filter((u) => u.includes('wasm')).join(', ')}`);
    assert.ok(requests.some((u) => /\/assets\/worker-[\w-]+\.js$/.test(u)), 'the model worker chunk loaded');
  });
});
