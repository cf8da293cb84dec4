// AI Echo end to end through its real UI: requests typed into the chat, approvals decided in the
// extension's window, receipts checked in IndexedDB, and every ToolRouter refusal.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { allowOrigins, launch, openOs, openWeb, tabIdOf, executeInOs, type Env } from '../support/harness.ts';

type Outcome = { ok: boolean; error?: { code: string }; receipt: Receipt };

describe('AI Echo end to end', () => {
  let env: Env;
  let os: Page;
  let shop: Page;
  let decisions: Decision[] = [];
  let stopApprover: () => void;

  /** Runs one call through the AgentToolset in the page: the Navi's own path (validate, route, read back, receipt). */
  const execute = (name: string, args: Record<string, unknown>, fresh = false) =>
    executeInOs<Outcome>(os, name, args, fresh);
  const receipts = () => os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown) as Promise<Receipt[]>;
  const shopLines = () => shop.evaluate(() => [...document.querySelectorAll('[data-line]')].map((li) => li.textContent));

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    shop = await openWeb(env.browser, env.web.origin, 'shop/index.html');
    await shop.waitForSelector('[data-line]');
    os = await openOs(env.browser, env.os.origin);
    stopApprover = watchApprovals(env.browser, () => decisions.shift() ?? 'deny').stop;
  });
  after(async () => {
    stopApprover?.();
    await env?.close();
  });

  it('changes the cart through the page tool after approvals, and records a verified receipt', async () => {
    decisions = ['approve', 'approve', 'approve'];
    const answer = await askInUi(os, 'set quantity of Trail shoes to 3');
    assert.match(answer, /^Done: cart.setQuantity/);
    assert.match((await shopLines())[0]!, /Trail shoes × 3/);
    const set = (await receipts()).find((r) => r.tool === 'browser.webmcp.invoke' && JSON.stringify(r.evidence).includes('"revision":2'));
    assert.ok(set, 'a receipt for the setQuantity call');
    assert.equal(set.outcome, 'ok');
    assert.equal(set.readback?.matched, true);
    assert.equal(set.trust, 'untrusted-page-data');
    assert.match(set.grantId ?? '', /^[0-9a-f]{32}$/);
    assert.match(set.descriptorHash ?? '', /^[0-9a-f]{64}$/);
    const rungs = await os.evaluate(() => [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-chat')!.shadowRoot!.querySelectorAll('[data-rung]')].map((e) => e.textContent));
    assert.ok(rungs.includes('WebMCP'), 'the UI shows the rung of each step');
  });

  it('a denied approval runs nothing and says so', async () => {
    decisions = ['deny'];
    const before = await shopLines();
    const answer = await askInUi(os, 'set quantity of Wool socks to 5');
    assert.match(answer, /approval-denied/);
    assert.deepEqual(await shopLines(), before);
    const last = (await receipts()).at(-1)!;
    assert.deepEqual([last.tool, last.outcome, last.errorCode], ['browser.webmcp.invoke', 'error', 'approval-denied']);
  });

  it('falls back to a semantic click only after discovery and a recorded reason, labelled synthetic, verified', async () => {
    decisions = ['approve'];
    const answer = await askInUi(os, 'click One more Wool socks');
    assert.match(answer, /synthetic click/);
    assert.match((await shopLines())[1]!, /Wool socks × 3/);
    const click = (await receipts()).at(-1)!;
    assert.equal(click.tool, 'browser.semantic.click');
    assert.equal(click.outcome, 'ok');
    assert.equal(click.trustedInput, false);
    assert.match(click.ladderReason ?? '', /does "click One more Wool socks"/);
    assert.equal(click.readback?.action, 'browser.semantic.verify');
  });

  it('ToolRouter refuses a semantic change before discovery, and before a reason, with ladder-skip', async () => {
    const tabId = await tabIdOf(os, `${env.web.origin}/shop/index.html`);
    const early = await execute('browser.semantic.click', { tabId, target: { selector: 'button.inc' } }, true);
    assert.equal(early.error?.code, 'ladder-skip');
    assert.equal(early.receipt.outcome, 'error');
    await execute('browser.webmcp.discover', { tabId });
    const noReason = await execute('browser.semantic.click', { tabId, target: { selector: 'button.inc' } });
    assert.equal(noReason.error?.code, 'ladder-skip');
    assert.match((await shopLines())[0]!, /Trail shoes × 3/, 'nothing was clicked');
  });

  it('unknown and reserved names never reach a Faculty; page tools are not kernel tools', async () => {
    const reserved = await execute('echo.allowlist.get', {});
    assert.equal(reserved.error?.code, 'unknown-action');
    const pageTool = await execute('cart.setQuantity', { lineId: 'l-1', quantity: 9 });
    assert.equal(pageTool.error?.code, 'unknown-action');
    const names = await os.evaluate(() => window.aiEcho.echo.toolset.tools().map((t) => t.name));
    assert.ok(!names.some((n) => n.startsWith('cart.') || n.startsWith('echo.')), names.join());
    assert.ok(names.includes('navi.status') && names.includes('browser.webmcp.invoke'));
    const invokeSchema = await os.evaluate(() => window.aiEcho.echo.toolset.tools().find((t) => t.name === 'browser.webmcp.invoke')!.inputSchema);
    const props = invokeSchema.properties as Record<string, unknown>;
    assert.ok(!('grantId' in props) && !(invokeSchema.required as string[]).includes('grantId'), 'the Navi never handles grants');
  });

  it('after outcome-unknown, a retry is refused until an inspection of the page has run', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'webmcp/tools.html?hang');
    await page.evaluate(() => (window as unknown as { fx: { register(s: object): void } }).fx.register({ name: 'order.place', behaviour: 'never', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }));
    const tabId = await tabIdOf(os, `${env.web.origin}/webmcp/tools.html?hang`);
    const found = (await execute('browser.webmcp.discover', { tabId }, true)) as Outcome & { value: { frames: { frameId: number; tools: { name: string; descriptorHash: string }[] }[] } };
    const tool = found.value.frames.flatMap((f) => f.tools).find((t) => t.name === 'order.place')!;
    const call = { tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {}, timeoutMs: 1000 };
    decisions = ['approve'];
    const first = await execute('browser.webmcp.invoke', call);
    assert.equal(first.error?.code, 'outcome-unknown');
    assert.equal(first.receipt.outcome, 'outcome-unknown');
    const retry = await execute('browser.webmcp.invoke', call);
    assert.equal(retry.error?.code, 'inspection-required');
    const inspect = await execute('browser.semantic.snapshot', { tabId });
    assert.equal(inspect.ok, true);
    decisions = ['deny'];
    const allowed = await execute('browser.webmcp.invoke', call);
    assert.equal(allowed.error?.code, 'approval-denied', 'past the gate: the person is asked again');
    await page.close();
  });

  it('answers its own status tool: bridge, manifestInSync, version, allowed origins, the active tab', async () => {
    const status = (await execute('navi.status', {})) as Outcome & { value: { connected: boolean; manifestInSync: boolean; extensionVersion: string; allowedOrigins: string[]; activeTab: { title: string } } };
    assert.equal(status.value.connected, true);
    assert.equal(status.value.manifestInSync, true);
    assert.deepEqual(status.value.allowedOrigins, [env.web.origin]);
    assert.equal(status.value.activeTab.title, 'Fixture shop');
  });

  it('receipts survive a reload and export as JSON', async () => {
    const count = (await receipts()).length;
    assert.ok(count >= 10);
    await os.reload();
    await os.waitForFunction(() => window.aiEcho !== undefined && window.aiEcho.echo.state.receipts.get().length > 0, { timeout: 15_000 });
    assert.equal(await os.evaluate(() => window.aiEcho.echo.state.receipts.get().length), count);
    const exported = JSON.parse(await os.evaluate(() => window.aiEcho.echo.receipts!.exportJson())) as { receipts: Receipt[] };
    assert.equal(exported.receipts.length, count);
    const shown = await os.evaluate(() => document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!.querySelectorAll('[data-receipt]').length);
    assert.equal(shown, count);
  });
});
