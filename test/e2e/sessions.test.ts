// Two AI Echo pages connected to the real extension at once (a person with two windows, same
// origin): each is its own session. The grants, pending approvals and approval events of one
// never serve or reach the other, even given the exact approval id and binding; the kernel's
// outcome-unknown gate and inspections stay per page; a worker restart keeps each session's
// grants its own; and a hello names its session once, validated like every frame.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { MAX_PENDING_APPROVALS } from '../../faculties/sdk/grants.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import { PORT_NAME, PROTOCOL_VERSION } from '../../browser-bridge/protocol.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { watchApprovals, type Decision } from '../support/approver.ts';
import { EXTENSION_ID, allowOrigins, invokeFromOs, launch, openOs, openWeb, stopServiceWorker, tabIdOf, executeInOs, type Env } from '../support/harness.ts';
import { approved, controlFromOs, decide, discover, events, findTool, recordEvents, requestApproval, waitFor, type Ask, type Outcome } from './webmcp-support.ts';

const SCHEMA = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false };
const NEVER_ISSUED = 'f'.repeat(32);

type Answer = { ok: true; value: unknown } | { ok: false; code: string; message: string };

/** The refusal as the caller sees it, with the approval id taken out so two ids compare equal. */
function refusal(r: Answer | Outcome<unknown>, id: string): { code: string; message: string } | 'ok' {
  return r.ok ? 'ok' : { code: r.code, message: r.message.replaceAll(id, '<id>') };
}

