import { expect } from '@esm-bundle/chai';
import { addedCount, quantityChange, withoutTotals } from './quantity-change.ts';

const tool = { name: 'add_book', inputSchema: { type: 'object', properties: { sku: { type: 'string' }, copies: { type: 'integer', minimum: 1 } } } };

describe('quantity change', () => {
  it('reads a new total and the one before', () => {
    const c = quantityChange('could you make it four notebooks instead of one')!;
    expect([c.to, c.from]).to.deep.equal([4, 1]);
    expect(withoutTotals('four notebooks instead of one', quantityChange('four notebooks instead of one')!)).to.equal('notebooks');
    expect(quantityChange('add the atlas')).to.equal(null);
  });

  it('adds the difference to a tool that only adds', () => {
    const a = addedCount('make it five paperbacks rather than three', tool, true, undefined);
    expect(a?.kind === 'add' && [a.param, a.count, a.phrase('five paperbacks rather than three')]).to.deep.equal(['copies', 2, 'paperbacks']);
  });

  it('takes the total before from its own report of the earlier add', () => {
    const said = 'Done: add_book with "Atlas", copies 2. Read back from what the page shows.';
    const a = addedCount('actually make that three', tool, true, said);
    expect(a?.kind === 'add' && a.count).to.equal(1);
    const b = addedCount('make that 4', tool, true, 'Done: add_book with "Atlas".');
    expect(b?.kind === 'add' && b.count).to.equal(3);
  });

  it('does not add for a smaller total, nor without a known total before, nor to a tool that does not add', () => {
    expect(addedCount('make it two instead of three', tool, true, undefined)?.kind).to.equal('none');
    expect(addedCount('make it two', tool, true, undefined)).to.equal(null);
    expect(addedCount('make it two instead of one', tool, false, undefined)).to.equal(null);
  });
});
