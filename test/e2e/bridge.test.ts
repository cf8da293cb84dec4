// The foundation end to end: handshake, the first two capabilities, per-site access, refused
// origins, malformed and oversize frames, a service-worker restart mid-request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { MAX_FRAME_BYTES, PORT_NAME } from '../../browser-bridge/protocol.ts';
import { EXTENSION_ID, allowOrigins, invokeFromOs, launch, openOs, openWeb, stopServiceWorker, tabIdOf, type Env } from '../support/harness.ts';

describe('bridge end to end', () => {
  let env: Env;
  let os: Page;
  let web: Page;

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    web = await openWeb(env.browser, env.web.origin, 'index.html?session=abc123&q=shoes');
    os = await openOs(env.browser, env.os.origin);
  });
  after(() => env?.close());

  it('says hello: connected, protocol and manifest in sync', async () => {
    const status = await os.evaluate(() => window.aiEcho.bridge.status());
    assert.equal(status.state, 'connected', status.message);
    assert.equal(status.manifestInSync, true);
    assert.equal(status.remoteManifestHash, status.localManifestHash);
    assert.match(status.extensionVersion ?? '', /^\d+\.\d+\.\d+$/);
  });

  it('lists tabs with secret-looking parameters removed and only origins for tabs not allowed', async () => {
    const result = await invokeFromOs(os, 'browser.tabs.list');
    assert.ok(result.ok, JSON.stringify(result));
    const tabs = (result.value as { tabs: { tabId: number; url: string; title: string; allowed: boolean; active: boolean }[] }).tabs;
    const webTab = tabs.find((t) => t.url.startsWith(env.web.origin));
    assert.ok(webTab, JSON.stringify(tabs));
    assert.equal(webTab.url, `${env.web.origin}/index.html?q=shoes`, 'session= is removed, q= kept');
    assert.equal(webTab.title, 'Fixture web page');
    assert.equal(webTab.allowed, true);
    const osTab = tabs.find((t) => t.url === env.os.origin);
    assert.ok(osTab, 'the OS tab is listed by origin only');
    assert.equal(osTab.title, '');
    assert.equal(osTab.allowed, false);
    assert.equal(tabs.filter((t) => t.active).length >= 1, true);
  });

  it('finds tabs by words in their title or URL, only among allowed origins', async () => {
    const found = await invokeFromOs(os, 'browser.tabs.find', { query: 'fixture web' });
    assert.ok(found.ok, JSON.stringify(found));
    assert.deepEqual((found.value as { tabs: { url: string }[] }).tabs.map((t) => t.url), [`${env.web.origin}/index.html?q=shoes`]);
    const osOnly = await invokeFromOs(os, 'browser.tabs.find', { query: String(env.os.origin.split(':').at(-1)) });
    assert.deepEqual((osOnly.ok && (osOnly.value as { tabs: unknown[] }).tabs) || null, [], 'the OS tab is not allowed, so it never matches');
  });

  it('describes a page: title, document id, frames, WebMCP presence', async () => {
    const tabId = await tabIdOf(os, `${env.web.origin}/index.html?q=shoes`);
    const result = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.ok(result.ok, JSON.stringify(result));
    const info = result.value as { title: string; url: string; documentId: string; frames: { frameId: number; parentFrameId: number; documentId: string; url: string }[]; webmcp: boolean };
    assert.equal(info.title, 'Fixture web page');
    assert.equal(info.url, `${env.web.origin}/index.html?q=shoes`);
    assert.match(info.documentId, /^[0-9A-F]{32}$/);
    assert.equal(info.frames.length, 2);
    assert.equal(info.frames[0]!.documentId, info.documentId);
    assert.equal(info.frames[1]!.parentFrameId, 0);
    assert.equal(info.frames[1]!.url, `${env.web.origin}/frame.html`);
    assert.equal(info.webmcp, true, 'WebMCP is enabled by flag, so modelContext exists');
  });

  it('refuses an origin the person has not allowed', async () => {
    const stray = await openWeb(env.browser, env.stray.origin, 'index.html');
    const tabId = await tabIdOf(os, env.stray.origin);
    const result = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.deepEqual([result.ok, !result.ok && result.code], [false, 'origin-not-allowed']);
    await stray.close();
  });

  it('refuses a vanished tab, invalid input, unknown and reserved actions with typed codes', async () => {
    const vanished = await invokeFromOs(os, 'browser.page.info', { tabId: 999999 });
    assert.equal(!vanished.ok && vanished.code, 'tab-missing');
    const invalid = await invokeFromOs(os, 'browser.page.info', { tabId: 'one' });
    assert.equal(!invalid.ok && invalid.code, 'invalid-input');
    const extra = await invokeFromOs(os, 'browser.tabs.list', { everything: true });
    assert.equal(!extra.ok && extra.code, 'invalid-input');
    const unknown = await invokeFromOs(os, 'browser.nothing.here');
    assert.equal(!unknown.ok && unknown.code, 'unknown-action');
    const reserved = await invokeFromOs(os, 'echo.allowlist.get');
    assert.equal(!reserved.ok && reserved.code, 'reserved-action');
    const control = await os.evaluate(() => window.aiEcho.bridge.control('echo.allowlist.get'));
    assert.deepEqual(control, { origins: [env.web.origin] }, 'the kernel reaches reserved actions through control');
  });

  it('cannot connect from an origin that is not listed', async () => {
    const page = await openWeb(env.browser, env.stray.origin, 'index.html');
    await page.waitForFunction(() => window.aiEcho !== undefined);
    const status = await page.evaluate(async () => {
      await window.aiEcho.ready;
      return window.aiEcho.bridge.status();
    });
    assert.equal(status.state, 'no-runtime');
    assert.match(status.message, /externally_connectable/);
    await page.close();
  });

  it('says which extension is missing when the ID is wrong', async () => {
    const status = await os.evaluate(async () => {
      const other = await window.aiEcho.createBridge({ extensionId: 'a'.repeat(32) });
      void other.connect().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
      const s = other.status();
      other.close();
      return s;
    });
    assert.equal(status.state, 'extension-missing');
    assert.match(status.message, /aaaaaaaa/);
  });

  it('answers malformed and oversize frames with typed errors and keeps serving', async () => {
    const replies = await os.evaluate(
      async (id, name, max) => {
        const port = chrome.runtime.connect(id, { name });
        const got: unknown[] = [];
        port.onMessage.addListener((m) => got.push(m));
        port.postMessage({ type: 'invoke', action: 'browser.tabs.list', input: {} }); // no id
        port.postMessage('not even an object');
        port.postMessage({ type: 'describe', id: 'x'.repeat(max) }); // oversize
        port.postMessage({ type: 'invoke', id: 'early', action: 'browser.tabs.list', input: {} }); // before hello
        // Four replies are due; wait for them (bounded) rather than for a fixed time.
        for (let i = 0; i < 100 && got.length < 4; i++) await new Promise((r) => setTimeout(r, 100));
        port.disconnect();
        return got;
      },
      EXTENSION_ID,
      PORT_NAME,
      MAX_FRAME_BYTES + 10,
    );
    const codes = (replies as { error?: { code: string } }[]).map((r) => r.error?.code);
    assert.deepEqual(codes, ['malformed-frame', 'malformed-frame', 'frame-too-large', 'protocol-mismatch']);
    const still = await invokeFromOs(os, 'browser.tabs.list');
    assert.ok(still.ok, 'the extension still serves after bad frames');
  });

  it('refuses an oversize request on the client before sending it', async () => {
    const result = await invokeFromOs(os, 'browser.tabs.list', { pad: 'x'.repeat(MAX_FRAME_BYTES) });
    assert.equal(!result.ok && result.code, 'frame-too-large');
  });

  it('ends a request in flight with a typed error when the service worker restarts, then reconnects', async () => {
    // A new document (so page.info must probe it), whose main thread is then blocked: the
    // injected probe waits, keeping the request in flight while the worker is stopped.
    await web.goto(`${env.web.origin}/index.html?q=restart`);
    const tabId = await tabIdOf(os, `${env.web.origin}/index.html?q=restart`);
    await web.evaluate(() => {
      (document.getElementById('block') as HTMLButtonElement).dataset.ms = '4000';
      setTimeout(() => document.getElementById('block')!.click(), 0);
    });
    const inflight = invokeFromOs(os, 'browser.page.info', { tabId });
    await new Promise((r) => setTimeout(r, 300));
    await stopServiceWorker(env.browser);
    const result = await inflight;
    assert.deepEqual([result.ok, !result.ok && result.code], [false, 'worker-restarted'], JSON.stringify(result));
    await os.waitForFunction(() => window.aiEcho.bridge.status().state === 'connected', { timeout: 15_000 });
    const again = await invokeFromOs(os, 'browser.tabs.list');
    assert.ok(again.ok, 'works again after the restart');
  });
});
