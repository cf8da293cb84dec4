// WebMCP path timings, next to floors measured inside the page in the same run: discovery of 1,
// 50 and 500 registered tools (500 passes the per-frame count limit), hashed, from the OS page
// and back; and one approved invoke of a trivial tool (the approval itself is a person's click
// and is not timed). Target: discovery of 50 tools under 5 ms median.
import type { Page } from 'puppeteer-core';
import { MAX_TOOLS_PER_FRAME } from '../../faculties/webmcp/limits.ts';
import type { WebmcpDiscovery } from '../../faculties/webmcp/types.ts';
import { approved, discover, findTool } from '../e2e/webmcp-support.ts';
import { allowOrigins, launch, openOs, openWeb, tabIdOf } from '../support/harness.ts';
import { printTable, summarize } from '../support/stats.ts';

const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = 20;
const INVOKES = Number(process.env.BENCH_INVOKES ?? 20);

async function timeInOs(os: Page, tabId: number, n: number, w: number): Promise<number[]> {
  return os.evaluate(
    async (id, n, w) => {
      const out: number[] = [];
      for (let i = 0; i < n + w; i++) {
        const t = performance.now();
        await window.aiEcho.bridge.invoke('browser.webmcp.discover', { tabId: id });
        if (i >= w) out.push(performance.now() - t);
      }
      return out;
    },
    tabId,
    n,
    w,
  );
}

async function bareGetTools(page: Page, n: number, w: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n + w; i++) {
    const r = await page.evaluate(() => fx.bareGetTools());
    if (i >= w) out.push(r.ms);
  }
  return out;
}

const env = await launch();
try {
  await allowOrigins(env.browser, [env.web.origin]);
  const os = await openOs(env.browser, env.os.origin);
  const rows: (string | number)[][] = [];
  let fifty = NaN;

  for (const count of [1, 50, 500]) {
    const path = `webmcp/bench.html?tools=${count}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => window.fx !== undefined, { polling: 50 });
    await page.evaluate((c) => fx.registerMany(c), count);
    const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
    const d: WebmcpDiscovery = await discover(os, tabId);
    const listed = d.toolCount;
    const n = count === 500 ? Math.max(20, Math.floor(N / 4)) : N;
    const bare = summarize(await bareGetTools(page, n, WARMUP));
    const full = summarize(await timeInOs(os, tabId, n, WARMUP));
    if (count === 50) fifty = full.median;
    rows.push([`bare getTools(), ${count} tools (in page)`, bare.median, bare.p95, bare.n, '']);
    rows.push([`browser.webmcp.discover, ${count} tools (OS page)`, full.median, full.p95, full.n, `${listed} listed, ${d.excludedCount} excluded`]);
    await page.close();
  }

  // One approved invoke of a trivial tool, per grant (grants are one-use).
  const page = await openWeb(env.browser, env.web.origin, 'webmcp/bench.html?invoke');
  await page.waitForFunction(() => window.fx !== undefined, { polling: 50 });
  await page.evaluate(() => fx.register({ name: 'bench.echo', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }));
  const tabId = await tabIdOf(os, `${env.web.origin}/webmcp/bench.html?invoke`);
  const bareExec: number[] = [];
  for (let i = 0; i < N + WARMUP; i++) {
    const ms = await page.evaluate(() => fx.bareExecute('bench.echo', { q: 'x' }));
    if (i >= WARMUP) bareExec.push(ms);
  }
  const invokes: number[] = [];
  for (let i = 0; i < INVOKES + 2; i++) {
    const { frameId, tool } = findTool(await discover(os, tabId), 'bench.echo');
    const args = { q: `run ${i}` };
    const grantId = await approved(os, env.browser, { tabId, frameId, name: 'bench.echo', descriptorHash: tool.descriptorHash, arguments: args });
    const ms = await os.evaluate(
      async (input) => {
        const t = performance.now();
        await window.aiEcho.bridge.invoke('browser.webmcp.invoke', input);
        return performance.now() - t;
      },
      { grantId, tabId, name: 'bench.echo', descriptorHash: tool.descriptorHash, arguments: args },
    );
    if (i >= 2) invokes.push(ms);
  }
  const be = summarize(bareExec);
  const inv = summarize(invokes);
  rows.push(['bare executeTool(), trivial tool (in page)', be.median, be.p95, be.n, '']);
  rows.push(['browser.webmcp.invoke, approved, trivial tool (OS page)', inv.median, inv.p95, inv.n, 'fresh discovery + checks + dispatch']);

  console.log(`WebMCP path, ms (one run; per-frame tool limit ${MAX_TOOLS_PER_FRAME})`);
  printTable(['what', 'median', 'p95', 'n', 'note'], rows);
  console.log(`target: discovery of 50 tools under 5 ms median -> ${fifty.toFixed(2)} ms (${fifty < 5 ? 'met' : 'NOT met'})`);
  console.log('(performance.now() is coarsened to 0.1 ms in these pages; the approval click is not timed)');
} finally {
  await env.close();
}
