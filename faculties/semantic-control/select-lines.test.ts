import { expect } from '@esm-bundle/chai';
import { moreReserve, selectLines, type Candidate } from './select-lines.ts';

const line = (parent: number, rank = 0, landmark = false, size = 10): Candidate => ({ parent, rank, landmark, bytes: size, chars: size });
const none = { lines: Infinity, bytes: Infinity, chars: Infinity };

describe('selectLines', () => {
  it('takes everything in document order when it all fits', () => {
    const c = [line(-1, 0, true), line(0), line(0), line(-1)];
    const s = selectLines(c, none);
    expect(s.taken).to.deep.equal([0, 1, 2, 3]);
    expect(s.rest).to.deep.equal([]);
    expect(s.moreIn.size).to.equal(0);
  });

  it('takes lower ranks first, equal ranks in document order, and stops at the first line that does not fit', () => {
    const c = [line(-1, 2), line(-1, 0), line(-1, 1), line(-1, 0), line(-1, 2, false, 1)];
    const s = selectLines(c, { lines: 3, bytes: Infinity, chars: Infinity });
    expect(s.taken).to.deep.equal([1, 2, 3]);
    // Line 4 is short enough for any byte limit but comes after the line that stopped the choice.
    expect(s.rest).to.deep.equal([0, 4]);
  });

  it('brings the landmarks around a line with it, and counts what each taken landmark leaves out', () => {
    // nav > (link, link, link); main > (button)
    const c = [line(-1, 2, true), line(0, 2), line(0, 0), line(0, 2), line(-1, 2, true), line(4, 2)];
    const reserve = moreReserve(c.length);
    const s = selectLines(c, { lines: Infinity, bytes: 10 + reserve + 10, chars: Infinity });
    expect(s.taken).to.deep.equal([0, 2], 'the viewport link and its navigation landmark');
    expect(s.moreIn.get(0)).to.equal(2);
    expect(s.rest).to.deep.equal([1, 3, 4, 5]);
    expect(s.moreIn.has(4)).to.equal(false, 'an untaken landmark counts nothing');
  });

  it('keeps room for the more=N count on every landmark it takes', () => {
    const c = [line(-1, 2, true), line(0)];
    const tight = selectLines(c, { lines: Infinity, bytes: Infinity, chars: 20 });
    expect(tight.taken).to.deep.equal([], 'the landmark and its line need 20 plus the reserve');
    const enough = selectLines(c, { lines: Infinity, bytes: Infinity, chars: 20 + moreReserve(2) });
    expect(enough.taken).to.deep.equal([0, 1]);
  });

  it('respects each limit on its own', () => {
    const c = [line(-1), line(-1), line(-1)];
    expect(selectLines(c, { lines: 2, bytes: Infinity, chars: Infinity }).taken).to.have.length(2);
    expect(selectLines(c, { lines: Infinity, bytes: 25, chars: Infinity }).taken).to.have.length(2);
    expect(selectLines(c, { lines: Infinity, bytes: Infinity, chars: 9 }).taken).to.have.length(0);
  });
});
