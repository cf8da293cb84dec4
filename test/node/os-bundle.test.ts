// The OS app carries the registry's specs (descriptors, validators, types), never a run: runs live
// in each Faculty's runs/ and the extension, and reach Chrome through their context, which only the
// extension implements. Checked on what the OS build imported (its module graph, written by the
// build: vite.config.ts, recordModuleGraph) and on the built bundle itself.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DIST } from '../support/harness.ts';

/** Where implementations live: a Faculty's runs and entry point, the Faculties' list, the extension. */
const IMPLEMENTATION = /^(faculties\/[^/]+\/runs\/|faculties\/[^/]+\/activate\.ts$|faculties\/faculties\.ts$|browser-extension\/)/;
/** Extension-only APIs; `chrome.runtime` stays (the bridge client connects with it). */
const EXTENSION_APIS = /\bchrome\.(scripting|tabs|webNavigation|storage|windows|permissions|debugger|action)\b/g;

function osModules(): string[] {
  const file = join(DIST, 'os-modules.json');
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

function osScripts(): { file: string; text: string }[] {
  const dir = join(DIST, 'os');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  assert.ok(files.length > 0, `no JavaScript under ${dir}: build first`);
  return files.map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

describe('the built OS app (dist/os)', () => {
  it('imports no implementation: no run, no Faculty entry point, no extension module', () => {
    assert.deepEqual(osModules().filter((m) => IMPLEMENTATION.test(m)), []);
  });

  it('imports the specs (the check above is not vacuous)', () => {
    const modules = osModules();
    assert.ok(modules.includes('faculties/registry.ts'), 'the registry');
    assert.ok(modules.includes('faculties/semantic-control/actions/browser-semantic-click.ts'), 'a spec');
    assert.ok(modules.some((m) => m.startsWith('apps/')), 'the app');
  });

  it('carries no executeScript and calls no extension-only chrome API', () => {
    const found: string[] = [];
    for (const { file, text } of osScripts()) {
      if (text.includes('executeScript')) found.push(`${file}: executeScript`);
      for (const m of text.matchAll(EXTENSION_APIS)) found.push(`${file}: ${m[0]}`);
    }
    assert.deepEqual(found, []);
  });

  it('does carry the registry (the check above is not vacuous)', () => {
    assert.ok(osScripts().some(({ text }) => text.includes('browser.semantic.click')));
  });
});
