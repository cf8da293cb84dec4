// `npm run package`: the extension as release zips, built for people (no test grants, no test
// OS origins), written to $ECHO_DIST/release/ (or --out DIR):
//   ai-echo-extension-VERSION.zip        load unpacked: keeps the `key`, so its ID is the pinned
//                                        one every OS build names (extension-identity.ts)
//   ai-echo-extension-VERSION-store.zip  upload to the Chrome Web Store: no `key` (the store
//                                        refuses one and assigns the ID); build the OS app for it
//                                        with ECHO_EXTENSION_ID=<the store's ID>
// The OS origins are the defaults (http://127.0.0.1:4870, http://localhost:4870) or
// ECHO_OS_ORIGINS; ECHO_OS_PORT, a test setting, is ignored here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { buildManifest } from '../browser-extension/build-manifest.ts';
import { EXTENSION_ID, osOrigins } from '../browser-extension/extension-identity.ts';
import pkg from '../package.json' with { type: 'json' };

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = resolve(values.out ?? resolve(root, process.env.ECHO_DIST ?? 'dist', 'release'));
/** Fixed file times, so the same sources give the same zip. */
const ZIP_TIME = new Date('2020-01-01T00:00:00Z');

const staging = mkdtempSync(join(tmpdir(), 'echo-package-'));
try {
  const env: NodeJS.ProcessEnv = { ...process.env, ECHO_DIST: staging };
  delete env.ECHO_OS_PORT;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--extension-only'], { cwd: root, stdio: 'inherit', env });
  const built = join(staging, 'extension');
  const files: Record<string, Uint8Array> = {};
  for (const f of readdirSync(built, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(built, f);
    if (f === 'manifest.json' || !statSync(path).isFile()) continue;
    files[f.split('\\').join('/')] = readFileSync(path);
  }
  const origins = osOrigins({ ...(process.env.ECHO_OS_ORIGINS ? { ECHO_OS_ORIGINS: process.env.ECHO_OS_ORIGINS } : {}) });
  mkdirSync(outDir, { recursive: true });
  for (const [suffix, key] of [['', undefined], ['-store', null]] as const) {
    const manifest = buildManifest({ version: pkg.version, osOrigins: origins, ...(key === null ? { key: null } : {}) });
    const zip = zipSync({ ...files, 'manifest.json': new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) }, { level: 9, mtime: ZIP_TIME });
    const file = join(outDir, `ai-echo-extension-${pkg.version}${suffix}.zip`);
    writeFileSync(file, zip);
    console.log(`${file}  (${zip.length} bytes; ${key === null ? 'Chrome Web Store: the store assigns the ID' : `load unpacked: ID ${EXTENSION_ID}`})`);
  }
  console.log(`OS origins allowed to connect: ${origins.join(', ')}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
