import { expect } from '@esm-bundle/chai';
import { findNumbers } from './numbers.ts';

const read = (t: string) => findNumbers(t).map((n) => [n.value, t.slice(n.start, n.end), n.unit]);

describe('findNumbers', () => {
  it('reads digits, small number words and longer ones, each with the word after it', () => {
    expect(read('4 tickets and three bags')).to.deep.equal([[4, '4', 'ticket'], [3, 'three', 'bag']]);
    expect(read('tip forty-five francs')).to.deep.equal([[45, 'forty-five', 'franc']]);
    expect(read('two hundred and twenty points')).to.deep.equal([[220, 'two hundred and twenty', 'point']]);
  });

  it('leaves ordinals and taken spans alone', () => {
    expect(read('the seventeenth row')).to.deep.equal([]);
    expect(findNumbers('sixty seats', [{ start: 0, end: 5 }])).to.deep.equal([]);
  });
});
