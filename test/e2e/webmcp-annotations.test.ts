// Page annotations never relax a gate, end to end: real Chromium with native WebMCP, the real
// extension and AI Echo's own call path (validate, route, consent, receipt). A tool that claims
// readOnlyHint and never answers is not its own inspection; a different tool counts only once it
// completed; consequentialHint marks the approval and no site allowance covers it; a tool the
// page marks `debugging` is hidden from the Navi and refused outside developer mode.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import { CONSEQUENTIAL_NOTICE } from '../../faculties/webmcp/annotation-marks.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { allowChanges, allowOrigins, browserReportsAnnotation, chromiumMajor, extensionPage, invokeFromOs, launch, openOs, openWeb, tabIdOf, executeInOs, type Env } from '../support/harness.ts';
import { controlFromOs, discover, findTool, requestApproval, waitFor } from './webmcp-support.ts';

type Outcome = { ok: boolean; value?: unknown; error?: { code: string; message: string }; receipt: Receipt };
type NaviFrame = { tools: { name: string; descriptorHash: string }[]; hidden?: { name: string; reason: string }[] };

describe('page annotations never relax a gate', () => {
  let env: Env;
  let os: Page;
  let serial = 0;
  let decisions: Decision[] = [];
  /** Every approval window the person saw, in order: its text, and what the test found in it. */
  const windows: { facts: string; notices: string[]; allowOriginHidden: boolean; forgedAllowOrigin: unknown }[] = [];
  let stopApprover: () => void;

  /** One call on the Navi's own path (validate, route, consent, read back, receipt), in the OS page. */
  const execute = (name: string, args: Record<string, unknown>, fresh = false) =>
    executeInOs<Outcome>(os, name, args, fresh);

  /** A fresh fixture tab (its own document and dispatch counts). */
  async function fixture(): Promise<{ page: Page; tabId: number }> {
    const path = `webmcp/annotations.html?n=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => window.fx?.calls !== undefined, { polling: 50 });
    return { page, tabId: await tabIdOf(os, `${env.web.origin}/${path}`) };
  }

  /** Discovers on the Navi's path (a fresh task) and returns what the Navi was shown. */
  async function naviDiscover(tabId: number, fresh = true): Promise<{ outcome: Outcome; frames: NaviFrame[] }> {
    const outcome = await execute('browser.webmcp.discover', { tabId }, fresh);
    assert.equal(outcome.ok, true, JSON.stringify(outcome.error));
    return { outcome, frames: (outcome.value as { frames: NaviFrame[] }).frames };
  }

  function invocation(frames: NaviFrame[], tabId: number, name: string, extra: Record<string, unknown> = {}) {
    const tool = frames.flatMap((f) => f.tools).find((t) => t.name === name);
    assert.ok(tool, `the Navi was shown ${name}`);
    return { tabId, name, descriptorHash: tool.descriptorHash, arguments: {}, ...extra };
  }

  const calls = (page: Page, name: string) => page.evaluate((n) => fx.calls[n] ?? 0, name);
  const status = async (approvalId: string) => {
    const r = await controlFromOs<GrantView>(os, 'echo.approval.status', { approvalId });
    return r.ok ? r.value.state : r.code;
  };

  /** The person's checkbox in AI Echo's own settings. */
  async function setOsMode(on: boolean): Promise<void> {
    // A click needs a rendering tab: the fixture tabs opened after AI Echo sit in front of it.
    await os.bringToFront();
    const box = await os.waitForSelector('pierce/input[name="developer-mode"]');
    if ((await box!.evaluate((b) => (b as HTMLInputElement).checked)) !== on) await box!.click();
    await os.waitForFunction((v) => window.aiEcho.echo.developerMode.os.get() === v, {}, on);
  }
  /** The person's checkbox in the extension's options page. */
  async function setExtensionMode(on: boolean): Promise<void> {
    const page = await extensionPage(env.browser);
    const box = await page.waitForSelector('#developer-mode:not([disabled])');
    if ((await box!.evaluate((b) => (b as HTMLInputElement).checked)) !== on) await box!.click();
    await page.waitForFunction((v) => (document.getElementById('developer-mode') as HTMLInputElement).checked === v && !(document.getElementById('developer-mode') as HTMLInputElement).disabled, {}, on);
    await page.close();
    await os.waitForFunction((v) => window.aiEcho.echo.developerMode.extension.get() === v, {}, on);
  }

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    os = await openOs(env.browser, env.os.origin);
    stopApprover = watchApprovals(
      env.browser,
      () => decisions.shift() ?? 'deny',
      async (page) => {
        // What the person sees, and whether the window lets a page tool be allowed for the whole site.
        const approvalId = new URL(page.url()).searchParams.get('id');
        const seen = await page.evaluate(async (id) => {
          const forged = await chrome.runtime.sendMessage({ type: 'approval-decide', approvalId: id, decision: 'allow-origin' }).catch((e: unknown) => String(e));
          return {
            facts: document.body.innerText,
            notices: [...document.querySelectorAll('#notices .notice')].map((n) => n.textContent ?? ''),
            allowOriginHidden: (document.getElementById('allow-origin') as HTMLButtonElement).hidden,
            forgedAllowOrigin: forged,
          };
        }, approvalId);
        windows.push(seen);
      },
    ).stop;
  });
  after(async () => {
    stopApprover?.();
    await env?.close();
  });

  it('a tool that claims readOnlyHint and never answers is not its own inspection: the retry is refused and the page sees one dispatch', async () => {
    const { page, tabId } = await fixture();
    const { frames } = await naviDiscover(tabId);
    const call = invocation(frames, tabId, 'orders.lookup', { timeoutMs: 1000 });
    const opened = windows.length;
    decisions = ['approve'];
    const first = await execute('browser.webmcp.invoke', call);
    assert.equal(first.error?.code, 'outcome-unknown');
    assert.equal(first.receipt.outcome, 'outcome-unknown');

    const retry = await execute('browser.webmcp.invoke', call);
    assert.equal(retry.error?.code, 'inspection-required', JSON.stringify(retry.error));
    assert.equal(retry.receipt.outcome, 'error');
    assert.equal(await calls(page, 'orders.lookup'), 1, 'exactly one dispatch reached the page');
    assert.equal(windows.length - opened, 1, 'the refused retry asked the person nothing');

    // Our own read of the page is an inspection: the retry may ask again (and hangs again).
    await naviDiscover(tabId, false);
    decisions = ['approve'];
    const again = await execute('browser.webmcp.invoke', call);
    assert.equal(again.error?.code, 'outcome-unknown', 'past the gate after discovery');
    assert.equal(await calls(page, 'orders.lookup'), 2);

    const blocked = await execute('browser.webmcp.invoke', call);
    assert.equal(blocked.error?.code, 'inspection-required');
    const snapshot = await execute('browser.semantic.snapshot', { tabId });
    assert.equal(snapshot.ok, true);
    decisions = ['deny'];
    const asked = await execute('browser.webmcp.invoke', call);
    assert.equal(asked.error?.code, 'approval-denied', 'past the gate after a snapshot: the person is asked');
    assert.equal(await calls(page, 'orders.lookup'), 2);
    await page.close();
  });

  it('a different page tool counts as the inspection only once it completed', async () => {
    const { page, tabId } = await fixture();
    const { frames } = await naviDiscover(tabId);
    const lookup = invocation(frames, tabId, 'orders.lookup', { timeoutMs: 1000 });
    decisions = ['approve'];
    assert.equal((await execute('browser.webmcp.invoke', lookup)).error?.code, 'outcome-unknown');

    const click = await execute('browser.semantic.click', { tabId, target: { selector: 'h1' } });
    assert.equal(click.error?.code, 'inspection-required', 'no other change meanwhile');

    decisions = ['approve'];
    const failed = await execute('browser.webmcp.invoke', invocation(frames, tabId, 'orders.fail'));
    assert.equal(failed.error?.code, 'tool-error', 'a different page tool may run (with its own approval)');
    assert.equal((await execute('browser.webmcp.invoke', lookup)).error?.code, 'inspection-required', 'a failed run inspects nothing');

    decisions = ['approve'];
    const status = await execute('browser.webmcp.invoke', invocation(frames, tabId, 'orders.status'));
    assert.equal(status.error, undefined);
    decisions = ['deny'];
    assert.equal((await execute('browser.webmcp.invoke', lookup)).error?.code, 'approval-denied', 'past the gate once the different tool completed');
    assert.deepEqual(await Promise.all(['orders.lookup', 'orders.fail', 'orders.status'].map((n) => calls(page, n))), [1, 1, 1]);
    await page.close();
  });

  it('consequentialHint only raises the review: the approval is marked, and no site allowance covers the tool', async (t) => {
    const { page, tabId } = await fixture();
    if (!(await browserReportsAnnotation(page, 'account.close', 'consequentialHint'))) return page.close().then(async () => t.skip(`Chromium ${await chromiumMajor(env.browser)} drops consequentialHint from getTools(): no page can raise the review with it there`));
    // The person allowed changes on this site for a while: it must not reach a page tool.
    await allowChanges(env.browser, env.web.origin);
    const record = await discover(os, tabId);
    const close = findTool(record, 'account.close');
    assert.equal(close.tool.annotations.consequentialHint, true, 'discovery carries the hint in the descriptor');

    decisions = ['deny'];
    const direct = await requestApproval(os, { tabId, frameId: close.frameId, name: 'account.close', descriptorHash: close.tool.descriptorHash, arguments: {} });
    assert.ok(direct.ok, JSON.stringify(direct));
    assert.ok(!('allowance' in direct.value), 'never answered by an allowance');
    assert.equal(direct.value.state, 'pending', 'a window for this one call');
    await waitFor(async () => (await status(direct.value.approvalId)) === 'denied', 'the person to deny the direct request');

    const { frames } = await naviDiscover(tabId);
    const opened = windows.length;
    decisions = ['approve'];
    const ran = await execute('browser.webmcp.invoke', invocation(frames, tabId, 'account.close'));
    assert.equal(ran.error, undefined, JSON.stringify(ran.error));
    assert.match(ran.receipt.grantId ?? '', /^[0-9a-f]{32}$/, 'run on a one-use grant');
    const win = windows.slice(opened).find((w) => w.facts.includes('account.close'));
    assert.ok(win, 'the person saw an approval window');
    assert.deepEqual(win.notices, [CONSEQUENTIAL_NOTICE], 'the window marks the page\'s claim of consequences');
    assert.ok(win.allowOriginHidden, 'no "allow on this site" for a page tool');
    assert.equal((win.forgedAllowOrigin as { ok?: boolean; error?: { code?: string } }).error?.code, 'approval-forbidden', 'and the window cannot turn it into an allowance');
    assert.equal(await calls(page, 'account.close'), 1);

    decisions = ['approve'];
    const plain = await execute('browser.webmcp.invoke', invocation(frames, tabId, 'orders.status'));
    assert.equal(plain.error, undefined);
    const plainWin = windows.slice(opened).find((w) => w.facts.includes('orders.status'));
    assert.deepEqual(plainWin?.notices, [], 'no mark without the hint');
    await page.close();
  });

  it('a debugging tool is hidden from the Navi and refused unless developer mode is on in both halves', async (t) => {
    const { page, tabId } = await fixture();
    if (!(await browserReportsAnnotation(page, 'debug.dump', 'debugging'))) return page.close().then(async () => t.skip(`Chromium ${await chromiumMajor(env.browser)} drops the debugging annotation from getTools(): no page can mark a tool so there`));
    const record = await discover(os, tabId);
    const dump = findTool(record, 'debug.dump');
    assert.equal(dump.tool.annotations.debugging, true, 'the extension lists it, marked, for the record');
    const call = { tabId, name: 'debug.dump', descriptorHash: dump.tool.descriptorHash, arguments: {} };

    const { outcome, frames } = await naviDiscover(tabId);
    assert.ok(!frames.some((f) => f.tools.some((t) => t.name === 'debug.dump')), 'not among the tools the Navi sees');
    assert.ok(!JSON.stringify(outcome.value).includes(dump.tool.descriptorHash), 'its hash never reaches the Navi');
    assert.deepEqual(frames.flatMap((f) => f.hidden ?? []).map((h) => h.name), ['debug.dump'], 'named as hidden');
    assert.ok(JSON.stringify(outcome.receipt.evidence).includes('debug.dump'), 'the receipt records it');

    const opened = windows.length;
    const refused = await execute('browser.webmcp.invoke', call);
    assert.equal(refused.error?.code, 'developer-mode-off', JSON.stringify(refused.error));
    const asked = await requestApproval(os, { ...call, frameId: dump.frameId });
    assert.equal(!asked.ok && asked.code, 'developer-mode-off', "the extension refuses it too, before any window");

    // The grammar Navi's answer about the page does not offer it either.
    const answer = await askInUi(os, 'what can I do on this page');
    assert.match(answer, /orders\.status/);
    assert.doesNotMatch(answer, /debug\.dump/);

    try {
      // The extension's half alone: AI Echo still refuses it, asking nobody.
      await setExtensionMode(true);
      const osHalfOff = await execute('browser.webmcp.invoke', call);
      assert.equal(osHalfOff.error?.code, 'developer-mode-off');
      assert.match(osHalfOff.error?.message ?? '', /AI Echo's settings/);
      assert.equal(windows.length, opened, 'no approval window was opened');
      assert.equal(await calls(page, 'debug.dump'), 0);

      await setOsMode(true);
      const shown = await naviDiscover(tabId);
      decisions = ['approve'];
      const ran = await execute('browser.webmcp.invoke', invocation(shown.frames, tabId, 'debug.dump'));
      assert.equal(ran.error, undefined, JSON.stringify(ran.error));
      assert.equal(await calls(page, 'debug.dump'), 1);

      // Approved while on, then the extension's half goes off: the run is refused before dispatch.
      decisions = ['approve'];
      const req = await requestApproval(os, { ...call, frameId: dump.frameId });
      assert.ok(req.ok, JSON.stringify(req));
      const grantId = req.value.approvalId;
      await waitFor(async () => (await status(grantId)) === 'approved', 'the person to approve');
      await setExtensionMode(false);
      const late = await invokeFromOs(os, 'browser.webmcp.invoke', { ...call, grantId });
      assert.equal(!late.ok && late.code, 'developer-mode-off');
      assert.equal(await status(grantId), 'approved', 'refused before the grant was spent');
      assert.equal(await calls(page, 'debug.dump'), 1);
    } finally {
      await setOsMode(false);
      await setExtensionMode(false);
    }
    await page.close();
  });
});
