// The browser calls one bridge request makes in the extension's worker, on a timeline: every
// chrome.* call the worker makes (and crypto.subtle.digest) is wrapped to note when it was asked
// for and when it answered, on the same clock as the OS page's send and receive (timeOrigin +
// now). Shows which calls are serial on a request's path and which overlap: a structural
// measure that a loaded machine does not blur the way it blurs wall time.
//
//   node --import tsx test/bench/worker-trace.ts [action] [page] [target's name]
//
// Default: browser.semantic.click on the bench's news page ("Accept all"), under a site
// allowance, as the benchmark clicks. Needs `npm run build:test` (ECHO_DIST, ECHO_OS_PORT).
import type { SemanticSnapshot } from '../../faculties/semantic-control/actions/browser-semantic-snapshot.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { RUNTIME_GLOBAL, RUNTIME_VERSION } from '../../faculties/semantic-control/protocol.ts';
import { allowChanges, allowOrigins, launch, openOs, openWeb, serviceWorker, tabIdOf } from '../support/harness.ts';

const [action = 'browser.semantic.click', path = 'bench/news.html', name = 'Accept all'] = process.argv.slice(2);
const RUNS = Number(process.env.TRACE_RUNS ?? 15);

interface Mark {
  name: string;
  start: number;
  end: number | null;
}

const env = await launch({});
try {
  await allowOrigins(env.browser, [env.web.origin]);
  await allowChanges(env.browser, env.web.origin);
  const os = await openOs(env.browser, env.os.origin);
  await openWeb(env.browser, env.web.origin, path);
  const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
  const snap = (await os.evaluate((t) => window.aiEcho.bridge.invoke('browser.semantic.snapshot', { tabId: t }), tabId)) as SemanticSnapshot;
  const line = parseOutline(snap.frames.map((f) => f.outline).join('\n')).find((l) => l.name === name && l.fingerprint);
  if (!line?.fingerprint) throw new Error(`no "${name}" in the snapshot`);
  const target = { fingerprint: line.fingerprint };
  const input: Record<string, unknown> = action === 'browser.semantic.snapshot' ? { tabId } : { tabId, target };
  await os.evaluate((t, tg) => window.aiEcho.bridge.invoke('browser.semantic.scroll', { tabId: t, target: tg, to: 'intoView' }), tabId, target);

  const worker = await serviceWorker(env.browser);
  await worker.evaluate('globalThis.__name = (f) => f;'); // tsx's keepNames (see harness newPage)
  await worker.evaluate(() => {
    const g = globalThis as unknown as { __trace: Mark[]; __traced?: boolean };
    if (g.__traced) return;
    g.__traced = true;
    g.__trace = [];
    const now = () => performance.timeOrigin + performance.now();
    const wrap = (owner: Record<string, unknown>, key: string, name: string) => {
      const original = owner[key] as (...args: unknown[]) => unknown;
      if (typeof original !== 'function') return;
      owner[key] = function (this: unknown, ...args: unknown[]) {
        const mark: Mark = { name, start: now(), end: null };
        g.__trace.push(mark);
        const out = original.apply(this, args);
        if (out && typeof (out as Promise<unknown>).then === 'function') {
          (out as Promise<unknown>).then(
            () => (mark.end = now()),
            () => (mark.end = now()),
          );
        } else mark.end = mark.start;
        return out;
      };
    };
    const c = chrome as unknown as Record<string, Record<string, unknown>>;
    for (const [ns, keys] of Object.entries({
      tabs: ['get', 'query'],
      scripting: ['executeScript'],
      webNavigation: ['getFrame', 'getAllFrames'],
      permissions: ['contains'],
    })) {
      for (const k of keys) wrap(c[ns]!, k, `${ns}.${k}`);
    }
    for (const area of ['local', 'session'] as const) {
      const storage = chrome.storage[area] as unknown as Record<string, unknown>;
      // The storage areas' methods live on their prototype.
      for (const k of ['get', 'set', 'remove']) {
        const bound = (storage[k] as (...a: unknown[]) => unknown).bind(storage);
        storage[k] = bound;
        wrap(storage, k, `storage.${area}.${k}`);
      }
    }
    wrap(crypto.subtle as unknown as Record<string, unknown>, 'digest', 'crypto.digest');
  });

  let last: { sent: number; got: number; marks: Mark[] } | null = null;
  const totals: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await worker.evaluate(() => ((globalThis as unknown as { __trace: Mark[] }).__trace.length = 0));
    const [sent, got] = await os.evaluate(
      async (a, inp) => {
        const s = performance.timeOrigin + performance.now();
        await window.aiEcho.bridge.invoke(a, inp, { timeoutMs: 60_000 });
        return [s, performance.timeOrigin + performance.now()];
      },
      action,
      input,
    );
    await new Promise((r) => setTimeout(r, 50));
    const marks = await worker.evaluate(() => (globalThis as unknown as { __trace: Mark[] }).__trace.slice());
    totals.push(got - sent);
    // The fastest run shows the structure with the least of the machine's load in it.
    if (!last || got - sent < last.got - last.sent) last = { sent, got, marks };
  }
  // Chrome's own cost of one executeScript into this tab, from the worker, for comparison: of a
  // constant, and of the page runtime's own call the request makes (the same arguments).
  const [constant, direct] = await worker.evaluate(
    async (t, inp, a, global, version) => {
      const mean = async (func: (...args: never[]) => unknown, args: unknown[]) => {
        let sum = 0;
        for (let i = 0; i < 40; i++) {
          const s = performance.now();
          await chrome.scripting.executeScript({ target: { tabId: t, frameIds: [0] }, func: func as (...a: unknown[]) => unknown, args } as chrome.scripting.ScriptInjection<unknown[], unknown>);
          sum += performance.now() - s;
        }
        return sum / 40;
      };
      const call = (g: string, v: string, method: string, args: unknown, origin: string, judged: unknown) => {
        const runtime = (globalThis as Record<string, unknown>)[g] as { version: string; call(...a: unknown[]): unknown } | undefined;
        return runtime?.version === v ? runtime.call(method, args, origin, judged) : { missing: true };
      };
      const origin = (await chrome.tabs.get(t)).url!.split('/').slice(0, 3).join('/');
      const method = a.replace(/^browser\.semantic\./, '');
      const { tabId: _t, ...args } = inp as Record<string, unknown>;
      const judged = 'target' in args ? { target: args.target } : null;
      return [await mean(() => 1, []), await mean(call as never, [global, version, method, args, origin, judged])];
    },
    tabId,
    input,
    action,
    RUNTIME_GLOBAL,
    RUNTIME_VERSION,
  );
  const { sent, got, marks } = last!;
  console.log(`From the worker straight to the page (mean of 40): executeScript of a constant ${constant.toFixed(2)} ms; of the runtime's own call ${direct.toFixed(2)} ms.`);
  const sorted = [...totals].sort((a, b) => a - b);
  const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))]!.toFixed(2);
  console.log(`${action} on ${path}: ${totals.length} round trips, fastest ${q(0)} ms, quartile ${q(0.25)} ms, median ${q(0.5)} ms; the fastest one's browser calls (ms from the OS page's send):`);
  for (const m of marks) {
    const end = m.end === null ? 'never' : (m.end - sent).toFixed(2);
    console.log(`  ${(m.start - sent).toFixed(2).padStart(7)} -> ${end.padStart(7)}  ${m.name}`);
  }
  console.log(`  ${(got - sent).toFixed(2).padStart(7)}             answer in the OS page`);
} finally {
  await env.close();
}
