import { expect } from '@esm-bundle/chai';
import { openDB } from 'idb';
import { ReceiptStore, type Receipt } from './receipts.ts';

const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  id: crypto.randomUUID(),
  schemaVersion: 2,
  taskId: 't1',
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
    expect(exported.schemaVersion).to.equal(2);
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
    expect(old!.schemaVersion).to.equal(2);
    expect(old!.trust).to.equal('untrusted-page-data');
    expect((await store.list({ outcome: 'ok' })).length).to.equal(1);
    store.close();
  });

  it('surfaces a failed write as a typed error instead of swallowing it', async () => {
    const store = await ReceiptStore.open(`receipts-${crypto.randomUUID()}`);
    const bad = receipt({ evidence: { fn: () => 1 } as unknown });
    let code: string | undefined;
    await store.add(bad).catch((e: { code: string }) => (code = e.code));
    expect(code).to.equal('internal');
    store.close();
  });
});
