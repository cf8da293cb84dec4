// Builds both halves from one checkout: validators, the OS app, the extension and its manifest.
// The extension asks for site access site by site; `--test` builds it with every site granted at
// install instead (what a person grants by prompt, which automation cannot reach), and
// `--grant-origin ORIGIN` (repeatable) grants only that origin (`npm start`'s fixture shop).
// `--drift` also builds dist/extension-drift from test/fixtures/drift-registry.ts, for the test
// that proves a half-rebuilt install is detected.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { ICON_SIZES, buildManifest } from '../browser-extension/build-manifest.ts';
import { osOrigins } from '../browser-extension/extension-identity.ts';
import pkg from '../package.json' with { type: 'json' };

const { values } = parseArgs({
  options: {
    drift: { type: 'boolean', default: false },
    'extension-only': { type: 'boolean', default: false },
    // Both halves, without the test fixtures and the test models (npm run package).
    release: { type: 'boolean', default: false },
    test: { type: 'boolean', default: false },
    'grant-origin': { type: 'string', multiple: true, default: [] },
  },
});
// `<all_urls>`, not every http(s) site: Chrome's captureVisibleTab (the approval pictures) needs exactly it.
const grantedAtInstall = values.test ? ['<all_urls>'] : values['grant-origin'].map((o) => `${new URL(o).origin}/*`);
const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.ECHO_DIST ?? 'dist');

function genValidators(registry: string, out: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-validators.ts', '--registry', registry, '--out', out], { cwd: root, stdio: 'inherit' });
}

/**
 * Page runtimes (browser-extension/runtimes/NAME.ts) are injected with
 * chrome.scripting.executeScript({files}), which runs classic scripts: each is bundled alone as
 * an IIFE, with no imports left.
 */
async function buildRuntimes(outDir: string): Promise<void> {
  const dir = resolve(root, 'browser-extension/runtimes');
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const name = file.replace(/\.ts$/, '');
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir: resolve(outDir, 'runtimes'),
        emptyOutDir: false,
        minify: false,
        target: 'chrome120',
        lib: { entry: resolve(dir, file), formats: ['iife'], name: `__aiEchoRuntime_${name.replace(/\W/g, '_')}`, fileName: () => `${name}.js` },
      },
    });
  }
}

async function buildExtension(dir: string, version: string): Promise<void> {
  process.env.ECHO_EXTENSION_DIR = dir;
  await build({ configFile: resolve(root, 'vite.config.ts'), mode: 'extension', logLevel: 'warn' });
  await buildRuntimes(resolve(dist, dir));
  mkdirSync(resolve(dist, dir, 'icons'), { recursive: true });
  for (const n of ICON_SIZES) copyFileSync(resolve(root, `browser-extension/icons/icon-${n}.png`), resolve(dist, dir, `icons/icon-${n}.png`));
  const manifest = buildManifest({ version, osOrigins: osOrigins(), grantedAtInstall });
  writeFileSync(resolve(dist, dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`extension -> ${resolve(dist, dir)} (OS origins: ${osOrigins().join(', ')}${grantedAtInstall.length ? `; granted at install: ${grantedAtInstall.join(', ')}` : ''})`);
}

// ---- The Navi's model engine (kernel/navi-webgpu) ----
// onnxruntime-web's wasm, of the exact version transformers.js pins, served by the OS itself (never
// a CDN); and the generated tiny test models (scripts/gen-tiny-model.ts), when present, at /models/.
function copyNaviAssets(osDir: string): void {
  const ortDist = resolve(root, 'node_modules/onnxruntime-web/dist');
  mkdirSync(resolve(osDir, 'ort'), { recursive: true });
  for (const f of ['ort-wasm-simd-threaded.asyncify.mjs', 'ort-wasm-simd-threaded.asyncify.wasm']) copyFileSync(resolve(ortDist, f), resolve(osDir, 'ort', f));
  const models = resolve(root, 'generated/models');
  if (existsSync(models) && !values.release) cpSync(models, resolve(osDir, 'models'), { recursive: true });
}
// ---- end of the Navi step ----

genValidators('faculties/registry.ts', 'generated/validators.js');
if (!values['extension-only']) {
  await build({ configFile: resolve(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  // AI Echo's status links the maintenance guide: ship it with the OS app.
  mkdirSync(resolve(dist, 'os/docs/guide'), { recursive: true });
  copyFileSync(resolve(root, 'docs/guide/maintenance.md'), resolve(dist, 'os/docs/guide/maintenance.md'));
  console.log(`os -> ${resolve(dist, 'os')}`);
  copyNaviAssets(resolve(dist, 'os'));
}
await buildExtension('extension', pkg.version);

if (values.drift) {
  genValidators('test/fixtures/drift-registry.ts', 'generated/drift/validators.js');
  process.env.ECHO_SWAP_REGISTRY = resolve(root, 'test/fixtures/drift-registry.ts');
  process.env.ECHO_SWAP_VALIDATORS = resolve(root, 'generated/drift/validators.js');
  await buildExtension('extension-drift', pkg.version);
  delete process.env.ECHO_SWAP_REGISTRY;
  delete process.env.ECHO_SWAP_VALIDATORS;
}

if (!values['extension-only'] && !values.release) {
  // The semantic e2e fixtures that need React or Lit, bundled from node_modules (the test browser has no network).
  await (await import('../test/fixtures/build-semantic-fixtures.ts')).buildSemanticFixtures();
  // The WebMCP fixture shop (React 19, development build for StrictMode), likewise.
  await (await import('../test/fixtures/build-shop.ts')).buildShop();
}
