// Page tools of every shape the WebMCP draft and Chromium allow, end to end through each caller:
// the OS bridge, the Navi's own path (its toolset and its chat) and an MCP client. A tool may be
// registered with no inputSchema (Chromium 156 then reports no `inputSchema` key at all and runs
// it with `{}`), with `{}`, or with `{type: 'object'}` and no properties. Discovery gives a tool
// without a schema a stand-in that takes no arguments, so nothing downstream meets a null.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { WebmcpDiscovery, WebmcpInvokeResult, WebmcpTool } from '../../faculties/webmcp/types.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals } from '../support/approver.ts';
import { OS_PORT, allowOrigins, executeInOs, launch, openOs, openWeb, tabIdOf, type Env, pagesOpenedSince } from '../support/harness.ts';
import { errorOf, pairInUi, pairingCodeOf, startMcp, valueOf, type McpHandle } from '../support/mcp-client.ts';
import { approvalWindow, approved, decide, discover, findTool, invoke, requestApproval, waitFor } from './webmcp-support.ts';

/** The shapes, by tool name: what the page registers (undefined: no inputSchema key at all). */
const SHAPES: { name: string; description: string; inputSchema?: Record<string, unknown> }[] = [
  { name: 'feed.refresh', description: 'Refresh the news feed.' },
  { name: 'feed.clear', description: 'Clear the read items from the news feed.', inputSchema: {} },
  { name: 'feed.mark', description: 'Mark every item of the news feed as read.', inputSchema: { type: 'object' } },
];
const STAND_IN = { type: 'object', properties: {}, additionalProperties: false };

// Relay port in this worktree's block, past the ones mcp.test.ts uses.
const MCP_PORT = OS_PORT + 8;

type NaviOutcome = { ok: boolean; value?: unknown; error?: { code: string; message: string }; receipt: Receipt };

