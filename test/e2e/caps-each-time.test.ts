// What cannot be undone, end to end: submitting a form, handing a page a file, downloading. Each
// is approved run by run in the extension's approval window (a site allowance, which the session
// here holds, covers none of them), the window shows what will happen, and the page-side checks
// still apply after approval. Uploads carry only the file the person picked in that window.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ElementHandle, Page } from 'puppeteer-core';
import type { SubmitOutcome } from '../../faculties/semantic-control/actions/browser-semantic-submit.ts';
import type { DownloadView } from '../../faculties/browser-tabs/download-store.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { UploadResult } from '../../faculties/semantic-control/protocol.ts';
import { openOs } from '../support/harness.ts';
import { attemptWithDetail, openCaps } from './caps-support.ts';
import { ok, refused, startSession, type Session } from './semantic-support.ts';
import { approvalWindow, controlFromOs } from './webmcp-support.ts';

describe('approved each time: submit, upload, download', () => {
  let s: Session;
  let files: string;
  before(async () => {
    s = await startSession();
    files = mkdtempSync(join(tmpdir(), 'echo-caps-'));
    // Downloads land in a folder of the test's own, never the machine's Downloads.
    const cdp = await s.env.browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: join(files, 'downloads') });
  });
  after(async () => {
    await s?.close();
    rmSync(files, { recursive: true, force: true });
  });

  /** Asks for the approval and returns its window, with the facts it shows. */
  async function ask(action: string, input: Record<string, unknown>): Promise<{ approvalId: string; window: Page; facts: string }> {
    const req = await controlFromOs<GrantView>(s.os, 'echo.action.approval.request', { action, input });
    assert.ok(req.ok, JSON.stringify(req));
    assert.ok('approvalId' in req.value, `a window, not an allowance: ${JSON.stringify(req.value)}`);
    const window = await approvalWindow(s.env.browser, req.value.approvalId);
    // The exact facts sit under Details, closed at first: open it to read them as a person would.
    const facts = await window.evaluate(() => {
      (document.getElementById('details') as HTMLDetailsElement | null)?.setAttribute('open', '');
      return document.body.innerText;
    });
    return { approvalId: req.value.approvalId, window, facts };
  }

  async function approve(window: Page): Promise<void> {
    await window.waitForSelector('#approve:not([disabled])', { timeout: 10_000 });
    await window.click('#approve');
    await window.waitForFunction(() => /Approved/.test(document.getElementById('state')?.textContent ?? ''), { timeout: 10_000, polling: 50 });
  }

  /** The approval window's file picker, where the person picks the file. */
  async function picker(win: Page): Promise<ElementHandle<HTMLInputElement>> {
    const input = await win.$('#file');
    assert.ok(input, 'the approval window shows a file picker');
    return input as ElementHandle<HTMLInputElement>;
  }

  /** Sends a decision straight from the approval page, as a tampered page could, past its buttons. */
  function sendDecision(window: Page, approvalId: string, decision: string, extra: Record<string, unknown> = {}) {
    return window.evaluate((id, d, x) => chrome.runtime.sendMessage({ type: 'approval-decide', approvalId: id, decision: d, ...x }), approvalId, decision, extra) as Promise<{ ok: boolean; error?: { code: string } }>;
  }

  describe('browser.semantic.submit', () => {
    it('needs its own approval even where changes are allowed; the window shows what the form sends and offers no allowance', async () => {
      const { tabId, page, url } = await openCaps(s, 'forms.html');
      ok(await s.call('browser.semantic.fill', { tabId, fields: [{ target: { selector: '#booking [name=name]' }, value: 'Ada Lovelace' }, { target: { selector: '#booking [name=cabin]' }, label: 'Business' }] }));
      const input = { tabId, target: { selector: '#book' } };
      refused(await s.call('browser.semantic.submit', input), 'consent-required');
      assert.equal(page.url(), url, 'nothing was sent');
      await page.bringToFront();
      await page.$eval('#book', (el) => el.scrollIntoView({ block: 'center' }));
      const { approvalId, window, facts } = await ask('browser.semantic.submit', input);
      const picture = await window.$eval('#picture img', (img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).src] as const);
      assert.ok(picture[0] > 0 && picture[0] <= 720, 'the window shows the target as the page shows it');
      assert.match(picture[1], /^data:image\/(webp|jpeg);base64,/);
      assert.match(facts, /Full name: Ada Lovelace/);
      assert.match(facts, /Cabin: Business/);
      assert.match(facts, /GET http:\/\/127\.0\.0\.1:\d+\/caps\/thanks\.html/);
      assert.match(facts, /approved run by run/);
      assert.equal(await window.$eval('#allow-origin', (b) => (b as HTMLButtonElement).hidden), true);
      const forbidden = await sendDecision(window, approvalId, 'allow-origin');
      assert.equal(forbidden.error?.code, 'approval-forbidden', 'the worker refuses a site allowance for it, whatever the window sends');
      await approve(window);
      const r = ok<SubmitOutcome>(await s.call('browser.semantic.submit', { ...input, grantId: approvalId }, 20_000));
      assert.deepEqual([r.submitted, r.handledByPage, r.method], [true, false, 'get']);
      assert.match(r.navigation?.url ?? '', /\/caps\/thanks\.html\?name=Ada\+Lovelace/);
      assert.notEqual(r.navigation?.documentId, r.documentId);
      await page.waitForSelector('#thanks');
      refused(await s.call('browser.semantic.submit', { ...input, grantId: approvalId }), 'grant-used');
    });

    it("reports a form the page handles in script, and the form's own checks stopping it", async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const feedback = { tabId, target: { selector: '#feedback' } };
      const a = await ask('browser.semantic.submit', feedback);
      await approve(a.window);
      const invalid = await attemptWithDetail(s, 'browser.semantic.submit', { ...feedback, grantId: a.approvalId });
      assert.equal(!invalid.ok && invalid.code, 'form-invalid', JSON.stringify(invalid));
      const fields = invalid.ok ? [] : ((invalid.detail?.fields ?? []) as { name: string }[]);
      assert.equal(fields[0]?.name, 'Feedback');
      await page.$eval('#newsletter .cover', (el) => el.classList.remove('cover'));
      const news = { tabId, target: { selector: '#newsletter' } };
      const b = await ask('browser.semantic.submit', news);
      await approve(b.window);
      const r = ok<SubmitOutcome>(await s.call('browser.semantic.submit', { ...news, grantId: b.approvalId }));
      assert.deepEqual([r.submitted, r.handledByPage, r.navigation], [false, true, null]);
      assert.equal(await page.$eval('#news-out', (el) => el.textContent), 'Subscribed');
    });

    it('hit-tests the submit button after approval, and refuses a protected form before and after approval', async () => {
      const { tabId, page, url } = await openCaps(s, 'forms.html');
      const news = { tabId, target: { selector: '#newsletter' } };
      const a = await ask('browser.semantic.submit', news);
      await approve(a.window);
      const covered = await attemptWithDetail(s, 'browser.semantic.submit', { ...news, grantId: a.approvalId });
      assert.equal(!covered.ok && covered.code, 'not-hittable');
      assert.equal(!covered.ok && covered.detail?.reason, 'covered');
      assert.equal(await page.$eval('#news-out', (el) => el.textContent), '');
      const login = await controlFromOs(s.os, 'echo.action.approval.request', { action: 'browser.semantic.submit', input: { tabId, target: { selector: '#login' } } });
      assert.equal(!login.ok && login.code, 'blocked-sensitive', 'no window opens for a password form');
      // A form that gains a payment field after its approval is still refused, by its button too.
      const feedback = { tabId, target: { selector: '#feedback button' } };
      const b = await ask('browser.semantic.submit', feedback);
      await approve(b.window);
      await page.evaluate(() => {
        const card = document.createElement('input');
        card.setAttribute('autocomplete', 'cc-number');
        document.getElementById('feedback')!.append(card);
        (document.querySelector('[name=feedback]') as HTMLInputElement).value = 'Lovely trip';
      });
      refused(await s.call('browser.semantic.submit', { ...feedback, grantId: b.approvalId }), 'blocked-sensitive');
      assert.equal(page.url(), url);
    });
  });

  describe('browser.semantic.upload', () => {
    it('hands the page exactly the file the person picked in the approval window, once', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const pdf = join(files, 'passport.pdf');
      writeFileSync(pdf, '%PDF-1.4 passport scan');
      const input = { tabId, target: { selector: '#passport' } };
      refused(await s.call('browser.semantic.upload', input), 'consent-required');
      refused(await s.call('browser.semantic.upload', { ...input, path: '/etc/passwd' }), 'invalid-input');
      const { approvalId, window, facts } = await ask('browser.semantic.upload', input);
      assert.match(facts, /You pick it below/);
      assert.equal(await window.$eval('#approve', (b) => (b as HTMLButtonElement).disabled), true, 'Approve waits for a file');
      const noFile = await sendDecision(window, approvalId, 'approve');
      assert.equal(noFile.error?.code, 'invalid-input', 'an approval without a picked file is refused by the worker');
      await picker(window).then((p) => p.uploadFile(pdf));
      await approve(window);
      const r = ok<UploadResult>(await s.call('browser.semantic.upload', { ...input, grantId: approvalId }));
      assert.deepEqual(r.file, { name: 'passport.pdf', type: 'application/pdf', size: 22 });
      await page.waitForFunction(() => /file:passport\.pdf:22:%PDF-1\.4 passport/.test(document.getElementById('log')!.textContent ?? ''));
      refused(await s.call('browser.semantic.upload', { ...input, grantId: approvalId }), 'grant-used');
    });

    it("refuses a picked file the field does not accept, and a field that is not a file field", async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const txt = join(files, 'notes.txt');
      writeFileSync(txt, 'just notes');
      const input = { tabId, target: { selector: '#passport' } };
      const { approvalId, window } = await ask('browser.semantic.upload', input);
      await picker(window).then((p) => p.uploadFile(txt));
      await approve(window);
      refused(await s.call('browser.semantic.upload', { ...input, grantId: approvalId }), 'invalid-input');
      assert.equal(await page.$eval('#passport', (el) => (el as HTMLInputElement).files?.length), 0);
      const name = { tabId, target: { selector: '#booking [name=name]' } };
      const b = await ask('browser.semantic.upload', name);
      await picker(b.window).then((p) => p.uploadFile(txt));
      await approve(b.window);
      refused(await s.call('browser.semantic.upload', { ...name, grantId: b.approvalId }), 'not-editable');
    });
  });

  describe('downloads', () => {
    it('downloads a file the person approved, waits for it, lists it; never from another site or with credentials', async () => {
      const { tabId } = await openCaps(s, 'article.html');
      const url = `${s.env.web.origin}/caps/files/report.csv`;
      refused(await s.call('browser.downloads.start', { tabId, url }), 'consent-required');
      const creds = await controlFromOs(s.os, 'echo.action.approval.request', { action: 'browser.downloads.start', input: { tabId, url: url.replace('http://', 'http://ada:secret@') } });
      assert.equal(!creds.ok && creds.code, 'invalid-input');
      const stray = await controlFromOs(s.os, 'echo.action.approval.request', { action: 'browser.downloads.start', input: { tabId, url: `${s.env.stray.origin}/index.html` } });
      assert.equal(!stray.ok && stray.code, 'origin-not-allowed');
      const { approvalId, window: win, facts } = await ask('browser.downloads.start', { tabId, url });
      assert.ok(facts.includes(url));
      assert.match(facts, /never opens the file/);
      await approve(win);
      const started = ok<DownloadView>(await s.call('browser.downloads.start', { tabId, url, grantId: approvalId }));
      const done = ok<DownloadView>(await s.call('browser.downloads.wait', { downloadId: started.downloadId, timeoutMs: 15_000 }, 20_000));
      assert.equal(done.state, 'complete');
      assert.equal(done.filename, 'report.csv', 'the file name only, never its folder');
      assert.equal(done.bytesReceived, 44);
      const list = ok<{ downloads: DownloadView[] }>(await s.call('browser.downloads.list', {}));
      assert.deepEqual(list.downloads.map((d) => d.downloadId), [started.downloadId]);
      assert.deepEqual(readdirSync(join(files, 'downloads')), ['report.csv']);
      // Another AI Echo page is another session: it sees none of these downloads.
      const other = await openOs(s.env.browser, s.env.os.origin);
      const theirs = await other.evaluate(() => window.aiEcho.bridge.invoke('browser.downloads.list', {}));
      assert.deepEqual((theirs as { downloads: unknown[] }).downloads, []);
      const unknown = await other.evaluate(async (id) => {
        try {
          return await window.aiEcho.bridge.invoke('browser.downloads.wait', { downloadId: id });
        } catch (err) {
          return (err as { code: string }).code;
        }
      }, started.downloadId);
      assert.equal(unknown, 'download-unknown');
      await other.close();
    });
  });
});
