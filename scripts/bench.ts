// `npm run bench`: builds, then runs every test/bench/*.bench.ts in turn (each prints its own table).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
const files = readdirSync(resolve(root, 'test/bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', `test/bench/${file}`], { cwd: root, stdio: 'inherit' });
}
