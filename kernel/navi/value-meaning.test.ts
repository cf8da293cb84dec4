import { expect } from '@esm-bundle/chai';
import { choicesOf } from './option-meaning.ts';
import { matchOption, orderingVariants } from './value-meaning.ts';

const OPTIONS = choicesOf(['Featured', 'Price: low to high', 'Price: high to low', 'Date: most recent', 'Customer rating']);

describe('values meet labels by meaning', () => {
  it('reads an ordering however it is said, a misspelling included', () => {
    expect(matchOption(OPTIONS, 'newest first')).to.equal('Date: most recent');
    expect(matchOption(OPTIONS, 'price, cheapest')).to.equal('Price: low to high');
    expect(matchOption(OPTIONS, 'higest price')).to.equal('Price: high to low');
    expect(matchOption(OPTIONS, 'best rated')).to.equal('Customer rating');
  });

  it('prefers the option said in its own words, and names no ordering for other values', () => {
    expect(matchOption(OPTIONS, 'featured')).to.equal('Featured');
    expect(orderingVariants('blue lamp')).to.deep.equal([]);
    expect(matchOption(OPTIONS, 'blue lamp')).to.equal(undefined);
  });
});
