import { expect } from '@esm-bundle/chai';
import { MAX_AUDIT_CHANGES_PER_SESSION, MAX_AUDIT_READS, MAX_AUDIT_READS_PER_SESSION, type AuditEntry } from '../../faculties/sdk/audit.ts';
import { evicted } from './audit-log.ts';

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
