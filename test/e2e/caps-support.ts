// Shared steps of the end-to-end tests of the capabilities under test/fixtures/web/caps/: open a
// fixture as an allowed tab, and wait until the page watch is registered for the allowed site.
import type { Browser, Page } from 'puppeteer-core';
import { extensionPage, openWeb, tabIdOf } from '../support/harness.ts';
import type { Session } from './semantic-support.ts';

let opened = 0;

/** Opens test/fixtures/web/caps/<path> in a new tab and returns the page and its tab id. */
export async function openCaps(s: Session, path: string): Promise<{ page: Page; tabId: number; url: string }> {
  const unique = `${path}${path.includes('?') ? '&' : '?'}tab=${++opened}`;
  const page = await openWeb(s.env.browser, s.env.web.origin, `caps/${unique}`);
  const url = `${s.env.web.origin}/caps/${unique}`;
  return { page, tabId: await tabIdOf(s.os, url), url };
}

/** Waits until the extension registered the page watch for `origin` (it follows the allowlist). */
export async function waitForPageWatch(browser: Browser, origin: string): Promise<void> {
  const page = await extensionPage(browser);
  try {
    await page.waitForFunction(
      async (o) => {
        const scripts = await chrome.scripting.getRegisteredContentScripts();
        return scripts.length === 2 && scripts.every((s) => (s.matches ?? []).includes(`${o}/*`));
      },
      { timeout: 10_000, polling: 100 },
      origin,
    );
  } finally {
    await page.close();
  }
}

export type Attempt = { ok: true; value: unknown } | { ok: false; code: string; message: string; detail: Record<string, unknown> | null };

/** Like session.call, keeping the refusal's whole detail. */
export function attemptWithDetail(s: Session, action: string, input: Record<string, unknown>, timeoutMs?: number): Promise<Attempt> {
  return s.os.evaluate(
    async (a, i, t) => {
      try {
        return { ok: true as const, value: await window.aiEcho.bridge.invoke(a, i, t ? { timeoutMs: t } : {}) };
      } catch (err) {
        const e = err as { code?: string; message?: string; detail?: Record<string, unknown> };
        return { ok: false as const, code: e.code ?? 'thrown', message: e.message ?? String(err), detail: e.detail ?? null };
      }
    },
    action,
    input,
    timeoutMs,
  );
}
