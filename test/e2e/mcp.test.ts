// MCP clients end to end: the SDK's own client drives `ai-echo-mcp` over stdio (and Streamable
// HTTP, with its bearer token), paired by a person in AI Echo's UI with the code from the
// program's log, against real Chromium with the real extension and the OS page. Every call goes
// through AI Echo's kernel: the ladder, the extension's one-use approvals (decided by clicking in
// its window), readback and receipts, under the session's own name; and every byte the client
// receives is redacted and fenced as the Navi's results are.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { Receipt } from '../../kernel/receipts.ts';
import type { WebmcpDiscovery } from '../../faculties/webmcp/types.ts';
import { watchApprovals, type Decision } from '../support/approver.ts';
import { DIST, OS_PORT, allowOrigins, launch, launchWithShop, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { errorOf, pairInUi, pairingCodeOf, startMcp, startMcpHttp, valueOf, type McpHandle, type McpHttpServer } from '../support/mcp-client.ts';
import { findTool, waitFor } from './webmcp-support.ts';

// Relay ports in this worktree's block, past the three the harness uses.
const PORT_A = OS_PORT + 3;
const PORT_B = OS_PORT + 4;
const PORT_C = OS_PORT + 5;
const PORT_D = OS_PORT + 6;
const PORT_E = OS_PORT + 7;
const PORT_H = OS_PORT + 8;
const PORT_F = OS_PORT + 9;
/** The HTTP endpoint of the Streamable HTTP client: Client C's relay port, free until its test (after this one) starts it. */
const HTTP_PORT_H = PORT_C;

/** What test/fixtures/web/mcp/secrets.html shows, logs to its console and keeps in fields labelled in four languages. */
const SECRETS = ['sk-live-4eC39HqLyjWDarjtT1zdp7dcQ9xR', '4eC39HqLyjWD', 'a3f1c2d4e5b6a7980112233445566778', 'aHVudGVyMjAyNA==', 'Geheim-DE-4711', 'Secreto-ES-4711', 'Mima-ZH-4711', 'Secret-FR-4711', 'Zq8vR2mWk9TfXb4NcLp7HsYd3GjQe6Ua'];

function assertNoSecret(what: string, result: unknown): void {
  const bytes = JSON.stringify(result); // every byte: content text, structuredContent, errors
  for (const secret of SECRETS) assert.ok(!bytes.includes(secret), `${what}: ${secret} reached the MCP client: ${bytes.slice(0, 2000)}`);
}

async function connected(mcp: McpHandle): Promise<void> {
  await waitFor(async () => (await mcp.status()).connected, 'the client to reach AI Echo and its extension', 30_000);
}

describe('MCP clients through AI Echo, end to end', () => {
  let env: Env;
  let os: Page;
  let shop: Page;
  let shopTab: number;
  let a: McpHandle;
  const dirs: string[] = [];
  let decisions: Decision[] = [];
  const facts: string[] = [];
  let stopApprover: () => void;
  const stateDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'echo-mcp-e2e-'));
    dirs.push(dir);
    return dir;
  };
  const receipts = () => os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown) as Promise<Receipt[]>;
  const shopQuantity = (lineId: string) => shop.evaluate((id) => document.querySelector(`[data-line="${id}"] .qty`)?.textContent, lineId);
  let stateDirA: string;

  before(async () => {
    ({ env, shop, os, shopTab } = await launchWithShop());
    stopApprover = watchApprovals(env.browser, (text) => {
      facts.push(text);
      return decisions.shift() ?? 'deny';
    }).stop;
    stateDirA = stateDir();
    a = await startMcp({ name: 'Client A', port: PORT_A, stateDir: stateDirA, osOrigins: [env.os.origin] });
  });
  after(async () => {
    stopApprover?.();
    await a?.close().catch(() => undefined);
    await env?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the registry tools (underscored, full schemas) and its status tool, never a reserved one', async () => {
    const { tools } = await a.client.listTools();
    const names = tools.map((t) => t.name);
    for (const n of ['ai_echo_status', 'browser_tabs_list', 'browser_page_info', 'browser_webmcp_discover', 'browser_webmcp_invoke', 'browser_semantic_click', 'navi_fallback']) assert.ok(names.includes(n), n);
    assert.ok(!names.some((n) => n.startsWith('echo_')), names.join());
    const invoke = tools.find((t) => t.name === 'browser_webmcp_invoke')!.inputSchema as { properties: Record<string, unknown>; required: string[] };
    assert.deepEqual(Object.keys(invoke.properties).sort(), ['arguments', 'descriptorHash', 'frameId', 'handoffWaitMs', 'name', 'tabId', 'timeoutMs']);
    assert.ok(!invoke.required.includes('grantId'), 'a client never handles grants');
  });

  it('before pairing, its status and every tool result say what the person should do, and never show the code', async () => {
    const status = await a.status();
    assert.equal(status.connected, false);
    assert.equal(status.relay.paired, false);
    assert.match(status.message, /in its "MCP clients" panel enter the pairing code that ai-echo-mcp wrote to its log/);
    const refused = await a.call('browser_tabs_list');
    assert.equal(errorOf(refused)?.code, 'not-paired');
    const code = await pairingCodeOf(a.log);
    const secret = code.slice(code.indexOf('-') + 1);
    const bytes = JSON.stringify([status, refused]);
    assert.ok(!bytes.includes(secret) && !bytes.includes(secret.replaceAll('-', '')), 'a client cannot read the code and pair itself');
  });

  it('pairs once with the code typed into AI Echo, then reports the bridge, manifestInSync, version, allowed sites and the active tab', async () => {
    const code = await pairingCodeOf(a.log);
    const view = await pairInUi(os, code);
    assert.equal(view.state, 'connected', view.message);
    await connected(a);
    const status = await a.status();
    assert.equal(status.relay.state, 'connected');
    assert.equal(status.manifestInSync, true);
    assert.match(status.extensionVersion ?? '', /^\d+\.\d+\.\d+$/);
    assert.deepEqual(status.allowedOrigins, [env.web.origin]);
    assert.equal(status.pages.length, 1);
    assert.equal(status.pages[0]!.title, 'Fixture shop');
    assert.equal(status.client, 'Client A');
  });

  describe('what an MCP client receives from reads that are not redacted at their source', () => {
    let page: Page;
    let tabId: number;
    before(async () => {
      page = await openWeb(env.browser, env.web.origin, 'mcp/secrets.html');
      tabId = await tabIdOf(os, `${env.web.origin}/mcp/secrets.html`);
    });
    after(() => page?.close());

    it('browser.page.read, page.find and page.selection: the API key, the magic link and short base64 never arrive; the page text does, fenced', async () => {
      const read = await a.call('browser_page_read', { tabId });
      assertNoSecret('page.read', read);
      assert.match(JSON.stringify(read), /Account settings/, 'the ordinary text arrives');
      assert.match((read.content as { text: string }[])[0]!.text, /<untrusted source="browser_page_read">/);
      const found = await a.call('browser_page_find', { tabId, query: 'API key' });
      assertNoSecret('page.find', found);
      assert.equal(found.isError, undefined, JSON.stringify(found.content));
      await page.evaluate(() => getSelection()!.selectAllChildren(document.getElementById('key')!));
      const selection = await a.call('browser_page_selection', { tabId });
      assertNoSecret('page.selection', selection);
      assert.match(JSON.stringify(selection), /Your API key/);
    });

    it("browser.page.console: the token the page logged never arrives", async () => {
      const logged = await waitFor(async () => {
        const r = await a.call('browser_page_console', { tabId });
        return JSON.stringify(r).includes('auth failed') ? r : null;
      }, 'the console error to be seen');
      assertNoSecret('page.console', logged);
    });

    it('browser.page.forms: values of fields labelled Kennwort, Contraseña, 密码 and Mot de passe never arrive; the city does', async () => {
      const forms = await a.call('browser_page_forms', { tabId });
      assertNoSecret('page.forms', forms);
      assert.match(JSON.stringify(forms.structuredContent), /Lyon/, 'an ordinary field keeps its value');
    });
  });

  it("discovers the shop's tools, and a page-tool run happens only after the person approves it in the extension, under the client's name", async () => {
    const discovery = valueOf<WebmcpDiscovery>(await a.call('browser_webmcp_discover', { tabId: shopTab }));
    const { tool } = findTool(discovery, 'cart.setQuantity');
    const revision = await shop.evaluate(() => (window as unknown as { __shop: { store: { getSnapshot(): { revision: number } } } }).__shop.store.getSnapshot().revision);
    decisions = ['approve'];
    const args = { lineId: 'l-1', quantity: 4, expectedRevision: revision, operationId: 'mcp-set-1' };
    const result = await a.call('browser_webmcp_invoke', { tabId: shopTab, name: tool.name, descriptorHash: tool.descriptorHash, arguments: args });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    await waitFor(async () => (await shopQuantity('l-1')) === '4', 'the shop to show the new quantity');
    assert.match(facts.at(-1)!, /Asked by \(as named in AI Echo\)\s*Client A/, 'the approval window names the client');
    assert.match(facts.at(-1)!, /cart\.setQuantity/);
    const receipt = (await receipts()).find((r) => r.id === (result.structuredContent as { receiptId: string }).receiptId)!;
    assert.deepEqual([receipt.actor, receipt.tool, receipt.taskId.startsWith('mcp:')], ['Client A', 'browser.webmcp.invoke', true]);
    assert.match(receipt.grantId ?? '', /^[0-9a-f]{32}$/);
    const mirrored = await os.evaluate(() => window.aiEcho.echo.state.approvals.get()[0]!);
    assert.equal(mirrored.requester, 'Client A');
    const steps = await os.evaluate(() =>
      [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-chat')!.shadowRoot!.querySelectorAll('[data-from-client]')].map((e) => e.textContent ?? ''),
    );
    assert.ok(steps.some((s) => s.includes('Client A') && s.includes('browser.webmcp.invoke')), 'AI Echo shows the client\'s steps in its chat');
  });

  it('a denied approval is an error result with its code, and nothing runs', async () => {
    const discovery = valueOf<WebmcpDiscovery>(await a.call('browser_webmcp_discover', { tabId: shopTab }));
    const { tool } = findTool(discovery, 'cart.setQuantity');
    decisions = ['deny'];
    const result = await a.call('browser_webmcp_invoke', { tabId: shopTab, name: tool.name, descriptorHash: tool.descriptorHash, arguments: { lineId: 'l-1', quantity: 9, expectedRevision: 0, operationId: 'mcp-denied' } });
    assert.equal(result.isError, true);
    assert.equal(errorOf(result)?.code, 'approval-denied');
    assert.equal(await shopQuantity('l-1'), '4');
  });

  it('a semantic change without discovery is refused (ladder-skip), and a grantId from the client is refused as input', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'webmcp/tools.html?mcp-ladder');
    const tabId = await tabIdOf(os, `${env.web.origin}/webmcp/tools.html?mcp-ladder`);
    const skipped = await a.call('browser_semantic_click', { tabId, target: { selector: 'h1' } });
    assert.equal(errorOf(skipped)?.code, 'ladder-skip');
    await page.evaluate(() => window.fx.register({ name: 'order.place', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }));
    const { tool } = findTool(valueOf<WebmcpDiscovery>(await a.call('browser_webmcp_discover', { tabId })), 'order.place');
    const forged = await a.call('browser_webmcp_invoke', { tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {}, grantId: 'a'.repeat(32) });
    assert.equal(errorOf(forged)?.code, 'invalid-input', 'only the kernel adds a grant, after the person approved');
    assert.equal(await page.evaluate(() => window.fx.calls['order.place'] ?? 0), 0);
    await page.close();
  });

  describe('several clients at once', () => {
    let b: McpHandle;
    before(async () => {
      b = await startMcp({ name: 'Client B', port: PORT_B, stateDir: stateDir(), osOrigins: [env.os.origin] });
      const view = await pairInUi(os, await pairingCodeOf(b.log));
      assert.equal(view.state, 'connected', view.message);
      await connected(b);
    });
    after(() => b?.close());

    it("one client's discovery and fallback reason never let another client (or the Navi) skip the ladder", async () => {
      valueOf(await a.call('browser_webmcp_discover', { tabId: shopTab }));
      valueOf(await a.call('navi_fallback', { tabId: shopTab, reason: 'No shop tool clicks the "One more" button itself.' }));
      const click = { tabId: shopTab, target: { selector: '[data-line="l-2"] button.inc' } };
      const byB = await b.call('browser_semantic_click', click);
      assert.equal(errorOf(byB)?.code, 'ladder-skip', "B has not discovered this page: A's discovery is not B's");
      const byNavi = (await os.evaluate(async (c) => {
        const { toolset, session } = window.aiEcho.echo;
        return (await toolset.execute({ name: 'browser.semantic.click', arguments: c }, (session as unknown as { task: never }).task)) as unknown;
      }, click)) as { error?: { code: string } };
      assert.equal(byNavi.error?.code, 'ladder-skip', "nor is it the Navi's");
      decisions = ['approve'];
      const byA = await a.call('browser_semantic_click', click);
      assert.equal(byA.isError, undefined, JSON.stringify(byA.content));
      const receipt = (await receipts()).find((r) => r.id === (byA.structuredContent as { receiptId: string }).receiptId)!;
      assert.equal(receipt.actor, 'Client A');
      assert.match(receipt.ladderReason ?? '', /One more/);
    });

    it('concurrent calls from two clients each get their own answer', async () => {
      const other = await openWeb(env.browser, env.web.origin, 'webmcp/tools.html?mcp-b');
      const otherTab = await tabIdOf(os, `${env.web.origin}/webmcp/tools.html?mcp-b`);
      const [fromA, fromB] = await Promise.all([a.call('browser_page_info', { tabId: shopTab }), b.call('browser_page_info', { tabId: otherTab })]);
      assert.equal(valueOf<{ tabId: number }>(fromA).tabId, shopTab);
      assert.equal(valueOf<{ tabId: number }>(fromB).tabId, otherTab);
      const byActor = (await receipts()).filter((r) => r.tool === 'browser.page.info').map((r) => `${r.actor}:${(r.evidence as { tabId: number }).tabId}`);
      assert.ok(byActor.includes(`Client A:${shopTab}`) && byActor.includes(`Client B:${otherTab}`), byActor.join());
      await other.close();
    });
  });

  describe('over Streamable HTTP: a bearer token, and every session its own client', () => {
    let http: McpHttpServer;
    let one: McpHandle;
    let two: McpHandle;
    before(async () => {
      http = await startMcpHttp({ httpPort: HTTP_PORT_H, port: PORT_H, stateDir: stateDir(), osOrigins: [env.os.origin] });
      one = await http.connect('Client H');
      const view = await pairInUi(os, await pairingCodeOf(http.log));
      assert.equal(view.state, 'connected', view.message);
      await connected(one);
      two = await http.connect('Client H');
    });
    after(async () => {
      await one?.close().catch(() => undefined);
      await two?.close().catch(() => undefined);
      await http?.stop();
    });

    it('a request without the token, or with a wrong one, gets 401 and no session', async () => {
      await assert.rejects(http.connect('Intruder', null), /401|Unauthorized/);
      await assert.rejects(http.connect('Intruder', 'A'.repeat(43)), /401|Unauthorized/);
      const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'Intruder', version: '1' } } };
      const res = await fetch(http.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(init) });
      assert.equal(res.status, 401);
      assert.equal(res.headers.get('mcp-session-id'), null);
    });

    it('reads over HTTP are redacted like reads over stdio', async () => {
      const page = await openWeb(env.browser, env.web.origin, 'mcp/secrets.html?http');
      try {
        const tabId = await tabIdOf(os, `${env.web.origin}/mcp/secrets.html?http`);
        for (const [tool, args] of [['browser_page_read', {}], ['browser_page_forms', {}], ['browser_page_find', { query: 'API key' }]] as const) {
          const result = await one.call(tool, { tabId, ...args });
          assert.equal(result.isError, undefined, JSON.stringify(result.content));
          assertNoSecret(`${tool} over HTTP`, result);
        }
      } finally {
        await page.close();
      }
    });

    it("a second session inherits neither the first one's discovery nor its fallback reason, and the person sees it under its own name", async () => {
      valueOf(await one.call('browser_webmcp_discover', { tabId: shopTab }));
      valueOf(await one.call('navi_fallback', { tabId: shopTab, reason: 'No shop tool clicks the "One more" button itself.' }));
      const click = { tabId: shopTab, target: { selector: '[data-line="l-2"] button.inc' } };
      assert.equal(errorOf(await two.call('browser_semantic_click', click))?.code, 'ladder-skip', "the first session's discovery is not the second's");
      const [first, second] = [await one.status(), await two.status()];
      assert.equal(first.client, 'Client H');
      assert.match(second.client, /^Client H #\d+$/);
      valueOf(await two.call('browser_webmcp_discover', { tabId: shopTab }));
      valueOf(await two.call('navi_fallback', { tabId: shopTab, reason: 'No shop tool clicks the "One more" button itself.' }));
      decisions = ['deny'];
      const byTwo = await two.call('browser_semantic_click', click);
      assert.equal(errorOf(byTwo)?.code, 'approval-denied', JSON.stringify(byTwo.content));
      assert.ok(facts.at(-1)!.includes(second.client), `the approval window names the session: ${facts.at(-1)}`);
      const receipt = (await receipts()).find((r) => r.id === (byTwo.structuredContent as { receiptId: string }).receiptId)!;
      assert.equal(receipt.actor, second.client);
      const taskOfOne = (await receipts()).find((r) => r.actor === 'Client H')!.taskId;
      assert.notEqual(receipt.taskId, taskOfOne, 'two sessions, two tasks');
    });
  });

  it('a client that disconnects mid-change comes back as a new session under the outcome-unknown rule: it must inspect first', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'webmcp/tools.html?mcp-slow');
    await page.evaluate(() => window.fx.register({ name: 'order.slow', behaviour: 'slow', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }));
    const tabId = await tabIdOf(os, `${env.web.origin}/webmcp/tools.html?mcp-slow`);
    const { tool } = findTool(valueOf<WebmcpDiscovery>(await a.call('browser_webmcp_discover', { tabId })), 'order.slow');
    const call = { tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {} };
    decisions = ['approve'];
    const pending = a.call('browser_webmcp_invoke', call).catch((e: unknown) => e);
    await waitFor(async () => (await page.evaluate(() => window.fx.calls['order.slow'] ?? 0)) === 1, 'the page tool to start', 30_000);
    await a.close(); // the MCP client quits while the page tool is still running
    await pending;
    // The page tool itself finishes fine; the client never heard.
    await waitFor(async () => (await receipts()).some((r) => r.tool === 'browser.webmcp.invoke' && r.actor === 'Client A' && r.outcome !== 'error' && JSON.stringify(r.evidence).includes('"slow":true')), 'the run to end');

    a = await startMcp({ name: 'Client A', port: PORT_A, stateDir: stateDirA, osOrigins: [env.os.origin] });
    await connected(a); // the stored pairing reconnects by itself: no code this time
    // A new launch is a new session: it inherits no discovery, but it does inherit the restriction.
    const retry = await a.call('browser_webmcp_invoke', call);
    assert.equal(errorOf(retry)?.code, 'discovery-required', 'no discovery carries over to a new session');
    const reload = await a.call('browser_page_reload', { tabId });
    assert.equal(errorOf(reload)?.code, 'inspection-required', 'the unknown outcome an earlier session left holds for this one');
    assert.equal(await page.evaluate(() => window.fx.calls['order.slow']), 1, 'nothing ran again');
    valueOf(await a.call('browser_semantic_snapshot', { tabId }));
    valueOf(await a.call('browser_webmcp_discover', { tabId }));
    decisions = ['deny'];
    const after = await a.call('browser_webmcp_invoke', call);
    assert.equal(errorOf(after)?.code, 'approval-denied', 'past the gate once it inspected: the person is asked again');
    await page.close();
  });

  it('says why when AI Echo is not open, and reconnects when it is', async () => {
    await os.close();
    await waitFor(async () => (await a.status()).relay.state === 'waiting', 'the relay to notice');
    const status = await a.status();
    assert.equal(status.connected, false);
    assert.match(status.message, /Paired, but AI Echo is not connected: open AI Echo \(http:\/\/127\.0\.0\.1:\d+\)/);
    const refused = await a.call('browser_page_info', {});
    assert.equal(errorOf(refused)?.code, 'not-connected');
    assert.match(errorOf(refused)!.message, /open AI Echo/);
    os = await openOs(env.browser, env.os.origin);
    await connected(a);
  });

  it('Forget in AI Echo reaches the program: it drops the pairing and shows a fresh code', async () => {
    const f = await startMcp({ name: 'Client F', port: PORT_F, stateDir: stateDir(), osOrigins: [env.os.origin] });
    try {
      const view = await pairInUi(os, await pairingCodeOf(f.log));
      assert.equal(view.state, 'connected', view.message);
      await waitFor(async () => (await f.status()).relay.state === 'connected', 'the program to see AI Echo');
      const forget = await os.waitForSelector('pierce/[data-client="Client F"] [data-forget]', { timeout: 10_000 });
      await forget!.click();
      await waitFor(async () => f.log.some((l) => l.includes('AI Echo forgot this pairing: pairing code')), 'the program to hear of it (a fresh code in its log)', 15_000);
      const status = await f.status();
      assert.equal(status.relay.paired, false);
      assert.match(status.message, /Not paired with AI Echo yet/);
      const kept = await os.evaluate(() => localStorage.getItem('aiEcho.mcpPairings') ?? '[]');
      assert.ok(!(JSON.parse(kept) as { port: number }[]).some((p) => p.port === PORT_F), 'AI Echo keeps no pairing for it either');
    } finally {
      await f.close();
    }
  });

  describe('an AI Echo page the extension does not serve (another origin)', () => {
    let stray: Page;
    before(async () => {
      stray = await openWeb(env.browser, env.stray.origin, 'index.html');
      await stray.waitForFunction(() => window.aiEcho !== undefined, { timeout: 15_000 });
    });
    after(() => stray?.close());

    it('cannot pair with a client that does not trust its origin, even with the right code', async () => {
      const c = await startMcp({ name: 'Client C', port: PORT_C, stateDir: stateDir(), osOrigins: [env.os.origin] });
      try {
        const view = await pairInUi(stray, await pairingCodeOf(c.log));
        assert.equal(view.state, 'refused');
        assert.equal((await c.status()).relay.paired, false);
        assert.ok(c.log.some((l) => l.includes(`refused a relay connection from origin "${env.stray.origin}"`)), c.log.join('\n'));
      } finally {
        await c.close();
      }
    });

    it('paired with a client that trusts it, says the extension is missing in words a person can act on', async () => {
      const e = await startMcp({ name: 'Client E', port: PORT_E, stateDir: stateDir(), osOrigins: [env.stray.origin] });
      try {
        const view = await pairInUi(stray, await pairingCodeOf(e.log));
        assert.equal(view.state, 'connected', view.message);
        const status = await waitFor(async () => {
          const s = await e.status();
          return s.relay.state === 'connected' ? s : null;
        }, 'the relay to connect');
        assert.equal(status.connected, false);
        assert.match(status.message, /cannot reach any extension\. Install AI Echo's extension/);
        const refused = await e.call('browser_page_info', {});
        assert.equal(errorOf(refused)?.code, 'not-connected');
        assert.match(errorOf(refused)!.message, /Install AI Echo's extension/);
      } finally {
        await e.close();
      }
    });
  });
});

