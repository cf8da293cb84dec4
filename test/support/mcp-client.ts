// Drives `ai-echo-mcp` the way an MCP client does: the SDK's own Client over stdio (a child
// process of this checkout's bin), or over Streamable HTTP. Collects its log and counts
// `notifications/tools/list_changed`.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
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
  relay: { state: string; message: string; port: number; paired: boolean; pairingCode?: string };
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
}

export async function startMcp(opts: StartOptions): Promise<McpHandle> {
  const args = [MCP_BIN, '--port', String(opts.port), '--state-dir', opts.stateDir, ...opts.osOrigins.flatMap((o) => ['--os-origin', o])];
  if (opts.name) args.push('--name', opts.name);
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd: ROOT, env: getDefaultEnvironment(), stderr: 'pipe' });
  const log: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const client = new Client({ name: `e2e ${opts.name ?? 'client'}`, version: '1.0.0' });
  let changed = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => void changed++);
  await client.connect(transport);
  return {
    client,
    log,
    listChanged: () => changed,
    call: (name, args = {}, callOpts = {}) => client.callTool({ name, arguments: args }, undefined, callOpts.signal ? { signal: callOpts.signal } : {}) as Promise<CallToolResult>,
    status: async () => (await client.callTool({ name: 'ai_echo_status', arguments: {} })).structuredContent as unknown as McpStatus,
    close: () => client.close(),
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
