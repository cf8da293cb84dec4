// Following a filled form from the OS: waits until final, tolerates bridge hiccups, and ends in
// AI Echo's own words (never "unknown") when the extension stays out of reach.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { HandoffView } from '../../faculties/webmcp/handoff.ts';
import { followHandoff, handoffIn, handoffNews, handoffReceipt } from './handoff-follow.ts';

const base: HandoffView = {
  handoffId: 'a'.repeat(32),
  tabId: 1,
  frameId: 0,
  documentId: 'D'.repeat(32),
  origin: 'https://bistro.example',
  toolName: 'booking',
  submit: 'review',
  state: 'waiting',
  submitSeen: false,
  response: null,
  navigation: null,
  reason: null,
  createdAt: 0,
  updatedAt: 0,
  waitUntil: 1,
  settleBy: null,
  final: false,
  untrusted: true,
};
const noSleep = async () => undefined;

describe('followHandoff', () => {
  it('asks again with the last state until the hand-off is final', async () => {
    const asked: unknown[] = [];
    const answers: HandoffView[] = [{ ...base, state: 'waiting' }, { ...base, state: 'submitted', final: true, navigation: { url: 'https://bistro.example/booked.html' } }];
    const bridge = { control: async (_a: string, input: Record<string, unknown> = {}) => (asked.push(input.knownState), answers.shift()) };
    const done = await followHandoff(bridge, base, noSleep);
    expect(done.state).to.equal('submitted');
    expect(asked).to.deep.equal(['waiting', 'waiting']);
  });

  it('rides out a worker restart, and ends as expired in its own words when the extension stays away', async () => {
    let calls = 0;
    const flaky = { control: async () => (++calls < 3 ? Promise.reject(new BridgeError('worker-restarted', 'restarted')) : { ...base, state: 'cancelled', final: true }) };
    expect((await followHandoff(flaky, base, noSleep)).state).to.equal('cancelled');
    const gone = { control: async () => Promise.reject(new BridgeError('grant-unknown', 'no such approval')) };
    const lost = await followHandoff(gone, base, noSleep);
    expect(lost.state).to.equal('expired');
    expect(lost.final).to.equal(true);
    expect(lost.reason).to.match(/could not follow the form any more \(grant-unknown/);
  });
});

describe('what a hand-off means', () => {
  it('maps every state to a receipt outcome; waiting is "filled, waiting for you", never outcome-unknown', () => {
    expect(handoffReceipt(base)).to.deep.include({ outcome: 'waiting-for-you' });
    expect(handoffReceipt(base).message).to.match(/^Filled, waiting for you/);
    expect(handoffReceipt({ ...base, state: 'submitted' }).outcome).to.equal('submitted');
    expect(handoffReceipt({ ...base, state: 'failed' })).to.deep.include({ outcome: 'error', errorCode: 'tool-error' });
    expect(handoffReceipt({ ...base, state: 'cancelled' }).outcome).to.equal('cancelled');
    expect(handoffReceipt({ ...base, state: 'expired' }).outcome).to.equal('expired');
  });

  it("tells the person what happened, quoting the page's answer as untrusted data", () => {
    expect(handoffNews({ ...base, state: 'submitted', response: { value: { ok: 1 }, truncated: false, truncations: [], redactions: 0, redactedPaths: [] } })).to.equal(
      'The "booking" form was submitted in the page. The page answered (untrusted page data): {"ok":1}',
    );
    expect(handoffNews({ ...base, state: 'submitted', navigation: { url: 'https://b.example/done' } })).to.match(/went on to https:\/\/b\.example\/done/);
    expect(handoffNews({ ...base, state: 'expired', reason: 'Nobody submitted it.' })).to.equal('I stopped waiting for the "booking" form: Nobody submitted it.');
  });

  it('finds the hand-off in an invoke result only when it is well formed', () => {
    expect(handoffIn({ handoff: base })).to.equal(base);
    expect(handoffIn({ handoff: { state: 'waiting' } })).to.equal(null);
    expect(handoffIn(null)).to.equal(null);
  });
});
