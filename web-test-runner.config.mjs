// Unit and component tests, next to the code (*.test.ts), run in Debian's Chromium.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';

// canonicalize ships one CommonJS file (`module.exports = function`); Vite converts it for the
// builds, and this does the same for the test server.
const canonicalizeAsEsm = {
  name: 'canonicalize-as-esm',
  transform(context) {
    if (context.path.includes('/node_modules/canonicalize/lib/canonicalize.js')) {
      return { body: context.body.replace("'use strict';", '').replace('module.exports = function', 'export default function') };
    }
  },
};

// @mozilla/readability is CommonJS too: its index requires two files that each end in
// `module.exports = X`. Served here as the ES modules Vite makes of them for the builds.
const readabilityAsEsm = {
  name: 'readability-as-esm',
  transform(context) {
    const dir = '/node_modules/@mozilla/readability/';
    if (!context.path.includes(dir)) return undefined;
    if (context.path.endsWith(`${dir}index.js`)) {
      return { body: "import Readability from './Readability.js';\nimport isProbablyReaderable from './Readability-readerable.js';\nexport { Readability, isProbablyReaderable };\n" };
    }
    return { body: context.body.replace(/if \(typeof module === "object"\) \{[\s\S]*?module\.exports = (\w+);\s*\}/, 'export default $1;') };
  },
};

// ajv is CommonJS spread over many files (the AgentToolset validates tool arguments with it); the
// builds bundle it through Vite, and this serves it to the test browser as one ES module.
let ajvBundle;
const ajvAsEsm = {
  name: 'ajv-as-esm',
  async serve(context) {
    if (!context.path.endsWith('/node_modules/ajv/dist/ajv.js')) return undefined;
    ajvBundle ??= build({ entryPoints: ['node_modules/ajv/dist/ajv.js'], bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' }).then((r) => r.outputFiles[0].text);
    return { body: await ajvBundle, type: 'js' };
  },
};

// Each test file is served as one bundle of everything it imports. Served module by module, a
// Navi test page asks for some hundreds of files and spends seconds loading for a few hundred
// milliseconds of tests; bundled, the page loads one file. Each file still runs in its own page,
// so no module state is shared between files. esbuild reads CommonJS itself, so the three plugins
// above are needed only for a module that reaches the browser unbundled.
const bundles = new Map();
function bundled(path) {
  if (!bundles.has(path)) {
    // The map is served beside the bundle (not inlined: that would triple what each page parses),
    // so a failing test's stack still names its source lines.
    const out = `.${path}.js`;
    bundles.set(path, build({ entryPoints: [`.${path}`], outfile: out, bundle: true, format: 'esm', platform: 'browser', target: 'es2022', tsconfig: 'tsconfig.json', sourcemap: 'external', write: false, logLevel: 'silent' }).then((r) => ({
      js: `${r.outputFiles.find((f) => f.path.endsWith('.js')).text}\n//# sourceMappingURL=${path.split('/').pop()}.map\n`,
      map: r.outputFiles.find((f) => f.path.endsWith('.map')).text,
    })));
  }
  return bundles.get(path);
}
const testFileAsBundle = {
  name: 'test-file-as-bundle',
  async serve(context) {
    if (context.path.includes('/node_modules/')) return undefined;
    if (context.path.endsWith('.test.ts')) return { body: (await bundled(context.path)).js, type: 'js' };
    if (context.path.endsWith('.test.ts.map') && bundles.has(context.path.slice(0, -4))) return { body: (await bundled(context.path.slice(0, -4))).map, type: 'json' };
    return undefined;
  },
};

// TypeScript for the modules served one by one; a test file's bundle is JavaScript already, and
// transforming it again would cost a second pass and replace its source map with one of itself.
const typescript = esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' });
const transformTypescript = typescript.transform.bind(typescript);
typescript.transform = (context) => (context.path.endsWith('.test.ts') ? undefined : transformTypescript(context));

export default {
  files: ['{apps,browser-bridge,browser-extension,faculties,kernel}/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  plugins: [testFileAsBundle, canonicalizeAsEsm, readabilityAsEsm, ajvAsEsm, typescript],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
