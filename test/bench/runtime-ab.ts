// Two builds of the semantic page runtime, side by side on the same pages: each build's snapshot
// is called in batches, in turn, and timed by the page thread's CPU time (CDP ThreadTime), which
// the other processes of a busy two-core machine do not inflate the way they inflate wall time.
// For a change to the walk, where the benchmark's page-to-page noise hides a few per cent.
//
//   npm run build && cp dist/extension/runtimes/semantic.js /tmp/before.js
//   (make the change) npm run build
//   node --import tsx test/bench/runtime-ab.ts /tmp/before.js dist/extension/runtimes/semantic.js [page ...]
//
// Pages are paths under test/fixtures/web (default: the bench's news page at 1x and 16x, the
// script-heavy app, the generated shop). Run `npm run bench` once first for the generated pages.
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { RUNTIME_GLOBAL } from '../../faculties/semantic-control/protocol.ts';
import { launch, openWeb, threadClock, type ThreadClock } from '../support/harness.ts';

const [before, after, ...pages] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node --import tsx test/bench/runtime-ab.ts BEFORE.js AFTER.js [page ...]');
  process.exit(2);
}
const PAGES = pages.length ? pages : ['bench/news.html', 'bench/news.html?scale=16', 'bench/app.html', 'semantic/build/bench/shop.html'];
const ROUNDS = Number(process.env.AB_ROUNDS ?? 12);
const BATCH = Number(process.env.AB_BATCH ?? 5);
/** Each build under its own global, so both live in one page. */
const GLOBALS = ['__echoRuntimeBefore', '__echoRuntimeAfter'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function compare(page: Page, cpu: ThreadClock): Promise<[number, number]> {
  const batch = (global: string) =>
    page.evaluate(
      async (g, n, origin) => {
        const runtime = (globalThis as unknown as Record<string, { call(m: string, a: unknown, o: string, j: null): Promise<unknown> }>)[g]!;
        for (let i = 0; i < n; i++) await runtime.call('snapshot', {}, origin, null);
      },
      global,
      BATCH,
      new URL(page.url()).origin,
    );
  const times: [number[], number[]] = [[], []];
  for (const g of GLOBALS) await batch(g); // warm both
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always follows the other's garbage.
    for (const i of round % 2 ? [0, 1] : [1, 0]) {
      const start = await cpu();
      await batch(GLOBALS[i]!);
      times[i]!.push(((await cpu()) - start) / BATCH);
    }
  }
  return [median(times[0]), median(times[1])];
}

const env = await launch({});
try {
  const sources = [before, after].map((file, i) => readFileSync(file, 'utf8').replaceAll(RUNTIME_GLOBAL, GLOBALS[i]!));
  console.log(`Page CPU per snapshot, median of ${ROUNDS} batches of ${BATCH}: ${before} (before) and ${after} (after).`);
  console.log('| page | before | after | after/before |\n|---|---|---|---|');
  for (const path of PAGES) {
    const page = await openWeb(env.browser, env.web.origin, path);
    for (const content of sources) await page.addScriptTag({ content });
    const [b, a] = await compare(page, await threadClock(page));
    console.log(`| ${path} | ${b.toFixed(2)} ms | ${a.toFixed(2)} ms | ${(a / b).toFixed(3)}x |`);
    await page.close();
  }
} finally {
  await env.close();
}
