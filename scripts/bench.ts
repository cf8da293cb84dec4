// `npm run bench`: builds, then runs every test/bench/*.bench.ts in turn (each prints its own table),
// then the Navi's task benchmark (test/bench/navi-tasks/run.ts). `npm run bench -- NAME` runs only those
// whose file name contains NAME.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--test'], { cwd: root, stdio: 'inherit' });
const files = readdirSync(resolve(root, 'test/bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .concat('navi-tasks/run.ts')
  .filter((f) => !only.length || only.some((o) => f.includes(o)));
for (const file of files) {
  console.log(`\n## ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', `test/bench/${file}`], { cwd: root, stdio: 'inherit' });
}
