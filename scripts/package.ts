// `npm run package`: AI Echo as release zips, built for people (no test grants, no test OS
// origins), written to $ECHO_DIST/release/ (or --out DIR):
//   ai-echo-extension-VERSION.zip        load unpacked: keeps the `key`, so its ID is the pinned
//                                        one the OS app names (extension-identity.ts)
//   ai-echo-extension-VERSION-store.zip  upload to the Chrome Web Store: no `key` (the store
//                                        refuses one and assigns the ID)
//   ai-echo-os-VERSION.zip               the OS app with AI Echo: static files to serve on an OS
//                                        origin (http://127.0.0.1:4870 by default)
// The OS app connects to the pinned ID, or to ECHO_EXTENSION_ID (the store's) when it is set. The
// OS origins are the defaults (http://127.0.0.1:4870, http://localhost:4870) or ECHO_OS_ORIGINS;
// ECHO_OS_PORT, a test setting, is ignored here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { zipSync } from 'fflate';
import { buildManifest } from '../browser-extension/build-manifest.ts';
import { extensionIdForOs, osOrigins } from '../browser-extension/extension-identity.ts';
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
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--release'], { cwd: root, stdio: 'inherit', env });
  const files = filesUnder(join(staging, 'extension'));
  delete files['manifest.json'];
  const origins = osOrigins({ ...(process.env.ECHO_OS_ORIGINS ? { ECHO_OS_ORIGINS: process.env.ECHO_OS_ORIGINS } : {}) });
  mkdirSync(outDir, { recursive: true });
  for (const [suffix, key] of [['', undefined], ['-store', null]] as const) {
    const manifest = buildManifest({ version: pkg.version, osOrigins: origins, ...(key === null ? { key: null } : {}) });
    const zip = zipSync({ ...files, 'manifest.json': new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) }, { level: 9, mtime: ZIP_TIME });
    const file = join(outDir, `ai-echo-extension-${pkg.version}${suffix}.zip`);
    writeFileSync(file, zip);
    console.log(`${file}  (${zip.length} bytes; ${key === null ? 'Chrome Web Store: the store assigns the ID' : 'load unpacked: the pinned ID'})`);
  }
  const osZip = zipSync(filesUnder(join(staging, 'os')), { level: 9, mtime: ZIP_TIME });
  const osFile = join(outDir, `ai-echo-os-${pkg.version}.zip`);
  writeFileSync(osFile, osZip);
  console.log(`${osFile}  (${osZip.length} bytes; connects to extension ${extensionIdForOs()})`);
  console.log(`OS origins allowed to connect: ${origins.join(', ')}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}

function filesUnder(dir: string): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, f);
    if (statSync(path).isFile()) files[f.split('\\').join('/')] = readFileSync(path);
  }
  return files;
}
