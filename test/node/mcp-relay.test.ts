// The `ai-echo-mcp` process without a browser: the SDK's own client on stdio (and Streamable
// HTTP) on one side, and on the relay side a stand-in page speaking the wire with a real
// WebSocket. The browser end to end is test/e2e/mcp.test.ts; this attacks the relay's gates
// (origin, pairing proofs, frame checks) and its failure modes precisely.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { WebSocket } from 'ws';
import { authProof, newNonce, pairingToken, pairProof, parsePairingCode } from '../../browser-bridge/mcp-relay/pairing.ts';
import { RELAY_PATH, type RelayTool, type ServerFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import { isReservedName } from '../../browser-bridge/vocabulary.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import { REGISTRY } from '../../faculties/registry.ts';
import { describeActions } from '../../faculties/sdk/describe.ts';
import { naviSchema } from '../../kernel/navi-tools.ts';
import { waitFor } from '../e2e/webmcp-support.ts';
import { OS_PORT } from '../support/harness.ts';
import { errorOf, pairingCodeOf, startMcp, startMcpHttp, type McpHandle, type McpHttpServer } from '../support/mcp-client.ts';

// Ports of this worktree's block, past the three the browser harness uses.
const RELAY_PORT = OS_PORT + 7;
const HTTP_PORT = OS_PORT + 8;
const OS_ORIGIN = `http://127.0.0.1:${OS_PORT}`;

/** A stand-in AI Echo page on the relay: a real WebSocket with an Origin header. */
class FakePage {
  readonly frames: ServerFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as ServerFrame));
    ws.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  static open(origin: string, port = RELAY_PORT): Promise<FakePage> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${RELAY_PATH}`, { origin });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new FakePage(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  next<T extends ServerFrame['type']>(type: T): Promise<Extract<ServerFrame, { type: T }>> {
    return waitFor(async () => this.frames.find((f) => f.type === type) as Extract<ServerFrame, { type: T }> | undefined, `a ${type} frame`);
  }

  take<T extends ServerFrame['type']>(type: T): Promise<Extract<ServerFrame, { type: T }>> {
    return this.next(type).then((f) => (this.frames.splice(this.frames.indexOf(f), 1), f));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Pairs with the code; returns the pairing as AI Echo would store it. */
  async pair(code: string): Promise<{ pairingId: string; token: string; serverProofOk: boolean }> {
    const { secret } = parsePairingCode(code);
    const challenge = await this.next('challenge');
    const nonce = newNonce();
    this.send({ type: 'pair', nonce, proof: await pairProof(secret, 'page', challenge.nonce, nonce) });
    // A refusal ends the wait at once (a wrong code is answered as quickly as a right one).
    const answer = await waitFor(async () => this.frames.find((f) => f.type === 'welcome' || f.type === 'refused'), 'a welcome or a refusal');
    if (answer.type !== 'welcome') throw new Error(`pairing refused: ${JSON.stringify(answer)}`);
    const welcome = answer;
    return {
      pairingId: welcome.pairingId,
      token: await pairingToken(secret, challenge.nonce, nonce),
      serverProofOk: welcome.proof === (await pairProof(secret, 'server', challenge.nonce, nonce)),
    };
  }

  /** Proves a stored pairing, as AI Echo does when it reconnects; resolves with the server's answer. */
  async auth(pairing: { pairingId: string; token: string }): Promise<ServerFrame> {
    const challenge = await this.next('challenge');
    const nonce = newNonce();
    this.send({ type: 'auth', pairingId: pairing.pairingId, nonce, proof: await authProof(pairing.token, 'page', challenge.nonce, nonce) });
    return waitFor(async () => this.frames.find((f) => f.type === 'welcome' || f.type === 'refused'), 'a welcome or a refusal');
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** A short progress interval, so a short client timeout is outlived several times. */
const PROGRESS_MS = 200;

const tool = (name: string, effect: 'read' | 'mutation'): RelayTool => ({
  name,
  toolName: name.replaceAll('.', '_'),
  description: `${name} (stand-in)`,
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  effect,
  tier: 'inspect',
});

describe('ai-echo-mcp relay (no browser)', () => {
  let stateDir: string;
  let mcp: McpHandle;

  before(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'echo-mcp-state-'));
    mcp = await startMcp({ name: 'Relay test', port: RELAY_PORT, stateDir, osOrigins: [OS_ORIGIN], env: { AI_ECHO_MCP_PROGRESS_MS: String(PROGRESS_MS) } });
  });
  after(async () => {
    await mcp?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it("lists the registry's tools before any page connects, with the schemas the Navi sees, and never a reserved one", async () => {
    const { tools } = await mcp.client.listTools();
    const names = tools.map((t) => t.name);
    assert.ok(names.includes('ai_echo_status') && names.includes('navi_fallback'), names.join());
    assert.ok(!names.some((n) => n.startsWith('echo_')), 'no reserved action is an MCP tool');
    assert.ok(!names.includes('navi_status'), 'the status tool is the server\'s own');
    for (const d of describeActions(REGISTRY).filter((x) => !isReservedName(x.name) && !tierRule(x.tier).developerMode)) {
      const listed = tools.find((t) => t.name === d.toolName);
      assert.ok(listed, `${d.toolName} is listed`);
      assert.deepEqual(listed.inputSchema, naviSchema(d.inputSchema), `${d.toolName}: the full schema, without grantId`);
    }
    await assert.rejects(mcp.client.callTool({ name: 'echo_allowlist_get', arguments: {} }), (err: unknown) => err instanceof McpError && err.code === -32602);
  });

  it('refuses a relay connection from an origin that is not AI Echo', async () => {
    await assert.rejects(FakePage.open(`http://127.0.0.1:${OS_PORT + 2}`), /HTTP 403/);
    await assert.rejects(FakePage.open('https://evil.example'), /HTTP 403/);
    assert.equal((await mcp.status()).relay.paired, false);
  });

  it('says why it cannot act while unpaired; the code is in its log for the person, never in a tool result', async () => {
    const code = await pairingCodeOf(mcp.log);
    assert.match(code, new RegExp(`^${RELAY_PORT}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$`));
    const statusResult = await mcp.client.callTool({ name: 'ai_echo_status', arguments: {} });
    const status = statusResult.structuredContent as { connected: boolean; message: string };
    assert.equal(status.connected, false);
    assert.match(status.message, /MCP clients.*log/);
    const refused = await mcp.call('browser_tabs_list');
    assert.deepEqual(errorOf(refused)?.code, 'not-paired');
    const secret = code.slice(code.indexOf('-') + 1);
    for (const result of [statusResult, refused]) {
      const bytes = JSON.stringify(result);
      for (const part of [secret, secret.replaceAll('-', '')]) assert.ok(!bytes.includes(part), `the pairing code reached the MCP client: ${bytes}`);
    }
  });

  it('a wrong code is refused, and enough wrong codes replace the code', async () => {
    const code = await pairingCodeOf(mcp.log);
    const wrong = `${RELAY_PORT}-0000-0000-0000`;
    for (let i = 0; i < 5; i++) {
      const page = await FakePage.open(OS_ORIGIN);
      await assert.rejects(page.pair(wrong));
      const refused = await page.next('refused');
      assert.equal(refused.error.code, 'pairing-refused');
      await waitFor(async () => page.closed, 'the refused socket to close');
    }
    const now = await pairingCodeOf(mcp.log);
    assert.notEqual(now, code, 'five wrong tries used up the code (the new one is in the log)');
  });

  it('a frame that is not the protocol is refused before the handshake', async () => {
    const page = await FakePage.open(OS_ORIGIN);
    await page.next('challenge');
    page.send('{"type":"auth","pairingId":"nope"}');
    assert.equal((await page.next('refused')).error.code, 'malformed-frame');
  });

  describe('once paired', () => {
    let page: FakePage;
    let pairing: { pairingId: string; token: string; serverProofOk: boolean };

    before(async () => {
      page = await FakePage.open(OS_ORIGIN);
      pairing = await page.pair(await pairingCodeOf(mcp.log));
    });
    after(() => page?.close());

    it('proves the code back, and keeps the pairing where only this user can read it', () => {
      assert.equal(pairing.serverProofOk, true);
      assert.equal(statSync(join(stateDir, `relay-${RELAY_PORT}.json`)).mode & 0o777, 0o600);
    });

    it('answers its status tool with what the page says, shaped for MCP (pages: one element)', async () => {
      const pending = mcp.status();
      const req = await page.take('status');
      page.send({ type: 'status', id: req.id, value: { bridge: 'connected', connected: true, message: 'ok', manifestInSync: true, extensionVersion: '0.1.0', allowedOrigins: ['http://a.test'], activeTab: { tabId: 7, title: 'A' } } });
      const status = await pending;
      assert.equal(status.relay.state, 'connected');
      assert.equal(status.manifestInSync, true);
      assert.deepEqual(status.pages, [{ tabId: 7, title: 'A' }]);
      assert.equal(status.client, 'Relay test');
    });

    it("adopts the page's tool list (drift), announces list_changed, and drops a reserved name whatever the page says", async () => {
      const before = mcp.listChanged();
      page.send({ type: 'tools', tools: [tool('browser.page.info', 'read'), tool('browser.thing.do', 'mutation'), tool('echo.allowlist.get', 'read'), tool('navi.status', 'read')] });
      await waitFor(async () => mcp.listChanged() > before, 'list_changed');
      const names = (await mcp.client.listTools()).tools.map((t) => t.name).sort();
      assert.deepEqual(names, ['ai_echo_status', 'browser_page_info', 'browser_thing_do']);
      await assert.rejects(mcp.client.callTool({ name: 'browser_tabs_list', arguments: {} }), McpError, 'a tool the browser lacks is no longer offered');
    });

    it('relays a call and its answer; a refusal is an error result with its typed code', async () => {
      const pending = mcp.call('browser_page_info', { tabId: 3 });
      const call = await page.take('call');
      assert.deepEqual([call.action, call.arguments, call.session.name], ['browser.page.info', { tabId: 3 }, 'Relay test']);
      page.send({ type: 'result', id: call.id, ok: true, value: { title: 'T' }, receipt: { id: 'r1', outcome: 'ok', message: null, trust: 'untrusted-page-data' } });
      const ok = await pending;
      assert.equal(ok.isError, undefined);
      assert.deepEqual((ok.structuredContent as { value: unknown }).value, { title: 'T' });
      assert.match((ok.content as { text: string }[])[0]!.text, /^<untrusted source="browser_page_info">/);

      const refusing = mcp.call('browser_thing_do', {});
      const second = await page.take('call');
      page.send({ type: 'result', id: second.id, ok: false, error: { code: 'ladder-skip', message: 'discover first' }, receipt: { id: 'r2', outcome: 'error', message: 'discover first', trust: 'untrusted-page-data' } });
      const refused = await refusing;
      assert.equal(refused.isError, true);
      assert.deepEqual(errorOf(refused), { code: 'ladder-skip', message: 'discover first' });
    });

    it('every byte the MCP client receives is redacted, even when the page side sent a secret raw (content, structuredContent, errors)', async () => {
      const key = 'sk-live-0123456789abcdefghij';
      const planted = {
        text: `Your API key: ${key}`,
        console: [{ level: 'log', text: `token=${'Zq8vR2mWk9TfXb4NcLp7HsYd3GjQe6Ua'}` }],
        fields: [{ label: 'Kennwort', value: 'hunter2-de' }, { label: 'contraseña', value: 'hunter2-es' }, { label: '密码', value: 'hunter2-zh' }],
        link: 'https://shop.example/account/reset/a3f1c2d4e5b6a7980112233445566778',
      };
      const secrets = [key, 'Zq8vR2mWk9TfXb4NcLp7HsYd3GjQe6Ua', 'hunter2-de', 'hunter2-es', 'hunter2-zh', 'a3f1c2d4e5b6a7980112233445566778'];
      const reading = mcp.call('browser_page_info', {});
      const first = await page.take('call');
      page.send({ type: 'result', id: first.id, ok: true, value: planted, receipt: { id: 'r3', outcome: 'unverified', message: `saw ${key}`, trust: 'local' } });
      const failing = mcp.call('browser_page_info', {});
      const second = await page.take('call');
      page.send({ type: 'result', id: second.id, ok: false, error: { code: 'script-error', message: `The page threw: ${key}` }, receipt: null });
      for (const result of [await reading, await failing]) {
        const bytes = JSON.stringify(result);
        for (const secret of secrets) assert.ok(!bytes.includes(secret), `${secret} reached the client: ${bytes}`);
      }
      const ok = await reading;
      assert.match((ok.content as { text: string }[])[0]!.text, /<untrusted source="browser_page_info">/, 'page data fenced whatever the trust label');
      assert.equal(((ok.structuredContent as { value: { fields: { label: string }[] } }).value.fields[0]!.label), 'Kennwort', 'ordinary parts stay');
      assert.match((((await failing).content as { text: string }[])[0]!.text), /^script-error:\n<untrusted source="error">/, "the page side's error text is fenced");
    });

    it('a malformed answer fails its call with malformed-frame instead of hanging', async () => {
      const pending = mcp.call('browser_page_info', {});
      const call = await page.take('call');
      page.send({ type: 'result', id: call.id, ok: true, value: 1, receipt: { id: 'r', outcome: 'sure', message: null, trust: 'local' } });
      assert.equal(errorOf(await pending)?.code, 'malformed-frame');
    });

    it('reports progress while a call waits, so a client that resets its timeout on progress outlives it', async () => {
      const progress: number[] = [];
      const pending = mcp.client.callTool({ name: 'browser_page_info', arguments: {} }, undefined, {
        timeout: PROGRESS_MS * 3,
        resetTimeoutOnProgress: true,
        onprogress: (p) => void progress.push(p.progress),
      });
      const call = await page.take('call');
      await new Promise((r) => setTimeout(r, PROGRESS_MS * 6));
      page.send({ type: 'result', id: call.id, ok: true, value: { waited: true }, receipt: { id: 'r-progress', outcome: 'ok', message: null, trust: 'local' } });
      assert.deepEqual(((await pending).structuredContent as { value: unknown }).value, { waited: true });
      assert.ok(progress.length >= 3, `${progress.length} progress notifications`);
      assert.deepEqual(progress, [...progress].sort((x, y) => x - y), 'progress only grows');
    });

    it('pictures in a result reach the client as image content, and only there', async () => {
      const pending = mcp.call('browser_page_info', {});
      const call = await page.take('call');
      const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
      page.send({ type: 'result', id: call.id, ok: true, value: { shot: '[picture 1 (image/png): image content 1 of this result]' }, receipt: { id: 'r-pic', outcome: 'ok', message: null, trust: 'untrusted-page-data' }, pictures: [{ mimeType: 'image/png', data }] });
      const result = await pending;
      assert.deepEqual(result.content.filter((c) => c.type === 'image'), [{ type: 'image', mimeType: 'image/png', data }]);
      assert.ok(!JSON.stringify(result.structuredContent).includes(data));
    });

    it("passes the MCP client's cancellation on to the page", async () => {
      const controller = new AbortController();
      const pending = mcp.call('browser_thing_do', {}, { signal: controller.signal }).catch((e: unknown) => e);
      const call = await page.take('call');
      controller.abort();
      const cancel = await page.take('cancel');
      assert.equal(cancel.id, call.id);
      assert.ok((await pending) instanceof Error);
    });

    it('a page that goes away mid-change leaves outcome-unknown (a read: not-connected), never success', async () => {
      const change = mcp.call('browser_thing_do', {});
      const read = mcp.call('browser_page_info', {});
      await page.take('call');
      await page.take('call');
      await page.close();
      assert.equal(errorOf(await change)?.code, 'outcome-unknown');
      assert.equal(errorOf(await read)?.code, 'not-connected');
      const status = await mcp.status();
      assert.equal(status.relay.state, 'waiting');
      assert.match(status.message, /Paired, but AI Echo is not connected: open AI Echo/);
    });

    it('a stored pairing reconnects with a proof of its token; a wrong proof is refused', async () => {
      const bad = await FakePage.open(OS_ORIGIN);
      const c1 = await bad.next('challenge');
      const n1 = newNonce();
      bad.send({ type: 'auth', pairingId: pairing.pairingId, nonce: n1, proof: await authProof('f'.repeat(64), 'page', c1.nonce, n1) });
      assert.equal((await bad.next('refused')).error.code, 'pairing-refused');

      page = await FakePage.open(OS_ORIGIN);
      const c2 = await page.next('challenge');
      const n2 = newNonce();
      page.send({ type: 'auth', pairingId: pairing.pairingId, nonce: n2, proof: await authProof(pairing.token, 'page', c2.nonce, n2) });
      const welcome = await page.next('welcome');
      assert.equal(welcome.proof, await authProof(pairing.token, 'server', c2.nonce, n2));
    });
  });
});

