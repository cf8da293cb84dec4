import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { boundsIn, rangeFill } from './range-fill.ts';
import { controlsOf } from './target-resolver.ts';

const controls = controlsOf(
  parseOutline(['complementary "Filters" @aaaaaaa1', '  group "Price" @aaaaaaa2', '    spinbutton "Min price" @aaaaaaa3', '    spinbutton "Max price" @aaaaaaa4', '  checkbox "Tents" @aaaaaaa5'].join('\n')).map((l) => ({ ...l, frameId: 0 })),
);

describe('a range said in words', () => {
  it('reads lower and upper bounds by the words before each number', () => {
    expect(boundsIn('only show things over 20 and under 80')).to.deep.equal({ min: 20, max: 80 });
    expect(boundsIn('show me stuff under a hundred dollars')).to.deep.equal({ max: 100 });
    expect(boundsIn('between 20 and 80')).to.deep.equal({ min: 20, max: 80 });
    expect(boundsIn('send 60 euros to Maria')).to.deep.equal({});
  });

  it('fills the pair of fields the page names least and most', () => {
    expect(rangeFill('over 20 and under 80', controls)!.map((r) => [r.control.line.name, r.text])).to.deep.equal([
      ['Min price', '20'],
      ['Max price', '80'],
    ]);
    // One bound goes to the page's one number field for that side; none for the other side.
    const minOnly = controls.filter((c) => c.line.name !== 'Max price');
    expect(rangeFill('over 20', minOnly)!.map((r) => [r.control.line.name, r.text])).to.deep.equal([['Min price', '20']]);
    expect(rangeFill('under 80', minOnly)).to.equal(null);
  });
});
