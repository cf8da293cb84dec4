import { expect } from '@esm-bundle/chai';
import { failureShown } from './page-status.ts';
import type { Result, StepContext } from './turn.ts';

const res = (name: string, data: unknown, ok = true, args: Record<string, unknown> = {}): Result => ({ role: 'result', call: { name, arguments: args }, ok, result: { kind: 'untrusted', source: name, data } });
const ctx = (mine: Result[]): StepContext => ({ step: { text: 'book it', start: 0 }, request: 'book it', mine, before: [], answer: () => undefined, index: 0, count: 1, thisMessage: () => true });

describe('why a page tool failed, in the page\'s words', () => {
  it('reads the outline, then the status line, and quotes what it says', () => {
    const failed = res('browser.webmcp.invoke', { message: 'respondWith promise was rejected' }, false);
    const first = failureShown(ctx([failed]), failed);
    expect(typeof first !== 'string' && first?.call.name).to.equal('browser.semantic.snapshot');
    const snap = res('browser.semantic.snapshot', { frames: [{ frameId: 0, outline: 'main @aaaaaaa1\n  status @aaaaaaa2' }] });
    const second = failureShown(ctx([failed, snap]), failed);
    expect(typeof second !== 'string' && second?.call.arguments).to.deep.equal({ target: { fingerprint: 'aaaaaaa2' }, include: ['text'] });
    const read = res('browser.semantic.extract', { text: '3:00 PM on Tuesday is already taken.' }, true, { target: { fingerprint: 'aaaaaaa2' } });
    expect(failureShown(ctx([failed, snap, read]), failed)).to.equal('3:00 PM on Tuesday is already taken.');
  });

  it('says nothing when the page shows no status line', () => {
    const failed = res('browser.webmcp.invoke', {}, false);
    const snap = res('browser.semantic.snapshot', { frames: [{ frameId: 0, outline: 'main @aaaaaaa1' }] });
    expect(failureShown(ctx([failed, snap]), failed)).to.equal(null);
  });
});
