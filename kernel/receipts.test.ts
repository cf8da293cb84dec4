import { expect } from '@esm-bundle/chai';
import { openDB } from 'idb';
import { RECEIPTS_DB_VERSION, ReceiptStore, redactReceipt, type Receipt } from './receipts.ts';

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: crypto.randomUUID(),
  schemaVersion: 3,
  taskId: 't1',
  requestId: 'r1',
  request: 'click Save',
  tool: 'browser.semantic.click',
  tier: 'semantic',
  effect: 'mutation',
  tabId: 1,
  frameId: 0,
  documentId: 'D',
  origin: 'http://shop.test',
  descriptorHash: null,
  argumentHash: 'a'.repeat(64),
  grantId: 'g1',
  outcome: 'ok',
  errorCode: null,
  message: null,
  evidence: { trustedInput: false },
  readback: null,
  ladderReason: 'no page tool sets the quantity',
  approval: null,
  picture: null,
  trust: 'untrusted-page-data',
  trustedInput: false,
  startedAt: Date.now(),
  endedAt: Date.now(),
  ...over,
});

describe('ReceiptStore', () => {
  it('keeps receipts across a reopen (as after a reload), filters and exports them', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const store = await ReceiptStore.open(name);
    await store.add(receipt({ outcome: 'ok', startedAt: 1 }));
    await store.add(receipt({ outcome: 'unverified', tool: 'browser.webmcp.invoke', startedAt: 2 }));
    store.close();
    const again = await ReceiptStore.open(name);
    expect((await again.list()).map((r) => r.outcome)).to.deep.equal(['ok', 'unverified']);
    expect((await again.list({ outcome: 'unverified' })).map((r) => r.tool)).to.deep.equal(['browser.webmcp.invoke']);
    expect((await again.list({ tool: 'browser.semantic.click' })).length).to.equal(1);
    const exported = JSON.parse(await again.exportJson()) as { receipts: Receipt[]; schemaVersion: number };
    expect(exported.schemaVersion).to.equal(3);
    expect(exported.receipts).to.have.length(2);
    again.close();
  });

  it('upgrades a version-1 database, labelling old page receipts untrusted', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('receipts', { keyPath: 'id' }).createIndex('by-time', 'startedAt');
      },
    });
    await v1.put('receipts', { id: 'old', tool: 'browser.semantic.click', origin: 'http://shop.test', outcome: 'ok', startedAt: 5 });
    v1.close();
    const store = await ReceiptStore.open(name);
    const [old] = await store.list();
    expect(old!.schemaVersion).to.equal(3);
    expect(old!.trust).to.equal('untrusted-page-data');
    expect(old!.requestId).to.equal(null);
    expect((await store.list({ outcome: 'ok' })).length).to.equal(1);
    store.close();
  });

  it('upgrades a version-2 database: old receipts belong to no request; new ones are listed by request', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const v2 = await openDB(name, 2, {
      upgrade(db) {
        const store = db.createObjectStore('receipts', { keyPath: 'id' });
        store.createIndex('by-time', 'startedAt');
        store.createIndex('by-outcome', 'outcome');
        store.createIndex('by-tool', 'tool');
      },
    });
    const { requestId: _r, request: _q, approval: _a, picture: _p, ...older } = receipt({ id: 'v2', startedAt: 1 });
    await v2.put('receipts', { ...older, schemaVersion: 2 });
    v2.close();
    const store = await ReceiptStore.open(name);
    const [old] = await store.list();
    expect([old!.schemaVersion, old!.requestId, old!.request, old!.picture, old!.trust]).to.deep.equal([3, null, null, null, 'untrusted-page-data']);
    await store.add(receipt({ requestId: 'r2', startedAt: 2 }));
    await store.add(receipt({ requestId: 'r2', outcome: 'error', startedAt: 3 }));
    expect((await store.list({ requestId: 'r2' })).map((r) => r.startedAt)).to.deep.equal([2, 3]);
    expect((await store.list({ requestId: 'r2', outcome: 'error' })).map((r) => r.startedAt)).to.deep.equal([3]);
    store.close();
  });

  it('keeps a picture only as a bounded image data URL', async () => {
    const store = await ReceiptStore.open(`receipts-${crypto.randomUUID()}`);
    const picture = { dataUrl: 'data:image/webp;base64,AAAA', kind: 'target', source: 'sketch', width: 1, height: 1, region: { x: 0, y: 0, width: 1, height: 1 }, scale: 1, outlined: 1, masked: 0, takenAt: 1 } as const;
    await store.add(receipt({ id: 'small', picture }));
    await store.add(receipt({ id: 'page-url', picture: { ...picture, dataUrl: 'https://evil.test/pixel.png' } }));
    await store.add(receipt({ id: 'huge', picture: { ...picture, dataUrl: `data:image/webp;base64,${'A'.repeat(200_000)}` } }));
    // One kept before pictures said what they are: every one of those was a live capture.
    const { source: _s, ...older } = picture;
    await store.add(receipt({ id: 'older', picture: older as unknown as typeof picture }));
    await store.add(receipt({ id: 'unknown-kind', picture: { ...picture, source: 'earlier' as 'sketch' } }));
    const kept = await store.list();
    const byId = Object.fromEntries(kept.map((r) => [r.id, r.picture?.dataUrl ?? null]));
    expect(byId).to.deep.equal({ small: picture.dataUrl, 'page-url': null, huge: null, older: picture.dataUrl, 'unknown-kind': null });
    // What the person was shown is kept for what it was: a sketch stays a sketch.
    expect(Object.fromEntries(kept.map((r) => [r.id, r.picture?.source ?? null]))).to.deep.equal({ small: 'sketch', 'page-url': null, huge: null, older: 'live', 'unknown-kind': null });
    store.close();
  });

  it('surfaces a failed write as a typed error instead of swallowing it', async () => {
    const store = await ReceiptStore.open(`receipts-${crypto.randomUUID()}`);
    store.close(); // IndexedDB now refuses every write
    let code: string | undefined;
    await store.add(receipt({})).catch((e: { code: string }) => (code = e.code));
    expect(code).to.equal('internal');
  });

  const SECRET = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
  const leaky = () =>
    receipt({
      message: `failed with key ${SECRET}`,
      evidence: { password: 'hunter2', [SECRET]: true, nested: JSON.stringify({ token: 'abc123' }) },
      readback: { action: 'x.read', matched: false, claimed: { apiKey: 'k1' }, observed: { url: `https://u:p@x.test/?access_token=${SECRET}` } },
      // The person's words and the window's sentence (page words quoted) can hold a secret too.
      request: `type ${SECRET} into the key field`,
      approval: { approvalId: 'a'.repeat(32), sentence: `AI Echo wants to type "${SECRET}" into "API key" (textbox) on x.test.`, warning: null },
    });
  const rawRecords = async (name: string) => {
    const db = await openDB(name, RECEIPTS_DB_VERSION);
    const all = (await db.getAll('receipts')) as unknown[];
    db.close();
    return JSON.stringify(all);
  };
  const expectClean = (text: string) => {
    for (const secret of [SECRET, 'hunter2', 'abc123', 'k1"', ':p@']) expect(text, secret).to.not.include(secret);
  };

  it('stores, lists and exports only redacted receipts (read back from IndexedDB itself)', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const store = await ReceiptStore.open(name);
    await store.add(leaky());
    expectClean(await rawRecords(name));
    expectClean(JSON.stringify(await store.list()));
    expectClean(await store.exportJson());
    const [stored] = await store.list();
    expect(stored!.evidence).to.deep.include({ password: '[redacted]', '[redacted-key-1]': true });
    store.close();
  });

  it('reads a record some other writer stored unredacted back redacted (list, export)', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const store = await ReceiptStore.open(name);
    const raw = await openDB(name, RECEIPTS_DB_VERSION);
    await raw.put('receipts', leaky());
    raw.close();
    expectClean(JSON.stringify(await store.list()));
    expectClean(await store.exportJson());
    store.close();
  });

  it('upgrading to version 3 rewrites what older versions stored, redacted', async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const v2 = await openDB(name, 2, {
      upgrade(db) {
        const s = db.createObjectStore('receipts', { keyPath: 'id' });
        s.createIndex('by-time', 'startedAt');
        s.createIndex('by-outcome', 'outcome');
        s.createIndex('by-tool', 'tool');
      },
    });
    await v2.put('receipts', leaky());
    v2.close();
    const store = await ReceiptStore.open(name);
    store.close();
    expectClean(await rawRecords(name));
  });
  it("a receipt's own bookkeeping (ids, hashes, times) is never touched", () => {
    const receipt: Receipt = {
      id: crypto.randomUUID(),
      schemaVersion: 3,
      taskId: crypto.randomUUID(),
      requestId: crypto.randomUUID(),
      request: 'set the trail shoes to 3',
      tool: 'browser.webmcp.invoke',
      tier: 'webmcp',
      effect: 'mutation',
      tabId: 4,
      frameId: 0,
      documentId: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
      origin: 'http://127.0.0.1:4921',
      descriptorHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      argumentHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      grantId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      outcome: 'ok',
      errorCode: null,
      message: null,
      evidence: { ok: true, revision: 2 },
      readback: { action: 'browser.webmcp.invoke', matched: true, claimed: { quantity: 3 }, observed: { lines: [{ lineId: 'l-1', quantity: 3 }] } },
      ladderReason: null,
      approval: { approvalId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', sentence: 'Run this page\'s tool "Set a quantity" on 127.0.0.1:4921.', warning: null },
      picture: null,
      trust: 'untrusted-page-data',
      trustedInput: null,
      startedAt: 1741944413002,
      endedAt: 1741944413002,
    };
    expect(redactReceipt(receipt)).to.deep.equal(receipt);
  });
});

