// The floor under every page call of ours, measured in the same run as the calls themselves: from
// the OS page, one message on a port to the extension's worker, one executeScript returning a
// constant into the tab's top frame, one message back (the benchmark build's probe,
// browser-extension/src/bench-probe.ts). Anything we spend above it is ours to cut.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { BENCH_PROBE_PORT } from '../../browser-extension/src/bench-probe.ts';
import { DIST, EXTENSION_ID } from '../support/harness.ts';

/** The extension with the probe, built by `npm run bench` (scripts/build.ts --bench-probe). */
export function benchExtensionDir(): string {
  const dir = join(DIST, 'extension-bench');
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`${dir} is missing: run npm run bench, or node --import tsx scripts/build.ts --bench-probe, first`);
  return dir;
}

declare global {
  interface Window {
    /** One probe round trip to tab `tabId`, timed in the OS page, in ms. */
    __echoBenchFloor?: (tabId: number) => Promise<number>;
  }
}

/** Opens the probe's port in the OS page once; `floorFromOs` then times one round trip. */
export async function installFloor(os: Page): Promise<void> {
  await os.evaluate(
    (extensionId, portName) => {
      if (window.__echoBenchFloor) return;
      const port = chrome.runtime.connect(extensionId, { name: portName });
      const waiting = new Map<number, (r: { value?: unknown; error?: string }) => void>();
      port.onMessage.addListener((r: { id: number; value?: unknown; error?: string }) => waiting.get(r.id)?.(r));
      let next = 0;
      window.__echoBenchFloor = (tabId) =>
        new Promise((resolve, reject) => {
          const id = ++next;
          const start = performance.now();
          waiting.set(id, (r) => {
            const elapsed = performance.now() - start;
            waiting.delete(id);
            if (r.value === 1) resolve(elapsed);
            else reject(new Error(`the floor probe failed: ${r.error ?? JSON.stringify(r.value)}`));
          });
          port.postMessage({ id, tabId });
        });
    },
    EXTENSION_ID,
    BENCH_PROBE_PORT,
  );
}

export function floorFromOs(os: Page, tabId: number): Promise<number> {
  return os.evaluate((t) => window.__echoBenchFloor!(t), tabId);
}
