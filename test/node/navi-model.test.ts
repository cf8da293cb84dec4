// The tiny models and their oracle: tokenizer and chat template round trip against transformers.js,
// the plain-JS reference against the ONNX files on onnxruntime-node (fp32 and q4, both styles).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { before, describe, test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { AutoTokenizer, env } from '@huggingface/transformers';
import * as ort from 'onnxruntime-node';
import { decoderFeeds } from '../../kernel/navi-webgpu/decoder-feeds.ts';
import { argmax, ReferenceModel } from '../../scripts/tiny-model/reference.ts';
import { dequantizedWeights, makeWeights, TINY_MODELS, tokenizer } from '../../scripts/tiny-model/spec.ts';
import { modelFiles } from '../../scripts/tiny-model/files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MODELS = resolve(ROOT, 'generated/models');

before(() => {
  if (!existsSync(resolve(MODELS, 'tiny-llama/onnx/model_q4.onnx'))) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-tiny-model.ts'], { cwd: ROOT });
  env.allowRemoteModels = false;
  env.localModelPath = `${MODELS}/`;
});

describe('tiny model generator', () => {
  test('is deterministic: two runs give the same bytes', () => {
    const a = modelFiles(TINY_MODELS[0]!);
    const b = modelFiles(TINY_MODELS[0]!);
    for (const [k, v] of a) assert.deepEqual(b.get(k), v, k);
  });
});

describe('tokenizer and chat template', () => {
  const samples = ['Set the quantity of "tea" to 3.', 'Grüße, 東京! \n\n  tabs\t', '<tool_call>{"name": "navi_status", "arguments": {}}</tool_call>', "it's 12345 o'clock  "];
  for (const name of ['tiny-qwen2', 'tiny-llama']) {
    test(`${name}: our BPE equals transformers.js, and decode(encode(x)) == x`, async () => {
      const hf = await AutoTokenizer.from_pretrained(name);
      const mine = tokenizer();
      for (const s of samples) {
        const ids = hf.encode(s, { add_special_tokens: false });
        assert.deepEqual(ids, mine.encode(s), s);
        assert.equal(hf.decode(ids), s);
        assert.equal(mine.decode(ids), s);
      }
    });
    test(`${name}: the chat template renders tools, calls and results, and round-trips`, async () => {
      const hf = await AutoTokenizer.from_pretrained(name);
      const text = hf.apply_chat_template(
        [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'List the tabs.' },
          { role: 'assistant', content: '', tool_calls: [{ type: 'function', function: { name: 'browser_tabs_list', arguments: {} } }] } as never,
          { role: 'tool', content: '<untrusted source="browser.tabs.list">[]</untrusted>' },
        ],
        { tools: [{ type: 'function', function: { name: 'browser_tabs_list', description: 'List tabs', parameters: { type: 'object' } } }], tokenize: false, add_generation_prompt: true },
      ) as string;
      assert.match(text, /<\|im_start\|>tools\n<untrusted source="tools">\n\{.*"browser_tabs_list".*\}\n<\/untrusted><\|im_end\|>/);
      assert.match(text, /<tool_call>\{"name": "browser_tabs_list", "arguments": \{\}\}<\/tool_call>/);
      assert.ok(text.endsWith('<|im_start|>assistant\n'));
      assert.equal(text.startsWith('<|begin_of_text|>'), name === 'tiny-llama');
      assert.equal(hf.decode(hf.encode(text, { add_special_tokens: false })), text);
    });
  }
});

describe('reference forward pass vs ONNX on the CPU', () => {
  const tok = tokenizer();
  const prompt = tok.encode('<|im_start|>user\nWhat tabs are open?<|im_end|>\n<|im_start|>assistant\n');
  for (const spec of TINY_MODELS) {
    for (const dtype of ['fp32', 'q4'] as const) {
      test(`${spec.name} ${dtype}: logits agree and greedy ids are equal over 16 steps (KV cache)`, async () => {
        const base = makeWeights(spec, tok.vocabSize);
        const ref = new ReferenceModel(dtype === 'q4' ? dequantizedWeights(base) : base);
        const expected = ref.greedy(prompt, 16);
        const session = await ort.InferenceSession.create(resolve(MODELS, spec.name, `onnx/model${dtype === 'q4' ? '_q4' : ''}.onnx`));
        let past: Record<string, ort.Tensor> = {};
        for (let i = 0; i < spec.layers; i++) for (const k of ['key', 'value']) past[`past_key_values.${i}.${k}`] = new ort.Tensor('float32', new Float32Array(0), [1, spec.kvHeads, 0, spec.headDim]);
        ref.reset();
        let refLogits: Float64Array = new Float64Array(0);
        for (const t of prompt) refLogits = ref.step(t);
        let ids = prompt;
        let pos = 0;
        const got: number[] = [];
        let maxDiff = 0;
        for (let step = 0; step < 16; step++) {
          const r = await session.run({ ...past, ...decoderFeeds((data, dims) => new ort.Tensor('int64', data, dims), ids, pos) });
          const all = r.logits!.data as Float32Array;
          const last = all.subarray(all.length - tok.vocabSize);
          for (let v = 0; v < tok.vocabSize; v++) maxDiff = Math.max(maxDiff, Math.abs(last[v]! - refLogits[v]!));
          got.push(argmax(last));
          past = {};
          for (let i = 0; i < spec.layers; i++) for (const k of ['key', 'value']) past[`past_key_values.${i}.${k}`] = r[`present.${i}.${k}`]!;
          pos += ids.length;
          assert.deepEqual(r[`present.0.key`]!.dims, [1, spec.kvHeads, pos, spec.headDim]);
          ids = [got.at(-1)!];
          refLogits = ref.step(expected[step]!);
        }
        assert.deepEqual(got, expected);
        assert.ok(maxDiff < 1e-3, `max logit difference ${maxDiff}`);
      });
    }
  }

  test('the KV cache is real: decoding with it equals re-running the whole sequence', () => {
    const spec = TINY_MODELS[0]!;
    const ref = new ReferenceModel(makeWeights(spec, tok.vocabSize));
    const seq = [...prompt, 5, 77, 300];
    ref.reset();
    let last: Float64Array = new Float64Array(0);
    for (const t of seq) last = ref.step(t);
    const again = new ReferenceModel(makeWeights(spec, tok.vocabSize));
    let last2: Float64Array = new Float64Array(0);
    for (const t of seq) last2 = again.step(t);
    assert.deepEqual(Array.from(last), Array.from(last2));
    // And the context matters: a different first token changes the last logits.
    again.reset();
    for (const t of [9, ...seq.slice(1)]) last2 = again.step(t);
    assert.notDeepEqual(Array.from(last), Array.from(last2));
  });
});
