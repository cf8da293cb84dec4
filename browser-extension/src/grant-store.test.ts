// The grant store against an in-memory chrome.storage.session and chrome.windows: each binding
// field, each state, the window check, one-use under concurrency, and sessions that never cross.
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

const { approvalWindowGrants, grantsFor, onGrantChange } = await import('./grant-store.ts');
const { MAX_PENDING_APPROVALS } = await import('../../faculties/sdk/grants.ts');

/** Two sessions, as two OS pages' connections would have them (digests of their secrets). */
const SESSION_A = 'a'.repeat(64);
const SESSION_B = 'b'.repeat(64);
const grants = grantsFor(SESSION_A);
const other = grantsFor(SESSION_B);

const binding: GrantBinding = {
  kind: 'webmcp.invoke',
  tabId: 7,
  frameId: 0,
  documentId: 'A'.repeat(32),
  origin: 'https://shop.example',
  subjectHash: 'a'.repeat(64),
  argumentHash: 'b'.repeat(64),
};
/** Each way a read's binding can differ from the one approved (another tool, arguments, the change itself, tab, frame, document, site, kind). */
const NOT_THE_READ: Partial<GrantBinding>[] = [
  { subjectHash: 'c'.repeat(64) },
  { argumentHash: 'd'.repeat(64) },
  { subjectHash: binding.subjectHash, argumentHash: binding.argumentHash },
  { tabId: 8 },
  { frameId: 3 },
  { documentId: 'B'.repeat(32) },
  { origin: 'https://evil.example' },
  { kind: 'semantic.click' },
];
const display = { tier: 'webmcp' as const, sentence: ['x'], argumentsTable: [], consequences: [], picture: null, action: 'x', subjectName: 'n', subjectTitle: '', subjectDescription: '', argumentsJson: '{}', tabTitle: '', tabUrl: '', facts: [] };

