// Profiles the runtime's snapshot in the page's main world on one page.
import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { serveStatic } from '/work/wt-snap/test/support/static-server.ts';
const root = '/work/wt-snap';
const file = process.argv[2] ?? 'semantic/build/bench/shop.html';
const runtime = readFileSync(`${root}/${process.env.RT ?? '.prof/new-semantic.js'}`, 'utf8');
const server = await serveStatic(`${root}/test/fixtures/web`, 4997);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'], defaultViewport: { width: 1280, height: 800 } });
const page = await browser.newPage();
await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
await page.goto(`${server.origin}/${file}`);
await page.addScriptTag({ content: runtime });
const args = JSON.parse(process.env.ARGS ?? '{"maxElements":12000,"maxBytes":800000}');
const times = await page.evaluate(async (a) => {
  const rt = (globalThis as any).__aiEchoSemanticRuntime;
  const t: number[] = [];
  let r: any;
  for (let i = 0; i < 7; i++) { const s = performance.now(); r = await rt.call('snapshot', a, location.origin); t.push(performance.now() - s); }
  return { t, listed: r.ok ? r.value.listed : r, interactive: r.value?.interactive, bytes: r.value?.outline.length, els: document.getElementsByTagName('*').length };
}, args);
console.log(JSON.stringify(times)); if (process.env.SHOW) console.log(await page.evaluate(async (a) => { const r = await (globalThis as any).__aiEchoSemanticRuntime.call("snapshot", a, location.origin); return r.ok ? r.value.outline : JSON.stringify(r); }, args));
if (process.env.PROFILE) {
  const client = await page.createCDPSession();
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 100 });
  await client.send('Profiler.start');
  await page.evaluate(async (a) => { const rt = (globalThis as any).__aiEchoSemanticRuntime; for (let i = 0; i < 5; i++) await rt.call('snapshot', a, location.origin); }, args);
  const { profile } = await client.send('Profiler.stop');
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => { const n = byId.get(id)!; const k = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), 'ms', ((100 * v) / total).toFixed(1).padStart(5), '%', k);
}
await browser.close();
await server.close();
