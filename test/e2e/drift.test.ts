// A half-rebuilt install: the extension was built from a registry that differs from the OS
// build's. The client must notice in hello, adopt the extension's list and tell its subscribers.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { askInUi } from '../support/approver.ts';
import { DIST, allowOrigins, invokeFromOs, launch, openOs, type Env } from '../support/harness.ts';

describe('manifest drift', () => {
  let env: Env;

  before(async () => {
    env = await launch({ extensionDir: join(DIST, 'extension-drift') });
    await allowOrigins(env.browser, [env.web.origin]);
  });
  after(() => env?.close());

  it('flags manifestInSync: false, adopts the extension descriptors and emits manifest-changed', async () => {
    const os = await openOs(env.browser, env.os.origin);
    const seen = await os.evaluate(async () => {
      const bridge = await window.aiEcho.createBridge();
      const changes: { names: string[]; hash: string }[] = [];
      bridge.on('manifest-changed', (e) => changes.push({ names: e.descriptors.map((d) => d.name), hash: e.manifestHash }));
      const before = bridge.descriptors().map((d) => d.name);
      await bridge.connect();
      await new Promise((r) => setTimeout(r, 200));
      const status = bridge.status();
      const after = bridge.descriptors().map((d) => d.name);
      bridge.close();
      return { before, after, changes, status };
    });
    assert.equal(seen.status.manifestInSync, false);
    assert.notEqual(seen.status.remoteManifestHash, seen.status.localManifestHash);
    assert.match(seen.status.message, /different action registry/);
    assert.ok(seen.before.includes('browser.tabs.list'), 'the OS build has tabs.list');
    assert.deepEqual(seen.after, ['browser.page.info', 'echo.allowlist.get'], 'adopted the list the browser really has');
    assert.equal(seen.changes.length, 1);
    assert.deepEqual(seen.changes[0]!.names, seen.after);
    assert.equal(seen.changes[0]!.hash, seen.status.remoteManifestHash);
  });

  it("refreshes the Navi's tool list on manifest-changed: AI Echo shows the drift and the Navi stops offering what the browser lacks", async () => {
    const os = await openOs(env.browser, env.os.origin);
    await os.waitForFunction(() => window.aiEcho.echo.state.bridge.get()?.manifestInSync === false, { timeout: 10_000 });
    const names = await os.evaluate(() => window.aiEcho.echo.toolset.tools().map((t) => t.name));
    assert.ok(!names.includes('browser.tabs.list'), names.join());
    assert.ok(names.includes('browser.page.info'));
    const link = await os.evaluate(
      () => document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-status')!.shadowRoot!.querySelector('[data-maintenance-link]')?.getAttribute('href') ?? null,
    );
    assert.equal(link, '/docs/guide/maintenance.md');
    const guide = await os.evaluate(async (href) => (await fetch(href)).text(), link!);
    assert.match(guide, /manifestInSync: false/, 'the linked guide ships with the OS app');
    const answer = await askInUi(os, 'list tabs');
    assert.match(answer, /does not offer browser\.tabs\.list/);
  });

  it('the page status reflects the drift, and a tool the browser lacks fails at the extension, typed', async () => {
    const os = await openOs(env.browser, env.os.origin);
    const status = await os.evaluate(() => window.aiEcho.bridge.status());
    assert.equal(status.manifestInSync, false);
    const result = await invokeFromOs(os, 'browser.tabs.list');
    assert.equal(!result.ok && result.code, 'unknown-action');
  });
});