describe('two sessions at once never cross', () => {
  let env: Env;
  let osA: Page;
  let osB: Page;
  let serial = 0;

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    // Two windows of the same OS origin: they share storage, never a session.
    osA = await openOs(env.browser, env.os.origin);
    osB = await openOs(env.browser, env.os.origin);
    await recordEvents(osA);
    await recordEvents(osB);
  });
  after(() => env?.close());

  interface ToolTab {
    page: Page;
    ask: Ask;
  }

  /** A fresh tab with one page tool registered, discovered from `os`. */
  async function toolTab(os: Page, spec: Record<string, unknown> = {}): Promise<ToolTab> {
    const path = `webmcp/tools.html?case=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => window.fx !== undefined, { polling: 50 });
    const name = (spec.name as string | undefined) ?? 'shop.search';
    await page.evaluate((s) => fx.register(s), { name, inputSchema: SCHEMA, ...spec });
    const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
    const found = findTool(await discover(os, tabId), name);
    return { page, ask: { tabId, frameId: found.frameId, name, descriptorHash: found.tool.descriptorHash, arguments: { q: 'shoes' } } };
  }
  const run = (os: Page, t: ToolTab, grantId: string) =>
    invokeFromOs(os, 'browser.webmcp.invoke', { grantId, tabId: t.ask.tabId, frameId: t.ask.frameId, name: t.ask.name, descriptorHash: t.ask.descriptorHash, arguments: t.ask.arguments });
  const calls = (t: ToolTab) => t.page.evaluate((n) => fx.calls[n] ?? 0, t.ask.name);
  const status = (os: Page, id: string) => controlFromOs<GrantView>(os, 'echo.approval.status', { approvalId: id });
  const cancel = (os: Page, id: string) => controlFromOs<GrantView>(os, 'echo.approval.cancel', { approvalId: id });
  /** How B is answered for an approval id nobody ever issued. */
  const unknownToB = async () => refusal(await status(osB, NEVER_ISSUED), NEVER_ISSUED);

  it("B cannot use, see or cancel A's approved page-tool grant, even with its exact id and binding", async () => {
    const t = await toolTab(osA);
    const id = await approved(osA, env.browser, t.ask);
    const unknown = await unknownToB();
    assert.equal(unknown !== 'ok' && unknown.code, 'grant-unknown');
    assert.deepEqual(refusal(await run(osB, t, id), id), unknown, 'invoke with the exact grant and binding');
    assert.deepEqual(refusal(await status(osB, id), id), unknown, 'status');
    assert.deepEqual(refusal(await cancel(osB, id), id), unknown, 'cancel');
    assert.equal(await calls(t), 0, 'nothing ran for B');
    const own = await status(osA, id);
    assert.equal(own.ok && own.value.state, 'approved', "A's grant is untouched");
    const result = await run(osA, t, id);
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(await calls(t), 1);
    await t.page.close();
  });

  it("B cannot use A's approved grant for a semantic change: the extension's consent gate answers as for an unknown id", async () => {
    const path = `semantic/hit.html?case=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    const tabId = await tabIdOf(osA, `${env.web.origin}/${path}`);
    const click = { tabId, target: { selector: '#ok' } };
    const req = await controlFromOs<GrantView>(osA, 'echo.action.approval.request', { action: 'browser.semantic.click', input: click });
    assert.ok(req.ok && req.value.state === 'pending', JSON.stringify(req));
    const id = req.value.approvalId;
    await decide(env.browser, id, 'approve');
    const theft = await invokeFromOs(osB, 'browser.semantic.click', { ...click, grantId: id });
    assert.deepEqual(refusal(theft, id), await unknownToB());
    assert.equal(await page.evaluate(() => document.getElementById('clicks')!.textContent), 'Clicks: none');
    const own = await invokeFromOs(osA, 'browser.semantic.click', { ...click, grantId: id });
    assert.ok(own.ok, JSON.stringify(own));
    assert.equal(await page.evaluate(() => document.getElementById('clicks')!.textContent), 'Clicks: ok:synthetic');
    await page.close();
  });

  it("B neither sees nor can cancel A's pending approval, and gets none of A's approval events (nor A of B's)", async () => {
    const t = await toolTab(osA);
    const req = await requestApproval(osA, t.ask);
    assert.ok(req.ok, JSON.stringify(req));
    const id = req.value.approvalId;
    assert.deepEqual(refusal(await status(osB, id), id), await unknownToB());
    assert.deepEqual(refusal(await cancel(osB, id), id), await unknownToB());
    const still = await status(osA, id);
    assert.equal(still.ok && still.value.state, 'pending', "A's request is still waiting, its window open");
    await decide(env.browser, id, 'deny');
    await waitFor(async () => (await events(osA, 'approval')).some((e) => e.data.approvalId === id && e.data.state === 'denied'), "A's denied event");
    // A reply on B's port after the event was sent would come after it: B has had every chance to get it.
    await controlFromOs(osB, 'echo.allowlist.get');
    const ids = async (os: Page) => new Set((await events(os, 'approval')).map((e) => e.data.approvalId));
    assert.ok((await ids(osA)).has(id));
    assert.equal((await ids(osB)).has(id), false, "B got none of A's events");

    const tB = await toolTab(osB);
    const idB = await approved(osB, env.browser, tB.ask);
    await waitFor(async () => (await events(osB, 'approval')).some((e) => e.data.approvalId === idB && e.data.state === 'approved'), "B's approved event");
    await controlFromOs(osA, 'echo.allowlist.get');
    const seenByA = await ids(osA);
    const seenByB = await ids(osB);
    assert.equal(seenByA.has(idB), false, "A got none of B's events");
    assert.deepEqual([...seenByA].filter((x) => seenByB.has(x)), [], 'no approval event reached both pages');
    await t.page.close();
    await tB.page.close();
  });

  it('pending approvals are limited per session: A at its limit does not block B', async () => {
    const path = `semantic/hit.html?case=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    const tabId = await tabIdOf(osA, `${env.web.origin}/${path}`);
    const ask = (os: Page) => controlFromOs<GrantView>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: { tabId, target: { selector: '#ok' } } });
    const waiting: [Page, string][] = [];
    try {
      for (let i = 0; i < MAX_PENDING_APPROVALS; i++) {
        const r = await ask(osA);
        assert.ok(r.ok && r.value.state === 'pending', JSON.stringify(r));
        waiting.push([osA, r.value.approvalId]);
      }
      const over = await ask(osA);
      assert.equal(!over.ok && over.code, 'grant-required', JSON.stringify(over));
      assert.match(!over.ok ? over.message : '', new RegExp(`^${MAX_PENDING_APPROVALS} approvals from this AI Echo page`));
      const b = await ask(osB);
      assert.ok(b.ok && b.value.state === 'pending', `B may still ask: ${JSON.stringify(b)}`);
      waiting.push([osB, b.value.approvalId]);
    } finally {
      for (const [os, id] of waiting) await cancel(os, id);
      await page.close();
    }
  });

  it("an outcome-unknown in A does not gate B, and an inspection in B does not clear A's gate (each page's kernel)", async () => {
    const path = `webmcp/tools.html?case=${++serial}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => window.fx !== undefined, { polling: 50 });
    await page.evaluate(() => fx.register({ name: 'order.place', behaviour: 'never', inputSchema: { type: 'object', properties: {}, additionalProperties: false } }));
    const tabId = await tabIdOf(osA, `${env.web.origin}/${path}`);
    /** One call through the page's own AgentToolset (validate, route, consent, receipt), in its current task. */
    const execute = (os: Page, name: string, args: Record<string, unknown>, fresh = false) =>
      executeInOs<{ ok: boolean; error?: { code: string }; receipt: Receipt; value?: unknown }>(os, name, args, fresh);
    const decisions: Decision[] = [];
    const approver = watchApprovals(env.browser, () => decisions.shift() ?? 'deny');
    try {
      const found = await execute(osA, 'browser.webmcp.discover', { tabId }, true);
      assert.ok(found.ok, JSON.stringify(found.error));
      assert.ok((await execute(osB, 'browser.webmcp.discover', { tabId }, true)).ok);
      const tool = findTool(found.value as Parameters<typeof findTool>[0], 'order.place').tool;
      const call = { tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: {}, timeoutMs: 1000 };

      decisions.push('approve');
      const first = await execute(osA, 'browser.webmcp.invoke', call);
      assert.equal(first.error?.code, 'outcome-unknown');
      assert.equal((await execute(osA, 'browser.webmcp.invoke', call)).error?.code, 'inspection-required', 'A is gated');

      decisions.push('deny');
      const inB = await execute(osB, 'browser.webmcp.invoke', call);
      assert.equal(inB.error?.code, 'approval-denied', "B is not gated by A's outcome-unknown: it reached the person");

      assert.ok((await execute(osB, 'browser.semantic.snapshot', { tabId })).ok, 'B inspects the page');
      assert.equal((await execute(osA, 'browser.webmcp.invoke', call)).error?.code, 'inspection-required', "B's inspection does not clear A's gate");

      assert.ok((await execute(osA, 'browser.semantic.snapshot', { tabId })).ok);
      decisions.push('deny');
      assert.equal((await execute(osA, 'browser.webmcp.invoke', call)).error?.code, 'approval-denied', "A's own inspection clears its gate");
    } finally {
      approver.stop();
      await page.close();
    }
  });

  it("a service-worker restart keeps each session's grants usable by it alone, even for identical bindings", async () => {
    const t = await toolTab(osA);
    const idA = await approved(osA, env.browser, t.ask);
    const idB = await approved(osB, env.browser, t.ask);
    for (const os of [osA, osB]) {
      await os.evaluate(() => {
        const w = window as unknown as { __restarted?: boolean };
        w.__restarted = false;
        window.aiEcho.bridge.on('status', (s) => (w.__restarted ||= s.state === 'worker-restarting'));
      });
    }
    await stopServiceWorker(env.browser);
    // Both pages reconnect with their own secrets; each finds its own grant again.
    for (const os of [osA, osB]) {
      await os.waitForFunction(() => (window as unknown as { __restarted?: boolean }).__restarted === true && window.aiEcho.bridge.status().state === 'connected', { timeout: 15_000, polling: 50 });
    }
    for (const [os, id] of [[osA, idA], [osB, idB]] as const) {
      const s = await status(os, id);
      assert.equal(s.ok && s.value.state, 'approved');
    }
    const unknownToA = refusal(await status(osA, NEVER_ISSUED), NEVER_ISSUED);
    assert.deepEqual(refusal(await run(osB, t, idA), idA), await unknownToB(), "B cannot use A's grant after the restart");
    assert.deepEqual(refusal(await run(osA, t, idB), idB), unknownToA, "A cannot use B's grant after the restart");
    assert.equal(await calls(t), 0);
    const ranA = await run(osA, t, idA);
    assert.ok(ranA.ok, `A's own grant still works: ${JSON.stringify(ranA)}`);
    const ranB = await run(osB, t, idB);
    assert.ok(ranB.ok, `B's own grant still works: ${JSON.stringify(ranB)}`);
    assert.equal(await calls(t), 2);
    await t.page.close();
  });

  it('a hello names its session once: no valid session, no service; another session on the same port is refused; another version still learns ours', async () => {
    const replies = await osA.evaluate(
      async (id, name, version) => {
        const talk = async (frames: unknown[]) => {
          const port = chrome.runtime.connect(id, { name });
          const got: { type: string; protocolVersion?: number; error?: { code: string } }[] = [];
          port.onMessage.addListener((m) => got.push(m as (typeof got)[number]));
          for (const f of frames) port.postMessage(f);
          await new Promise((r) => setTimeout(r, 400));
          port.disconnect();
          return got.map((m) => (m.type === 'hello' ? `hello v${m.protocolVersion}` : `${m.type} ${m.error?.code ?? ''}`.trim()));
        };
        const hello = { type: 'hello', protocolVersion: version, manifestHash: '0'.repeat(64), client: 'test' };
        const list = { type: 'control', id: 'c1', action: 'echo.allowlist.get', input: {} };
        return {
          noSession: await talk([hello, list]),
          badSession: await talk([{ ...hello, session: 'not-a-secret' }, list]),
          switched: await talk([{ ...hello, session: '1'.repeat(64) }, { ...hello, session: '2'.repeat(64) }]),
          oldVersion: await talk([{ ...hello, protocolVersion: version - 1 }]),
        };
      },
      EXTENSION_ID,
      PORT_NAME,
      PROTOCOL_VERSION,
    );
    assert.deepEqual(replies.noSession, ['error malformed-frame', 'error protocol-mismatch']);
    assert.deepEqual(replies.badSession, ['error malformed-frame', 'error protocol-mismatch']);
    assert.deepEqual(replies.switched, [`hello v${PROTOCOL_VERSION}`, 'error malformed-frame']);
    assert.deepEqual(replies.oldVersion, [`hello v${PROTOCOL_VERSION}`], 'an older page is told our version, so it can say which half to rebuild');
  });
});