describe('an MCP client and manifest drift', () => {
  let drift: Env;
  let d: McpHandle;
  const dir = mkdtempSync(join(tmpdir(), 'echo-mcp-drift-'));
  after(async () => {
    await d?.close();
    await drift?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adopts the extension descriptors and sends tools/list_changed; the status says manifestInSync: false', async () => {
    drift = await launch({ extensionDir: join(DIST, 'extension-drift') });
    await allowOrigins(drift.browser, [drift.web.origin]);
    const driftOs = await openOs(drift.browser, drift.os.origin);
    d = await startMcp({ name: 'Client D', port: PORT_D, stateDir: dir, osOrigins: [drift.os.origin] });
    const before = (await d.client.listTools()).tools.map((t) => t.name);
    assert.ok(before.includes('browser_tabs_list'), 'before AI Echo connects: this checkout\'s registry');
    const view = await pairInUi(driftOs, await pairingCodeOf(d.log));
    assert.equal(view.state, 'connected', view.message);
    await waitFor(async () => d.listChanged() > 0, 'tools/list_changed');
    const now = (await d.client.listTools()).tools.map((t) => t.name).sort();
    assert.ok(!now.includes('browser_tabs_list'), now.join());
    assert.ok(now.includes('browser_page_info') && now.includes('ai_echo_status'), now.join());
    assert.equal((await d.status()).manifestInSync, false);
  });
});
