// `npm test`: every check, in the order they depend on each other, and two at once where they do
// not: the type check (one core) runs beside the import rules, the test models and the test build
// (the build regenerates the validators the type check reads, but writes only a change: there is
// none after `gen`). Then the unit tests, then the node and e2e files (scripts/test-e2e.ts).
// Stops at the first step that fails, once the steps beside it have ended.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

const npm = (script: string) => run('npm', ['run', '-s', script]);

async function inOrder(...scripts: string[]): Promise<void> {
  for (const s of scripts) await npm(s);
}

async function main(): Promise<void> {
  await npm('gen');
  const beside = await Promise.allSettled([run('npx', ['tsc', '-p', '.']), inOrder('lint:deps', 'gen:models', 'build:test')]);
  const failed = beside.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  await inOrder('test:unit', 'test:e2e');
}

await main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
