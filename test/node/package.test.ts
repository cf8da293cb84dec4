// `npm run package`: the extension's release zips hold a manifest a person can load and the store accepts:
// name, description, icons that exist, the package's version, no `key` in the store zip, and no
// development-only fields (site access at install, test OS origins).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import { EXTENSION_ID, EXTENSION_PUBLIC_KEY, extensionIdForOs, extensionIdFromKey } from '../../browser-extension/extension-identity.ts';
import pkg from '../../package.json' with { type: 'json' };
import { ROOT } from '../support/harness.ts';

interface Manifest {
  name: string;
  description: string;
  version: string;
  key?: string;
  icons: Record<string, string>;
  action: { default_icon: Record<string, string> };
  host_permissions?: string[];
  optional_host_permissions: string[];
  externally_connectable: { matches: string[] };
  background: { service_worker: string };
  options_ui: { page: string };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('npm run package', () => {
  const out = mkdtempSync(join(tmpdir(), 'echo-release-'));
  const zips: Record<'unpacked' | 'store', Record<string, Uint8Array>> = { unpacked: {}, store: {} };
  const manifests = {} as Record<'unpacked' | 'store', Manifest>;

  before(() => {
    // A test port in the environment must not leak into a release.
    const env: NodeJS.ProcessEnv = { ...process.env, ECHO_OS_PORT: '5999' };
    delete env.ECHO_OS_ORIGINS;
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/package.ts', '--out', out], { cwd: ROOT, env, stdio: 'pipe' });
    for (const [kind, suffix] of [['unpacked', ''], ['store', '-store']] as const) {
      zips[kind] = unzipSync(readFileSync(join(out, `ai-echo-extension-${pkg.version}${suffix}.zip`)));
      manifests[kind] = JSON.parse(new TextDecoder().decode(zips[kind]['manifest.json'])) as Manifest;
    }
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  for (const kind of ['unpacked', 'store'] as const) {
    it(`${kind} zip: name, description, the package's version, and the files its manifest names`, () => {
      const m = manifests[kind];
      assert.equal(m.version, pkg.version);
      assert.ok(m.name.length > 0 && m.name.length <= 75);
      assert.ok(m.description.length > 0 && m.description.length <= 132);
      for (const file of [m.background.service_worker, m.options_ui.page, 'approval.html']) assert.ok(zips[kind][file], `${file} missing`);
      for (const icons of [m.icons, m.action.default_icon]) {
        assert.deepEqual(Object.keys(icons).sort(), ['128', '16', '32', '48']);
        for (const [size, path] of Object.entries(icons)) {
          const bytes = zips[kind][path];
          assert.ok(bytes, `${path} missing`);
          assert.deepEqual(pngSize(bytes), [Number(size), Number(size)], path);
        }
      }
    });

    it(`${kind} zip: no site access at install and only the default OS origins`, () => {
      const m = manifests[kind];
      assert.equal(m.host_permissions, undefined);
      assert.deepEqual(m.optional_host_permissions, ['<all_urls>']);
      assert.deepEqual(m.externally_connectable.matches, ['http://127.0.0.1:4870/*', 'http://localhost:4870/*']);
    });
  }

  it('the OS app zip holds the app to serve, without the test models', () => {
    const os = unzipSync(readFileSync(join(out, `ai-echo-os-${pkg.version}.zip`)));
    assert.ok(os['index.html'], 'index.html missing');
    assert.ok(Object.keys(os).some((f) => f.startsWith('assets/') && f.endsWith('.js')));
    assert.ok(!Object.keys(os).some((f) => f.startsWith('models/')));
  });

  it('the unpacked zip keeps the key that pins the ID the OS build names; the store zip has none', () => {
    assert.equal(manifests.unpacked.key, EXTENSION_PUBLIC_KEY);
    assert.equal(extensionIdFromKey(manifests.unpacked.key!), EXTENSION_ID);
    assert.ok(!('key' in manifests.store));
  });

  it('the OS build names the pinned ID, or the store\'s from ECHO_EXTENSION_ID (checked)', () => {
    assert.equal(extensionIdForOs({}), EXTENSION_ID);
    assert.equal(extensionIdForOs({ ECHO_EXTENSION_ID: 'ojmplecaghncbfldiencehnghnbnabch' }), 'ojmplecaghncbfldiencehnghnbnabch');
    assert.throws(() => extensionIdForOs({ ECHO_EXTENSION_ID: 'not-an-id' }), /32 letters a-p/);
  });
});
