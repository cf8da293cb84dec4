// The MCP spec's own conformance suite (@modelcontextprotocol/conformance, pinned) against
// `ai-echo-mcp --http`, the bundled bin people run (scripts/build-mcp.ts). Every scenario must
// pass with no failure and no warning.
//
// The suite sends no credentials, and ai-echo-mcp answers no request without its launch's bearer
// token. So the suite talks to a loopback pass-through that adds `Authorization` and changes
// nothing else (method, path, Host, Origin and body go through as sent, the answer streams back
// as it came): an MCP client that holds the token. Every gate the suite attacks (Host, Origin)
// is the server's own; test/node/mcp-relay.test.ts attacks the token.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { buildMcp } from '../../scripts/build-mcp.ts';
import { OS_PORT } from '../support/harness.ts';
import { startMcpHttp, type McpHttpServer } from '../support/mcp-client.ts';

const HTTP_PORT = OS_PORT + 9;
const RELAY_PORT = OS_PORT + 10;
const PROXY_PORT = OS_PORT + 11;
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection', 'server-sse-polling'];

const CONFORMANCE_BIN = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist/index.js');

interface Check {
  id: string;
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/** The MCP client's half that holds the token: adds it to each request, passes everything else through. */
function tokenPassThrough(port: number, target: number, token: string): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, authorization: `Bearer ${token}` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('the MCP conformance suite against ai-echo-mcp --http', () => {
  let http: McpHttpServer;
  let proxy: Server;
  let work: string;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'echo-mcp-conformance-'));
    const bin = await buildMcp();
    http = await startMcpHttp({ bin, httpPort: HTTP_PORT, port: RELAY_PORT, stateDir: join(work, 'state'), osOrigins: [`http://127.0.0.1:${OS_PORT}`] });
    proxy = await tokenPassThrough(PROXY_PORT, HTTP_PORT, http.token);
  });
  after(async () => {
    proxy?.closeAllConnections();
    proxy?.close();
    await http?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  // What server-sse-polling cannot reach (its call names a tool only test servers have, which
  // ai-echo-mcp refuses at once, as JSON): a real streamed call opens with a priming event and
  // is resumed after it with Last-Event-ID.
  it('a streamed answer opens with a priming event (an id, the retry delay) and resumes after it with Last-Event-ID', async () => {
    const version = '2025-11-25';
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${http.token}`, 'mcp-protocol-version': version };
    const init = await fetch(http.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'sse', version: '1' } } }) });
    const session = init.headers.get('mcp-session-id')!;
    await init.text();
    await fetch(http.url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
    const call = await fetch(http.url, { method: 'POST', headers: { ...headers, 'mcp-session-id': session }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'ai_echo_status', arguments: {} } }) });
    assert.match(call.headers.get('content-type') ?? '', /text\/event-stream/);
    const events = (await call.text()).split('\n\n').filter(Boolean);
    const priming = /^id: (\S+)\nretry: (\d+)\ndata: $/.exec(events[0]!);
    assert.ok(priming, `the first event primes the stream: ${JSON.stringify(events[0])}`);
    assert.ok(Number(priming[2]) > 0);
    const answer = (text: string) => /^data: (\{.*\})$/m.exec(text)?.[1];
    assert.ok(JSON.parse(answer(events.at(-1)!) ?? 'null')?.result, 'the last event is the answer');
    const resumed = await fetch(http.url, { headers: { accept: 'text/event-stream', authorization: `Bearer ${http.token}`, 'mcp-session-id': session, 'mcp-protocol-version': version, 'last-event-id': priming[1]! } });
    assert.equal(resumed.status, 200);
    const reader = resumed.body!.pipeThrough(new TextDecoderStream()).getReader();
    let replay = '';
    while (!/"id":2\}/.test(replay)) {
      const { value, done } = await reader.read();
      if (done) break;
      replay += value;
    }
    await reader.cancel();
    assert.equal(JSON.parse(answer(replay) ?? 'null')?.id, 2, 'the answer after the priming event is sent again');
  });

  for (const scenario of SCENARIOS) {
    it(`${scenario}: no failure, no warning`, async () => {
      const out = join(work, scenario);
      await promisify(execFile)(process.execPath, [CONFORMANCE_BIN, 'server', '--url', `http://127.0.0.1:${PROXY_PORT}/mcp`, '--scenario', scenario, '-o', out], { timeout: 120_000 }).catch((err: { stdout?: string }) => err);
      const [dir] = readdirSync(out);
      const checks = JSON.parse(readFileSync(join(out, dir!, 'checks.json'), 'utf8')) as Check[];
      const judged = checks.filter((c) => c.status === 'SUCCESS' || c.status === 'FAILURE' || c.status === 'WARNING');
      // server-sse-polling judges only a streamed answer; ai-echo-mcp answers its call at once, as JSON (checked above).
      if (scenario === 'server-sse-polling') assert.ok(checks.some((c) => c.id === 'server-sse-content-type'), JSON.stringify(checks, null, 2));
      else assert.ok(judged.length > 0, `${scenario} judged nothing:\n${JSON.stringify(checks, null, 2)}`);
      const bad = judged.filter((c) => c.status !== 'SUCCESS').map((c) => `${c.status} ${c.name}: ${c.errorMessage ?? ''}`);
      assert.deepEqual(bad, [], `${scenario}:\n${bad.join('\n')}`);
    });
  }
});
