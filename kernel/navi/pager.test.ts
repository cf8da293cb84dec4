import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { pageFor } from './pager.ts';
import { controlsOf } from './target-resolver.ts';

const controls = (outline: string) => controlsOf(parseOutline(outline).map((l) => ({ ...l, frameId: 0 })));
const paging = () => ({ depth: 0, note: () => undefined });

describe('a pager pressed for what the page does not show yet', () => {
  it('turns a list for a name it does not show', () => {
    const page = controls(['main @mainmain', '  button "Alder trail bike" @alderbik', '  button "Load more" @loadmore'].join('\n'));
    expect(pageFor(paging(), 'open the Birch road bike', page, [])?.line.name).to.equal('Load more');
  });
  it('turns a list of days only for a request that says a day or a time', () => {
    const page = controls(['main @mainmain', '  button "Report a missed collection" @missedco', '  button "Show more dates" @moredate'].join('\n'));
    expect(pageFor(paging(), "pay what's owed on my saved card", page, [])).to.equal(null);
    expect(pageFor(paging(), 'what is collected on the 29th of December', page, [])?.line.name).to.equal('Show more dates');
  });
});
