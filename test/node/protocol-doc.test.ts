// docs/protocol.md is generated from the protocol and error modules; it never drifts from them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ERROR_CODES } from '../../browser-bridge/errors.ts';
import { renderProtocolMarkdown } from '../../scripts/protocol-doc.ts';
import { ROOT } from '../support/harness.ts';

describe('docs/protocol.md', () => {
  it('is what `npm run docs` generates from browser-bridge/protocol.ts and errors.ts (run it after changing either)', () => {
    assert.equal(readFileSync(join(ROOT, 'docs/protocol.md'), 'utf8'), renderProtocolMarkdown());
  });

  it('lists every error code and every frame type', () => {
    const doc = renderProtocolMarkdown();
    for (const code of ERROR_CODES) assert.ok(doc.includes(`\`${code}\``), code);
    for (const type of ['hello', 'describe', 'ping', 'invoke', 'control', 'described', 'pong', 'result', 'event', 'error']) assert.ok(doc.includes(`### \`${type}\``) || doc.includes(`\`${type}\` /`) || doc.includes(`/ \`${type}\``), type);
  });
});
