// A/B: two runtime bundles on the same page, alternating, in the main world.
import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { serveStatic } from '/work/wt-snap/test/support/static-server.ts';
const [a, b, file] = [process.argv[2]!, process.argv[3]!, process.argv[4] ?? 'semantic/build/bench/large.html'];
const server = await serveStatic('/work/wt-snap/test/fixtures/web', 4995);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'], defaultViewport: { width: 1280, height: 800 } });
async function load(bundle: string) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.goto(`${server.origin}/${file}`);
  await page.addScriptTag({ content: readFileSync(bundle, 'utf8') });
  return page;
}
const pa = await load(a); const pb = await load(b);
const run = (p: typeof pa) => p.evaluate(async () => { const rt = (globalThis as any).__aiEchoSemanticRuntime; const s = performance.now(); const r = await rt.call('snapshot', { maxElements: 12000, maxBytes: 800000 }, location.origin); return [performance.now() - s, r.ok ? r.value.interactive : -1]; });
async function cpu(p: typeof pa, n: number) {
  const c = await p.createCDPSession(); await c.send('Performance.enable');
  const get = async () => Object.fromEntries((await c.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await get(); for (let i = 0; i < n; i++) await run(p); const after = await get();
  return ((after.ThreadTime - before.ThreadTime) * 1000) / n;
}
const ca: number[] = []; const cb: number[] = [];
for (let i = 0; i < 3; i++) { ca.push(await cpu(pa, 3)); cb.push(await cpu(pb, 3)); }
console.log(`CPU ms per snapshot: A ${ca.map((x) => x.toFixed(0)).join(' ')} | B ${cb.map((x) => x.toFixed(0)).join(' ')}`);
const ta: number[] = []; const tb: number[] = []; let ia = 0, ib = 0;
for (let i = 0; i < Number(process.env.N ?? 3); i++) { const x = await run(pa); ta.push(x[0]); ia = x[1]; const y = await run(pb); tb.push(y[0]); ib = y[1]; }
const med = (t: number[]) => [...t].sort((p, q) => p - q)[t.length >> 1]!;
const min = (t: number[]) => Math.min(...t);
console.log(`${file}: A med ${med(ta).toFixed(1)} min ${min(ta).toFixed(1)} (${ia} controls) | B med ${med(tb).toFixed(1)} min ${min(tb).toFixed(1)} (${ib}) | B/A ${(med(tb) / med(ta)).toFixed(2)}`);
await browser.close(); await server.close();
