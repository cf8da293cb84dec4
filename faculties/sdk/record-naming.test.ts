import { expect } from '@esm-bundle/chai';
import { fillFromRead, idsNamed, sameFill, stateValue } from './record-naming.ts';

const cart = { revision: 4, lines: [{ lineId: 'l-1', name: 'Trail shoes' }, { lineId: 'l-2', name: 'Wool socks' }, { lineId: 'l-3', name: 'Trail shoes for kids' }] };
const fill = { param: 'lineId', recordName: 'Trail shoes', fromState: ['expectedRevision'] };

describe('how a read names its records', () => {
  it('an exact name first, else every record whose name has all the words; one id per record', () => {
    expect(idsNamed(cart, 'lineId', 'trail  SHOES')).to.deep.equal(['l-1']);
    expect(idsNamed(cart, 'lineId', 'socks')).to.deep.equal(['l-2']);
    expect(idsNamed(cart, 'lineId', 'kids trail')).to.deep.equal(['l-3']);
    expect(idsNamed(cart, 'lineId', 'shoes')).to.deep.equal(['l-1', 'l-3']);
    expect(idsNamed(cart, 'lineId', 'boots')).to.deep.equal([]);
    expect(idsNamed(cart, 'lineId', '  '), 'no words name nothing').to.deep.equal([]);
    expect(idsNamed({ a: cart.lines[0], b: [cart.lines[0]] }, 'lineId', 'trail shoes'), 'the same record twice is one').to.deep.equal(['l-1']);
  });

  it('fills the entry id and the state values, or says why it fills nothing', () => {
    expect(fillFromRead(cart, fill)).to.deep.equal({ ok: true, values: { lineId: 'l-1', expectedRevision: 4 } });
    expect(fillFromRead(cart, { ...fill, recordName: 'shoes' })).to.deep.equal({ ok: false, reason: 'The page\'s read named 2 entries "shoes"; nothing was changed.' });
    expect(fillFromRead(cart, { ...fill, recordName: 'boots' })).to.deep.equal({ ok: false, reason: 'The page\'s read named no entry "boots"; nothing was changed.' });
    expect(fillFromRead({ lines: cart.lines }, fill)).to.deep.equal({ ok: false, reason: "The page's read did not report expectedRevision; nothing was changed." });
    expect(stateValue(cart, 'expectedRevision')).to.equal(4);
  });

  it('compares filled values exactly: same keys, same values, same types', () => {
    expect(sameFill({ lineId: 'l-1', n: 4 }, { n: 4, lineId: 'l-1' })).to.equal(true);
    expect(sameFill({ lineId: 'l-1', n: 4 }, { lineId: 'l-1', n: '4' })).to.equal(false);
    expect(sameFill({ lineId: 'l-1' }, { lineId: 'l-1', n: 4 })).to.equal(false);
    expect(sameFill({}, {})).to.equal(true);
  });
});
