// Runs the node and e2e test files in parallel lanes. Each lane is a separate build (its own
// ECHO_DIST) answering on its own port block (ECHO_OS_PORT + 0..12), so two Chromiums never share
// a port, a profile or an extension build; within a lane files run one at a time, as before. Files
// are taken longest-first from one queue (by their time in a recent run, scripts/test-durations.json;
// a file not listed there by its size), so the lanes finish together. A file that fails is run
// again alone once the lanes are done, and the summary says so: a failure that repeats fails the run.
//   tsx scripts/test-e2e.ts [--lanes N] [--record] [files…]   (default: ECHO_TEST_LANES, else 2 on 2+ cores)
//   --record writes the times of the files this run ran into scripts/test-durations.json.
import { spawn, execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { connectable } from '../browser-extension/build-manifest.ts';
import { osOrigins } from '../browser-extension/extension-identity.ts';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { lanes: { type: 'string' }, record: { type: 'boolean', default: false } }, allowPositionals: true });

/** Ports between lanes: past one lane's block of 13, clear of the README's MCP ports (4890–4899). */
const LANE_PORT_STEP = 40;
const basePort = Number(process.env.ECHO_OS_PORT ?? 4870);
const baseDist = process.env.ECHO_DIST ?? 'dist';
const lanes = Math.max(1, Number(values.lanes ?? process.env.ECHO_TEST_LANES ?? Math.min(2, availableParallelism())));
const DURATIONS = resolve(root, 'scripts/test-durations.json');

function testFiles(): string[] {
  if (positionals.length) return positionals;
  return ['test/node', 'test/e2e'].flatMap((dir) =>
    readdirSync(resolve(root, dir))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  );
}

/**
 * The files, longest first: by their seconds in the recorded run, and a file the record lacks
 * (new, renamed) by its size at the record's median seconds per byte.
 */
function recorded(): Record<string, number> {
  return existsSync(DURATIONS) ? (JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>) : {};
}

function longestFirst(files: string[]): string[] {
  const seconds = recorded();
  const size = (f: string) => statSync(resolve(root, f)).size;
  const perByte = Object.entries(seconds)
    .filter(([f]) => existsSync(resolve(root, f)))
    .map(([f, s]) => s / size(f))
    .sort((a, b) => a - b);
  const rate = perByte.length ? perByte[Math.floor(perByte.length / 2)]! : 1;
  const estimate = new Map(files.map((f) => [f, seconds[f] ?? size(f) * rate]));
  return [...files].sort((a, b) => estimate.get(b)! - estimate.get(a)!);
}

interface Lane {
  env: NodeJS.ProcessEnv;
  name: string;
}

function laneOf(i: number): Lane {
  // Lane 0 is the build `npm test` already made; the others are copies of it (laneBuild).
  const env = { ...process.env, ECHO_OS_PORT: String(basePort + i * LANE_PORT_STEP), ECHO_DIST: i === 0 ? baseDist : `${baseDist}-lane${i}` };
  return { env, name: `lane ${i}` };
}

/** The files of a build that name lane 0's OS origins, other than the extensions' manifests. */
function portNamedOutsideManifests(dist: string): string[] {
  const origins = osOrigins({ ...process.env, ECHO_OS_PORT: String(basePort) });
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== 'manifest.json' && /\.(js|mjs|html|json|css)$/.test(entry.name) && origins.some((o) => readFileSync(path, 'utf8').includes(o))) found.push(path);
    }
  };
  walk(dist);
  return found;
}

/**
 * Lane N's build. A build names its port only in the extensions' manifests (which OS origins may
 * connect), so lane 0's build is copied and those rewritten for this lane: seconds, not a second
 * build. Should the port ever reach another file, the lane is built from source instead.
 */
function laneBuild(lane: Lane): void {
  const from = resolve(root, baseDist);
  const to = resolve(root, lane.env.ECHO_DIST!);
  const named = portNamedOutsideManifests(from);
  if (named.length) {
    console.log(`building ${lane.name} from source (the port is named in ${relative(root, named[0]!)}): ECHO_OS_PORT=${lane.env.ECHO_OS_PORT} ECHO_DIST=${lane.env.ECHO_DIST}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--test', '--drift'], { cwd: root, env: lane.env, stdio: ['ignore', 'ignore', 'inherit'] });
    return;
  }
  console.log(`${lane.name}: ${relative(root, from)} copied to ${relative(root, to)}, its extensions connectable from ECHO_OS_PORT=${lane.env.ECHO_OS_PORT}`);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const dir of readdirSync(to)) {
    const file = join(to, dir, 'manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { externally_connectable?: { matches: string[] } };
    manifest.externally_connectable = connectable(osOrigins(lane.env));
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
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
  const files = testFiles();
  const all = Array.from({ length: Math.min(lanes, files.length) }, (_, i) => laneOf(i));
  for (const lane of all.slice(1)) laneBuild(lane);
  const queue = longestFirst(files);
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
  if (values.record) {
    const seconds = { ...recorded(), ...Object.fromEntries(outcomes.map((o) => [relative(root, resolve(root, o.file)), Math.round(o.ms / 100) / 10])) };
    const kept = Object.entries(seconds).filter(([f]) => existsSync(resolve(root, f)));
    writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(kept.sort((a, b) => b[1] - a[1])), null, 2)}\n`);
    console.log(`times written to ${relative(root, DURATIONS)}`);
  }
  if (failedTwice.length) {
    console.log(`${failedTwice.length} file(s) failed.`);
    process.exitCode = 1;
  } else console.log('all passed.');
}

await main();
