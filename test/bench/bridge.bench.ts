// Round trip of browser.page.info from the OS page through the extension and back, next to the
// floors measured in the same run: a bare port round trip (ping) and a bare executeScript of an
// empty function from an extension page. Target: page.info within 1.5x the executeScript floor.
import { summarize, printTable } from '../support/stats.ts';
import { allowOrigins, extensionPage, launch, openOs, openWeb, tabIdOf } from '../support/harness.ts';

const N = Number(process.env.BENCH_N ?? 400);
const WARMUP = 50;

const env = await launch();
try {
  await allowOrigins(env.browser, [env.web.origin]);
  await openWeb(env.browser, env.web.origin, 'frame.html');
  const os = await openOs(env.browser, env.os.origin);
  const tabId = await tabIdOf(os, `${env.web.origin}/frame.html`);
  const ext = await extensionPage(env.browser);

  const ping = await os.evaluate(async (n, w) => {
    const out: number[] = [];
    for (let i = 0; i < n + w; i++) {
      const t = performance.now();
      await window.aiEcho.bridge.ping();
      if (i >= w) out.push(performance.now() - t);
    }
    return out;
  }, N, WARMUP);

  const exec = await ext.evaluate(async (n, w, id) => {
    const out: number[] = [];
    for (let i = 0; i < n + w; i++) {
      const t = performance.now();
      await chrome.scripting.executeScript({ target: { tabId: id }, func: () => undefined });
      if (i >= w) out.push(performance.now() - t);
    }
    return out;
  }, N, WARMUP, tabId);

  const info = await os.evaluate(async (n, w, id) => {
    const out: number[] = [];
    for (let i = 0; i < n + w; i++) {
      const t = performance.now();
      await window.aiEcho.bridge.invoke('browser.page.info', { tabId: id });
      if (i >= w) out.push(performance.now() - t);
    }
    return out;
  }, N, WARMUP, tabId);

  const floor = summarize(exec);
  const rows = [
    ['floor: port round trip (ping)', summarize(ping)],
    ['floor: executeScript(empty fn)', floor],
    ['browser.page.info from OS page', summarize(info)],
  ] as const;
  console.log(`bridge round trips, ms (n=${N} each after ${WARMUP} warm-up, one run)`);
  printTable(
    ['what', 'median', 'p95', 'median / executeScript floor'],
    rows.map(([name, s]) => [name, s.median, s.p95, `${(s.median / floor.median).toFixed(2)}x`]),
  );
  const ratio = summarize(info).median / floor.median;
  const composite = summarize(ping).median + floor.median;
  console.log(`target: page.info median within 1.5x of the executeScript floor -> ${ratio.toFixed(2)}x (${ratio <= 1.5 ? 'met' : 'NOT met'})`);
  // The OS page cannot call executeScript itself: any such path pays one port hop as well.
  console.log(`for reference: port hop + executeScript floor = ${composite.toFixed(2)} ms -> page.info is ${(summarize(info).median / composite).toFixed(2)}x of it`);
  console.log('(performance.now() is coarsened to 0.1 ms in these pages)');
} finally {
  await env.close();
}
