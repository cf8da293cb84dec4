// Checks that need no browser: the reference docs match `npm run manifest`, the built extension
// manifest asks for what it should and nothing more, and the two halves import each other only
// through the shared modules.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { renderMarkdown, manifestOutput } from '../../scripts/manifest.ts';
import { DIST, ROOT } from '../support/harness.ts';

describe('npm run manifest', () => {
  it('prints every tool with its full JSON Schema, without a browser', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/manifest.ts', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const parsed = JSON.parse(out) as { manifestHash: string; tools: { name: string; inputSchema: { type: string } }[] };
    assert.match(parsed.manifestHash, /^[0-9a-f]{64}$/);
    assert.ok(parsed.tools.some((t) => t.name === 'browser.tabs.list'));
    for (const t of parsed.tools) assert.equal(t.inputSchema.type, 'object', t.name);
  });

  it('docs/reference/tools.md is what `npm run docs` generates (run it after changing an action)', async () => {
    const { descriptors, hash } = await manifestOutput();
    const onDisk = readFileSync(join(ROOT, 'docs/reference/tools.md'), 'utf8');
    assert.equal(onDisk, renderMarkdown(descriptors, hash));
  });
});

describe('built extension manifest', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'extension/manifest.json'), 'utf8')) as {
    permissions: string[];
    optional_permissions?: string[];
    key: string;
    externally_connectable: { matches: string[] };
    background: { service_worker: string; type: string };
  };

  it('never requests the debugger permission', () => {
    assert.ok(!manifest.permissions.includes('debugger'));
    assert.ok(!(manifest.optional_permissions ?? []).includes('debugger'));
  });

  it('pins its ID with a key and lists only the OS origins as externally connectable', () => {
    assert.ok(manifest.key.length > 300);
    assert.ok(manifest.externally_connectable.matches.length > 0);
    for (const m of manifest.externally_connectable.matches) assert.match(m, /^http:\/\/(127\.0\.0\.1|localhost):\d+\/\*$/);
    assert.equal(manifest.background.type, 'module');
    assert.ok(existsSync(join(DIST, 'extension', manifest.background.service_worker)));
  });

  it('evaluates code in exactly one place: the raw-JS Faculty\'s MAIN-world op (developer mode, exact-hash approval)', () => {
    const dir = join(DIST, 'extension');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    assert.ok(files.length > 0);
    const found: string[] = [];
    for (const f of files) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/\bnew Function\s*\(|[^.\w]eval\s*\(|\bglobalThis\.eval\b/g)) found.push(`${f}: ${m[0].trim()}`);
    }
    // Validators are compiled at build time; the only evaluation left is devjs.evaluate's.
    assert.deepEqual(found.map((x) => x.replace(/^.*: /, '')), ['globalThis.eval'], found.join('\n'));
  });
});

describe('boundaries', () => {
  // The extension and the OS app share code only through the registry and the protocol.
  const SHARED = ['faculties/', 'browser-bridge/', 'generated/'];
  const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"](\.[^'"]+)['"]/gm)].map((m) => resolve(file, '..', m[1]!));
  const filesUnder = (dir: string) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(ROOT, dir, f));

  for (const [side, others] of [
    ['browser-extension', ['apps/', 'kernel/']],
    ['apps', ['browser-extension/', 'mcp/']],
    ['kernel', ['browser-extension/', 'mcp/']],
    // The MCP process relays to the OS page; it never runs the page's or the extension's code.
    ['mcp', ['apps/', 'browser-extension/src/', 'browser-extension/runtimes/']],
  ] as const) {
    it(`${side} does not import ${others.join(' or ')}`, () => {
      for (const file of filesUnder(side)) {
        for (const target of importsOf(file)) {
          const rel = relative(ROOT, target);
          assert.ok(!others.some((o) => rel.startsWith(o)), `${relative(ROOT, file)} imports ${rel}`);
        }
      }
    });
  }

  it('the shared modules import nothing from either half', () => {
    for (const dir of ['faculties', 'browser-bridge']) {
      for (const file of filesUnder(dir)) {
        for (const target of importsOf(file)) {
          const rel = relative(ROOT, target);
          assert.ok(SHARED.some((s) => rel.startsWith(s)), `${relative(ROOT, file)} imports ${rel}`);
        }
      }
    }
  });
});
