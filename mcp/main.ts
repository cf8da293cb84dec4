// `ai-echo-mcp`: AI Echo's browser Faculty for MCP clients (Claude Desktop, Claude Code, Cursor,
// VS Code, the MCP Inspector). It speaks MCP on stdio (or Streamable HTTP on loopback) and relays
// every call to the AI Echo OS page it is paired with. stdout carries only MCP messages; the log
// goes to stderr.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { DEFAULT_RELAY_PORT, RELAY_PATH } from '../browser-bridge/mcp-relay/protocol.ts';
import { osOrigins } from '../browser-extension/extension-identity.ts';
import pkg from './package.json' with { type: 'json' };
import { SessionEventStore } from './event-store.ts';
import { loopbackHost, loopbackOrigin } from './http-gate.ts';
import { makeHttpToken, type HttpToken } from './http-token.ts';
import { McpFront } from './mcp-server.ts';
import { progressIntervalMs } from './progress.ts';
import { TOOL_GROUPS, type ToolGroup } from './tool-hints.ts';
import { PairingStore, defaultStateDir } from './pairing-store.ts';
import { RelayServer } from './relay-server.ts';

const HELP = `ai-echo-mcp: AI Echo's browser tools for MCP clients, relayed through the AI Echo page.

Options:
  --name NAME          How AI Echo shows this client (default: the name the MCP client gives).
  --port PORT          Loopback port AI Echo connects to (default ${DEFAULT_RELAY_PORT}; one per client).
  --os-origin ORIGIN   An AI Echo origin allowed to connect (repeatable; default the ones the
                       extension trusts: ECHO_OS_ORIGINS, or http://127.0.0.1:4870 and localhost).
  --state-dir DIR      Where the pairing is kept (default ${defaultStateDir()}).
  --http PORT          Serve MCP over Streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio.
                       Every request must send "Authorization: Bearer TOKEN": a token made at each
                       launch, written to this log and to http-PORT.token in the state dir (mode 0600).
  --caps GROUPS        List only these tool groups, comma-separated (default all): ${TOOL_GROUPS.join(', ')}.
                       ai_echo_status is always listed; a tool not listed cannot be called.
  --help               This text.

Approvals can take minutes. A call that waits sends notifications/progress every 10 s
(AI_ECHO_MCP_PROGRESS_MS to change it) when the request carried a progressToken.

Pairing: this log (stderr) shows a code such as ${DEFAULT_RELAY_PORT}-ABCD-EFGH-JKMN; enter it once in
AI Echo's "MCP clients" panel. No tool shows it: an MCP client must not be able to pair itself.`;

const MAX_HTTP_BODY_BYTES = 4 * 1_048_576;
/** How long an HTTP client whose SSE stream broke waits before it reconnects (the `retry` field). */
const SSE_RETRY_MS = 1_000;

function log(line: string): void {
  process.stderr.write(`ai-echo-mcp: ${line}\n`);
}

function portOption(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    log(`${what} must be a port number (1-65535), not ${JSON.stringify(value)}.`);
    process.exit(2);
  }
  return port;
}

/** `--caps tabs,reading`: the groups to list; a group that does not exist is a mistake to say, not to ignore. */
function capsOption(value: string | undefined): Set<ToolGroup> | null {
  if (value === undefined) return null;
  const groups = value.split(',').map((g) => g.trim()).filter(Boolean);
  const unknown = groups.filter((g) => !(TOOL_GROUPS as readonly string[]).includes(g));
  if (unknown.length || !groups.length) {
    log(`--caps takes tool groups from: ${TOOL_GROUPS.join(', ')} (not ${JSON.stringify(value)}).`);
    process.exit(2);
  }
  return new Set(groups as ToolGroup[]);
}

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    port: { type: 'string' },
    'os-origin': { type: 'string', multiple: true },
    'state-dir': { type: 'string' },
    http: { type: 'string' },
    caps: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

const port = portOption(values.port ?? process.env.AI_ECHO_MCP_PORT, DEFAULT_RELAY_PORT, '--port');
const origins = values['os-origin']?.length ? values['os-origin'].map((o) => new URL(o).origin) : osOrigins();
const fixedName = values.name?.trim().slice(0, 64) || null;
let clientName = fixedName;
const stateDir = values['state-dir'] ?? defaultStateDir();
const store = PairingStore.forPort(stateDir, port, log);
const relay = new RelayServer({ port, osOrigins: origins, store, name: () => clientName ?? 'MCP client', log });
const front = new McpFront(relay, pkg.version, {
  onClientInfo: (name) => {
    clientName ??= name.trim().slice(0, 64) || null;
  },
  fixedName,
  groups: capsOption(values.caps),
  progressIntervalMs: progressIntervalMs(),
});

