// End-to-end harness: Debian's Chromium with the built extension loaded and WebMCP on, the OS
// app and the fixture "web" served on two loopback origins. Ports come from ECHO_OS_PORT (the
// one the extension was built to trust) so parallel work can use its own set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';
import { EXTENSION_ID } from '../../browser-extension/extension-identity.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

export { EXTENSION_ID };
export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, process.env.ECHO_DIST ?? 'dist');
export const OS_PORT = Number(process.env.ECHO_OS_PORT ?? 4870);
/** The fixture web origin, and an origin the extension does not list (same files as the OS). */
export const WEB_PORT = OS_PORT + 1;
export const STRAY_PORT = OS_PORT + 2;
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The Chrome features that turn WebMCP on (`document.modelContext`, form tools). Chrome builds
 * name it `WebMCP`; some builds (and chrome://flags/#enable-webmcp-testing) use `WebMCPTesting`.
 * Chromium 156 accepts either; both are passed so any build that knows one of them has it.
 */
export const WEBMCP_FEATURES = ['WebMCP', 'WebMCPTesting'] as const;

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  `--enable-features=${WEBMCP_FEATURES.join(',')}`,
];

export interface Env {
  browser: Browser;
  os: StaticServer;
  web: StaticServer;
  stray: StaticServer;
  extensionDir: string;
  close(): Promise<void>;
}

export async function launch(opts: { extensionDir?: string; headers?: (path: string) => Record<string, string>; headless?: boolean; userDataDir?: string; /** Extra Chromium flags, e.g. WebGPU on SwiftShader. */ args?: string[]; /** Listen for a second CDP client (browser.wsEndpoint()), e.g. Playwright in the benchmark. */ cdpEndpoint?: boolean; /** The browser, when not CHROME_PATH (npm start finds one). */ executablePath?: string } = {}): Promise<Env> {
  const extensionDir = opts.extensionDir ?? join(DIST, 'extension');
  const [os, web, stray] = await Promise.all([
    serveStatic(join(DIST, 'os'), OS_PORT),
    serveStatic(join(ROOT, 'test/fixtures/web'), WEB_PORT, opts.headers ? { headers: opts.headers } : {}),
    serveStatic(join(DIST, 'os'), STRAY_PORT),
  ]);
  const profile = opts.userDataDir ?? mkdtempSync(join(tmpdir(), 'echo-chrome-'));
  const browser = await puppeteer.launch({
    executablePath: opts.executablePath ?? CHROME_PATH,
    headless: opts.headless ?? true,
    defaultViewport: opts.headless === false ? null : { width: 1280, height: 800 },
    pipe: !opts.cdpEndpoint,
    userDataDir: profile,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...CHROME_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`, ...(opts.args ?? [])],
  });
  await serviceWorker(browser);
  return {
    browser,
    os,
    web,
    stray,
    extensionDir,
    async close() {
      await browser.close().catch(() => undefined);
      await Promise.all([os.close(), web.close(), stray.close()]);
      if (!opts.userDataDir) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The major version of the Chromium under test ("HeadlessChrome/150.0.7871.100" is 150). */
export async function chromiumMajor(browser: Browser): Promise<number> {
  return Number(/\/(\d+)\./.exec(await browser.version())?.[1] ?? 0);
}

/**
 * Whether the browser's own `getTools()` passes the annotation `key` through for the tool `name`
 * on `page`: Chromium 150 keeps only readOnlyHint and untrustedContentHint and drops the rest.
 */
export function browserReportsAnnotation(page: Page, name: string, key: string): Promise<boolean> {
  return page.evaluate(
    async (n, k) => {
      const mc = (document as unknown as { modelContext?: { getTools(): Promise<{ name: string; annotations?: Record<string, unknown> }[]> } }).modelContext;
      const tool = (await mc?.getTools())?.find((t) => t.name === n);
      return tool?.annotations?.[k] !== undefined;
    },
    name,
    key,
  );
}

/** The extension's service worker, started if it is not running. */
export async function serviceWorker(browser: Browser): Promise<WebWorker> {
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(`chrome-extension://${EXTENSION_ID}/`), { timeout: 15_000 });
  const worker = await target.worker();
  if (!worker) throw new Error('extension service worker has no worker handle');
  return worker;
}

/** Stops the service worker the way Chrome does when it idles it out. */
export async function stopServiceWorker(browser: Browser): Promise<void> {
  const worker = await serviceWorker(browser);
  await worker.close();
}

/**
 * tsx compiles these tests with esbuild's keepNames, which wraps functions inside the callbacks
 * we hand to page.evaluate in `__name(...)`; pages need a no-op of it.
 */
export async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  return page;
}

/** An extension page (its own origin), for seeding storage as the options page would. */
export async function extensionPage(browser: Browser, path = 'options.html'): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`chrome-extension://${EXTENSION_ID}/${path}`);
  return page;
}