describe('a pairing that lasts, until AI Echo forgets it', () => {
  const port = OS_PORT + 10;
  let stateDir: string;
  let mcp: McpHandle | undefined;
  const start = () => startMcp({ name: 'Lasting', port, stateDir, osOrigins: [OS_ORIGIN] });
  before(() => void (stateDir = mkdtempSync(join(tmpdir(), 'echo-mcp-forget-'))));
  after(async () => {
    await mcp?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('survives a restart of the program; Forget in AI Echo ends it there too, file and all, and a fresh code is shown', async () => {
    mcp = await start();
    const first = await FakePage.open(OS_ORIGIN, port);
    const pairing = await first.pair(await pairingCodeOf(mcp.log));
    await first.close();
    await mcp.close();

    mcp = await start();
    assert.equal((await mcp.status()).relay.paired, true, 'the pairing was kept on disk');
    const again = await FakePage.open(OS_ORIGIN, port);
    assert.equal((await again.auth(pairing)).type, 'welcome', 'the stored pairing reconnects after a restart, no code typed');
    const codeWhilePaired = await pairingCodeOf(mcp.log);
    assert.ok(mcp.log.some((l) => /paired with AI Echo as "Lasting"; to pair again/.test(l)), 'a code to pair again is shown even while paired');

    again.send({ type: 'forget' });
    await waitFor(async () => again.closed, 'the forgotten socket to close');
    await waitFor(async () => mcp!.log.some((l) => l.includes('AI Echo forgot this pairing: pairing code')), 'the fresh code in the log');
    assert.notEqual(await pairingCodeOf(mcp.log), codeWhilePaired, 'the code after Forget is a new one');
    assert.throws(() => statSync(join(stateDir, `relay-${port}.json`)), /ENOENT/, 'the pairing file is gone');
    const status = await mcp.status();
    assert.equal(status.relay.paired, false);
    const stale = await FakePage.open(OS_ORIGIN, port);
    const refused = await stale.auth(pairing);
    assert.equal(refused.type === 'refused' && refused.error.code, 'pairing-refused', 'the forgotten pairing cannot come back');
    await stale.close();

    await mcp.close();
    mcp = await start();
    assert.equal((await mcp.status()).relay.paired, false, 'and it stays forgotten after a restart');
  });
});

describe('ai-echo-mcp over Streamable HTTP on loopback', () => {
  let http: McpHttpServer;
  let stateDir: string;
  const httpRelay = OS_PORT + 9;
  const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

  before(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'echo-mcp-http-'));
    http = await startMcpHttp({ httpPort: HTTP_PORT, port: httpRelay, stateDir, osOrigins: [OS_ORIGIN] });
  });
  after(async () => {
    await http?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('makes a per-launch bearer token, in its log and in a file only this user can read', () => {
    const file = join(stateDir, `http-${HTTP_PORT}.token`);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(readFileSync(file, 'utf8').trim(), http.token);
    assert.ok(http.token.length >= 43, ' 256 bits');
  });

  it('lists the same tools to the SDK client that sends the token, and answers the status tool', async () => {
    const client = await http.connect('http test');
    const names = (await client.client.listTools()).tools.map((t) => t.name);
    assert.ok(names.includes('ai_echo_status') && names.includes('browser_webmcp_invoke'));
    assert.equal((await client.status()).relay.paired, false);
    await client.close();
  });

  it('without the token, or with a wrong one, a request gets 401 and no session', async () => {
    await assert.rejects(http.connect('no token', null), /401|Unauthorized/);
    await assert.rejects(http.connect('wrong token', `${http.token.slice(0, -2)}xx`), /401|Unauthorized/);
    for (const authorization of [undefined, 'Bearer', `Basic ${http.token}`, `Bearer ${http.token}x`, `bearer ${'A'.repeat(43)}`]) {
      const res = await fetch(http.url, { method: 'POST', headers: { ...headers, ...(authorization ? { authorization } : {}) }, body: JSON.stringify(init) });
      assert.equal(res.status, 401, String(authorization));
      assert.equal(res.headers.get('mcp-session-id'), null, 'no session was made');
      assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/);
    }
    // A session opened with the token is still closed to a request without it.
    const opened = await fetch(http.url, { method: 'POST', headers: { ...headers, authorization: `Bearer ${http.token}` }, body: JSON.stringify(init) });
    const sessionId = opened.headers.get('mcp-session-id');
    assert.ok(sessionId, 'the token opens a session');
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
    const borrowed = await fetch(http.url, { method: 'POST', headers: { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' }, body: JSON.stringify(list) });
    assert.equal(borrowed.status, 401, "another process cannot ride on a session's id");
    const deleted = await fetch(http.url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } });
    assert.equal(deleted.status, 401);
  });

  it('refuses a browser origin and a foreign Host (DNS rebinding), even with the token', async () => {
    const authorization = `Bearer ${http.token}`;
    const fromPage = await fetch(http.url, { method: 'POST', headers: { ...headers, authorization, origin: 'https://evil.example' }, body: JSON.stringify(init) });
    assert.equal(fromPage.status, 403);
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: HTTP_PORT, path: '/mcp', method: 'POST', headers: { ...headers, authorization, host: `evil.example:${HTTP_PORT}` } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end(JSON.stringify(init));
    });
    assert.equal(rebound, 403);
    for (const origin of ['null', 'file://', 'http://127.0.0.1.evil.example', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop']) {
      const res = await fetch(http.url, { method: 'POST', headers: { ...headers, authorization, origin }, body: JSON.stringify(init) });
      assert.equal(res.status, 403, origin);
    }
  });

  it('a loopback Origin (the spec requires it accepted) still needs the token', async () => {
    const origin = `http://localhost:${HTTP_PORT}`;
    const without = await fetch(http.url, { method: 'POST', headers: { ...headers, origin }, body: JSON.stringify(init) });
    assert.equal(without.status, 401);
    const withToken = await fetch(http.url, { method: 'POST', headers: { ...headers, origin, authorization: `Bearer ${http.token}` }, body: JSON.stringify(init) });
    assert.equal(withToken.status, 200);
    assert.ok(withToken.headers.get('mcp-session-id'));
    assert.equal(withToken.headers.get('access-control-allow-origin'), null, 'no CORS: a page cannot read the answer or send the token');
  });

  it('each HTTP session is its own client on the relay: its own session id and its own name', async () => {
    const page = await FakePage.open(OS_ORIGIN, httpRelay);
    await page.pair(await pairingCodeOf(http.log));
    const one = await http.connect('Same app');
    const two = await http.connect('Same app');
    try {
      const calls = [one.call('browser_page_info', {}), two.call('browser_page_info', {})];
      const frames = [await page.take('call'), await page.take('call')];
      for (const f of frames) page.send({ type: 'result', id: f.id, ok: true, value: { session: f.session.name }, receipt: { id: `r-${f.id}`, outcome: 'ok', message: null, trust: 'local' } });
      await Promise.all(calls);
      assert.notEqual(frames[0]!.session.id, frames[1]!.session.id, 'two sessions, two clients');
      const names = frames.map((f) => f.session.name);
      assert.notEqual(names[0], names[1], 'the person can tell them apart in the approval window');
      for (const name of names) assert.match(name, /^Same app( #\d+)?$/);
    } finally {
      await one.close();
      await two.close();
      await page.close();
    }
  });
});
