// The hand-off state machine: every event from every state, the clock, and the rule that a
// filled form ends submitted, failed, cancelled or expired, never "unknown".
import { expect } from '@esm-bundle/chai';
import { applyClock, applyHandoffEvent, isFinal, navigationUrl, nextClockChange, type HandoffEvent, type HandoffRecord, type HandoffState } from './handoff.ts';
import { boundResult } from '../sdk/bounded-result.ts';

const T0 = 1_000_000;
const GRACE = 10_000;

function rec(state: HandoffState, over: Partial<HandoffRecord> = {}): HandoffRecord {
  return {
    handoffId: 'a'.repeat(32),
    tabId: 1,
    frameId: 0,
    documentId: 'D'.repeat(32),
    origin: 'https://bistro.example',
    toolName: 'booking',
    submit: 'review',
    state,
    submitSeen: false,
    response: null,
    navigation: null,
    reason: null,
    createdAt: T0,
    updatedAt: T0,
    waitUntil: T0 + 600_000,
    settleBy: null,
    ...over,
  };
}
const apply = (r: HandoffRecord, ev: HandoffEvent, now = T0 + 5) => applyHandoffEvent(r, ev, now, GRACE);

describe('hand-off of a filled form', () => {
  it('filling becomes waiting when the browser marks the form filled, and only from filling', () => {
    expect(apply(rec('filling'), { kind: 'filled' }).state).to.equal('waiting');
    const submitting = rec('submitting');
    expect(apply(submitting, { kind: 'filled' })).to.equal(submitting);
  });

  it("the page's answer ends it as submitted with the answer", () => {
    const answer = boundResult({ confirmation: 'B-1' }, false);
    const done = apply(rec('waiting'), { kind: 'responded', response: answer });
    expect(done.state).to.equal('submitted');
    expect(done.response).to.deep.equal(answer);
    expect(done.submitSeen).to.equal(true);
  });

  it('a submission without an answer waits for its navigation, which ends it (origin and path only)', () => {
    const submitting = apply(rec('waiting'), { kind: 'responded', response: null }, T0 + 5);
    expect(submitting.state).to.equal('submitting');
    expect(submitting.settleBy).to.equal(T0 + 5 + GRACE);
    const done = apply(submitting, { kind: 'navigated', url: 'https://bistro.example/booked.html?name=Ann&card=4111#x' });
    expect(done.state).to.equal('submitted');
    expect(done.navigation).to.deep.equal({ url: 'https://bistro.example/booked.html' });
  });

  it('a submission that neither answers nor navigates ends as submitted once the grace has passed', () => {
    const submitting = apply(rec('waiting'), { kind: 'responded', response: null }, T0);
    expect(applyClock(submitting, T0 + GRACE - 1).state).to.equal('submitting');
    const done = applyClock(submitting, T0 + GRACE);
    expect(done.state).to.equal('submitted');
    expect(done.reason).to.match(/neither answered nor navigated/);
  });

  it('a navigation after a seen submit is the submission; without one it is leaving the page', () => {
    const seen = apply(rec('waiting'), { kind: 'submit' });
    expect(apply(seen, { kind: 'navigated', url: 'https://bistro.example/x' }).state).to.equal('submitted');
    const left = apply(rec('waiting'), { kind: 'navigated', url: 'https://elsewhere.example/' });
    expect(left.state).to.equal('cancelled');
    expect(left.reason).to.match(/navigated away before/);
  });

  it('a rejection is a failed answer after a submit, a cancellation before one, a refused fill while filling', () => {
    expect(apply(apply(rec('waiting'), { kind: 'submit' }), { kind: 'rejected', message: 'respondWith promise was rejected' }).state).to.equal('failed');
    const reset = apply(rec('waiting'), { kind: 'rejected', message: 'cancelled by a form reset' });
    expect(reset.state).to.equal('cancelled');
    expect(reset.reason).to.match(/reset, changed or removed before it was submitted/);
    const refused = apply(rec('filling'), { kind: 'rejected', message: 'Invalid value' });
    expect(refused.state).to.equal('cancelled');
    expect(refused.reason).to.match(/did not fill the form/);
  });

  it('toolcancel and a closed tab cancel; a closed tab after a submission counts it submitted', () => {
    expect(apply(rec('waiting'), { kind: 'cancel-event' }).state).to.equal('cancelled');
    expect(apply(rec('waiting'), { kind: 'tab-closed' }).state).to.equal('cancelled');
    expect(apply(rec('submitting'), { kind: 'tab-closed' }).state).to.equal('submitted');
  });

  it('the wait ends as expired, with the time in its reason; nothing else expires', () => {
    const waiting = rec('waiting', { waitUntil: T0 + 120_000 });
    expect(nextClockChange(waiting)).to.equal(T0 + 120_000);
    expect(applyClock(waiting, T0 + 119_999)).to.equal(waiting);
    const expired = applyClock(waiting, T0 + 120_000);
    expect(expired.state).to.equal('expired');
    expect(expired.reason).to.match(/^Nobody submitted the form within 2 minutes/);
    expect(applyClock(rec('submitted'), T0 + 10_000_000).state).to.equal('submitted');
    expect(nextClockChange(rec('cancelled'))).to.equal(null);
  });

  it('a final record takes no further event, whatever arrives', () => {
    const events: HandoffEvent[] = [
      { kind: 'filled' },
      { kind: 'submit' },
      { kind: 'responded', response: boundResult({ forged: true }, false) },
      { kind: 'rejected', message: 'x' },
      { kind: 'cancel-event' },
      { kind: 'navigated', url: 'https://x.example/' },
      { kind: 'tab-closed' },
    ];
    for (const state of ['submitted', 'failed', 'cancelled', 'expired'] as const) {
      expect(isFinal(state)).to.equal(true);
      for (const ev of events) expect(apply(rec(state), ev)).to.deep.equal(rec(state));
    }
  });

  it('no path through the machine ends anywhere but the four final states', () => {
    const events: HandoffEvent[] = [{ kind: 'filled' }, { kind: 'submit' }, { kind: 'responded', response: null }, { kind: 'navigated', url: 'https://x.example/' }];
    let r = rec('filling');
    for (const ev of events) r = apply(r, ev);
    expect(['submitted', 'failed', 'cancelled', 'expired']).to.include(r.state);
  });

  it('keeps only origin and path of a navigation, and nothing of an unparsable one', () => {
    expect(navigationUrl('https://u:p@bistro.example/a/b?q=1#f')).to.equal('https://bistro.example/a/b');
    expect(navigationUrl('not a url')).to.equal('');
  });
});