export async function allowOrigins(browser: Browser, origins: string[]): Promise<void> {
  const page = await extensionPage(browser);
  await page.evaluate((list) => chrome.storage.local.set({ allowedOrigins: list }), origins);
  await page.close();
}

/**
 * Gives the origin an allowance for changes below WebMCP (semantic actions), as the person's
 * "Allow on this site" in the approval window would; tests of the approval path itself skip it.
 */
export async function allowChanges(browser: Browser, origin: string, durationMs = 60 * 60_000): Promise<void> {
  const page = await extensionPage(browser);
  await page.evaluate((key, until) => chrome.storage.session.set({ [key]: until }), `allowance:${origin}`, Date.now() + durationMs);
  await page.close();
}

/** Opens the OS app and waits until its bridge said hello (or gave up). */
export async function openOs(browser: Browser, origin: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => window.aiEcho !== undefined, { timeout: 15_000 });
  await page.evaluate(() => window.aiEcho.ready);
  return page;
}

/** Opens a fixture page; `ownWindow` puts it in a window of its own, so it stays on screen beside AI Echo's. */
export async function openWeb(browser: Browser, origin: string, path: string, opts: { ownWindow?: boolean } = {}): Promise<Page> {
  const page = opts.ownWindow ? await browser.newPage({ type: 'window' }) : await newPage(browser);
  if (opts.ownWindow) await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
  await page.goto(`${origin}/${path}`);
  return page;
}

/** CPU time a page's main thread has used so far, in ms (CDP ThreadTime): what the page itself spent, whatever else the machine was doing. */
export type ThreadClock = () => Promise<number>;

/** The browser with the fixture shop allowed and open (its cart drawn), and AI Echo beside it. */
export async function launchWithShop(): Promise<{ env: Env; shop: Page; os: Page; shopTab: number }> {
  const env = await launch();
  await allowOrigins(env.browser, [env.web.origin]);
  const shop = await openWeb(env.browser, env.web.origin, 'shop/index.html');
  await shop.waitForSelector('[data-line]');
  const os = await openOs(env.browser, env.os.origin);
  return { env, shop, os, shopTab: await tabIdOf(os, `${env.web.origin}/shop/index.html`) };
}

export async function threadClock(page: Page): Promise<ThreadClock> {
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  return async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

/**
 * One call on the Navi's own path in the OS page: the AgentToolset validates, routes (consent,
 * ladder), reads back and keeps a receipt, in the session's current task (`fresh`: a new one).
 */
export function executeInOs<T>(os: Page, name: string, args: Record<string, unknown> = {}, fresh = false): Promise<T> {
  return os.evaluate(
    async (n, a, f) => {
      const { toolset, session } = window.aiEcho.echo;
      if (f) session.newTask();
      const task = (session as unknown as { task: unknown }).task;
      return (await toolset.execute({ name: n, arguments: a }, task as never)) as unknown;
    },
    name,
    args,
    fresh,
  ) as Promise<T>;
}

/** Runs `bridge.invoke` in the OS page; returns {ok, value} or {ok: false, code, message}. */
export async function invokeFromOs(os: Page, action: string, input: Record<string, unknown> = {}, timeoutMs?: number) {
  return os.evaluate(
    async (a, i, t) => {
      try {
        return { ok: true as const, value: await window.aiEcho.bridge.invoke(a, i, t ? { timeoutMs: t } : {}) };
      } catch (err) {
        const e = err as { code?: string; message?: string };
        return { ok: false as const, code: e.code ?? 'thrown', message: e.message ?? String(err) };
      }
    },
    action,
    input,
    timeoutMs,
  );
}

export async function tabIdOf(os: Page, url: string): Promise<number> {
  const result = await invokeFromOs(os, 'browser.tabs.list');
  if (!result.ok) throw new Error(`tabs.list failed: ${result.code}`);
  const tab = (result.value as { tabs: { tabId: number; url: string }[] }).tabs.find((t) => t.url === url);
  if (!tab) throw new Error(`no tab with url ${url}`);
  return tab.tabId;
}

/**
 * The URLs of pages (tabs, windows) open now that were not among `before`. Compared by identity,
 * so an earlier test's window that closes meanwhile cannot hide one that opened.
 */
export async function pagesOpenedSince(browser: Browser, before: readonly Page[]): Promise<string[]> {
  const known = new Set(before);
  return (await browser.pages()).filter((p) => !known.has(p)).map((p) => p.url());
}