async function pending(ttlMs = 60_000, session = grants): Promise<{ view: GrantView; windowId: number }> {
  const view = await session.request({ binding, ttlMs, display });
  const rec = await approvalWindowGrants.record(view.approvalId);
  return { view, windowId: rec.windowId! };
}
async function approvedGrant(ttlMs = 60_000, session = grants): Promise<string> {
  const { view, windowId } = await pending(ttlMs, session);
  await approvalWindowGrants.decide(view.approvalId, 'approve', windowId);
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
    expect(await codeOf(approvalWindowGrants.decide(view.approvalId, 'approve', undefined))).to.equal('approval-forbidden');
    expect(await codeOf(approvalWindowGrants.decide(view.approvalId, 'approve', windowId + 1))).to.equal('approval-forbidden');
    expect((await grants.status(view.approvalId)).state).to.equal('pending');
    await grants.cancel(view.approvalId);
    expect(await codeOf(approvalWindowGrants.decide(view.approvalId, 'approve', windowId))).to.equal('approval-cancelled');
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
      expect(await codeOf(grants.consume(id, { ...binding, ...change })), JSON.stringify(change)).to.equal('grant-mismatch');
    }
    expect((await grants.consume(id, binding)).state).to.equal('used');
  });

  describe("a change's plan: the reads its approval also covers", () => {
    const read = { name: 'cart.get', subjectHash: 'e'.repeat(64), argumentHash: 'f'.repeat(64) };
    const readBinding: GrantBinding = { ...binding, subjectHash: read.subjectHash, argumentHash: read.argumentHash };
    async function planned(ttlMs = 60_000): Promise<string> {
      const view = await grants.request({ binding, ttlMs, display, plan: [read] });
      const rec = await approvalWindowGrants.record(view.approvalId);
      await approvalWindowGrants.decide(view.approvalId, 'approve', rec.windowId!);
      return view.approvalId;
    }

    it('runs only after its change, exactly once, and never as the change itself', async () => {
      const id = await planned();
      expect(await codeOf(grants.consumePlanRead(id, readBinding)), 'before the change').to.equal('grant-mismatch');
      expect(await codeOf(grants.consume(id, readBinding)), 'a read never stands in for the change').to.equal('grant-mismatch');
      await grants.consume(id, binding);
      expect((await grants.consumePlanRead(id, readBinding)).plan?.[0]?.usedAt).to.be.a('number');
      expect(await codeOf(grants.consumePlanRead(id, readBinding)), 'twice').to.equal('grant-used');
    });

    it('covers no other tool, arguments, tab, frame, document or site', async () => {
      const id = await planned();
      await grants.consume(id, binding);
      for (const change of NOT_THE_READ) expect(await codeOf(grants.consumePlanRead(id, { ...readBinding, ...change })), JSON.stringify(change)).to.equal('grant-mismatch');
      expect(await codeOf(grants.consumePlanRead(id, readBinding)), 'and the refusals spent nothing').to.equal('ok');
    });

    it("ends with the grant's time, and belongs to its session alone", async () => {
      const id = await planned(1_000);
      await grants.consume(id, binding);
      expect(await codeOf(other.consumePlanRead(id, readBinding))).to.equal('grant-unknown');
      const key = `grant:${id}`;
      store.set(key, { ...(store.get(key) as object), expiresAt: Date.now() - 1 });
      expect(await codeOf(grants.consumePlanRead(id, readBinding))).to.equal('grant-expired');
    });

    it('a grant without a plan covers no read', async () => {
      const id = await approvedGrant();
      await grants.consume(id, binding);
      expect(await codeOf(grants.consumePlanRead(id, readBinding))).to.equal('grant-mismatch');
    });
  });

  describe('a change and the read that finds its entry', () => {
    const read = { name: 'cart.get', subjectHash: 'e'.repeat(64), argumentHash: 'f'.repeat(64) };
    const lookup = { ...read, param: 'lineId', recordName: 'Trail shoes', fromState: ['expectedRevision'] };
    const readBinding: GrantBinding = { ...binding, subjectHash: read.subjectHash, argumentHash: read.argumentHash };
    const filled = { lineId: 'l-1', expectedRevision: 4 };
    async function withLookup(ttlMs = 60_000): Promise<string> {
      const view = await grants.request({ binding, ttlMs, display, lookup });
      const rec = await approvalWindowGrants.record(view.approvalId);
      await approvalWindowGrants.decide(view.approvalId, 'approve', rec.windowId!);
      return view.approvalId;
    }

    it('the read first and once; the change after it, once, with exactly what it filled', async () => {
      const id = await withLookup();
      expect(await codeOf(grants.consume(id, binding, filled)), 'the change before its read').to.equal('grant-mismatch');
      await grants.consumeLookup(id, readBinding);
      expect(await codeOf(grants.consumeLookup(id, readBinding)), 'the read twice').to.equal('grant-used');
      expect(await codeOf(grants.consume(id, binding, filled)), 'before the read answered').to.equal('grant-mismatch');
      await grants.resolveLookup(id, filled, '');
      expect(await codeOf(grants.resolveLookup(id, { lineId: 'l-2', expectedRevision: 4 }, '').then((v) => v.lookup?.filled)), 'filled once').to.equal('ok');
      expect((await grants.status(id)).lookup?.filled).to.deep.equal(filled);
      for (const wrong of [{}, { lineId: 'l-2', expectedRevision: 4 }, { lineId: 'l-1', expectedRevision: 5 }, { lineId: 'l-1' }, { ...filled, extra: 1 }, { lineId: '1-l', expectedRevision: '4' }]) {
        expect(await codeOf(grants.consume(id, binding, wrong)), JSON.stringify(wrong)).to.equal('grant-mismatch');
      }
      expect(await codeOf(grants.consume(id, { ...binding, argumentHash: 'd'.repeat(64) }, filled)), 'other arguments').to.equal('grant-mismatch');
      expect((await grants.consume(id, binding, filled)).state).to.equal('used');
      expect(await codeOf(grants.consume(id, binding, filled)), 'a second change').to.equal('grant-used');
      expect(await codeOf(grants.consumeLookup(id, readBinding)), 'the read after the change').to.equal('grant-used');
    });

    it('the read covers no other tool, arguments, tab, frame, document or site; nor the change', async () => {
      const id = await withLookup();
      for (const change of NOT_THE_READ) expect(await codeOf(grants.consumeLookup(id, { ...readBinding, ...change })), JSON.stringify(change)).to.equal('grant-mismatch');
      expect(await codeOf(grants.consumeLookup(id, readBinding)), 'and the refusals spent nothing').to.equal('ok');
    });

    it('a read that names no single entry cancels the grant: its change never runs', async () => {
      const id = await withLookup();
      await grants.consumeLookup(id, readBinding);
      const ended = await grants.resolveLookup(id, null, 'The page\'s read named 2 entries "Trail shoes"; nothing was changed.');
      expect([ended.state, ended.reason]).to.deep.equal(['cancelled', 'The page\'s read named 2 entries "Trail shoes"; nothing was changed.']);
      expect(await codeOf(grants.consume(id, binding, filled))).to.equal('approval-cancelled');
    });

    it("ends with the grant's time, belongs to its session alone, and a grant without one covers no read before its change", async () => {
      const id = await withLookup(1_000);
      expect(await codeOf(other.consumeLookup(id, readBinding))).to.equal('grant-unknown');
      const key = `grant:${id}`;
      store.set(key, { ...(store.get(key) as object), expiresAt: Date.now() - 1 });
      expect(await codeOf(grants.consumeLookup(id, readBinding))).to.equal('grant-expired');
      const plain = await approvedGrant();
      expect(await codeOf(grants.consumeLookup(plain, readBinding))).to.equal('grant-mismatch');
      expect(await codeOf(grants.consume(plain, binding, filled)), 'values a read never filled').to.equal('grant-mismatch');
    });
  });

  it('runs once, even when two invocations race for it', async () => {
    const id = await approvedGrant();
    const results = await Promise.all([codeOf(grants.consume(id, binding)), codeOf(grants.consume(id, binding))]);
    expect(results.sort()).to.deep.equal(['grant-used', 'ok']);
  });

  it('refuses each state that is not approved with its own code', async () => {
    const { view } = await pending();
    expect(await codeOf(grants.consume(view.approvalId, binding))).to.equal('grant-required');
    const { view: denied, windowId } = await pending();
    await approvalWindowGrants.decide(denied.approvalId, 'deny', windowId);
    expect(await codeOf(grants.consume(denied.approvalId, binding))).to.equal('approval-denied');
    const closed = await pending();
    await approvalWindowGrants.windowClosed(closed.windowId);
    expect((await grants.status(closed.view.approvalId)).state).to.equal('denied');
    expect(await codeOf(grants.consume('0'.repeat(32), binding))).to.equal('grant-unknown');
    expect(await codeOf(grants.status('not-an-id'))).to.equal('grant-unknown');
  });

  it('expires: a lapsed grant reads as expired even with no timer alive', async () => {
    const id = await approvedGrant(1_000);
    const key = `grant:${id}`;
    const rec = store.get(key) as { expiresAt: number };
    store.set(key, { ...rec, expiresAt: Date.now() - 1 }); // as if the worker slept through the deadline
    expect(await codeOf(grants.consume(id, binding))).to.equal('grant-expired');
    expect((await grants.status(id)).state).to.equal('expired');
  });

  it('clamps the TTL to the allowed range', async () => {
    const { view } = await pending(10 * 60_000);
    expect(view.expiresAt - view.createdAt).to.equal(120_000);
    const { view: short } = await pending(1);
    expect(short.expiresAt - short.createdAt).to.equal(1_000);
  });

  it('records the outcome of a spent grant', async () => {
    const id = await approvedGrant();
    expect((await grants.consume(id, binding)).outcome).to.equal('dispatched');
    await grants.settle(id, 'unknown');
    expect((await grants.status(id)).outcome).to.equal('unknown');
  });
});

