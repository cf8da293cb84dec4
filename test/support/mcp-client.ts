// Drives `ai-echo-mcp` the way an MCP client does: the SDK's own Client over stdio (a child
// process of this checkout's bin), or over Streamable HTTP with the bearer token the program
// wrote to its log. Collects its log (where the person reads the pairing code) and counts
// `notifications/tools/list_changed`.
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { ROOT } from './harness.ts';

export const MCP_BIN = join(ROOT, 'mcp/ai-echo-mcp.mjs');

export interface McpHandle {
  client: Client;
  /** What the server wrote to stderr (its log). */
  log: string[];
  /** How many `notifications/tools/list_changed` arrived. */
  listChanged(): number;
  call(name: string, args?: Record<string, unknown>, opts?: { signal?: AbortSignal }): Promise<CallToolResult>;
  status(): Promise<McpStatus>;
  close(): Promise<void>;
}

export interface McpStatus {
  relay: { state: string; message: string; port: number; paired: boolean };
  /** The name AI Echo shows for this session. */
  client: string;
  connected: boolean;
  message: string;
  manifestInSync: boolean | null;
  extensionVersion: string | null;
  allowedOrigins: string[];
  pages: { tabId: number; title: string; url: string; documentId: string }[];
}

export interface StartOptions {
  name?: string;
  port: number;
  stateDir: string;
  osOrigins: string[];
  /** `--caps`: the tool groups to list. */
  caps?: string;
  /** More environment for the program (e.g. AI_ECHO_MCP_PROGRESS_MS). */
  env?: Record<string, string>;
  /** The program to run: this checkout's sources (default) or the built package's bin. */
  bin?: string;
}

export async function startMcp(opts: StartOptions): Promise<McpHandle> {
  const args = [opts.bin ?? MCP_BIN, '--port', String(opts.port), '--state-dir', opts.stateDir, ...opts.osOrigins.flatMap((o) => ['--os-origin', o])];
  if (opts.name) args.push('--name', opts.name);
  if (opts.caps !== undefined) args.push('--caps', opts.caps);
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd: ROOT, env: { ...getDefaultEnvironment(), ...opts.env }, stderr: 'pipe' });
  const log: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  return handle(new Client({ name: `e2e ${opts.name ?? 'client'}`, version: '1.0.0' }), transport, log, () => Promise.resolve());
}

async function handle(client: Client, transport: StdioClientTransport | StreamableHTTPClientTransport, log: string[], onClose: () => Promise<void>): Promise<McpHandle> {
  let changed = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => void changed++);
  await client.connect(transport);
  return {
    client,
    log,
    listChanged: () => changed,
    call: (name, args = {}, callOpts = {}) => client.callTool({ name, arguments: args }, undefined, callOpts.signal ? { signal: callOpts.signal } : {}) as Promise<CallToolResult>,
    status: async () => (await client.callTool({ name: 'ai_echo_status', arguments: {} })).structuredContent as unknown as McpStatus,
    close: async () => {
      await client.close();
      await onClose();
    },
  };
}

/** The pairing code the program last wrote to its log: where the person reads it (no tool shows it). */
export async function pairingCodeOf(log: readonly string[], timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = [...log].reverse().find((l) => /pairing code \d+-/.test(l));
    if (line) return /pairing code (\d+-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(line)![1]!;
    if (Date.now() > deadline) throw new Error(`no pairing code in the log:\n${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One `ai-echo-mcp --http` process: its log, its bearer token (from the log), and SDK sessions opened on it. */
export interface McpHttpServer {
  child: ChildProcess;
  log: string[];
  url: URL;
  token: string;
  /** A new MCP session (its own SDK Client) that sends the token, or `token` instead of it. */
  connect(name: string, token?: string | null): Promise<McpHandle>;
  stop(): Promise<void>;
}

export async function startMcpHttp(opts: StartOptions & { httpPort: number }): Promise<McpHttpServer> {
  const args = [opts.bin ?? MCP_BIN, '--http', String(opts.httpPort), '--port', String(opts.port), '--state-dir', opts.stateDir, ...opts.osOrigins.flatMap((o) => ['--os-origin', o])];
  if (opts.name) args.push('--name', opts.name);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const log: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const deadline = Date.now() + 90_000;
  let token: string | null = null;
  while (!token) {
    token = log.map((l) => /Authorization: Bearer ([A-Za-z0-9_-]+)/.exec(l)?.[1]).find(Boolean) ?? null;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`ai-echo-mcp --http did not start:\n${log.join('\n')}`);
    if (!token) await new Promise((r) => setTimeout(r, 50));
  }
  const url = new URL(`http://127.0.0.1:${opts.httpPort}/mcp`);
  const sent = token;
  return {
    child,
    log,
    url,
    token,
    connect: (name, withToken = sent) =>
      handle(
        new Client({ name, version: '1.0.0' }),
        new StreamableHTTPClientTransport(url, withToken === null ? {} : { requestInit: { headers: { authorization: `Bearer ${withToken}` } } }),
        log,
        () => Promise.resolve(),
      ),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** The typed error a refused call carries. */
export function errorOf(result: CallToolResult): { code: string; message: string } | null {
  return result.isError ? ((result.structuredContent as { error: { code: string; message: string } }).error ?? null) : null;
}

export function valueOf<T = unknown>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool failed: ${JSON.stringify(result.content)}`);
  return (result.structuredContent as { value: T }).value;
}

/** Types the code into AI Echo's MCP clients panel as a person would; resolves with the client's state. */
export async function pairInUi(os: Page, code: string): Promise<{ state: string; message: string }> {
  const port = Number(code.split('-')[0]);
  const input = await os.waitForSelector('pierce/input[name="mcp-pairing-code"]:not([disabled])', { timeout: 10_000 });
  await input!.click({ count: 3 });
  await input!.type(code);
  await input!.press('Enter');
  await os.waitForFunction(
    (p) => window.aiEcho.echo.mcp.views.get().some((v) => v.port === p && (v.state === 'connected' || v.state === 'refused')),
    { timeout: 30_000, polling: 100 },
    port,
  );
  return os.evaluate((p) => window.aiEcho.echo.mcp.views.get().find((v) => v.port === p && (v.state === 'connected' || v.state === 'refused'))!, port);
}
