// Tabs and navigation end to end, through the Navi's own path (AgentToolset -> ToolRouter ->
// consent in the extension's approval window -> the real extension in Chromium): what each
// capability does, which consent it needs (and never less), every refusal, and the receipts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { Receipt } from '../../kernel/receipts.ts';
import { watchApprovals, type Decision } from '../support/approver.ts';
import { allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, OS_PORT, serviceWorker, tabIdOf, executeInOs, type Env } from '../support/harness.ts';
import { serveLoggingSite, type FixtureSite } from './logging-site.ts';
import { waitFor } from './webmcp-support.ts';

type Outcome = { ok: boolean; value?: Record<string, unknown>; error?: { code: string; message: string }; receipt: Receipt };

describe('tabs and navigation end to end', () => {
  let env: Env;
  let os: Page;
  let decisions: Decision[] = [];
  let approver: ReturnType<typeof watchApprovals>;
  /** An allowed site whose /go-elsewhere redirects (302) to the stray origin, which is not allowed. */
  let redirecting: FixtureSite;
  let profile: string;
  let downloads: string;

  /** One call through the AgentToolset in the OS page: validation, router, consent, receipt, readback. */
  const execute = (name: string, args: Record<string, unknown> = {}) =>
    executeInOs<Outcome>(os, name, args);
  const url = (path: string) => `${env.web.origin}/${path}`;
  // Read in the service worker: an extension page would open a tab of its own and take the focus.
  const inWorker = async <T,>(fn: (arg: number) => Promise<T>, arg = 0): Promise<T> => (await serviceWorker(env.browser)).evaluate(fn, arg) as Promise<T>;
  // The front tab of the person's last used ordinary window: the approval popup, which may still be
  // closing when this reads, is no such window.
  const activeTabId = () =>
    inWorker(async () => {
      const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'] });
      return (await chrome.tabs.query({ active: true, windowId: win.id }))[0]?.id ?? null;
    });
  const tabInfo = (tabId: number) =>
    inWorker(async (id) => {
      const tab = await chrome.tabs.get(id).catch(() => null);
      if (!tab) return null;
      const group = tab.groupId >= 0 ? await chrome.tabGroups.get(tab.groupId) : null;
      return { url: tab.url, active: tab.active, groupTitle: group?.title ?? null };
    }, tabId);
  const windowsSeen = () => approver.seen.length;

  before(async () => {
    // Downloads land in a folder of the test's own, never the machine's Downloads. Set as the
    // person's own preference (not DevTools' download override, which would take over from the
    // extension's download events), so Chrome asks the extension before it names a file.
    profile = mkdtempSync(join(tmpdir(), 'echo-nav-profile-'));
    downloads = join(profile, 'downloads');
    mkdirSync(join(profile, 'Default'), { recursive: true });
    mkdirSync(downloads);
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ download: { default_directory: downloads, prompt_for_download: false, directory_upgrade: true } }));
    env = await launch({ userDataDir: profile });
    redirecting = await serveLoggingSite(OS_PORT + 6, env.stray.origin);
    await allowOrigins(env.browser, [env.web.origin, redirecting.origin]);
    os = await openOs(env.browser, env.os.origin);
    approver = watchApprovals(env.browser, () => decisions.shift() ?? 'deny');
  });
  beforeEach(() => {
    decisions = [];
  });
  after(async () => {
    approver?.stop();
    await env?.close();
    await redirecting?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('open: a page on an allowed site, in the background, in the "AI Echo" group, after the approval that shows its URL', async () => {
    await os.bringToFront();
    decisions = ['approve'];
    const r = await execute('browser.tabs.open', { url: url('nav/a.html') });
    assert.ok(r.ok, JSON.stringify(r));
    const v = r.value!;
    assert.deepEqual([v.status, v.url, v.title, v.allowed], ['complete', url('nav/a.html'), 'Fixture page A', true]);
    assert.match(approver.seen.at(-1)!.facts, /Open a page in a new background tab/);
    assert.ok(approver.seen.at(-1)!.facts.includes(url('nav/a.html')));
    const info = await tabInfo(v.tabId as number);
    assert.deepEqual(info, { url: url('nav/a.html'), active: false, groupTitle: 'AI Echo' });
    assert.notEqual(await activeTabId(), v.tabId, 'the person stays where they were');
    assert.equal(r.receipt.outcome, 'ok', 'read back with browser.tabs.list');
    assert.equal(r.receipt.tier, 'browser');
  });

  it('open: refuses credentials in the URL, other schemes and sites the person did not allow, before any approval window', async () => {
    const before = windowsSeen();
    const cases: [string, string][] = [
      [`http://ann:hunter2@127.0.0.1:${new URL(env.web.origin).port}/nav/a.html`, 'credentials-in-url'],
      [`${env.stray.origin}/index.html`, 'origin-not-allowed'],
      ['javascript:alert(1)', 'origin-not-allowed'],
      ['data:text/html,<h1>x</h1>', 'origin-not-allowed'],
      ['/nav/a.html', 'invalid-input'],
    ];
    for (const [u, code] of cases) {
      const r = await execute('browser.tabs.open', { url: u });
      assert.equal(r.error?.code, code, u);
    }
    // Straight to the extension with no approval at all: the consent gate refuses.
    const direct = await invokeFromOs(os, 'browser.tabs.open', { url: url('nav/b.html') });
    assert.equal(!direct.ok && direct.code, 'consent-required');
    assert.equal(windowsSeen(), before, 'no approval window opened');
  });

  it('open with active: the new tab is the one the person sees', async () => {
    decisions = ['approve'];
    const r = await execute('browser.tabs.open', { url: url('nav/b.html'), active: true });
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(await activeTabId(), r.value!.tabId);
    assert.match(approver.seen.at(-1)!.facts, /Open a page in a new tab and switch to it/);
    await os.bringToFront();
  });

  it('activate: switches to a tab with no approval window', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'nav/c.html?activate');
    const tabId = await tabIdOf(os, url('nav/c.html?activate'));
    await os.bringToFront();
    const before = windowsSeen();
    const r = await execute('browser.tabs.activate', { tabId });
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(await activeTabId(), tabId);
    assert.equal(windowsSeen(), before);
    await page.close();
  });

  it("close: the Navi's own tab without an approval; the person's tab only with one, never an allowance", async () => {
    decisions = ['approve'];
    const opened = await execute('browser.tabs.open', { url: url('nav/a.html?mine') });
    const mine = opened.value!.tabId as number;
    const before = windowsSeen();
    const closeMine = await execute('browser.tabs.close', { tabId: mine });
    assert.ok(closeMine.ok, JSON.stringify(closeMine));
    assert.equal(closeMine.value!.naviTab, true);
    assert.equal(windowsSeen(), before, 'no window for a Navi tab');
    assert.equal(await tabInfo(mine), null);
    assert.equal(closeMine.receipt.outcome, 'ok', 'read back: the tab is gone');

    const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?theirs');
    const theirs = await tabIdOf(os, url('nav/a.html?theirs'));
    await allowChanges(env.browser, env.web.origin); // a site allowance does not cover closing the person's tab
    // Straight to the extension, with the allowance in force and no grant: its own consent gate refuses.
    const direct = await invokeFromOs(os, 'browser.tabs.close', { tabId: theirs });
    assert.equal(!direct.ok && direct.code, 'consent-required', JSON.stringify(direct));
    assert.ok(await tabInfo(theirs), 'still open');
    decisions = ['deny'];
    const denied = await execute('browser.tabs.close', { tabId: theirs });
    assert.equal(denied.error?.code, 'approval-denied');
    assert.match(approver.seen.at(-1)!.facts, /Close one of your tabs/);
    assert.doesNotMatch(approver.seen.at(-1)!.facts, /Allow on/, 'no site allowance offered');
    assert.ok(await tabInfo(theirs), 'still open');
    decisions = ['approve'];
    const closed = await execute('browser.tabs.close', { tabId: theirs });
    assert.ok(closed.ok, JSON.stringify(closed));
    assert.equal(closed.value!.naviTab, false);
    assert.equal(await tabInfo(theirs), null);
    assert.ok(page.isClosed());
    await clearAllowance();
  });

  it("another session's Navi tab is the person's tab to this session", async () => {
    decisions = ['approve'];
    const opened = await execute('browser.tabs.open', { url: url('nav/a.html?session-a') });
    const tabId = opened.value!.tabId as number;
    const second = await openOs(env.browser, env.os.origin);
    const r = await invokeFromOs(second, 'browser.tabs.close', { tabId });
    assert.equal(!r.ok && r.code, 'consent-required');
    assert.ok(await tabInfo(tabId));
    await second.close();
    await execute('browser.tabs.close', { tabId });
  });

  it("group: gathers this session's Navi tabs again, never the person's", async () => {
    decisions = ['approve', 'approve'];
    const a = (await execute('browser.tabs.open', { url: url('nav/a.html?g1') })).value!.tabId as number;
    const b = (await execute('browser.tabs.open', { url: url('nav/b.html?g2') })).value!.tabId as number;
    const person = await openWeb(env.browser, env.web.origin, 'nav/c.html?g3');
    const personTab = await tabIdOf(os, url('nav/c.html?g3'));
    await (await serviceWorker(env.browser)).evaluate((ids) => chrome.tabs.ungroup(ids as [number, ...number[]]), [a, b]);
    assert.equal((await tabInfo(a))?.groupTitle, null);
    const before = windowsSeen();
    const r = await execute('browser.tabs.group');
    assert.equal(r.error, undefined, JSON.stringify(r));
    assert.equal(r.receipt.outcome, 'unverified', 'no independent read of groups: said so, not claimed');
    assert.ok((r.value!.tabIds as number[]).includes(a) && (r.value!.tabIds as number[]).includes(b));
    assert.ok(!(r.value!.tabIds as number[]).includes(personTab));
    assert.equal((await tabInfo(a))?.groupTitle, 'AI Echo');
    assert.equal((await tabInfo(b))?.groupTitle, 'AI Echo');
    assert.equal((await tabInfo(personTab))?.groupTitle, null);
    assert.equal(windowsSeen(), before);
    await person.close();
  });

  it('navigate: approved for the page the tab shows, loads an allowed URL and reports the new document', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?nav');
    const tabId = await tabIdOf(os, url('nav/a.html?nav'));
    decisions = ['approve'];
    const r = await execute('browser.page.navigate', { tabId, url: url('nav/b.html') });
    assert.ok(r.ok, JSON.stringify(r));
    assert.deepEqual([r.value!.status, r.value!.url, r.value!.title], ['complete', url('nav/b.html'), 'Fixture page B']);
    assert.notEqual(r.value!.documentId, r.value!.fromDocumentId);
    assert.equal(page.url(), url('nav/b.html'));
    assert.match(approver.seen.at(-1)!.facts, /Load another page in this tab/);
    assert.equal(r.receipt.outcome, 'ok');

    for (const [u, code] of [[`${env.stray.origin}/index.html`, 'origin-not-allowed'], [`http://u:p@127.0.0.1:${new URL(env.web.origin).port}/nav/a.html`, 'credentials-in-url']]) {
      const refused = await execute('browser.page.navigate', { tabId, url: u });
      assert.equal(refused.error?.code, code);
    }
    await page.close();
  });

  it('navigate: an approval for one page does not move the tab once the person went elsewhere', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?race');
    const tabId = await tabIdOf(os, url('nav/a.html?race'));
    decisions = ['approve'];
    const req = (await os.evaluate(
      (t, u) => window.aiEcho.bridge.control('echo.action.approval.request', { action: 'browser.page.navigate', input: { tabId: t, url: u } }),
      tabId,
      url('nav/c.html'),
    )) as { approvalId: string };
    await waitFor(async () => approver.seen.some((s) => s.approvalId === req.approvalId) || null, 'the person to approve');
    // The window closes once the decision is stored: before that the grant is still pending.
    await waitFor(async () => !env.browser.targets().some((t) => t.url().includes(`approval.html?id=${req.approvalId}`)) || null, 'the approval window to close');
    await page.goto(url('nav/b.html?moved')); // the person goes elsewhere before the Navi acts
    const r = await invokeFromOs(os, 'browser.page.navigate', { tabId, url: url('nav/c.html'), grantId: req.approvalId });
    assert.equal(!r.ok && r.code, 'grant-mismatch', 'the approval was for the page the tab showed then');
    assert.equal(page.url(), url('nav/b.html?moved'), 'the tab stays where the person went');
    await page.close();
  });

  it('back and forward: through the tab history, with no-history at its ends, and only the origin of a site not allowed', async () => {
    const page = await openWeb(env.browser, env.stray.origin, 'index.html'); // a site AI Echo is not allowed on
    await page.goto(url('nav/a.html?hist'));
    await page.goto(url('nav/b.html?hist'));
    const tabId = await tabIdOf(os, url('nav/b.html?hist'));
    await allowChanges(env.browser, env.web.origin);
    const back = await execute('browser.page.back', { tabId });
    assert.ok(back.ok, JSON.stringify(back));
    assert.equal(back.value!.url, url('nav/a.html?hist'));
    const fwd = await execute('browser.page.forward', { tabId });
    assert.equal(fwd.value!.url, url('nav/b.html?hist'));
    const none = await execute('browser.page.forward', { tabId });
    assert.equal(none.error?.code, 'no-history');
    await execute('browser.page.back', { tabId });
    const offSite = await execute('browser.page.back', { tabId });
    assert.ok(offSite.ok, JSON.stringify(offSite));
    assert.deepEqual([offSite.value!.url, offSite.value!.title, offSite.value!.allowed], [env.stray.origin, '', false], 'a site not allowed shows only its origin');
    await clearAllowance();
    await page.close();
  });

  it('reload: a new document at the same URL; waitForLoad waits for a load started without waiting', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'nav/c.html?reload');
    const tabId = await tabIdOf(os, url('nav/c.html?reload'));
    await page.type('input[name=note]', 'typed');
    decisions = ['approve'];
    const r = await execute('browser.page.reload', { tabId });
    assert.ok(r.ok, JSON.stringify(r));
    assert.notEqual(r.value!.documentId, r.value!.fromDocumentId);
    assert.equal(r.value!.url, url('nav/c.html?reload'));
    assert.match(approver.seen.at(-1)!.facts, /anything typed in the page/);

    decisions = ['approve'];
    const started = await execute('browser.page.navigate', { tabId, url: url('nav/a.html?later'), waitForLoad: false });
    assert.equal(started.error, undefined, JSON.stringify(started));
    assert.equal(started.receipt.outcome, 'unverified', 'a page still loading is not claimed as arrived');
    const loaded = await execute('browser.page.waitForLoad', { tabId });
    assert.ok(loaded.ok, JSON.stringify(loaded));
    assert.deepEqual([loaded.value!.status, loaded.value!.url], ['complete', url('nav/a.html?later')]);
    assert.equal(loaded.receipt.effect, 'read');
    await page.close();
  });

  it('a site allowance stands in for navigation approvals on that site, and is offered in the window', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?allow');
    const tabId = await tabIdOf(os, url('nav/a.html?allow'));
    decisions = ['allow-origin'];
    const first = await execute('browser.page.navigate', { tabId, url: url('nav/b.html?allow') });
    assert.ok(first.ok, JSON.stringify(first));
    assert.match(approver.seen.at(-1)!.facts, /Allow on/);
    const before = windowsSeen();
    const second = await execute('browser.page.navigate', { tabId, url: url('nav/c.html?allow') });
    assert.ok(second.ok, JSON.stringify(second));
    assert.equal(windowsSeen(), before, 'the allowance covered it');
    await clearAllowance();
    await page.close();
  });

  describe('redirects end where they end', () => {
    const elsewhere = () => `${redirecting.origin}/go-elsewhere`;

    it('navigate: an allowed URL that redirects to a site not allowed is reported as landing there, never ok', async () => {
      const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?redirect');
      const tabId = await tabIdOf(os, url('nav/a.html?redirect'));
      decisions = ['approve'];
      const r = await execute('browser.page.navigate', { tabId, url: elsewhere() });
      assert.equal(r.error?.code, 'origin-not-allowed', JSON.stringify(r));
      assert.ok(r.error!.message.includes(`led to ${env.stray.origin}`), r.error!.message);
      assert.notEqual(r.receipt.outcome, 'ok');
      assert.ok(r.receipt.message?.includes(env.stray.origin), JSON.stringify(r.receipt));
      assert.equal(new URL(page.url()).origin, env.stray.origin, 'the tab really is there');
      await page.close();
    });

    it('open: a new tab that redirects to a site not allowed is reported as landing there, never ok', async () => {
      decisions = ['approve'];
      const r = await execute('browser.tabs.open', { url: elsewhere() });
      assert.equal(r.error?.code, 'origin-not-allowed', JSON.stringify(r));
      assert.ok(r.error!.message.includes(`led to ${env.stray.origin}`), r.error!.message);
      assert.notEqual(r.receipt.outcome, 'ok');
      const landed = await os.evaluate(async () => ((await window.aiEcho.bridge.invoke('browser.tabs.list', {})) as { tabs: { tabId: number; url: string }[] }).tabs);
      const tab = landed.find((t) => t.url === env.stray.origin);
      assert.ok(tab, `the new tab shows only the origin it landed on: ${JSON.stringify(landed)}`);
      await inWorker(async (id) => chrome.tabs.remove(id), tab.tabId);
    });

    it('download: one that redirects to a site not allowed is refused before the file is named, nothing stays, and it is erased', async () => {
      const page = await openWeb(env.browser, env.web.origin, 'nav/a.html?download');
      const tabId = await tabIdOf(os, url('nav/a.html?download'));
      assert.ok((await execute('browser.webmcp.discover', { tabId })).ok);
      assert.ok((await execute('navi.fallback', { tabId, reason: 'This page offers no WebMCP tool that downloads a file.' })).ok);
      decisions = ['approve'];
      const r = await execute('browser.downloads.start', { tabId, url: elsewhere() });
      assert.equal(r.error?.code, 'origin-not-allowed', JSON.stringify(r));
      assert.ok(r.error!.message.includes(`redirected to ${env.stray.origin}`), r.error!.message);
      assert.match(r.error!.message, /cancelled before the file was saved/, 'stopped when Chrome asked for the name, not deleted afterwards');
      assert.notEqual(r.receipt.outcome, 'ok');
      assert.ok(redirecting.requests.some((q) => q.path === '/go-elsewhere'), 'the allowed URL was asked for');
      // Chrome starts fetching into a hidden temporary file (".org.chromium.Chromium.*") while the
      // name is decided, and deletes it on its file thread after the cancel: nothing may stay.
      const left = async () => {
        for (let i = 0; i < 50 && readdirSync(downloads).length; i++) await new Promise((r) => setTimeout(r, 100));
        return readdirSync(downloads);
      };
      assert.deepEqual(await left(), [], 'no file, not even a partial one, is left in the download folder');
      const known = await inWorker(async () => (await chrome.downloads.search({})).map((d) => d.finalUrl || d.url));
      assert.ok(!known.some((u) => u.includes('/go-elsewhere') || u.includes('/index.html')), `erased from Chrome's list: ${known.join(' ')}`);
      // The same gate lets a file from an allowed site through.
      decisions = ['approve'];
      const fine = await execute('browser.downloads.start', { tabId, url: url('caps/files/report.csv') });
      assert.equal(fine.error, undefined, JSON.stringify(fine));
      const done = await execute('browser.downloads.wait', { downloadId: fine.value!.downloadId, timeoutMs: 15_000 });
      assert.equal(done.value?.state, 'complete', JSON.stringify(done));
      assert.deepEqual(readdirSync(downloads), ['report.csv']);
      await page.close();
    });
  });

  /** Ends any site allowance a test gave, so the next test asks again. */
  async function clearAllowance(): Promise<void> {
    const p = await extensionPage(env.browser);
    await p.evaluate((origin) => chrome.storage.session.remove(`allowance:${origin}`), env.web.origin);
    await p.close();
  }
});
