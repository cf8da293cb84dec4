// The OS app carries the registry's descriptors and types, never Chrome's extension APIs: actions
// reach Chrome only through their context, which only the extension implements. Checked on the
// built bundle, so a stray import that drags an extension module in fails here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DIST } from '../support/harness.ts';

/** Extension-only APIs; `chrome.runtime` stays (the bridge client connects with it). */
const EXTENSION_APIS = /\bchrome\.(scripting|tabs|webNavigation|storage|windows|permissions|debugger|action)\b/g;

describe('the built OS app (dist/os)', () => {
  it('calls no extension-only chrome API', () => {
    const dir = join(DIST, 'os');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    assert.ok(files.length > 0, `no JavaScript under ${dir}: build first`);
    const found: string[] = [];
    for (const f of files) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(EXTENSION_APIS)) found.push(`${f}: ${m[0]}`);
    assert.deepEqual(found, []);
  });

  it('does carry the registry (the check above is not vacuous)', () => {
    const dir = join(DIST, 'os');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    assert.ok(files.some((f) => readFileSync(join(dir, f), 'utf8').includes('browser.semantic.click')));
  });
});
