// One config, two builds: the OS app (default mode) and the MV3 extension (`--mode extension`).
// scripts/build.ts drives both; ECHO_DIST picks the output root and ECHO_SWAP_* lets a test build
// an extension from a different registry (drift).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { extensionIdForOs } from './browser-extension/extension-identity.ts';

const root = import.meta.dirname;

/** Replaces whole modules by absolute path, e.g. the registry for a drift build. */
function swapModules(swaps: Record<string, string>): Plugin {
  return {
    name: 'echo-swap-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !Object.keys(swaps).length) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && swaps[resolved.id] ? swaps[resolved.id] : null;
    },
  };
}

/**
 * Writes every module the build loaded (its whole import graph, before tree-shaking), relative to
 * the repository, to `file`: test/node/os-bundle.test.ts checks that the OS build imports no run.
 */
function recordModuleGraph(file: string): Plugin {
  return {
    name: 'echo-record-module-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()].filter((id) => !id.startsWith('\0')).map((id) => relative(root, id.split('?')[0]!));
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, `${JSON.stringify([...new Set(ids)].sort(), null, 1)}\n`);
    },
  };
}

function swapsFromEnv(): Record<string, string> {
  const swaps: Record<string, string> = {};
  if (process.env.ECHO_SWAP_REGISTRY) swaps[resolve(root, 'faculties/registry.ts')] = resolve(process.env.ECHO_SWAP_REGISTRY);
  if (process.env.ECHO_SWAP_VALIDATORS) swaps[resolve(root, 'generated/validators.js')] = resolve(process.env.ECHO_SWAP_VALIDATORS);
  return swaps;
}

export default defineConfig(({ mode }) => {
  const outRoot = resolve(root, process.env.ECHO_DIST ?? 'dist');
  const plugins = [swapModules(swapsFromEnv())];
  if (mode === 'extension') {
    return {
      root: resolve(root, 'browser-extension'),
      base: './',
      plugins,
      css: { postcss: {} }, // no PostCSS config to search for
      publicDir: false,
      build: {
        outDir: resolve(outRoot, process.env.ECHO_EXTENSION_DIR ?? 'extension'),
        emptyOutDir: true,
        target: 'chrome120',
        modulePreload: false,
        minify: false,
        rollupOptions: {
          // The worker plus every extension page (options, approval, ...) at the top of browser-extension/.
          input: {
            'service-worker': resolve(root, 'browser-extension/src/service-worker.ts'),
            ...Object.fromEntries(
              readdirSync(resolve(root, 'browser-extension'))
                .filter((f) => f.endsWith('.html'))
                .map((f) => [f.replace(/\.html$/, ''), resolve(root, 'browser-extension', f)]),
            ),
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
        },
      },
    };
  }
  return {
    root,
    plugins: [...plugins, recordModuleGraph(resolve(outRoot, 'os-modules.json'))],
    css: { postcss: {} },
    define: { __ECHO_EXTENSION_ID__: JSON.stringify(extensionIdForOs()) },
    server: { port: Number(process.env.ECHO_OS_PORT ?? 4870), strictPort: true, host: '127.0.0.1' },
    build: { outDir: resolve(outRoot, 'os'), emptyOutDir: true, target: 'es2022' },
    // The Navi's model worker (kernel/navi-webgpu) imports transformers.js with code splitting.
    worker: { format: 'es' as const },
  };
});
