// Answers to "which one?" that pick by leaving out, on candidates that are not the benchmark's:
// two versions of a contract, a big and a small meeting room, two invoices.
import { expect } from '@esm-bundle/chai';
import { pickByLeavingOut, ruledOut } from './answer-pick.ts';
import { pickByAnswer } from './page-tool-step.ts';

describe('an answer that picks by leaving out', () => {
  it('rules out what follows a negation, and the opposite of what it asks for', () => {
    expect(ruledOut('not the draft')).to.include('draft');
    expect(ruledOut('the latest one')).to.include('old');
    expect(ruledOut('the smaller room')).to.include('big');
    expect(ruledOut('the Harbour one')).to.deep.equal([]);
  });

  it('picks the one candidate left, and none when several or none are left', () => {
    const contracts = ['link "Lease contract v2"', 'link "Lease contract (old version)"'];
    expect(pickByLeavingOut(contracts, 'the current one, not the old')).to.equal(0);
    expect(pickByLeavingOut(contracts, 'the newer one')).to.equal(0);
    expect(pickByLeavingOut(['button "Big room"', 'button "Small room"'], 'the little one')).to.equal(1);
    expect(pickByLeavingOut(['Invoice March', 'Invoice April', 'Invoice (old)'], 'not the old one')).to.equal(-1);
    expect(pickByLeavingOut(contracts, 'the blue one')).to.equal(-1);
    // Two controls of each record (its menu, its tick box): the record left is picked, by its first control.
    const rows = ['button "More for Lease contract v2"', 'button "More for Lease contract (old version)"', 'checkbox "Pick Lease contract v2"', 'checkbox "Pick Lease contract (old version)"'];
    expect(pickByLeavingOut(rows, 'not the old one')).to.equal(0);
  });

  it('is how the Navi reads an answer its words do not match outright', () => {
    const rooms = ['button "Book Big room"', 'button "Book Small room"'];
    expect(pickByAnswer(rooms, 'the big one', (r) => r)).to.equal(rooms[0]);
    expect(pickByAnswer(rooms, 'not the big one', (r) => r)).to.equal(rooms[1]);
  });
});
