// Shared steps of the semantic end-to-end tests: open a fixture as a tab the person allowed,
// snapshot it from the OS page, find a line by role and name, call an action.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { SemanticSnapshot } from '../../faculties/semantic-control/actions/browser-semantic-snapshot.ts';
import { parseOutline, type OutlineLine } from '../../faculties/sdk/outline.ts';
import { buildSemanticFixtures } from '../fixtures/build-semantic-fixtures.ts';
import { ROOT, allowChanges, allowOrigins, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';

export type Result = Awaited<ReturnType<typeof invokeFromOs>>;

export interface Session {
  env: Env;
  os: Page;
  /** Opens a fixture under test/fixtures/web/semantic/ and returns the page and its tab id. */
  open(path: string): Promise<{ page: Page; tabId: number; url: string }>;
  call(action: string, input: Record<string, unknown>, timeoutMs?: number): Promise<Result>;
  close(): Promise<void>;
}

export async function startSession(): Promise<Session> {
  // The React and Lit fixtures are bundled; the build script makes them, this covers a bare checkout.
  if (!existsSync(resolve(ROOT, 'test/fixtures/web/semantic/build/lit-app.js'))) await buildSemanticFixtures();
  const env = await launch();
  await allowOrigins(env.browser, [env.web.origin]);
  await allowChanges(env.browser, env.web.origin);
  const os = await openOs(env.browser, env.os.origin);
  let opened = 0;
  return {
    env,
    os,
    async open(path) {
      // A query unique per tab, so the tab id found by URL is this page's even when a fixture is open twice.
      const unique = `${path}${path.includes('?') ? '&' : '?'}tab=${++opened}`;
      const url = `${env.web.origin}/semantic/${unique}`;
      const page = await openWeb(env.browser, env.web.origin, `semantic/${unique}`);
      return { page, tabId: await tabIdOf(os, url), url };
    },
    call: (action, input, timeoutMs) => invokeFromOs(os, action, input, timeoutMs),
    close: () => env.close(),
  };
}

/** Polls browser.page.info until the tab has `count` frames (iframes load on their own time). */
export async function waitForFrames(session: Session, tabId: number, count: number, timeoutMs = 10_000): Promise<{ frameId: number; url: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await session.call('browser.page.info', { tabId });
    const frames = info.ok ? (info.value as { frames: { frameId: number; url: string }[] }).frames : [];
    if (frames.length >= count) return frames;
    if (Date.now() > deadline) throw new Error(`tab ${tabId} has ${frames.length} frames, expected ${count}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string; reason: unknown };

/** Like session.call, keeping a refusal's detail.reason (not-hittable says why there). */
export function attempt(session: Session, action: string, input: Record<string, unknown>): Promise<Outcome> {
  return session.os.evaluate(
    async (a, i) => {
      try {
        return { ok: true as const, value: await window.aiEcho.bridge.invoke(a, i) };
      } catch (err) {
        const e = err as { code?: string; message?: string; detail?: { reason?: unknown } };
        return { ok: false as const, code: e.code ?? 'thrown', message: e.message ?? String(err), reason: e.detail?.reason ?? null };
      }
    },
    action,
    input,
  );
}

export function ok<T>(result: Result): T {
  assert.ok(result.ok, `expected success, got ${JSON.stringify(result)}`);
  return result.value as T;
}

/** Asserts a refusal with `code`, returning the message. */
export function refused(result: Result, code: string): string {
  assert.equal(result.ok, false, `expected ${code}, got success: ${JSON.stringify(result).slice(0, 400)}`);
  assert.equal(!result.ok && result.code, code, JSON.stringify(result));
  return result.ok ? '' : result.message;
}

export async function snapshot(session: Session, tabId: number, extra: Record<string, unknown> = {}): Promise<SemanticSnapshot> {
  return ok<SemanticSnapshot>(await session.call('browser.semantic.snapshot', { tabId, ...extra }));
}

export function lines(snap: SemanticSnapshot, frameIndex = 0): OutlineLine[] {
  const frame = snap.frames[frameIndex];
  assert.ok(frame, `no frame ${frameIndex} in the snapshot`);
  return parseOutline(frame.outline);
}

/** The one line with this role and name (a RegExp matches names); fails on none or several. */
export function line(snap: SemanticSnapshot, role: string, name: string | RegExp, frameIndex = 0): OutlineLine {
  const all = lines(snap, frameIndex);
  const found = all.filter((l) => l.role === role && (typeof name === 'string' ? l.name === name : name.test(l.name)));
  assert.equal(found.length, 1, `expected one ${role} ${String(name)}, found ${found.length} in:\n${snap.frames[frameIndex]!.outline}`);
  return found[0]!;
}

export function fp(snap: SemanticSnapshot, role: string, name: string | RegExp, frameIndex = 0): { fingerprint: string } {
  const l = line(snap, role, name, frameIndex);
  assert.ok(l.fingerprint, `${role} ${String(name)} has no fingerprint`);
  return { fingerprint: l.fingerprint };
}

/** The fixture page's own log of events it received (id:type:trusted|synthetic). */
export function pageLog(page: Page): Promise<string> {
  return page.$eval('#log', (el) => el.textContent ?? '');
}
