// The benchmark's floor probe (browser-extension/src/bench-probe.ts) is compiled only into the
// benchmark's own extension (dist/extension-bench): the store build must not carry it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PORT_NAME } from '../../browser-bridge/protocol.ts';
import { BENCH_PROBE_PORT } from '../../browser-extension/src/bench-probe.ts';
import { DIST } from '../support/harness.ts';

function worker(dir: string): string {
  const file = join(DIST, dir, 'service-worker.js');
  assert.ok(existsSync(file), `${file} is missing: build first`);
  return readFileSync(file, 'utf8');
}

describe('the benchmark probe', () => {
  it('is not in the store build (dist/extension)', () => {
    const code = worker('extension');
    assert.ok(code.includes(PORT_NAME), 'the file checked is the bridge worker');
    assert.ok(!code.includes(BENCH_PROBE_PORT), 'the store build answers the floor probe');
    assert.ok(!code.includes('serveBenchProbe'));
  });

  it('is in the benchmark build (dist/extension-bench), when one was built', (t) => {
    if (!existsSync(join(DIST, 'extension-bench'))) return t.skip('no benchmark build (npm run bench makes one)');
    assert.ok(worker('extension-bench').includes(BENCH_PROBE_PORT));
  });
});
