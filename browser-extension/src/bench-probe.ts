// The benchmark's floor, in benchmark builds only (`scripts/build.ts --bench-probe` builds
// dist/extension-bench with it; the store build drops it, test/node/bench-probe.test.ts checks):
// one message from the OS page on a port of its own, one executeScript returning a constant into
// the tab's top frame, one message back. What any page call of ours costs at least: Chrome's own
// messaging and scripting, nothing of ours.

/** The port the OS page opens for the probe (the bridge's own port is another). */
export const BENCH_PROBE_PORT = 'ai-echo-bench-floor';

export interface BenchProbeRequest {
  id: number;
  tabId: number;
}

export type BenchProbeReply = { id: number; value: unknown } | { id: number; error: string };

function isRequest(raw: unknown): raw is BenchProbeRequest {
  if (!raw || typeof raw !== 'object') return false;
  const r = raw as Record<string, unknown>;
  return typeof r.id === 'number' && typeof r.tabId === 'number';
}

/** Answers the probe on `port` (the caller checked its name and that an OS page opened it). */
export function serveBenchProbe(port: chrome.runtime.Port): void {
  port.onMessage.addListener((raw: unknown) => {
    if (!isRequest(raw)) return;
    const reply = (r: BenchProbeReply) => {
      try {
        port.postMessage(r);
      } catch {
        // the benchmark went away
      }
    };
    chrome.scripting.executeScript({ target: { tabId: raw.tabId, frameIds: [0] }, func: () => 1 }).then(
      (results) => reply({ id: raw.id, value: results[0]?.result ?? null }),
      (err: unknown) => reply({ id: raw.id, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
