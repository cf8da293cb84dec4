import { expect } from '@esm-bundle/chai';
import { recordNamedIn } from './record-lookup.ts';
import { parseSemantic } from './semantic-step.ts';

describe('positions by time and records named before', () => {
  it('"the newest order" is the first that fits, "the oldest" the last; an ordering request is not a position', () => {
    expect(parseSemantic('open the newest order from Lena').ordinal).to.equal(1);
    expect(parseSemantic('open the oldest invoice').ordinal).to.equal(-1);
    expect(parseSemantic('sort by latest').ordinal).to.equal(undefined);
    expect(parseSemantic('show the most recent posts first').ordinal).to.equal(undefined);
  });
  it('"it" in a new message is the one record the last answer named in full, never one of several', () => {
    const records = [
      { id: 'n1', label: 'Budget 2027', record: {} },
      { id: 'n2', label: 'Budget', record: {} },
      { id: 'n3', label: 'Trip packing list', record: {} },
    ];
    expect(recordNamedIn('Clicked link "Trip packing list — socks, charger" (a synthetic click).', records)?.id).to.equal('n3');
    expect(recordNamedIn('That is "Budget 2027", in the page\'s data.', records)).to.equal(undefined);
    expect(recordNamedIn('Which one: "Trip packing list" or "Budget"?', records)).to.equal(undefined);
    expect(recordNamedIn(undefined, records)).to.equal(undefined);
  });
});
