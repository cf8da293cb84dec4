// The hand-written docs name files and tests; this keeps those names true. Every backticked file
// name in the docs must be a file of the repository (by its path, or by the end of one), every
// test quoted after a test file must be a test of that file, and docs/capabilities.md must list
// every action of the registry.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REGISTRY } from '../../faculties/registry.ts';
import { ROOT } from '../support/harness.ts';

const DOCS = ['README.md', 'CONTRIBUTING.md', 'docs/architecture.md', 'docs/security-model.md', 'docs/capabilities.md'];
const FILE_NAME = /`([\w@./-]+\.(?:ts|mjs|cjs|js|md|html|json))`/g;
/** Names the docs use for files that are made, not kept (build outputs, generated code), and the
 * MCP clients' own configuration files that the README's snippets go into. */
const MADE = /^(dist|generated|out)\//;
const CLIENT_CONFIG = new Set(['claude_desktop_config.json', '.cursor/mcp.json', '.vscode/mcp.json']);
/** A placeholder segment: `runtimes/NAME.ts`. */
const PLACEHOLDER = /(^|\/)[A-Z]+\./;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);

function resolveName(name: string): string[] {
  // A page runtime is named by what it is built to (`runtimes/semantic.js`), kept as its source.
  const bare = name.replace(/^\.\//, '').replace(/^(runtimes\/[\w-]+)\.js$/, 'browser-extension/$1.ts');
  if (trackedSet.has(bare)) return [bare];
  return tracked.filter((path) => path.endsWith(`/${bare}`));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('docs name only what exists', () => {
  for (const doc of DOCS) {
    it(`every file ${doc} names is in the repository`, () => {
      const missing = [...read(doc).matchAll(FILE_NAME)]
        .map((m) => m[1]!)
        .filter((name) => !MADE.test(name) && !CLIENT_CONFIG.has(name) && !PLACEHOLDER.test(name) && !name.includes('*') && resolveName(name).length === 0);
      assert.deepEqual([...new Set(missing)], [], `${doc} names files that do not exist`);
    });

    it(`every test ${doc} quotes after a test file is a test of that file`, () => {
      const wrong: string[] = [];
      for (const line of read(doc).split('\n')) {
        // A test file named in backticks, then the quoted test names up to the next file or cell.
        for (const m of line.matchAll(/`([\w@./-]+\.test\.ts)`([^`|;]*)/g)) {
          const files = resolveName(m[1]!);
          if (files.length === 0) continue; // reported by the test above
          const text = files.map(read).join('\n').replaceAll("\\'", "'");
          for (const q of m[2]!.matchAll(/"([^"]{12,})"/g)) {
            const quoted = q[1]!.replace(/(…|\.\.\.)$/, '').trim();
            if (!text.includes(quoted)) wrong.push(`${m[1]}: "${quoted}"`);
          }
        }
      }
      assert.deepEqual(wrong, [], `${doc} quotes tests that are not in the files it names`);
    });
  }

  it('docs/capabilities.md names every action of the registry', () => {
    const doc = read('docs/capabilities.md');
    const missing = REGISTRY.map((a) => a.name).filter((name) => !doc.includes(`\`${name}\``));
    assert.deepEqual(missing, []);
  });
});
