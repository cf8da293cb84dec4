// Generates the tiny test models (random weights, deterministic) into generated/models/NAME/:
// a Qwen2-style and a Llama-style decoder, fp32 and q4 (MatMulNBits), with a byte-level BPE
// tokenizer and a ChatML chat template with tools. No model file is ever committed.
//   tsx scripts/gen-tiny-model.ts [--out DIR]
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { modelFiles } from './tiny-model/files.ts';
import { TINY_MODELS } from './tiny-model/spec.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'generated/models' } } });
const out = resolve(import.meta.dirname, '..', values.out!);
const started = performance.now();
let bytes = 0;
for (const spec of TINY_MODELS) {
  for (const [path, content] of modelFiles(spec)) {
    const file = join(out, spec.name, path);
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    bytes += data.byteLength;
    // Unchanged files are left alone, so a rerun does not invalidate caches keyed on mtime.
    if (existsSync(file) && Buffer.compare(readFileSync(file), data) === 0) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}
console.log(`tiny models -> ${out} (${TINY_MODELS.map((m) => m.name).join(', ')}; ${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms)`);
