// Helpers for the WebMCP end-to-end tests: calls from the OS page, and a person's clicks in the
// extension's approval window.
import type { Browser, Page } from 'puppeteer-core';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { WebmcpDiscovery, WebmcpTool } from '../../faculties/webmcp/types.ts';
import { EXTENSION_ID, invokeFromOs } from '../support/harness.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/** `bridge.control` (reserved echo. actions) from the OS page. */
export async function controlFromOs<T = unknown>(os: Page, action: string, input: Record<string, unknown> = {}): Promise<Outcome<T>> {
  return os.evaluate(
    async (a, i) => {
      try {
        return { ok: true as const, value: (await window.aiEcho.bridge.control(a as never, i as never)) as never };
      } catch (err) {
        const e = err as { code?: string; message?: string };
        return { ok: false as const, code: e.code ?? 'thrown', message: e.message ?? String(err) };
      }
    },
    action,
    input,
  ) as Promise<Outcome<T>>;
}

export async function discover(os: Page, tabId: number, frameId?: number): Promise<WebmcpDiscovery> {
  const r = await invokeFromOs(os, 'browser.webmcp.discover', frameId === undefined ? { tabId } : { tabId, frameId });
  if (!r.ok) throw new Error(`discover failed: ${r.code}: ${r.message}`);
  return r.value as WebmcpDiscovery;
}

export function findTool(d: WebmcpDiscovery, name: string): { frameId: number; documentId: string; tool: WebmcpTool } {
  for (const f of d.frames) {
    const tool = f.tools.find((t) => t.name === name);
    if (tool) return { frameId: f.frameId, documentId: f.documentId, tool };
  }
  throw new Error(`no tool ${name} in ${JSON.stringify(d.frames.map((f) => f.tools.map((t) => t.name)))}`);
}

export interface Ask {
  tabId: number;
  frameId: number;
  name: string;
  descriptorHash: string;
  arguments: Record<string, unknown>;
  ttlMs?: number;
}

export async function requestApproval(os: Page, ask: Ask): Promise<Outcome<GrantView>> {
  return controlFromOs<GrantView>(os, 'echo.webmcp.approval.request', { ...ask });
}

/** The approval window the extension opened for this approval. */
export async function approvalWindow(browser: Browser, approvalId: string): Promise<Page> {
  const target = await browser.waitForTarget((t) => t.url() === `chrome-extension://${EXTENSION_ID}/approval.html?id=${approvalId}`, { timeout: 10_000 });
  const page = await target.page();
  if (!page) throw new Error('approval window has no page');
  await page.waitForFunction(() => (document.getElementById('facts')?.childElementCount ?? 0) > 0, { timeout: 10_000, polling: 50 });
  return page;
}

/** Clicks Approve or Deny as a person would, once the button is armed. */
export async function decide(browser: Browser, approvalId: string, decision: 'approve' | 'deny'): Promise<Page> {
  const page = await approvalWindow(browser, approvalId);
  const selector = decision === 'approve' ? '#approve:not([disabled])' : '#deny:not([disabled])';
  await page.waitForSelector(selector, { timeout: 10_000 });
  await page.click(selector);
  await page.waitForFunction(() => !/^Waiting/.test(document.getElementById('state')?.textContent ?? 'Waiting'), { timeout: 10_000, polling: 50 }).catch(() => undefined);
  return page;
}

/** Requests an approval and approves it in the window; returns the approval id. */
export async function approved(os: Page, browser: Browser, ask: Ask): Promise<string> {
  const r = await requestApproval(os, ask);
  if (!r.ok) throw new Error(`approval request failed: ${r.code}: ${r.message}`);
  await decide(browser, r.value.approvalId, 'approve');
  const status = await controlFromOs<GrantView>(os, 'echo.approval.status', { approvalId: r.value.approvalId });
  if (!status.ok || status.value.state !== 'approved') throw new Error(`not approved: ${JSON.stringify(status)}`);
  return r.value.approvalId;
}

export async function invoke(os: Page, input: { grantId: string; tabId: number; frameId?: number; name: string; descriptorHash: string; arguments: Record<string, unknown>; timeoutMs?: number }, bridgeTimeoutMs?: number) {
  return invokeFromOs(os, 'browser.webmcp.invoke', { ...input }, bridgeTimeoutMs);
}

/** Starts recording the bridge's events in the OS page. */
export async function recordEvents(os: Page): Promise<void> {
  await os.evaluate(() => {
    const w = window as unknown as { __events?: { event: string; data: Record<string, unknown> }[] };
    if (w.__events) return;
    w.__events = [];
    window.aiEcho.bridge.on('event', (e) => w.__events!.push(e));
  });
}

export async function events(os: Page, name?: string): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const all = await os.evaluate(() => (window as unknown as { __events?: { event: string; data: Record<string, unknown> }[] }).__events ?? []);
  return name ? all.filter((e) => e.event === name) : all;
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The fixture pages' helpers (test/fixtures/web/webmcp/fx.js). */
declare global {
  interface Window {
    fx: {
      register(spec: Record<string, unknown>): void;
      registerInChild(spec: Record<string, unknown>): void;
      unregister(name: string): void;
      unregisterInChild(name: string): void;
      registerMany(n: number, prefix?: string): void;
      setRecords(list: Record<string, unknown>[]): void;
      calls: Record<string, number>;
      inputs: Record<string, unknown>;
      bareGetTools(): Promise<{ ms: number; count: number }>;
      bareExecute(name: string, input: Record<string, unknown>): Promise<number>;
    };
  }
  const fx: Window['fx'];
}