describe('page tools of every valid shape, end to end', () => {
  let env: Env;
  let os: Page;
  let serial = 0;
  const dirs: string[] = [];

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    await env?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A fresh tab with the three shapes registered. */
  async function shapesPage(): Promise<{ page: Page; tabId: number }> {
    const path = `webmcp/tools.html?shapes=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => window.fx !== undefined, { polling: 50 });
    await page.evaluate((specs) => specs.forEach((s) => fx.register(s)), SHAPES);
    return { page, tabId: await tabIdOf(os, `${env.web.origin}/${path}`) };
  }
  const calls = (page: Page, name: string) => page.evaluate((n) => fx.calls[n] ?? 0, name);
  const received = (page: Page, name: string) => page.evaluate((n) => fx.inputs[n], name);

  it('discovery reports each shape as one well-defined object schema, and says which one the page left out', async () => {
    const { page, tabId } = await shapesPage();
    const d = await discover(os, tabId);
    const tool = (name: string) => findTool(d, name).tool;
    assert.deepEqual([tool('feed.refresh').inputSchema, tool('feed.refresh').inputSchemaDeclared], [STAND_IN, false], 'no schema: a stand-in that takes nothing');
    assert.deepEqual([tool('feed.clear').inputSchema, tool('feed.clear').inputSchemaDeclared], [{}, true], 'an empty schema is passed on as declared');
    assert.deepEqual([tool('feed.mark').inputSchema, tool('feed.mark').inputSchemaDeclared], [{ type: 'object' }, true]);
    assert.equal(d.excludedCount, 0, JSON.stringify(d.frames.map((f) => f.excluded)));
    await page.close();
  });

  it('from the OS: each shape is approved in the window and runs once; a tool without a schema takes no arguments', async () => {
    const { page, tabId } = await shapesPage();
    const d = await discover(os, tabId);
    for (const [name, args] of [['feed.refresh', {}], ['feed.clear', {}], ['feed.mark', { since: '2026-12-01', all: true }]] as const) {
      const { frameId, tool } = findTool(d, name);
      const ask = { tabId, frameId, name, descriptorHash: tool.descriptorHash, arguments: args };
      const req = await requestApproval(os, ask);
      assert.ok(req.ok, `${name}: ${JSON.stringify(req)}`);
      const win = await approvalWindow(env.browser, req.value.approvalId);
      await win.click('#details summary');
      const facts = await win.evaluate(() => document.getElementById('facts')!.innerText);
      if (name === 'feed.refresh') assert.match(facts, /Input schema\s+None declared: the tool takes no arguments\./, 'the window says the page declared no schema');
      else assert.ok(facts.includes(JSON.stringify(tool.inputSchema, null, 2)), `${name}: the window shows the declared schema`);
      await decide(env.browser, req.value.approvalId, 'approve');
      const r = await invoke(os, { grantId: req.value.approvalId, tabId, name, descriptorHash: tool.descriptorHash, arguments: args });
      assert.ok(r.ok, `${name}: ${JSON.stringify(r)}`);
      assert.deepEqual((r.value as WebmcpInvokeResult).result.value, { ok: true, echo: args, calls: 1 });
      assert.deepEqual(await received(page, name), args, `${name}: the page got exactly the approved arguments`);
    }
    // A tool that declares no schema is offered nothing: any argument is refused before a window opens.
    const before = await env.browser.pages();
    const none = findTool(d, 'feed.refresh');
    const refused = await requestApproval(os, { tabId, frameId: none.frameId, name: 'feed.refresh', descriptorHash: none.tool.descriptorHash, arguments: { q: 'x' } });
    assert.equal(!refused.ok && refused.code, 'invalid-arguments');
    assert.deepEqual(await pagesOpenedSince(env.browser, before), [], 'no approval window opened');
    assert.equal(await calls(page, 'feed.refresh'), 1);
    await page.close();
  });

  it("a page that declares a schema after the approval of a tool without one has another descriptor", async () => {
    const { page, tabId } = await shapesPage();
    const { frameId, tool } = findTool(await discover(os, tabId), 'feed.refresh');
    const req = await requestApproval(os, { tabId, frameId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {} });
    assert.ok(req.ok, JSON.stringify(req));
    await decide(env.browser, req.value.approvalId, 'approve');
    // The page now spells the stand-in itself: the same check, but not the declaration the person reviewed.
    await page.evaluate((schema) => {
      fx.unregister('feed.refresh');
      fx.register({ name: 'feed.refresh', description: 'Refresh the news feed.', inputSchema: schema });
    }, STAND_IN);
    const r = await invoke(os, { grantId: req.value.approvalId, tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {} });
    assert.equal(!r.ok && r.code, 'descriptor-changed');
    assert.equal(await calls(page, 'feed.refresh'), 0);
    await page.close();
  });

  it("on the Navi's path: its toolset and its chat run a tool without a schema", async () => {
    const { page, tabId } = await shapesPage();
    await page.bringToFront();
    const approver = watchApprovals(env.browser, () => 'approve');
    try {
      const shown = await executeInOs<NaviOutcome>(os, 'browser.webmcp.discover', { tabId }, true);
      assert.equal(shown.ok, true, JSON.stringify(shown.error));
      const tools = (shown.value as { frames: { tools: { name: string; descriptorHash: string; inputSchema: unknown }[] }[] }).frames.flatMap((f) => f.tools);
      for (const { name } of SHAPES) {
        const tool = tools.find((t) => t.name === name);
        assert.ok(tool, `the Navi was shown ${name}`);
        assert.equal(typeof tool.inputSchema, 'object', `${name}: the Navi reads an object schema`);
        assert.notEqual(tool.inputSchema, null);
        const ran = await executeInOs<NaviOutcome>(os, 'browser.webmcp.invoke', { tabId, name, descriptorHash: tool.descriptorHash, arguments: {} });
        assert.equal(ran.error, undefined, `${name}: ${JSON.stringify(ran.error)}`);
        assert.deepEqual((ran.value as WebmcpInvokeResult).result.value, { ok: true, echo: {}, calls: 1 }, `${name}: the page's answer came back`);
        assert.equal(await calls(page, name), 1, `${name} ran once`);
      }
      assert.equal(approver.seen.length, SHAPES.length, 'each run was approved in its own window');

      // The chat: the Navi matches the request to the tool without a schema and runs it.
      const answer = await askInUi(os, 'refresh the news feed');
      assert.equal(await calls(page, 'feed.refresh'), 2, `the Navi ran feed.refresh (it answered: ${answer})`);
      assert.equal(approver.seen.length, SHAPES.length + 1);
      assert.match(approver.seen.at(-1)!.facts, /feed\.refresh/);
    } finally {
      approver.stop();
      await page.close();
    }
  });

  it("the demo apps' own tools still run: imperative (to-dos, an empty properties schema) and declarative with toolautosubmit (flights)", async () => {
    type AppWindow = { __app: { state(): { todos?: { title: string; due: string | null; priority: string }[]; searches?: { from: string; depart: string; by: string }[]; tracked?: { flight: string }[] } } };
    async function app(name: string): Promise<{ page: Page; tabId: number; run(tool: string, args: Record<string, unknown>): Promise<WebmcpInvokeResult> }> {
      const path = `apps/${name}/index.html`;
      const page = await openWeb(env.browser, env.web.origin, path);
      await page.waitForFunction(() => (window as unknown as Partial<AppWindow>).__app !== undefined, { polling: 50 });
      const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
      return {
        page,
        tabId,
        async run(toolName, args) {
          const { frameId, tool } = findTool(await discover(os, tabId), toolName);
          const grantId = await approved(os, env.browser, { tabId, frameId, name: toolName, descriptorHash: tool.descriptorHash, arguments: args });
          const r = await invoke(os, { grantId, tabId, name: toolName, descriptorHash: tool.descriptorHash, arguments: args });
          assert.ok(r.ok, `${toolName}: ${JSON.stringify(r)}`);
          return r.value as WebmcpInvokeResult;
        },
      };
    }
    const state = (page: Page) => page.evaluate(() => (window as unknown as AppWindow).__app.state());

    const todos = await app('todos');
    const listed = (await todos.run('list_todos', {})).result.value as { todos: unknown[] };
    assert.ok(Array.isArray(listed.todos) && listed.todos.length > 0, JSON.stringify(listed));
    await todos.run('add_todo', { title: 'Buy bread', due: '2026-12-24', priority: 'high' });
    assert.deepEqual((await state(todos.page)).todos!.map((t) => [t.title, t.due, t.priority]).at(-1), ['Buy bread', '2026-12-24', 'high']);
    await todos.page.close();

    const flights = await app('flights');
    const found = await flights.run('search_flights', { from: 'Nice', to: 'Lyon', depart: '2026-12-24', passengers: 2, cabin: 'business' });
    assert.equal(found.handoff?.state, 'submitted');
    assert.equal((found.result.value as { flights: unknown[] }).flights.length, 3);
    const tracked = await flights.run('track_flight', { flight: 'SK1234' });
    assert.deepEqual(tracked.result.value, { flight: 'SK1234', status: 'On time', gate: 'B12' });
    assert.deepEqual((await state(flights.page)).searches!.map((x) => [x.from, x.depart, x.by]), [['Nice', '2026-12-24', 'agent']]);
    await flights.page.close();
  });

  it('from an MCP client: each shape is discovered and run after the person approves it', async () => {
    const { page, tabId } = await shapesPage();
    const stateDir = mkdtempSync(join(tmpdir(), 'echo-mcp-shapes-'));
    dirs.push(stateDir);
    const approver = watchApprovals(env.browser, () => 'approve');
    let mcp: McpHandle | undefined;
    try {
      mcp = await startMcp({ name: 'Shapes client', port: MCP_PORT, stateDir, osOrigins: [env.os.origin] });
      const code = await pairingCodeOf(mcp.log);
      await os.bringToFront();
      const view = await pairInUi(os, code);
      assert.equal(view.state, 'connected', view.message);
      await waitFor(async () => (await mcp!.status()).connected, 'the client to reach AI Echo', 30_000);
      const discovery = valueOf<WebmcpDiscovery>(await mcp.call('browser_webmcp_discover', { tabId }));
      for (const { name } of SHAPES) {
        const tool: WebmcpTool = findTool(discovery, name).tool;
        assert.notEqual(tool.inputSchema, null, `${name}: the client reads an object schema`);
        const result = await mcp.call('browser_webmcp_invoke', { tabId, name, descriptorHash: tool.descriptorHash, arguments: {} });
        assert.equal(errorOf(result), null, `${name}: ${JSON.stringify(result.content)}`);
        assert.equal(await calls(page, name), 1, `${name} ran once`);
      }
      assert.equal(approver.seen.length, SHAPES.length);
      assert.ok(approver.seen.every((s) => /Shapes client/.test(s.facts)), 'each window names the client');
    } finally {
      approver.stop();
      await mcp?.close().catch(() => undefined);
      await page.close();
    }
  });
});
