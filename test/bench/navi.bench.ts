// The Navi's model engine: load time, first-token latency (cold and warm) and decode tokens/s on
// WebGPU and on wasm, next to the same ONNX file run directly on onnxruntime-web in the same run
// (the library's own floor). Takes a model folder (default: the generated tiny Qwen2-style model):
//   npm run bench -- navi            or   tsx test/bench/navi.bench.ts /path/to/model-folder
// The folder is served by the OS origin for the run, like any served model folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { launch, openOs, DIST, ROOT } from '../support/harness.ts';
import { printTable } from '../support/stats.ts';
import { WEBGPU_FLAGS } from '../e2e/navi-support.ts';

const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
const folder = resolve(arg ?? join(ROOT, 'generated/models/tiny-qwen2'));
const NEW_TOKENS = Number(process.env.BENCH_NEW_TOKENS ?? 32);
if (!arg && !existsSync(join(folder, 'config.json'))) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-tiny-model.ts'], { cwd: ROOT, stdio: 'inherit' });
if (!existsSync(join(folder, 'config.json'))) throw new Error(`${folder} has no config.json: not a model folder`);

const link = join(DIST, 'os/models/__bench__');
mkdirSync(join(DIST, 'os/models'), { recursive: true });
rmSync(link, { recursive: true, force: true });
symlinkSync(folder, link, 'dir');

const PROMPT = '<|im_start|>system\nYou are the Navi, the agent of AI Echo.<|im_end|>\n<|im_start|>user\nWhat tabs are open? List them with their titles and say which one I used last.<|im_end|>\n<|im_start|>assistant\n';

type Row = (string | number)[];
const rows: Row[] = [];
const env = await launch({ args: WEBGPU_FLAGS });
try {
  for (const device of ['webgpu', 'wasm'] as const) {
    const os = await openOs(env.browser, env.os.origin);
    const r = await os.evaluate(
      async (d, prompt, n) => {
        const client = window.aiEcho.echo.model.client;
        const t0 = performance.now();
        const info = await client.load({ kind: 'served', path: '/models/__bench__/' }, { device: d, warmup: false });
        const loadMs = performance.now() - t0;
        const ids = await client.tokenize(prompt);
        const cold = await client.generate(ids, n);
        const warm = await client.generate(ids, n);
        const rawCold = await client.rawOrt(ids, n);
        const rawWarm = await client.rawOrt(ids, n);
        return { info, loadMs, promptTokens: ids.length, cold, warm, rawCold, rawWarm, same: JSON.stringify(warm.ids) === JSON.stringify(rawWarm.ids) };
      },
      device,
      PROMPT,
      NEW_TOKENS,
    );
    const tps = (t: { newTokens: number; firstTokenMs: number; totalMs: number }) => (t.newTokens > 1 ? ((t.newTokens - 1) * 1000) / (t.totalMs - t.firstTokenMs) : NaN);
    const label = `${r.info.device.device} ${r.info.device.dtype}`;
    rows.push([label, 'transformers.js (the engine)', r.loadMs, r.cold.timings.firstTokenMs, r.warm.timings.firstTokenMs, tps(r.warm.timings), r.promptTokens]);
    rows.push([label, 'onnxruntime-web direct (floor)', r.rawCold.sessionMs, r.rawCold.timings.firstTokenMs, r.rawWarm.timings.firstTokenMs, tps(r.rawWarm.timings), r.promptTokens]);
    if (!r.same) console.log(`note: ${label}: greedy ids differ between transformers.js and direct onnxruntime-web`);
    console.log(`${device}: ${r.info.device.line}`);
    await os.close();
  }
  console.log(`\nNavi model engine, ${basename(folder)}: ${NEW_TOKENS} new tokens per run, one run each (cold = first generation after load, no warm-up)`);
  printTable(['device', 'runtime', 'load / session ms', 'first token cold ms', 'first token warm ms', 'decode tok/s (warm)', 'prompt tokens'], rows);
  console.log('load for transformers.js = files + tokenizer + session + grammar setup; for the floor = session creation only.');
} finally {
  await env.close();
  rmSync(link, { force: true });
}
