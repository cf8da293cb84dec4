// Runs the node and e2e test files in parallel lanes. Each lane is a separate build (its own
// ECHO_DIST) answering on its own port block (ECHO_OS_PORT + 0..12), so two Chromiums never share
// a port, a profile or an extension build; within a lane files run one at a time, as before. Files
// are taken longest-first (by size, a fair proxy for their running time) from one queue, so the
// lanes finish together. A file that fails is run again alone once the lanes are done, and the
// summary says so: a failure that repeats fails the run.
//   tsx scripts/test-e2e.ts [--lanes N] [files…]   (default: ECHO_TEST_LANES, else 2 on 2+ cores)
import { spawn, execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, statSync } from 'node:fs';
import { resolve, relative } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { lanes: { type: 'string' } }, allowPositionals: true });

/** Ports between lanes: past one lane's block of 13, clear of the README's MCP ports (4890–4899). */
const LANE_PORT_STEP = 40;
const basePort = Number(process.env.ECHO_OS_PORT ?? 4870);
const baseDist = process.env.ECHO_DIST ?? 'dist';
const lanes = Math.max(1, Number(values.lanes ?? process.env.ECHO_TEST_LANES ?? Math.min(2, availableParallelism())));

function testFiles(): string[] {
  if (positionals.length) return positionals;
  return ['test/node', 'test/e2e'].flatMap((dir) =>
    readdirSync(resolve(root, dir))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  );
}

interface Lane {
  env: NodeJS.ProcessEnv;
  name: string;
}

function laneOf(i: number): Lane {
  // Lane 0 is the build `npm test` already made; the others are built here.
  const env = { ...process.env, ECHO_OS_PORT: String(basePort + i * LANE_PORT_STEP), ECHO_DIST: i === 0 ? baseDist : `${baseDist}-lane${i}` };
  return { env, name: `lane ${i}` };
}

interface Outcome {
  file: string;
  ok: boolean;
  ms: number;
  output: string;
}

function runFile(file: string, lane: Lane): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', file], { cwd: root, env: lane.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => done({ file, ok: code === 0, ms: Date.now() - started, output }));
  });
}

function report(o: Outcome, lane: Lane, note = ''): void {
  process.stdout.write(`\n===== ${o.file} (${lane.name}${note}): ${o.ok ? 'passed' : 'FAILED'} in ${(o.ms / 1000).toFixed(1)} s\n${o.output}`);
}

async function main(): Promise<void> {
  const bySize = testFiles().sort((a, b) => statSync(resolve(root, b)).size - statSync(resolve(root, a)).size);
  const all = Array.from({ length: Math.min(lanes, bySize.length) }, (_, i) => laneOf(i));
  for (const lane of all.slice(1)) {
    console.log(`building ${lane.name}: ECHO_OS_PORT=${lane.env.ECHO_OS_PORT} ECHO_DIST=${lane.env.ECHO_DIST}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--test', '--drift'], { cwd: root, env: lane.env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const queue = [...bySize];
  const outcomes: Outcome[] = [];
  await Promise.all(
    all.map(async (lane) => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const o = await runFile(file, lane);
        report(o, lane);
        outcomes.push(o);
      }
    }),
  );
  // A failure under two lanes' load is run again alone: what fails twice is a failure.
  const retried: Outcome[] = [];
  for (const failed of outcomes.filter((o) => !o.ok)) {
    const again = await runFile(failed.file, all[0]);
    report(again, all[0], ', run again alone');
    retried.push(again);
  }
  const failedTwice = retried.filter((o) => !o.ok);
  console.log(`\n===== ${outcomes.length} test files in ${all.length} lane(s); slowest:`);
  for (const o of [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`  ${(o.ms / 1000).toFixed(1).padStart(6)} s  ${relative(root, resolve(root, o.file))}`);
  for (const o of retried) console.log(`${o.ok ? 'passed when run again alone (flaky under load)' : 'FAILED again'}: ${o.file}`);
  if (failedTwice.length) {
    console.log(`${failedTwice.length} file(s) failed.`);
    process.exitCode = 1;
  } else console.log('all passed.');
}

await main();
