// CPU profile of the extension's worker and the web page over N semantic clicks (TRACE_RUNS),
// printed as self time per function (top 40): where the JavaScript of the click path goes.
//   node --import tsx test/bench/worker-profile.ts [action] [page] [target's name]
import type { SemanticSnapshot } from '../../faculties/semantic-control/actions/browser-semantic-snapshot.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { EXTENSION_ID, allowChanges, allowOrigins, launch, openOs, openWeb, tabIdOf } from '../support/harness.ts';

const [action = 'browser.semantic.click', path = 'bench/news.html', name = 'Accept all'] = process.argv.slice(2);
const RUNS = Number(process.env.TRACE_RUNS ?? 200);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

function summarise(profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }, label: string): void {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) {
    const t = self.get(n.id) ?? 0;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    if (n.callFrame.functionName === '(idle)') continue;
    total += t;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
  }
  console.log(`\n${label}: ${(total / 1000 / RUNS).toFixed(3)} ms of JS per call (non-idle)`);
  for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(t / 1000 / RUNS).toFixed(4)} ms  ${k}`);
  // Inclusive: a function's own time and its callees' (each call's synchronous part).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<number, number>();
  const inc = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const n = byId.get(id)!;
    const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + inc(c), 0);
    inclusive.set(id, t);
    return t;
  };
  const incByFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    if (!n.callFrame.url.includes('.js')) continue;
    incByFn.set(key, (incByFn.get(key) ?? 0) + inc(n.id));
  }
  console.log(`${label}, inclusive:`);
  for (const [k, t] of [...incByFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(t / 1000 / RUNS).toFixed(4)} ms  ${k}`);
}

const env = await launch({});
try {
  await allowOrigins(env.browser, [env.web.origin]);
  await allowChanges(env.browser, env.web.origin);
  const os = await openOs(env.browser, env.os.origin);
  const web = await openWeb(env.browser, env.web.origin, path);
  const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
  const snap = (await os.evaluate((t) => window.aiEcho.bridge.invoke('browser.semantic.snapshot', { tabId: t }), tabId)) as SemanticSnapshot;
  const line = parseOutline(snap.frames.map((f) => f.outline).join('\n')).find((l) => l.name === name && l.fingerprint);
  if (!line?.fingerprint) throw new Error(`no "${name}"`);
  const target = { fingerprint: line.fingerprint };
  const input: Record<string, unknown> = action === 'browser.semantic.snapshot' ? { tabId } : { tabId, target };
  const swTarget = await env.browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${EXTENSION_ID}/`));
  const sw = await swTarget.createCDPSession();
  const pg = await web.createCDPSession();
  const osCdp = await os.createCDPSession();
  for (const s of [sw, pg, osCdp]) {
    await s.send('Profiler.enable');
    await s.send('Profiler.setSamplingInterval', { interval: 50 });
    await s.send('Profiler.start');
  }
  await os.evaluate(
    async (a, inp, n) => {
      for (let i = 0; i < n; i++) await window.aiEcho.bridge.invoke(a, inp, { timeoutMs: 60_000 });
    },
    action,
    input,
    RUNS,
  );
  summarise((await sw.send('Profiler.stop')).profile as never, 'worker');
  summarise((await pg.send('Profiler.stop')).profile as never, 'web page');
  summarise((await osCdp.send('Profiler.stop')).profile as never, 'OS page');
} finally {
  await env.close();
}
