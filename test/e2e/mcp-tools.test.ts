// The tools as MCP clients expect them, end to end with the SDK's own client over stdio, paired
// by a person in AI Echo's UI: every tool's title, hints (from the action's declared data) and
// output schema, every real answer valid against that schema (ajv), screenshots as image content,
// `--caps` keeping the list short, and calls that wait on the person surviving a client's
// request timeout through progress notifications, while a client's cancel withdraws the approval.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { DEFAULT_REQUEST_TIMEOUT_MSEC } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { ErrorCode, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Page, Target } from 'puppeteer-core';
import type { WebmcpDiscovery } from '../../faculties/webmcp/types.ts';
import { REGISTRY } from '../../faculties/registry.ts';
import { toToolName } from '../../faculties/sdk/tool-names.ts';
import { EXTENSION_ID, OS_PORT, launchWithShop, type Env } from '../support/harness.ts';
import { errorOf, pairInUi, pairingCodeOf, startMcp, valueOf, type McpHandle } from '../support/mcp-client.ts';
import { findTool, waitFor } from './webmcp-support.ts';

const PORT_T = OS_PORT + 3;
const PORT_CAPS = OS_PORT + 4;
/** A short progress interval, so a short client timeout is outlived many times over. */
const PROGRESS_MS = 1_000;
/** The client's request timeout: the person takes longer than this to approve. */
const CLIENT_TIMEOUT_MS = 5_000;

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** What a person does at each approval window; `hold` waits that long before approving. */
type Hold = { approveAfterMs: number } | 'never';

