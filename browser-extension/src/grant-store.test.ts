// The grant store against an in-memory chrome.storage.session and chrome.windows: each binding
// field, each state, the window check, and one-use under concurrency.
import { expect } from '@esm-bundle/chai';
import type { GrantBinding, GrantView } from '../../faculties/sdk/grants.ts';

const store = new Map<string, unknown>();
const removedWindows: number[] = [];
let nextWindow = 100;
(globalThis as unknown as { chrome: unknown }).chrome = {
  runtime: { id: 'testid', getURL: (p: string) => `chrome-extension://testid/${p.replace(/^\//, '')}` },
  storage: {
    session: {
      get: async (key: string | null) => (key === null ? Object.fromEntries(store) : store.has(key) ? { [key]: structuredClone(store.get(key)) } : {}),
      set: async (items: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(items)) store.set(k, structuredClone(v));
      },
      remove: async (keys: string[]) => keys.forEach((k) => store.delete(k)),
    },
  },
  windows: {
    create: async () => ({ id: nextWindow++ }),
    remove: async (id: number) => void removedWindows.push(id),
  },
};

const { grantStore } = await import('./grant-store.ts');

const binding: GrantBinding = {
  kind: 'webmcp.invoke',
  tabId: 7,
  frameId: 0,
  documentId: 'A'.repeat(32),
  origin: 'https://shop.example',
  subjectHash: 'a'.repeat(64),
  argumentHash: 'b'.repeat(64),
};
const display = { action: 'x', subjectName: 'n', subjectTitle: '', subjectDescription: '', argumentsJson: '{}', tabTitle: '', tabUrl: '', facts: [] };

async function pending(ttlMs = 60_000): Promise<{ view: GrantView; windowId: number }> {
  const view = await grantStore.request({ binding, ttlMs, display });
  const rec = await grantStore.record(view.approvalId);
  return { view, windowId: rec.windowId! };
}
async function approvedGrant(ttlMs = 60_000): Promise<string> {
  const { view, windowId } = await pending(ttlMs);
  await grantStore.decide(view.approvalId, 'approve', windowId);
  return view.approvalId;
}
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describe('grant store', () => {
  beforeEach(() => store.clear());

  it('starts pending, in storage, with its own window', async () => {
    const { view, windowId } = await pending();
    expect(view.state).to.equal('pending');
    expect(windowId).to.be.a('number');
    expect([...store.keys()]).to.deep.equal([`grant:${view.approvalId}`]);
  });

  it('is decided only from the window opened for it, and only while pending', async () => {
    const { view, windowId } = await pending();
    expect(await codeOf(grantStore.decide(view.approvalId, 'approve', undefined))).to.equal('approval-forbidden');
    expect(await codeOf(grantStore.decide(view.approvalId, 'approve', windowId + 1))).to.equal('approval-forbidden');
    expect((await grantStore.status(view.approvalId)).state).to.equal('pending');
    await grantStore.cancel(view.approvalId);
    expect(await codeOf(grantStore.decide(view.approvalId, 'approve', windowId))).to.equal('approval-cancelled');
    expect(removedWindows).to.include(windowId);
  });

  it('binds every field: any difference is grant-mismatch and leaves the grant usable', async () => {
    const id = await approvedGrant();
    const changes: Partial<GrantBinding>[] = [
      { kind: 'semantic.click' },
      { tabId: 8 },
      { frameId: 3 },
      { documentId: 'B'.repeat(32) },
      { origin: 'https://evil.example' },
      { subjectHash: 'c'.repeat(64) },
      { argumentHash: 'd'.repeat(64) },
    ];
    for (const change of changes) {
      expect(await codeOf(grantStore.consume(id, { ...binding, ...change })), JSON.stringify(change)).to.equal('grant-mismatch');
    }
    expect((await grantStore.consume(id, binding)).state).to.equal('used');
  });

  it('runs once, even when two invocations race for it', async () => {
    const id = await approvedGrant();
    const results = await Promise.all([codeOf(grantStore.consume(id, binding)), codeOf(grantStore.consume(id, binding))]);
    expect(results.sort()).to.deep.equal(['grant-used', 'ok']);
  });

  it('refuses each state that is not approved with its own code', async () => {
    const { view } = await pending();
    expect(await codeOf(grantStore.consume(view.approvalId, binding))).to.equal('grant-required');
    const { view: denied, windowId } = await pending();
    await grantStore.decide(denied.approvalId, 'deny', windowId);
    expect(await codeOf(grantStore.consume(denied.approvalId, binding))).to.equal('approval-denied');
    const closed = await pending();
    await grantStore.windowClosed(closed.windowId);
    expect((await grantStore.status(closed.view.approvalId)).state).to.equal('denied');
    expect(await codeOf(grantStore.consume('0'.repeat(32), binding))).to.equal('grant-unknown');
    expect(await codeOf(grantStore.status('not-an-id'))).to.equal('grant-unknown');
  });

  it('expires: a lapsed grant reads as expired even with no timer alive', async () => {
    const id = await approvedGrant(1_000);
    const key = `grant:${id}`;
    const rec = store.get(key) as { expiresAt: number };
    store.set(key, { ...rec, expiresAt: Date.now() - 1 }); // as if the worker slept through the deadline
    expect(await codeOf(grantStore.consume(id, binding))).to.equal('grant-expired');
    expect((await grantStore.status(id)).state).to.equal('expired');
  });

  it('clamps the TTL to the allowed range', async () => {
    const { view } = await pending(10 * 60_000);
    expect(view.expiresAt - view.createdAt).to.equal(120_000);
    const { view: short } = await pending(1);
    expect(short.expiresAt - short.createdAt).to.equal(1_000);
  });

  it('records the outcome of a spent grant', async () => {
    const id = await approvedGrant();
    expect((await grantStore.consume(id, binding)).outcome).to.equal('dispatched');
    await grantStore.settle(id, 'unknown');
    expect((await grantStore.status(id)).outcome).to.equal('unknown');
  });
});
