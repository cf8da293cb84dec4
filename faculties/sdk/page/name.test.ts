import { expect } from '@esm-bundle/chai';
import { collapse } from './name.ts';

describe('collapse', () => {
  it('matches collapsing every whitespace run, for collapsed and uncollapsed text alike', () => {
    const cases = [
      'Add to cart',
      '',
      ' ',
      'a',
      ' lead',
      'trail ',
      'two  spaces',
      'tab\there',
      'line\nbreak',
      'nbsp\u00a0here',
      'em\u2003space',
      '\u2028separator',
      'ideographic\u3000space',
      '\ufeffbom',
      ' \n mixed \t ',
    ];
    for (const text of cases) expect(collapse(text), JSON.stringify(text)).to.equal(text.replace(/\s+/g, ' ').trim());
  });
});
