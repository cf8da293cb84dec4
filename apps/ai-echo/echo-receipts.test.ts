import { expect } from '@esm-bundle/chai';
import type { Receipt } from '../../kernel/receipts.ts';
import { createAppState } from './app-state.ts';
import { auditEntry } from './audit-entry.fixture.ts';
import { unrecorded } from './echo-receipts.ts';
import './echo-receipts.ts';

const entry = auditEntry;
const receipt = (over: Partial<Receipt>): Receipt =>
  ({ id: crypto.randomUUID(), schemaVersion: 3, taskId: 't', requestId: 'r1', request: 'click Save', approval: null, picture: null, tool: 'browser.semantic.click', tier: 'semantic', effect: 'mutation', tabId: 1, frameId: 0, documentId: 'D', origin: 'http://shop.test', descriptorHash: null, argumentHash: 'a'.repeat(64), grantId: null, outcome: 'ok', errorCode: null, message: null, evidence: null, readback: null, ladderReason: null, trust: 'untrusted-page-data', trustedInput: false, startedAt: 99_990, endedAt: 100_050, ...over }) as Receipt;

describe('unrecorded: the audit entry decides whether a change was receipted', () => {
  it("only a receipt the toolset wrote, for the same action, input, tab and origin, under way when the change was recorded, covers it", () => {
    const change = entry({});
    expect([...unrecorded([change], [receipt({})])]).to.deep.equal([], 'its own receipt covers it');
    expect([...unrecorded([change], [receipt({ sealed: true })])]).to.deep.equal([]);
    for (const [what, forged] of [
      ['not written by the toolset', receipt({ sealed: false })],
      ['another tab', receipt({ tabId: 2 })],
      ['another origin', receipt({ origin: 'http://evil.test' })],
      ['another input', receipt({ argumentHash: 'b'.repeat(64) })],
      ['a step long before', receipt({ startedAt: 1, endedAt: 2 })],
    ] as const) {
      expect([...unrecorded([change], [forged])], what).to.deep.equal([change.id]);
    }
    const readback = receipt({ tool: 'browser.semantic.type', argumentHash: 'c'.repeat(64), readback: { action: 'browser.semantic.click', argumentHash: 'a'.repeat(64), matched: true, claimed: null, observed: null } });
    expect([...unrecorded([change], [readback])], "a step's readback is part of its receipt").to.deep.equal([]);
  });

  it('marks a receipt the toolset did not write, and it clears no flag', async () => {
    const state = createAppState();
    state.receipts.set([receipt({ sealed: false }), receipt({ id: 'mine', tool: 'browser.semantic.type', argumentHash: 'd'.repeat(64) })]);
    state.audit.set([entry({})]);
    const el = document.createElement('echo-receipts');
    Object.assign(el, { state });
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('[data-receipt][data-not-toolset]')).to.have.length(1);
    expect(root.querySelector('[data-not-toolset-label]')!.textContent).to.match(/Not written by AI Echo's toolset/);
    expect(root.querySelector('[data-receipt="mine"][data-not-toolset]')).to.equal(null);
    expect(root.querySelectorAll('[data-audit-entry][data-unrecorded]')).to.have.length(1);
    el.remove();
  });
});
