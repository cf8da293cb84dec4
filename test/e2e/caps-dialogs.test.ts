// Native dialogs and console errors, end to end: a confirm, prompt or alert that blocks the page
// is reported (with what the person chose) instead of hanging the Navi; the person answers it,
// never AI Echo. The page's console errors are read back. The person here is puppeteer's dialog
// handler, standing in for a click on the dialog's buttons.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Dialog } from 'puppeteer-core';
import type { DialogList } from '../../faculties/browser-tabs/actions/browser-dialogs-list.ts';
import type { DialogWaitResult } from '../../faculties/browser-tabs/actions/browser-dialogs-wait.ts';
import type { PageConsole } from '../../faculties/browser-tabs/actions/browser-page-console.ts';
import { attemptWithDetail, openCaps, waitForPageWatch } from './caps-support.ts';
import { ok, startSession, type Session } from './semantic-support.ts';

describe('native dialogs and console errors', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
    await waitForPageWatch(s.env.browser, s.env.web.origin);
  });
  after(() => s?.close());

  it('a confirm opened by a click is reported at once as dialog-open; the person cancels; wait reports the choice', async () => {
    const { page, tabId } = await openCaps(s, 'dialogs.html');
    const shown = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    const r = await attemptWithDetail(s, 'browser.semantic.click', { tabId, target: { selector: '#archive' } }, 20_000);
    assert.equal(r.ok, false, JSON.stringify(r));
    assert.equal(!r.ok && r.code, 'dialog-open', JSON.stringify(r));
    const detail = !r.ok ? (r.detail as { dialog: { kind: string; message: string }; delivered: boolean }) : null;
    assert.deepEqual([detail?.dialog.kind, detail?.dialog.message, detail?.delivered], ['confirm', 'Archive order 1234?', true]);
    // While it is open, another call is refused at once rather than hanging.
    const blocked = await attemptWithDetail(s, 'browser.semantic.verify', { tabId, target: { selector: '#out' } }, 20_000);
    assert.equal(!blocked.ok && blocked.code, 'dialog-open', JSON.stringify(blocked));
    const listed = ok<DialogList>(await s.call('browser.dialogs.list', { tabId }));
    assert.equal(listed.open?.kind, 'confirm');
    const waiting = s.call('browser.dialogs.wait', { tabId, timeoutMs: 15_000 }, 20_000);
    await (await shown).dismiss();
    const waited = ok<DialogWaitResult>(await waiting);
    assert.equal(waited.dialog?.state, 'answered');
    assert.deepEqual(waited.dialog?.choice, { accepted: false });
    assert.equal(await page.$eval('#out', (el) => el.textContent), 'Kept');
    const after = ok<DialogList>(await s.call('browser.dialogs.list', { tabId }));
    assert.equal(after.open, null);
  });

  it("a prompt's text and an alert's OK are reported as the person answered them", async () => {
    const { page, tabId } = await openCaps(s, 'dialogs.html');
    // The person answers after the click has been reported, as a person does: a dialog answered
    // within the same instant may close before its opening reaches the worker.
    const prompted = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    const r = await attemptWithDetail(s, 'browser.semantic.click', { tabId, target: { selector: '#rename' } }, 20_000);
    assert.equal(!r.ok && r.code, 'dialog-open', JSON.stringify(r));
    const waiting = s.call('browser.dialogs.wait', { tabId, timeoutMs: 15_000 }, 20_000);
    await (await prompted).accept('Birthday gift');
    const waited = ok<DialogWaitResult>(await waiting);
    assert.deepEqual(waited.dialog?.choice, { accepted: true, value: 'Birthday gift' });
    assert.equal(waited.dialog?.defaultValue, 'Order 1234');
    assert.equal(await page.$eval('#out', (el) => el.textContent), 'Renamed to Birthday gift');
    const alert = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    const alerted = await attemptWithDetail(s, 'browser.semantic.click', { tabId, target: { selector: '#notice' } }, 20_000);
    assert.equal(!alerted.ok && alerted.code, 'dialog-open');
    const seeing = s.call('browser.dialogs.wait', { tabId, timeoutMs: 15_000 }, 20_000);
    await (await alert).accept();
    const seen = ok<DialogWaitResult>(await seeing);
    assert.equal(seen.dialog?.kind, 'alert');
    assert.deepEqual(seen.dialog?.choice, { accepted: true });
  });

  it('a dialog nobody answers ends the wait with a clear timeout, and stays listed as open', async () => {
    const { page, tabId } = await openCaps(s, 'dialogs.html');
    const shown = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
    await attemptWithDetail(s, 'browser.semantic.click', { tabId, target: { selector: '#archive' } }, 20_000);
    const r = await attemptWithDetail(s, 'browser.dialogs.wait', { tabId, timeoutMs: 300 });
    assert.equal(!r.ok && r.code, 'timeout');
    assert.match(!r.ok ? r.message : '', /still open/);
    await (await shown).accept();
    const waited = ok<DialogWaitResult>(await s.call('browser.dialogs.wait', { tabId, timeoutMs: 15_000 }, 20_000));
    assert.deepEqual(waited.dialog?.choice, { accepted: true });
  });

  it("reads the page's console errors, uncaught exceptions, rejections and failed resources", async () => {
    const { page, tabId } = await openCaps(s, 'dialogs.html');
    await page.click('#broken');
    await page.waitForFunction(() => new Promise((r) => setTimeout(() => r(true), 50)));
    const c = ok<PageConsole>(await s.call('browser.page.console', { tabId }));
    const kinds = c.entries.map((e) => e.kind);
    assert.ok(kinds.includes('console.error') && kinds.includes('uncaught') && kinds.includes('unhandledrejection') && kinds.includes('resource'), JSON.stringify(c.entries));
    assert.ok(c.entries.some((e) => e.message.includes('Checkout failed: Error: price service answered 503')));
    assert.ok(c.entries.some((e) => e.kind === 'uncaught' && /cart is undefined/.test(e.message)));
    assert.ok(!kinds.includes('console.warn'), 'warnings only when asked');
    const withWarnings = ok<PageConsole>(await s.call('browser.page.console', { tabId, includeWarnings: true }));
    assert.ok(withWarnings.entries.some((e) => e.kind === 'console.warn' && e.message === 'Deprecated API used'));
    assert.equal(c.untrusted, true);
  });
});
