// Builds the `ai-echo-mcp` package (mcp/package.json): mcp/main.ts and everything it imports,
// dependencies included, bundled by esbuild into one ES module, so the bin runs on plain Node
// with nothing to install (docs/decisions/mcp-one-file-bundle.md). Their licence texts go in
// THIRD-PARTY-NOTICES.txt beside it. `--pack DIR` also runs `npm pack` into DIR.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const pkgDir = join(root, 'mcp');
const out = join(pkgDir, 'dist/ai-echo-mcp.js');

/** ws requires these optional native speed-ups inside try/catch; left out, it uses its own JS. */
const OPTIONAL_NATIVE = ['bufferutil', 'utf-8-validate'];

export async function buildMcp(): Promise<string> {
  const result = await build({
    entryPoints: [join(pkgDir, 'main.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: OPTIONAL_NATIVE,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    // Bundled CommonJS (ws, ajv) calls require(); an ES module has none of its own.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as __aiEchoRequire } from 'node:module';\nconst require = __aiEchoRequire(import.meta.url);" },
  });
  writeFileSync(join(pkgDir, 'dist/THIRD-PARTY-NOTICES.txt'), notices(Object.keys(result.metafile.inputs)));
  return out;
}

/** Each bundled package's name, version and licence text. */
function notices(inputs: string[]): string {
  const dirs = new Set<string>();
  for (const input of inputs) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) dirs.add(resolve(root, m[1]!));
  }
  const parts = [...dirs].sort().map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `License: ${pkg.license ?? 'see the package'}`;
    return `${pkg.name}@${pkg.version}\n\n${text}\n`;
  });
  return `ai-echo-mcp bundles these packages:\n\n${parts.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

/** `npm pack` of mcp/ into `dest`; returns the tarball's path. */
export function packMcp(dest: string): string {
  const json = execFileSync('npm', ['pack', pkgDir, '--pack-destination', dest, '--json'], { cwd: root, encoding: 'utf8' });
  const [{ filename }] = JSON.parse(json) as { filename: string }[];
  return join(dest, filename!);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { pack: { type: 'string' } } });
  console.log(`ai-echo-mcp -> ${await buildMcp()}`);
  if (values.pack) {
    if (!existsSync(values.pack)) throw new Error(`--pack ${values.pack}: no such folder`);
    console.log(`ai-echo-mcp package -> ${packMcp(resolve(values.pack))}`);
  }
}
