// Least privilege: the extension holds site access only where Chrome grants it, and the
// allowed-sites list is that grant. Chrome's permission prompt cannot be driven by automation, so
// the test build grants every site at install (docs/security-model.md) and this test takes the
// access away and gives it back through Chrome's own site access controls (chrome://extensions,
// the same calls its "Site access" settings make). The request path (the prompt) is unit-tested in
// browser-extension/src/allowlist.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { EXTENSION_ID, allowOrigins, extensionPage, invokeFromOs, launchWithShop, newPage, type Env } from '../support/harness.ts';

/** What chrome://extensions may call (not in @types/chrome: only that page has it). */
interface DeveloperPrivate {
  updateExtensionConfiguration(update: { extensionId: string; hostAccess: 'ON_CLICK' | 'ON_SPECIFIC_SITES' | 'ON_ALL_SITES' }): Promise<void>;
  addHostPermission(extensionId: string, host: string): Promise<void>;
}

/** Chrome's extensions page, whose developerPrivate API is what its site access settings call. */
async function chromeSiteAccess(env: Env): Promise<Page> {
  const page = await newPage(env.browser);
  await page.goto('chrome://extensions');
  return page;
}

async function storedList(env: Env): Promise<string[]> {
  const page = await extensionPage(env.browser);
  const list = await page.evaluate(async () => (await chrome.storage.local.get('allowedOrigins')).allowedOrigins as string[]);
  await page.close();
  return list;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("site access: the allowed-sites list is Chrome's grant", () => {
  let env: Env;
  let os: Page;
  let tabId: number;
  let chromePage: Page;

  before(async () => {
    ({ env, os, shopTab: tabId } = await launchWithShop());
    chromePage = await chromeSiteAccess(env);
  });
  after(() => env?.close());

  it('an allowed, granted site can be read', async () => {
    const info = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.equal(info.ok, true, JSON.stringify(info));
  });

  it('the options page redraws when the list changes, not on every request (each writes an audit entry)', async () => {
    const options = await extensionPage(env.browser);
    await options.waitForSelector('#origins li');
    await options.evaluate(() => {
      const w = window as unknown as { redraws: number };
      w.redraws = 0;
      new MutationObserver(() => w.redraws++).observe(document.getElementById('origins')!, { childList: true });
    });
    const redraws = () => options.evaluate(() => (window as unknown as { redraws: number }).redraws);
    for (let i = 0; i < 5; i++) assert.equal((await invokeFromOs(os, 'browser.page.info', { tabId })).ok, true);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await redraws(), 0, 'redrew on audit writes');
    await allowOrigins(env.browser, [env.web.origin, 'http://other.test']);
    await until(redraws, (n) => n > 0, 'a redraw after the list changed');
    await allowOrigins(env.browser, [env.web.origin]);
    await options.close();
  });

  it("Chrome taking the site's access away takes it off the list, and the site is refused", async () => {
    await chromePage.evaluate((id) => (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate.updateExtensionConfiguration({ extensionId: id, hostAccess: 'ON_SPECIFIC_SITES' }), EXTENSION_ID);
    await until(() => storedList(env), (l) => l.length === 0, 'the list to drop the site');
    const info = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.equal(info.ok, false);
    assert.equal(info.ok === false && info.code, 'origin-not-allowed');
  });

  it('a listed site Chrome does not grant stays refused', async () => {
    // As an old profile, or anything that wrote the list alone, would have it.
    await allowOrigins(env.browser, [env.web.origin]);
    const info = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.equal(info.ok === false && info.code, 'origin-not-allowed', JSON.stringify(info));
  });

  it('granting the site in Chrome puts it on the list, and it works again', async () => {
    await allowOrigins(env.browser, []);
    await chromePage.evaluate((id, pattern) => (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate.addHostPermission(id, pattern), EXTENSION_ID, `${env.web.origin}/*`);
    assert.deepEqual(await until(() => storedList(env), (l) => l.length === 1, 'the list to take the site'), [env.web.origin]);
    const info = await invokeFromOs(os, 'browser.page.info', { tabId });
    assert.equal(info.ok, true, JSON.stringify(info));
  });
});
