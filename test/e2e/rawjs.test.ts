// Raw JavaScript end to end: off by default; it exists only while developer mode is on in both
// AI Echo (its own setting) and the extension (its options page), each toggled through its UI;
// every run needs a one-use approval of the exact code (its SHA-256) in the extension's window,
// bound to tab, frame and document; a strict CSP page yields csp-blocked with nothing run.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Dialog, Page } from 'puppeteer-core';
import type { DialogList } from '../../faculties/browser-tabs/actions/browser-dialogs-list.ts';
import type { DialogWaitResult } from '../../faculties/browser-tabs/actions/browser-dialogs-wait.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { RawJsResult } from '../../faculties/raw-js/actions/devjs-evaluate.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { DIST, allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { approvalWindow, controlFromOs, decide, waitFor } from './webmcp-support.ts';
import { waitForPageWatch } from './caps-support.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const CSP = "default-src 'self'; script-src 'self'";

describe('raw JavaScript: developer mode only, exact-hash approval', () => {
  let env: Env;
  let os: Page;
  let web: Page;
  let tabId: number;

  const offered = () => os.evaluate(() => window.aiEcho.echo.toolset.tools().some((t) => t.name === 'devjs.evaluate'));
  const uiState = () =>
    os.evaluate(() => document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('[data-developer-mode-state]')?.textContent?.trim() ?? '');
  /** The person's checkbox in AI Echo's own settings. */
  const setOsMode = async (on: boolean) => {
    const box = await os.waitForSelector('pierce/input[name="developer-mode"]');
    if ((await box!.evaluate((b) => (b as HTMLInputElement).checked)) !== on) await box!.click();
    await os.waitForFunction((v) => window.aiEcho.echo.developerMode.os.get() === v, {}, on);
  };
  /** The person's checkbox in the extension's options page. */
  const setExtensionMode = async (on: boolean) => {
    const page = await extensionPage(env.browser);
    const box = await page.waitForSelector('#developer-mode:not([disabled])');
    if ((await box!.evaluate((b) => (b as HTMLInputElement).checked)) !== on) await box!.click();
    await page.waitForFunction((v) => (document.getElementById('developer-mode') as HTMLInputElement).checked === v && !(document.getElementById('developer-mode') as HTMLInputElement).disabled, {}, on);
    await page.close();
    await os.waitForFunction((v) => window.aiEcho.echo.developerMode.extension.get() === v, {}, on);
  };
  const ask = (code: string, extra: Record<string, unknown> = {}) => controlFromOs<GrantView>(os, 'echo.devjs.approval.request', { input: { tabId, code, ...extra } });
  const approve = async (code: string, extra: Record<string, unknown> = {}) => {
    const r = await ask(code, extra);
    assert.ok(r.ok, JSON.stringify(r));
    await decide(env.browser, r.value.approvalId, 'approve');
    return r.value.approvalId;
  };
  const run = (code: string, grantId?: string, extra: Record<string, unknown> = {}) => invokeFromOs(os, 'devjs.evaluate', { tabId, code, ...extra, ...(grantId ? { grantId } : {}) });
  const out = () => web.evaluate(() => document.getElementById('out')!.textContent);

  before(async () => {
    env = await launch({ headers: (path): Record<string, string> => (path === '/rawjs/csp.html' ? { 'content-security-policy': CSP } : {}) });
    await allowOrigins(env.browser, [env.web.origin]);
    web = await openWeb(env.browser, env.web.origin, 'rawjs/page.html');
    os = await openOs(env.browser, env.os.origin);
    tabId = await tabIdOf(os, `${env.web.origin}/rawjs/page.html`);
  });
  after(() => env?.close());

  it('is off by default: not described to the Navi, and the extension refuses it', async () => {
    assert.equal(await offered(), false);
    assert.match(await uiState(), /off \(AI Echo: off; extension options: off\)/);
    const dev = await controlFromOs<{ developerMode: boolean }>(os, 'echo.devmode.get');
    assert.deepEqual(dev.ok && dev.value, { developerMode: false });
    const r = await run('document.getElementById("out").textContent = "ran"');
    assert.equal(!r.ok && r.code, 'developer-mode-off', JSON.stringify(r));
    const asked = await ask('1');
    assert.equal(!asked.ok && asked.code, 'developer-mode-off');
    assert.equal(await out(), 'untouched');
  });

  it("AI Echo's half alone: still not described, and the extension still refuses", async () => {
    await setOsMode(true);
    assert.equal(await offered(), false);
    const r = await run('document.getElementById("out").textContent = "ran"');
    assert.equal(!r.ok && r.code, 'developer-mode-off');
    assert.equal(await out(), 'untouched');
  });

  it("the extension's half alone: AI Echo does not describe it (the extension would accept an approved run)", async () => {
    await setOsMode(false);
    await setExtensionMode(true);
    assert.equal(await offered(), false);
    assert.match(await uiState(), /AI Echo: off; extension options: on/);
    const routed = await os.evaluate(async (t) => {
      const { kernel, session } = window.aiEcho.echo;
      const task = (session as unknown as { task: unknown }).task;
      const r = await kernel.router.route({ name: 'devjs.evaluate', arguments: { tabId: t, code: '1' } }, task as never);
      return r.ok ? 'ran' : r.error.code;
    }, tabId);
    assert.equal(routed, 'unknown-action', 'no Faculty offers it while AI Echo is off');
  });

  it('both halves on: described; each run needs approval of the exact code, shown with its SHA-256', async () => {
    await setOsMode(true);
    assert.equal(await offered(), true);
    assert.match(await uiState(), /devjs\.evaluate is offered/);
    const code = 'document.getElementById("out").textContent = "ran " + (1 + 1); ({ account: window.pageSecret, title: document.title })';
    const noGrant = await run(code);
    assert.equal(!noGrant.ok && noGrant.code, 'consent-required');
    await allowChanges(env.browser, env.web.origin);
    const allowance = await run(code);
    assert.equal(!allowance.ok && allowance.code, 'consent-required', 'a site allowance never covers raw JavaScript');
    const req = await ask(code);
    assert.ok(req.ok, JSON.stringify(req));
    assert.equal(req.value.binding.subjectHash, sha256(code));
    assert.equal(req.value.binding.kind, 'rawjs');
    const page = await approvalWindow(env.browser, req.value.approvalId);
    // The code is in plain view; its hash and the bindings under Details.
    assert.ok((await page.evaluate(() => document.body.innerText)).includes(code), 'the window shows the exact code');
    const shown = await page.evaluate(() => document.body.textContent ?? '');
    assert.ok(shown.includes(sha256(code)), 'and its SHA-256');
    assert.ok(shown.includes(req.value.binding.documentId));
    assert.equal(await page.evaluate(() => (document.getElementById('allow-origin') as HTMLButtonElement).hidden), true, 'no "allow on this site" for raw JS');
    await decide(env.browser, req.value.approvalId, 'approve');
    const r = await run(code, req.value.approvalId);
    assert.ok(r.ok, JSON.stringify(r));
    const value = r.value as RawJsResult;
    assert.equal(await out(), 'ran 2');
    assert.deepEqual([value.tier, value.world, value.codeHash, value.resultType], ['rawjs', 'MAIN', sha256(code), 'object']);
    const result = value.result.value as { account: Record<string, unknown>; title: string };
    assert.equal(result.title, 'Raw JS fixture');
    assert.equal(result.account.user, 'ada');
    assert.equal(result.account.password, '[redacted]');
    assert.equal(result.account.apiToken, '[redacted]');
    assert.ok(value.result.redactions >= 2);
    const again = await run(code, req.value.approvalId);
    assert.equal(!again.ok && again.code, 'grant-used', 'one use');
  });

  it('a changed byte fails before running; so do another document and a thrown error is typed', async () => {
    const code = 'document.getElementById("out").textContent = "changed"; 1';
    const grant = await approve(code);
    const changed = await run(`${code} `, grant);
    assert.equal(!changed.ok && changed.code, 'code-changed', JSON.stringify(changed));
    assert.equal(await out(), 'ran 2', 'nothing ran');
    await web.reload();
    const moved = await run(code, grant);
    assert.equal(!moved.ok && moved.code, 'grant-mismatch', 'the approval was bound to the document before the reload');
    assert.equal(await out(), 'untouched');
    const throwing = 'throw new Error("boom Bearer abcdefghijklmnop")';
    const r = await run(throwing, await approve(throwing));
    assert.equal(!r.ok && r.code, 'script-error');
    assert.match(!r.ok ? r.message : '', /boom \[redacted:bearer\]/);
  });

  it('code that opens a native confirm is reported at once as dialog-open, like a semantic click; the person answers it', async () => {
    // The guard is ctx.page's own (browser-extension/src/dialog-guard.ts), not the semantic Faculty's.
    await waitForPageWatch(env.browser, env.web.origin);
    await web.reload();
    const shown = new Promise<Dialog>((resolve) => web.once('dialog', resolve));
    const code = 'document.getElementById("out").textContent = confirm("Delete the archive?") ? "deleted" : "kept"; 1';
    const r = await run(code, await approve(code, { timeoutMs: 20_000 }), { timeoutMs: 20_000 });
    assert.equal(!r.ok && r.code, 'dialog-open', JSON.stringify(r));
    const listed = await invokeFromOs(os, 'browser.dialogs.list', { tabId });
    assert.ok(listed.ok, JSON.stringify(listed));
    const open = (listed.value as DialogList).open;
    assert.deepEqual([open?.kind, open?.message], ['confirm', 'Delete the archive?']);
    // While it is open, another page call is refused at once rather than hanging.
    const blocked = await invokeFromOs(os, 'browser.semantic.verify', { tabId, target: { selector: '#out' } }, 20_000);
    assert.equal(!blocked.ok && blocked.code, 'dialog-open', JSON.stringify(blocked));
    const waiting = invokeFromOs(os, 'browser.dialogs.wait', { tabId, timeoutMs: 15_000 }, 20_000);
    await (await shown).accept();
    const waited = await waiting;
    assert.ok(waited.ok, JSON.stringify(waited));
    assert.deepEqual((waited.value as DialogWaitResult).dialog?.choice, { accepted: true });
    assert.equal(await out(), 'deleted');
    await web.reload();
  });

  it('a page whose CSP forbids eval yields csp-blocked, and nothing runs', async () => {
    await web.goto(`${env.web.origin}/rawjs/csp.html`);
    const cspTab = await tabIdOf(os, `${env.web.origin}/rawjs/csp.html`);
    assert.equal(cspTab, tabId);
    const code = 'document.getElementById("out").textContent = "ran"; 1';
    const r = await run(code, await approve(code));
    assert.equal(!r.ok && r.code, 'csp-blocked', JSON.stringify(r));
    assert.equal(await out(), 'untouched');
    await web.goto(`${env.web.origin}/rawjs/page.html`);
  });

  it('the Navi runs raw JS only when asked by name, with approval, and the receipt says tier rawjs; off again, it is gone', async () => {
    const decisions: Decision[] = ['approve'];
    const approver = watchApprovals(env.browser, () => decisions.shift() ?? 'deny');
    try {
      const answer = await askInUi(os, 'run javascript document.title');
      assert.match(answer, /Ran your JavaScript .*"Raw JS fixture"/, answer);
    } finally {
      approver.stop();
    }
    const receipts = (await os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown)) as Receipt[];
    const ran = receipts.filter((x) => x.tool === 'devjs.evaluate').at(-1)!;
    assert.deepEqual([ran.tier, ran.effect, ran.errorCode], ['rawjs', 'mutation', null]);
    assert.match(ran.grantId ?? '', /^[0-9a-f]{32}$/);
    assert.ok(ran.ladderReason, 'below WebMCP only with a recorded reason');
    // AI Echo's setting persists across a reload of the OS page.
    await os.reload();
    await os.waitForFunction(() => window.aiEcho?.echo !== undefined, { timeout: 15_000 });
    await os.evaluate(() => window.aiEcho.ready);
    await waitFor(async () => (await os.evaluate(() => window.aiEcho.echo.developerMode.on())) || null, 'developer mode after reload');
    // An approval given while on does not outlive the switch.
    const grant = await approve('1');
    await setExtensionMode(false);
    assert.equal(await offered(), false);
    assert.match(await askInUi(os, 'run javascript 1 + 1'), /Raw JavaScript is off/);
    const r = await run('1', grant);
    assert.equal(!r.ok && r.code, 'developer-mode-off');
  });

  it('the built extension never asks for the debugger permission, and evaluates only in the page (MAIN world)', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'extension/manifest.json'), 'utf8')) as { permissions: string[]; optional_permissions?: string[] };
    assert.ok(![...manifest.permissions, ...(manifest.optional_permissions ?? [])].includes('debugger'));
    const dir = join(DIST, 'extension');
    const evaluating = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /globalThis\.eval\b|\beval\s*\(|new Function\s*\(/.test(readFileSync(join(dir, f), 'utf8')));
    assert.deepEqual(evaluating, ['service-worker.js'], 'only the raw-js page op (serialised into the page) names eval');
    const sw = readFileSync(join(dir, 'service-worker.js'), 'utf8');
    assert.equal(sw.match(/globalThis\.eval\b/g)?.length, 1);
  });
});
