import { expect } from '@esm-bundle/chai';
import { failureShown, reasonLine } from './page-status.ts';
import type { Result, StepContext } from './turn.ts';

const res = (name: string, data: unknown, ok = true): Result => ({ role: 'result', call: { name, arguments: {} }, ok, result: { kind: 'untrusted', source: name, data } });
const ctx = (mine: Result[]): StepContext => ({ step: { text: 'book a haircut on the 22nd at 3pm', start: 0 }, request: 'book a haircut on the 22nd at 3pm', mine, before: [], answer: () => undefined, index: 0, count: 1, thisMessage: () => true });
const PAGE = 'Studio Nova\nWe are closed on Sundays.\nYour booking\n3:00 PM on Tuesday, December 22 is already taken.\nBook appointment';

describe("why a page tool failed, in the page's words", () => {
  it('reads the page, then quotes the line that refuses and names what was asked', () => {
    const failed = res('browser.webmcp.invoke', { message: 'respondWith promise was rejected' }, false);
    const first = failureShown(ctx([failed]), failed);
    expect(typeof first !== 'string' && first?.call.name).to.equal('browser.semantic.extract');
    expect(failureShown(ctx([failed, res('browser.semantic.extract', { text: PAGE })]), failed)).to.equal('3:00 PM on Tuesday, December 22 is already taken.');
  });

  it('says nothing when no line both refuses and names the request', () => {
    expect(reasonLine('Studio Nova\nWe are closed on Sundays.\nBook appointment', 'book a colour on the 9th')).to.equal(null);
  });
});