describe('ReceiptStore seals what the toolset writes', () => {
  it("reads the toolset's own records sealed, and anything else (the public add, a raw IndexedDB write, an edited copy) unsealed", async () => {
    const name = `receipts-${crypto.randomUUID()}`;
    const store = await ReceiptStore.open(name);
    const seal = store.takeSealer();
    expect(() => store.takeSealer()).to.throw(/already taken/);
    await seal(receipt({ id: 'own', outcome: 'error', startedAt: 1 }));
    await store.add(receipt({ id: 'added', startedAt: 2 }));
    const raw = await openDB(name, RECEIPTS_DB_VERSION);
    const own = (await raw.get('receipts', 'own')) as Receipt & { seal: string };
    expect(own.seal).to.match(/^[0-9a-f]{64}$/);
    // The same seal on a copy that says it went well, and one that only claims to be sealed.
    await raw.put('receipts', { ...own, id: 'edited', outcome: 'ok', startedAt: 3 });
    await raw.put('receipts', { ...receipt({ id: 'claims', startedAt: 4 }), sealed: true });
    raw.close();
    const listed = await store.list();
    expect(listed.map((r) => [r.id, r.sealed])).to.deep.equal([['own', true], ['added', false], ['edited', false], ['claims', false]]);
    expect(listed.every((r) => !('seal' in r)), 'the seal itself is not handed out').to.equal(true);
    store.close();
    const again = await ReceiptStore.open(name);
    expect((await again.list()).find((r) => r.id === 'own')?.sealed, 'the key outlives a reload').to.equal(true);
    again.close();
  });
});