await relay.start();
log(`relay on ws://127.0.0.1:${port}${RELAY_PATH} for AI Echo at ${origins.join(', ')}. ${relay.status().message}`);
log(relay.pairingCodeLine());
let httpToken: HttpToken | null = null;

let closing = false;
function shutdown(why: string): void {
  if (closing) return;
  closing = true;
  log(`${why}; closing.`);
  relay.close(why);
  httpToken?.discard();
  setTimeout(() => process.exit(0), 50).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

if (values.http === undefined) {
  // The MCP client owns stdin: when it closes it, the client is gone.
  process.stdin.on('end', () => shutdown('the MCP client closed stdin'));
  process.stdin.on('close', () => shutdown('the MCP client closed stdin'));
  await front.createServer().connect(new StdioServerTransport());
} else {
  await serveHttp(portOption(values.http, 0, '--http'));
}

/**
 * Streamable HTTP on 127.0.0.1 only, with Host and Origin checks (DNS rebinding: loopback names
 * only), and the per-launch bearer token on every request: without it no session opens and none
 * is reached.
 */
async function serveHttp(httpPort: number): Promise<void> {
  const token = (httpToken = makeHttpToken(stateDir, httpPort));
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const reply = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
  };
  const server = createServer((req, res) => void handle(req, res).catch((err: unknown) => reply(res, 500, `Internal error: ${String(err)}`)));
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') return reply(res, 404, 'Not found: the MCP endpoint is /mcp.');
    // DNS rebinding: a page of another site that resolves to loopback names itself in Host and Origin.
    if (!loopbackHost(req.headers.host)) return reply(res, 403, 'Forbidden: this endpoint answers only requests addressed to 127.0.0.1, localhost or [::1].');
    if (!loopbackOrigin(req.headers.origin)) return reply(res, 403, 'Forbidden: browser origins other than loopback may not use this endpoint.');
    if (!token.accepts(req.headers.authorization)) {
      res.setHeader('www-authenticate', 'Bearer realm="ai-echo-mcp"');
      return reply(res, 401, `Unauthorized: send "Authorization: Bearer <token>" with the token ai-echo-mcp wrote to its log${token.file ? ` and to ${token.file}` : ''}.`);
    }
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing && req.method !== 'POST') return existing.handleRequest(req, res);
    if (req.method !== 'POST') return reply(res, 400, 'No such MCP session: initialize first.');
    const body = await readJson(req);
    if (body === PARSE_ERROR) return res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is not JSON.' }, id: null })) && undefined;
    if (existing) {
      // A call refused before it starts has nothing to wait for or resume: it is answered at once, as JSON.
      const refused = refusedAtOnce(body);
      if (refused) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refused)) && undefined;
      return existing.handleRequest(req, res, body);
    }
    if (!isInitializeRequest(body)) return reply(res, 400, 'No such MCP session: initialize first.');
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
      // Resumable streams: each opens with a priming event (an id, and when to reconnect).
      eventStore: new SessionEventStore(),
      retryInterval: SSE_RETRY_MS,
    });
    transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
    await front.createServer().connect(transport);
    await transport.handleRequest(req, res, body);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(httpPort, '127.0.0.1', resolve);
  }).catch((err: NodeJS.ErrnoException) => {
    log(`cannot serve MCP on 127.0.0.1:${httpPort}: ${err.code ?? err.message}.`);
    process.exit(1);
  });
  log(`MCP over Streamable HTTP at http://127.0.0.1:${httpPort}/mcp; send the header "Authorization: Bearer ${token.token}" (this launch only; also in ${token.file ?? 'no file'}).`);
}

/** The JSON-RPC error for a tools/call of a tool that is not listed, or null for anything else. */
function refusedAtOnce(body: unknown): JSONRPCMessage | null {
  if (!isJSONRPCRequest(body) || body.method !== 'tools/call') return null;
  const name = (body.params as { name?: unknown } | undefined)?.name;
  const error = typeof name === 'string' ? front.refusal(name) : null;
  return error && { jsonrpc: '2.0', id: body.id, error: { code: error.code, message: error.message } };
}

const PARSE_ERROR = Symbol('parse error');

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_HTTP_BODY_BYTES) {
        req.destroy();
        reject(new Error(`request body over ${MAX_HTTP_BODY_BYTES} bytes`));
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(PARSE_ERROR);
      }
    });
    req.on('error', reject);
  });
}
