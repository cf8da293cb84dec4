// The compatibility branch: a browser without native WebMCP (the feature flag off) and a page
// that polyfills the older navigator.modelContext in its own world. The content-script world
// lacks the API there, so discovery falls back to the page's world (marked world: 'main'), and
// an approved invoke runs through the same adapter.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { WebmcpInvokeResult } from '../../faculties/webmcp/types.ts';
import { CHROME_FLAGS, CHROME_PATH, DIST, OS_PORT, ROOT, WEB_PORT, allowOrigins, openOs, openWeb, serviceWorker, tabIdOf } from '../support/harness.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { approved, discover, findTool, invoke } from './webmcp-support.ts';

describe('WebMCP compatibility branch (no native API, page polyfill)', () => {
  let browser: Browser;
  let servers: StaticServer[];
  let profile: string;
  let os: Page;

  before(async () => {
    servers = await Promise.all([serveStatic(join(DIST, 'os'), OS_PORT), serveStatic(join(ROOT, 'test/fixtures/web'), WEB_PORT)]);
    profile = mkdtempSync(join(tmpdir(), 'echo-chrome-compat-'));
    const extensionDir = join(DIST, 'extension');
    browser = await puppeteer.launch({
      executablePath: CHROME_PATH,
      headless: true,
      pipe: true,
      userDataDir: profile,
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [...CHROME_FLAGS.filter((f) => !f.startsWith('--enable-features=')), `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    });
    await serviceWorker(browser);
    await allowOrigins(browser, [servers[1]!.origin]);
    os = await openOs(browser, servers[0]!.origin);
  });
  after(async () => {
    await browser?.close().catch(() => undefined);
    await Promise.all((servers ?? []).map((s) => s.close()));
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('falls back to the page world only where the content-script world lacks the API', async () => {
    const web = servers[1]!.origin;
    const page = await openWeb(browser, web, 'webmcp/polyfill.html');
    assert.equal(await page.evaluate(() => 'modelContext' in document), false, 'native WebMCP is off in this browser');
    const tabId = await tabIdOf(os, `${web}/webmcp/polyfill.html`);
    const d = await discover(os, tabId);
    const top = d.frames[0]!;
    assert.equal(top.world, 'main');
    assert.equal(top.api, 'navigator');
    const { frameId, tool } = findTool(d, 'legacy.echo');
    assert.deepEqual(tool.inputSchema, { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }, 'a schema given as text is parsed');
    assert.equal(tool.origin, web);

    const grantId = await approved(os, browser, { tabId, frameId, name: 'legacy.echo', descriptorHash: tool.descriptorHash, arguments: { q: 'old' } });
    const r = await invoke(os, { grantId, tabId, name: 'legacy.echo', descriptorHash: tool.descriptorHash, arguments: { q: 'old' } });
    assert.ok(r.ok, JSON.stringify(r));
    assert.deepEqual((r.value as WebmcpInvokeResult).result.value, { ok: true, echo: { q: 'old' } });
    assert.equal(await page.evaluate(() => (window as unknown as { polyfillCalls: number }).polyfillCalls), 1);
    await page.close();
  });

  it('a page without any WebMCP is reported as such, not as an error', async () => {
    const web = servers[1]!.origin;
    const page = await openWeb(browser, web, 'index.html');
    const tabId = await tabIdOf(os, `${web}/index.html`);
    const d = await discover(os, tabId);
    assert.deepEqual(d.frames.map((f) => [f.api, f.tools.length]), [['none', 0], ['none', 0]]);
    await page.close();
  });
});