describe('MCP tools as clients expect them', () => {
  let env: Env;
  let os: Page;
  let shop: Page;
  let shopTab: number;
  let t: McpHandle;
  let tools: Tool[];
  const dirs: string[] = [];
  const windows: Page[] = [];
  let hold: Hold = 'never';
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const validate = (tool: string, result: CallToolResult) => {
    const schema = tools.find((x) => x.name === tool)!.outputSchema!;
    const check = ajv.compile(schema);
    assert.ok(check(result.structuredContent), `${tool}: ${ajv.errorsText(check.errors)}\n${JSON.stringify(result.structuredContent).slice(0, 1500)}`);
  };
  const stateDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'echo-mcp-tools-'));
    dirs.push(dir);
    return dir;
  };
  const onTarget = async (target: Target) => {
    if (!target.url().startsWith(`chrome-extension://${EXTENSION_ID}/approval.html?id=`)) return;
    const page = await target.page();
    if (!page) return;
    windows.push(page);
    if (hold === 'never') return;
    await new Promise((r) => setTimeout(r, (hold as { approveAfterMs: number }).approveAfterMs));
    const approve = await page.waitForSelector('#approve:not([disabled]):not([hidden])', { timeout: 10_000 });
    await approve!.click();
  };
  const listener = (target: Target) => void onTarget(target).catch((err: unknown) => console.error('approval window:', err));
  const revision = () => shop.evaluate(() => (window as unknown as { __shop: { store: { getSnapshot(): { revision: number } } } }).__shop.store.getSnapshot().revision);
  const quantity = (lineId: string) => shop.evaluate((id) => document.querySelector(`[data-line="${id}"] .qty`)?.textContent, lineId);

  before(async () => {
    ({ env, shop, os, shopTab } = await launchWithShop());
    env.browser.on('targetcreated', listener);
    t = await startMcp({ name: 'Client T', port: PORT_T, stateDir: stateDir(), osOrigins: [env.os.origin], env: { AI_ECHO_MCP_PROGRESS_MS: String(PROGRESS_MS) } });
    const view = await pairInUi(os, await pairingCodeOf(t.log));
    assert.equal(view.state, 'connected', view.message);
    await waitFor(async () => (await t.status()).connected, 'the client to reach AI Echo', 30_000);
    tools = (await t.client.listTools()).tools;
  });
  after(async () => {
    env?.browser.off('targetcreated', listener);
    await t?.close().catch(() => undefined);
    await env?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('every tool has a title, the four hints from its declared effect and approval, and an output schema ajv compiles', () => {
    assert.ok(tools.length > 20, `${tools.length} tools`);
    for (const tool of tools) {
      assert.ok(typeof tool.title === 'string' && tool.title.length > 2, `${tool.name} has a title`);
      const a = tool.annotations!;
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) assert.equal(typeof a[hint], 'boolean', `${tool.name}.${hint}`);
      assert.equal(tool.outputSchema?.type, 'object', `${tool.name} has an output schema`);
      ajv.compile(tool.outputSchema!);
      const declared = REGISTRY.find((x) => toToolName(x.name) === tool.name);
      if (!declared) continue; // the status tool and navi_fallback are not registry actions
      assert.equal(a.readOnlyHint, declared.effect === 'read', `${tool.name}: readOnlyHint follows its effect`);
      if (declared.effect === 'read') assert.equal(a.destructiveHint, false, `${tool.name}: a read destroys nothing`);
      if ('approval' in declared && declared.approval === 'each-time') assert.equal(a.destructiveHint, true, `${tool.name}: cannot be taken back`);
      if (declared.tier === 'webmcp' && declared.effect === 'mutation') assert.equal(a.destructiveHint, true, "a page's tool is never trusted to be harmless");
      if (declared.effect === 'mutation') assert.match(tool.description ?? '', /progressToken/, `${tool.name} says approvals take time`);
      if (declared.output) assert.ok(JSON.stringify(tool.outputSchema).includes(JSON.stringify(JSON.parse(JSON.stringify(declared.output)))), `${tool.name}: its value is its declared result schema`);
    }
  });

  it("every tool's real answers (runs and refusals) validate against its output schema", async () => {
    let runs = 0;
    for (const tool of tools) {
      const props = (tool.inputSchema.properties ?? {}) as Record<string, unknown>;
      // Reads with the shop's tab (the rest missing is an invalid-input refusal: a real answer too);
      // changes with an argument no schema allows, so nothing changes and nobody is asked.
      const args: Record<string, unknown> =
        tool.annotations!.readOnlyHint === true ? { ...('tabId' in props ? { tabId: shopTab } : {}), ...('timeoutMs' in props ? { timeoutMs: 500 } : {}) } : { notAnArgument: true };
      const result = (await t.client.callTool({ name: tool.name, arguments: args })) as CallToolResult;
      validate(tool.name, result);
      if (!result.isError) runs++;
      else assert.ok(errorOf(result)?.code, `${tool.name}: a refusal has a code`);
    }
    assert.ok(runs > 10, `${runs} tools answered with a run`);
  });

  it('a screenshot comes back as image content (base64 and its type), and no data URL reaches the text or the structured value', async () => {
    await shop.bringToFront();
    const result = (await t.client.callTool({ name: 'browser_page_screenshot', arguments: { tabId: shopTab } })) as CallToolResult;
    await os.bringToFront();
    assert.equal(result.isError, undefined, JSON.stringify(result.content).slice(0, 500));
    validate('browser_page_screenshot', result);
    const image = result.content.find((c) => c.type === 'image');
    assert.ok(image && image.type === 'image', JSON.stringify(result.content.map((c) => c.type)));
    assert.match(image.mimeType, /^image\/(png|jpeg|webp)$/);
    assert.ok(Buffer.from(image.data, 'base64').length > 100, 'the picture itself');
    const rest = JSON.stringify([result.content.filter((c) => c.type !== 'image'), result.structuredContent]);
    assert.ok(!rest.includes('data:image'), rest.slice(0, 500));
    assert.match(rest, /image content 1/);
  });

  it('--caps lists only its groups (the status tool always), and a tool it leaves out cannot be called', async () => {
    const c = await startMcp({ name: 'Client Caps', port: PORT_CAPS, stateDir: stateDir(), osOrigins: [env.os.origin], caps: 'tabs' });
    try {
      const listed = (await c.client.listTools()).tools;
      const names = listed.map((x) => x.name);
      assert.ok(names.includes('ai_echo_status') && names.includes('browser_tabs_list'), names.join());
      assert.ok(names.length < tools.length / 2, `${names.length} of ${tools.length}`);
      for (const x of listed) {
        const declared = REGISTRY.find((d) => toToolName(d.name) === x.name);
        if (declared) assert.ok(['inspect', 'browser'].includes(declared.tier) && !('movesFiles' in declared && declared.movesFiles), `${x.name} is not a tabs tool`);
      }
      assert.ok(!names.includes('browser_semantic_click') && !names.includes('browser_downloads_list'));
      await assert.rejects(c.client.callTool({ name: 'browser_semantic_click', arguments: {} }), (e: unknown) => e instanceof McpError && e.code === ErrorCode.InvalidParams);
    } finally {
      await c.close();
    }
  });

  describe('a call that waits on the person', () => {
    let args: Record<string, unknown>;
    before(async () => {
      const { tool } = findTool(valueOf<WebmcpDiscovery>(await t.call('browser_webmcp_discover', { tabId: shopTab })), 'cart.setQuantity');
      args = { tabId: shopTab, name: tool.name, descriptorHash: tool.descriptorHash };
    });

    it("outlives the client's request timeout thanks to progress notifications, and gets its result", async () => {
      hold = { approveAfterMs: CLIENT_TIMEOUT_MS + 3_000 };
      const progress: string[] = [];
      const result = (await t.client.callTool(
        { name: 'browser_webmcp_invoke', arguments: { ...args, arguments: { lineId: 'l-1', quantity: 6, expectedRevision: await revision(), operationId: 'mcp-progress-1' } } },
        undefined,
        { timeout: CLIENT_TIMEOUT_MS, resetTimeoutOnProgress: true, onprogress: (p) => void progress.push(p.message ?? '') },
      )) as CallToolResult;
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      validate('browser_webmcp_invoke', result);
      assert.equal(await quantity('l-1'), '6');
      assert.ok(progress.length >= 2, `${progress.length} progress notifications`);
      assert.match(progress[0]!, /waiting for the person to approve/);
    });

    it("outlives the SDK's own default request timeout (a client that sets none), and gets its result", async () => {
      // A person slower than a minute, against a client left at the SDK's default timeout that
      // listens for progress (the SDK sends a progress token only with a listener) and resets its
      // timeout on it, as the tool descriptions ask.
      let heard = 0;
      hold = { approveAfterMs: DEFAULT_REQUEST_TIMEOUT_MSEC + 2_000 };
      const started = Date.now();
      const result = (await t.client.callTool(
        { name: 'browser_webmcp_invoke', arguments: { ...args, arguments: { lineId: 'l-1', quantity: 7, expectedRevision: await revision(), operationId: 'mcp-progress-default' } } },
        undefined,
        { resetTimeoutOnProgress: true, onprogress: () => void heard++ },
      )) as CallToolResult;
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      assert.ok(heard > 0, 'progress was heard');
      assert.ok(Date.now() - started > DEFAULT_REQUEST_TIMEOUT_MSEC, 'the approval came after the default timeout');
      assert.equal(await quantity('l-1'), '7');
    });

    it("a client's cancel (its request timing out) withdraws the approval: the window goes away and nothing runs", async () => {
      hold = 'never';
      const opened = windows.length;
      const before = await quantity('l-1');
      const call = t.client.callTool(
        { name: 'browser_webmcp_invoke', arguments: { ...args, arguments: { lineId: 'l-1', quantity: 8, expectedRevision: await revision(), operationId: 'mcp-cancel-1' } } },
        undefined,
        { timeout: CLIENT_TIMEOUT_MS },
      );
      await assert.rejects(call, (e: unknown) => e instanceof McpError && e.code === ErrorCode.RequestTimeout);
      assert.equal(windows.length, opened + 1, 'the window had opened');
      await waitFor(async () => windows.at(-1)!.isClosed(), 'the approval window to close', 15_000);
      assert.equal(await quantity('l-1'), before, 'nothing ran');
    });
  });
});
