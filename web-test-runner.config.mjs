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

export default {
  files: ['{apps,browser-bridge,browser-extension,faculties,kernel}/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  plugins: [canonicalizeAsEsm, readabilityAsEsm, ajvAsEsm, esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
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
