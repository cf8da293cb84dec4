import { expect } from '@esm-bundle/chai';
import { MAX_AUDIT_CHANGES_PER_SESSION, MAX_AUDIT_READS, MAX_AUDIT_READS_PER_SESSION, type AuditEntry } from '../../faculties/sdk/audit.ts';
import { auditStart, evicted } from './audit-log.ts';

let clock = 0;
const entry = (session: string, effect: AuditEntry['effect'], over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `e${++clock}`,
  session,
  kind: 'invoke',
  action: effect === 'read' ? 'browser.semantic.snapshot' : 'browser.semantic.click',
  tier: 'semantic',
  effect,
  tabId: 1,
  origin: 'http://shop.test',
  argumentHash: 'a'.repeat(64),
  grantId: null,
  consent: effect === 'mutation' ? 'allowance' : null,
  outcome: 'ok',
  errorCode: null,
  startedAt: clock,
  endedAt: clock,
  ...over,
});
const reads = (session: string, n: number) => Array.from({ length: n }, () => entry(session, 'read'));

describe('audit log retention', () => {
  it("a change survives any number of reads, its own session's or another's", () => {
    const change = entry('mine', 'mutation');
    const all = [change, ...reads('mine', MAX_AUDIT_READS_PER_SESSION + 20), ...reads('other', MAX_AUDIT_READS_PER_SESSION + 20)];
    const gone = evicted(all);
    expect(gone).to.not.include(change);
    expect(gone.filter((e) => e.session === 'mine')).to.have.length(20, 'only the oldest of its own reads');
    expect(gone.filter((e) => e.session === 'other')).to.have.length(20);
  });

  it('reads of many sessions are bounded together, changes only by their own session', () => {
    const change = entry('first', 'mutation');
    const sessions = Math.ceil(MAX_AUDIT_READS / MAX_AUDIT_READS_PER_SESSION) + 1;
    const all = [change, ...Array.from({ length: sessions }, (_, i) => reads(`s${i}`, MAX_AUDIT_READS_PER_SESSION)).flat()];
    const gone = evicted(all);
    expect(gone).to.not.include(change);
    expect(all.length - 1 - gone.length).to.equal(MAX_AUDIT_READS);
    const many = [change, ...Array.from({ length: MAX_AUDIT_CHANGES_PER_SESSION + 1 }, () => entry('spammer', 'mutation'))];
    expect(evicted(many)).to.have.length(1);
    expect(evicted(many)[0]!.session).to.equal('spammer');
  });

  it('a change refused before any consent is kept like a read', () => {
    const refused = entry('mine', 'mutation', { consent: null, outcome: 'error', errorCode: 'consent-required' });
    expect(evicted([refused, ...reads('mine', MAX_AUDIT_READS_PER_SESSION)])).to.deep.equal([refused]);
  });
});

describe('auditStart', () => {
  // chrome.storage.local as a list of writes; `fail` makes the next writes throw (a full quota).
  const writes: AuditEntry[] = [];
  let fail = false;
  /** Reads of the whole log (pruning's), and whether they answer at all. */
  let wholeReads = 0;
  let readsHang = false;
  (globalThis as unknown as { chrome: unknown }).chrome = {
    storage: {
      local: {
        set: async (items: Record<string, AuditEntry>) => {
          if (fail) throw new Error('QUOTA_BYTES quota exceeded');
          writes.push(...Object.values(items));
        },
        get: () => {
          wholeReads++;
          return readsHang ? new Promise(() => undefined) : Promise.resolve({});
        },
        remove: async () => undefined,
      },
    },
  };
  const fields = { session: 's', kind: 'invoke' as const, action: 'browser.semantic.click', tier: 'semantic', effect: 'mutation' as const, tabId: 1, argumentHash: 'a'.repeat(64), grantId: null, startedAt: 1 };
  const deferred = () => {
    let resolve!: (o: string | null) => void;
    return { promise: new Promise<string | null>((r) => (resolve = r)), resolve };
  };
  const tick = () => new Promise((r) => setTimeout(r, 0));

  beforeEach(() => {
    writes.length = 0;
    fail = false;
    readsHang = false;
  });

  it('writes the entry with the guessed origin before the tab lookup answers, once when it agrees', async () => {
    const origin = deferred();
    let done = false;
    const started = auditStart(fields, origin.promise, 'http://shop.test').then(() => (done = true));
    await tick();
    expect(writes.map((w) => w.origin)).to.deep.equal(['http://shop.test'], 'written while the tab is looked up');
    expect(done).to.equal(false, 'not counted as written before the lookup agrees');
    origin.resolve('http://shop.test');
    await started;
    expect(writes).to.have.length(1);
  });

  it('writes again with the looked-up origin when the guess was wrong, and counts only that write', async () => {
    const origin = deferred();
    const started = auditStart(fields, origin.promise, 'http://old.test');
    await tick();
    origin.resolve('http://new.test');
    const end = await started;
    expect(writes.map((w) => w.origin)).to.deep.equal(['http://old.test', 'http://new.test']);
    await end({ outcome: 'ok', errorCode: null, consent: 'allowance' });
    expect(writes.at(-1)!.origin).to.equal('http://new.test', 'the completed entry keeps the looked-up origin');
    expect(writes[0]!.id).to.equal(writes.at(-1)!.id, 'one entry, rewritten');
  });

  it('without a guess, waits for the lookup; a write that fails is not counted as written', async () => {
    const started = auditStart(fields, Promise.resolve('http://shop.test'));
    await started;
    expect(writes.map((w) => w.origin)).to.deep.equal(['http://shop.test']);
    fail = true;
    let failed = false;
    await auditStart(fields, Promise.resolve('http://shop.test'), 'http://shop.test').catch(() => (failed = true));
    expect(failed).to.equal(true);
  });

  it('never makes an entry wait for pruning: a change waits only for its own write', async () => {
    // Pruning reads the whole log; here that read never answers. Every entry is still written and counted.
    readsHang = true;
    const before = wholeReads;
    for (let i = 0; i < 60; i++) {
      const end = await auditStart({ ...fields, startedAt: 100 + i }, Promise.resolve('http://shop.test'), 'http://shop.test');
      await end({ outcome: 'ok', errorCode: null, consent: 'allowance' });
    }
    expect(writes).to.have.length(120);
    expect(wholeReads).to.equal(before, 'no pruning while entries are being written');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(wholeReads).to.equal(before + 1, 'pruned once the log went quiet');
  });
});
