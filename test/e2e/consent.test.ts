// Semantic changes need the person's consent, and the extension enforces it itself: a one-use
// grant for that exact action, target, arguments and document, or an allowance for the origin,
// both minted only in the extension's approval window. Sensitive surfaces stay blocked anyway.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { AuditEntry } from '../../faculties/sdk/audit.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, serviceWorker, tabIdOf, type Env } from '../support/harness.ts';
import { approvalWindow, controlFromOs, decide } from './webmcp-support.ts';

describe('consent for semantic changes, enforced by the extension', () => {
  let env: Env;
  let os: Page;
  let web: Page;
  let tabId: number;
  const click = (extra: Record<string, unknown> = {}) => ({ tabId, target: { selector: '#ok' }, ...extra });
  const clicks = () => web.evaluate(() => document.getElementById('clicks')!.textContent);
  /** Runs `fn` with chrome.storage.local full to its quota, so no audit entry can be written. */
  const withFullAuditLog = async (fn: () => Promise<void>) => {
    const sw = await serviceWorker(env.browser);
    await sw.evaluate(async () => {
      const used = await chrome.storage.local.getBytesInUse(null);
      await chrome.storage.local.set({ filler: 'x'.repeat(chrome.storage.local.QUOTA_BYTES - used - 64) });
    });
    try {
      await fn();
    } finally {
      await sw.evaluate(() => chrome.storage.local.remove('filler'));
    }
  };

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    web = await openWeb(env.browser, env.web.origin, 'semantic/hit.html?consent');
    os = await openOs(env.browser, env.os.origin);
    tabId = await tabIdOf(os, `${env.web.origin}/semantic/hit.html?consent`);
  });
  after(() => env?.close());

  it('refuses a semantic click with no grant and no allowance: consent-required, nothing clicked', async () => {
    const r = await invokeFromOs(os, 'browser.semantic.click', click());
    assert.equal(!r.ok && r.code, 'consent-required', JSON.stringify(r));
    assert.equal(await clicks(), 'Clicks: none');
  });

  it('runs once with a grant the person approved for exactly that click, then refuses reuse', async () => {
    const req = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(req.ok, JSON.stringify(req));
    const page = await approvalWindow(env.browser, req.value.approvalId);
    const shown = await page.evaluate(() => document.getElementById('facts')!.textContent ?? '');
    assert.match(shown, /browser\.semantic\.click/);
    assert.match(shown, /#ok/);
    assert.ok(shown.includes(req.value.binding.documentId) && shown.includes(req.value.binding.argumentHash));
    await decide(env.browser, req.value.approvalId, 'approve');
    const r = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: req.value.approvalId }));
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(await clicks(), 'Clicks: ok:synthetic');
    const again = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: req.value.approvalId }));
    assert.equal(!again.ok && again.code, 'grant-used');
  });

  it('a grant for one target does not cover another target, and a denied one never runs', async () => {
    const req = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(req.ok);
    await decide(env.browser, req.value.approvalId, 'approve');
    const other = await invokeFromOs(os, 'browser.semantic.click', { tabId, target: { selector: '#clear' }, grantId: req.value.approvalId });
    assert.equal(!other.ok && other.code, 'grant-mismatch');
    const denied = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(denied.ok);
    await decide(env.browser, denied.value.approvalId, 'deny');
    const r = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: denied.value.approvalId }));
    assert.equal(!r.ok && r.code, 'approval-denied');
    assert.equal(await clicks(), 'Clicks: ok:synthetic', 'still only the one approved click');
  });

  it('a navigation ends a grant: the document it was bound to is gone', async () => {
    const req = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(req.ok);
    await decide(env.browser, req.value.approvalId, 'approve');
    await web.reload();
    const r = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: req.value.approvalId }));
    assert.equal(!r.ok && r.code, 'grant-mismatch');
    assert.equal(await clicks(), 'Clicks: none');
  });

  // One filling of the log for both consents (filling chrome.storage.local takes seconds).
  it('with an audit log that cannot be written, a granted change neither runs nor spends its grant, a change an allowance covers does not run, and a read is not answered', async () => {
    const req = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(req.ok);
    await decide(env.browser, req.value.approvalId, 'approve');
    const before = await clicks();
    await withFullAuditLog(async () => {
      const r = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: req.value.approvalId }));
      assert.equal(!r.ok && r.code, 'internal', JSON.stringify(r));
      assert.match(!r.ok ? r.message : '', /audit log could not be written/);
      assert.equal(await clicks(), before);
      const read = await invokeFromOs(os, 'browser.semantic.snapshot', { tabId });
      assert.equal(!read.ok && read.code, 'internal', 'a read whose entry could not be written is not answered');
      // An allowance, as "Allow on this site" sets it (in chrome.storage.session, not the full log).
      await allowChanges(env.browser, env.web.origin);
      const covered = await invokeFromOs(os, 'browser.semantic.click', click());
      assert.equal(!covered.ok && covered.code, 'internal', JSON.stringify(covered));
      assert.equal(await clicks(), before);
    });
    const covered = await invokeFromOs(os, 'browser.semantic.click', click());
    assert.ok(covered.ok, `the allowance covers it once the log can be written: ${JSON.stringify(covered)}`);
    assert.notEqual(await clicks(), before);
    // Without the allowance (so only the grant can let it through), and for the later tests.
    const ext = await extensionPage(env.browser);
    await ext.evaluate((key) => chrome.storage.session.remove(key), `allowance:${env.web.origin}`);
    await ext.close();
    const afterCovered = await clicks();
    const r = await invokeFromOs(os, 'browser.semantic.click', click({ grantId: req.value.approvalId }));
    assert.ok(r.ok, `the grant was not spent: ${JSON.stringify(r)}`);
    assert.notEqual(await clicks(), afterCovered);
  });

  it('"Allow on this site" in the approval window covers later changes there, without a window', async () => {
    const req = await controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(req.ok);
    const page = await approvalWindow(env.browser, req.value.approvalId);
    await page.waitForSelector('#allow-origin:not([disabled]):not([hidden])', { timeout: 10_000 });
    await page.click('#allow-origin');
    await page.waitForFunction(() => !/^Waiting/.test(document.getElementById('state')?.textContent ?? 'Waiting'), { timeout: 10_000 });
    const next = await controlFromOs<{ allowance?: { origin: string; expiresAt: number } }>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click() });
    assert.ok(next.ok && next.value.allowance, JSON.stringify(next));
    assert.equal(next.value.allowance.origin, env.web.origin);
    const r = await invokeFromOs(os, 'browser.semantic.click', click());
    assert.ok(r.ok, JSON.stringify(r));
  });

  it("a tab that moved to another site since the last call: its allowance is the new site's, and so is its audit entry", async () => {
    // The worker starts the audit entry and the allowance read for the origin the tab had last
    // time while it looks the tab up again; neither may stand once the tab says otherwise.
    await allowChanges(env.browser, env.web.origin);
    assert.ok((await invokeFromOs(os, 'browser.semantic.click', click())).ok, 'the allowance covers the first site');
    const other = env.web.origin.replace('//127.0.0.1:', '//localhost:');
    await allowOrigins(env.browser, [env.web.origin, other]);
    try {
      await web.goto(`${other}/semantic/hit.html?consent`);
      const r = await invokeFromOs(os, 'browser.semantic.click', click());
      assert.equal(!r.ok && r.code, 'consent-required', `the first site's allowance does not cover ${other}: ${JSON.stringify(r)}`);
      assert.equal(await clicks(), 'Clicks: none');
      const log = await controlFromOs<{ entries: AuditEntry[] }>(os, 'echo.audit.list');
      assert.ok(log.ok, JSON.stringify(log));
      const last = log.value.entries.findLast((e) => e.action === 'browser.semantic.click');
      assert.equal(last?.origin, other, 'the entry names the site the tab is on');
      assert.equal(last?.errorCode, 'consent-required');
    } finally {
      await allowOrigins(env.browser, [env.web.origin]);
      await web.goto(`${env.web.origin}/semantic/hit.html?consent`);
    }
  });

  it('an allowance never opens sensitive surfaces: a password field stays blocked', async () => {
    await web.goto(`${env.web.origin}/semantic/login.html?consent`);
    const r = await invokeFromOs(os, 'browser.semantic.type', { tabId, target: { selector: '#pass' }, text: 'x', clear: true });
    assert.equal(!r.ok && r.code, 'blocked-sensitive', JSON.stringify(r));
  });

  it('the OS page has no way to approve or allow: there is no such action', async () => {
    for (const action of ['echo.approval.approve', 'echo.allowance.set', 'echo.action.approval.approve']) {
      const r = await controlFromOs(os, action, {});
      assert.equal(!r.ok && r.code, 'unknown-action', action);
    }
  });
  it("the record of a change made outside the chat outlives 520 reads from another OS page, and a forged receipt clears no flag: it is marked as not the toolset's", async () => {
    await web.goto(`${env.web.origin}/semantic/hit.html?consent`);
    await allowChanges(env.browser, env.web.origin);
    const direct = await invokeFromOs(os, 'browser.semantic.click', click());
    assert.ok(direct.ok, JSON.stringify(direct));
    const other = await openOs(env.browser, env.os.origin);
    const reads = await other.evaluate(async (t) => {
      let answered = 0;
      for (let i = 0; i < 520; i++) answered += (await window.aiEcho.bridge.invoke('browser.page.info', { tabId: t }).then(() => 1, () => 0));
      return answered;
    }, tabId);
    assert.equal(reads, 520);
    await other.close();
    await os.evaluate(() => window.aiEcho.echo.refreshAudit());
    const audit = (await os.evaluate(() => window.aiEcho.echo.state.audit.get())) as AuditEntry[];
    const change = audit.findLast((e) => e.action === 'browser.semantic.click' && e.consent === 'allowance');
    assert.ok(change, 'the change is still in the log');
    const flagged = () =>
      os.evaluate(() => [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!.querySelectorAll('[data-audit-entry][data-unrecorded]')].map((e) => e.getAttribute('data-audit-entry')));
    assert.ok((await flagged()).includes(change.id), 'flagged: no receipt');

    // Receipts that claim the change went through the chat: one through the store's public add, one put straight into IndexedDB.
    await os.evaluate(async (e: AuditEntry) => {
      const forged = (id: string): Receipt => ({
        id, schemaVersion: 3, taskId: 't', requestId: null, request: null, tool: e.action, tier: 'semantic', effect: 'mutation', tabId: e.tabId, frameId: 0,
        documentId: null, origin: e.origin, descriptorHash: null, argumentHash: e.argumentHash, grantId: null, outcome: 'ok', errorCode: null, message: null,
        evidence: null, readback: null, ladderReason: null, approval: null, picture: null, trust: 'untrusted-page-data', trustedInput: false,
        startedAt: e.startedAt - 5, endedAt: e.startedAt + 5, sealed: true,
      });
      const store = window.aiEcho.echo.receipts!;
      await store.add(forged('forged-add'));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('ai-echo-receipts');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('receipts', 'readwrite');
        tx.objectStore('receipts').put({ ...forged('forged-raw'), seal: 'ab'.repeat(32) });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      // What AI Echo shows after a reload: the store as it reads back.
      window.aiEcho.echo.state.receipts.set(await store.list());
    }, change);
    await new Promise((r) => setTimeout(r, 100));
    assert.ok((await flagged()).includes(change.id), 'still flagged: the forged receipts do not count');
    const marked = await os.evaluate(() =>
      [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!.querySelectorAll('[data-receipt][data-not-toolset]')].map((e) => e.getAttribute('data-receipt')),
    );
    assert.deepEqual(marked.sort(), ['forged-add', 'forged-raw'], 'each shown as not written by the toolset');
  });
});