describe('grant store: two sessions never cross', () => {
  beforeEach(() => store.clear());

  /** The error a session gets for an id nobody ever issued, with the id itself taken out. */
  async function unknownIdError(session = other): Promise<{ code: string; message: string; detail: unknown }> {
    const never = 'f'.repeat(32);
    return errorOf(session.status(never), never);
  }
  async function errorOf(p: Promise<unknown>, id?: string): Promise<{ code: string; message: string; detail: unknown }> {
    try {
      await p;
      return { code: 'ok', message: '', detail: undefined };
    } catch (err) {
      const e = err as { code: string; message: string; detail?: unknown };
      return { code: e.code, message: id ? e.message.replaceAll(id, '<id>') : e.message, detail: e.detail };
    }
  }

  it("another session cannot consume, see, cancel or settle an approved grant: each answer is exactly an unknown id's", async () => {
    const id = await approvedGrant();
    const unknown = await unknownIdError();
    expect(unknown.code).to.equal('grant-unknown');
    expect(await errorOf(other.consume(id, binding), id), 'consume').to.deep.equal(unknown);
    expect(await errorOf(other.status(id), id), 'status').to.deep.equal(unknown);
    expect(await errorOf(other.cancel(id), id), 'cancel').to.deep.equal(unknown);
    await other.settle(id, 'error');
    const own = await grants.status(id);
    expect([own.state, own.outcome], 'untouched by the other session').to.deep.equal(['approved', null]);
    expect((await grants.consume(id, binding)).state).to.equal('used');
    await other.settle(id, 'error');
    expect((await grants.status(id)).outcome, "the other session cannot rewrite how it ended").to.equal('dispatched');
  });

  it("another session cannot see or cancel a pending approval, and the owner's cancel still works", async () => {
    const { view, windowId } = await pending();
    expect(await errorOf(other.status(view.approvalId), view.approvalId)).to.deep.equal(await unknownIdError());
    expect(await errorOf(other.cancel(view.approvalId), view.approvalId)).to.deep.equal(await unknownIdError());
    expect((await grants.status(view.approvalId)).state).to.equal('pending');
    expect(removedWindows).to.not.include(windowId);
    expect((await grants.cancel(view.approvalId)).state).to.equal('cancelled');
  });

  it('limits pending approvals per session: one at its limit neither blocks nor reveals itself to another', async () => {
    for (let i = 0; i < MAX_PENDING_APPROVALS; i++) await pending();
    const full = await errorOf(grants.request({ binding, ttlMs: 60_000, display }));
    expect(full.code).to.equal('grant-required');
    expect(full.message).to.match(new RegExp(`^${MAX_PENDING_APPROVALS} approvals from this AI Echo page`));
    const { view } = await pending(60_000, other);
    expect(view.state).to.equal('pending');
    for (let i = 1; i < MAX_PENDING_APPROVALS; i++) await pending(60_000, other);
    expect((await errorOf(other.request({ binding, ttlMs: 60_000, display }))).message, 'counts only its own').to.equal(full.message);
  });

  it('every change event names the session it belongs to, so it is sent to that session alone', async () => {
    const seen: [string, string, string][] = [];
    const stop = onGrantChange((view, session) => seen.push([view.approvalId, view.state, session]));
    try {
      const a = await pending();
      const b = await pending(60_000, other);
      await approvalWindowGrants.decide(a.view.approvalId, 'approve', a.windowId);
      await approvalWindowGrants.windowClosed(b.windowId);
      await grants.consume(a.view.approvalId, binding);
      expect(seen).to.deep.equal([
        [a.view.approvalId, 'pending', SESSION_A],
        [b.view.approvalId, 'pending', SESSION_B],
        [a.view.approvalId, 'approved', SESSION_A],
        [b.view.approvalId, 'denied', SESSION_B],
        [a.view.approvalId, 'used', SESSION_A],
      ]);
    } finally {
      stop();
    }
  });

  it('a record that names no session belongs to nobody', async () => {
    const id = await approvedGrant();
    const key = `grant:${id}`;
    const { session: _session, ...orphan } = store.get(key) as { session: string };
    store.set(key, orphan);
    expect(await errorOf(grants.consume(id, binding), id)).to.deep.equal(await unknownIdError(grants));
  });

  it('refuses a session that is not a digest', () => {
    for (const bad of ['', 'A'.repeat(64), 'a'.repeat(63)]) expect(() => grantsFor(bad), JSON.stringify(bad)).to.throw(/SHA-256/);
  });
});
