// The React fixture shop (test/fixtures/web/shop): the seed's synchronisation pattern under a real
// extension. Strict Mode's double mount leaves one registration per tool; a tool reads the store
// when it runs; expectedRevision turns a person's edit in between into a conflict; a retried
// operationId applies once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { WebmcpInvokeResult } from '../../faculties/webmcp/types.ts';
import { buildShop } from '../fixtures/build-shop.ts';
import { allowOrigins, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { approved, discover, findTool, invoke, waitFor } from './webmcp-support.ts';

interface ShopWindow {
  __shop: {
    registrations: Record<string, { registered: number; aborted: number }>;
    store: { getSnapshot(): { revision: number; lines: { lineId: string; quantity: number }[] }; appliedCount(): number };
  };
}

describe('WebMCP fixture shop (React 19, StrictMode) end to end', () => {
  let env: Env;
  let os: Page;
  let shop: Page;
  let tabId: number;

  before(async () => {
    await buildShop();
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    os = await openOs(env.browser, env.os.origin);
    shop = await openWeb(env.browser, env.web.origin, 'shop/index.html');
    await shop.waitForFunction(() => (window as unknown as Partial<ShopWindow>).__shop !== undefined, { polling: 50 });
    tabId = await tabIdOf(os, `${env.web.origin}/shop/index.html`);
  });
  after(() => env?.close());

  const snapshot = () => shop.evaluate(() => (window as unknown as ShopWindow).__shop.store.getSnapshot());
  const applied = () => shop.evaluate(() => (window as unknown as ShopWindow).__shop.store.appliedCount());
  const shownQuantity = (lineId: string) => shop.evaluate((id) => document.querySelector(`[data-line="${id}"] .qty`)?.textContent, lineId);

  /** Approve and run one shop tool with these arguments. */
  async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { frameId, tool } = findTool(await discover(os, tabId), name);
    const grantId = await approved(os, env.browser, { tabId, frameId, name, descriptorHash: tool.descriptorHash, arguments: args });
    const r = await invoke(os, { grantId, tabId, name, descriptorHash: tool.descriptorHash, arguments: args });
    assert.ok(r.ok, JSON.stringify(r));
    const value = r.value as WebmcpInvokeResult;
    assert.equal(value.untrusted, true);
    return value.result.value as Record<string, unknown>;
  }

  it("Strict Mode's register / clean up / register leaves exactly one registration of each tool", async () => {
    const counts = await shop.evaluate(() => (window as unknown as ShopWindow).__shop.registrations);
    const names = ['cart.get', 'cart.setQuantity', 'cart.addItem', 'cart.removeItem'];
    for (const name of names) {
      assert.deepEqual(counts[name], { registered: 2, aborted: 1 }, `${name}: mounted twice (development StrictMode), the first aborted`);
    }
    const d = await discover(os, tabId);
    const listed = d.frames.flatMap((f) => f.tools.map((t) => t.name)).sort();
    assert.deepEqual(listed, [...names].sort(), 'each tool listed once');
    assert.equal(findTool(d, 'cart.get').tool.annotations.readOnlyHint, true);
  });

  it('a tool reads the store when it runs, applies one command and returns the committed revision', async () => {
    const before = await snapshot();
    const result = await call('cart.setQuantity', { lineId: 'l-1', quantity: 3, expectedRevision: before.revision, operationId: 'op-set-1' });
    assert.equal(result.ok, true);
    assert.equal(result.revision, before.revision + 1);
    assert.equal((await snapshot()).lines.find((l) => l.lineId === 'l-1')?.quantity, 3);
    await waitFor(async () => (await shownQuantity('l-1')) === '3', 'the React projection to show the committed quantity');
    const read = await call('cart.get', {});
    assert.equal(read.revision, before.revision + 1, 'read at execution time, not at render time');
  });

  it('a retried operationId applies once', async () => {
    const before = await snapshot();
    const args = { lineId: 'l-2', quantity: 5, expectedRevision: before.revision, operationId: 'op-retry-1' };
    const first = await call('cart.setQuantity', args);
    assert.equal(first.ok, true);
    const count = await applied();
    // The retry needs its own approval (each grant runs once); the store answers from the receipt.
    const retry = await call('cart.setQuantity', args);
    assert.equal(retry.replayed, true);
    assert.equal(retry.ok, true);
    assert.equal(await applied(), count, 'nothing applied twice');
    assert.equal((await snapshot()).revision, before.revision + 1);
  });

  it('a person editing between discovery and invoke comes back as a conflict', async () => {
    const before = await snapshot();
    const args = { lineId: 'l-1', quantity: 9, expectedRevision: before.revision, operationId: 'op-conflict-1' };
    const { frameId, tool } = findTool(await discover(os, tabId), 'cart.setQuantity');
    const grantId = await approved(os, env.browser, { tabId, frameId, name: 'cart.setQuantity', descriptorHash: tool.descriptorHash, arguments: args });
    const shown = Number(await shownQuantity('l-1'));
    await shop.click('[data-line="l-1"] .inc'); // the person's own edit
    await waitFor(async () => (await snapshot()).revision === before.revision + 1, 'the human edit to commit');
    const r = await invoke(os, { grantId, tabId, name: 'cart.setQuantity', descriptorHash: tool.descriptorHash, arguments: args });
    assert.ok(r.ok, JSON.stringify(r));
    const result = (r.value as WebmcpInvokeResult).result.value as Record<string, unknown>;
    assert.deepEqual(result, { ok: false, conflict: true, revision: before.revision + 1, expectedRevision: before.revision });
    assert.equal((await snapshot()).lines.find((l) => l.lineId === 'l-1')?.quantity, shown + 1, "the person's edit stands");
  });
});
