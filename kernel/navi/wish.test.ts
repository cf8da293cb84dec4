import { expect } from '@esm-bundle/chai';
import { findVerb } from './words.ts';
import { findNumbers } from './numbers.ts';

const meanings = (t: string) => findVerb(t)?.meanings ?? null;

describe('wishes without a verb, split verbs and dozens', () => {
  it('reads a wish for a thing as asking to add it', () => {
    expect(meanings("I'd like a pot of green tea, thanks")).to.include('add');
    expect(meanings("We'll have two of the lamb skewers")).to.include('add');
    expect(meanings('I want the grey hoodie in medium')).to.include('add');
    // A question wishes for nothing.
    expect(meanings('do we want the large one?')).to.equal(null);
  });

  it('reads "two more" and "another one" as asking for more, leaving the count to be read', () => {
    const v = findVerb('three more of those, thanks')!;
    expect(v.meanings).to.deep.equal(['book', 'add']);
    expect(v.text).to.not.include('three');
    expect(meanings('Another one please')).to.include('add');
    expect(meanings('it takes two more minutes')).to.equal(null);
  });

  it('leaves a wish to do something to the verb that does it', () => {
    expect(meanings("I'd like to delete my old address")).to.deep.equal(['delete']);
    expect(meanings("I'd like to know the opening hours")).to.equal(null);
    expect(meanings("I'd like my deposit back")).to.equal(null);
    // Having something done to it is no asking to be given it.
    expect(meanings('could I have it gift-wrapped by Friday')).to.equal(null);
    expect(meanings('can we have three of them')).to.include('add');
  });

  it('reads a verb whose particle comes after its object', () => {
    expect(meanings('take the scarf off my wishlist')).to.deep.equal(['delete']);
    expect(meanings('take the batteries out of the cart please')).to.deep.equal(['delete']);
  });

  it('counts dozens by what stands before them', () => {
    const read = (t: string) => findNumbers(t).map((n) => [n.value, t.slice(n.start, n.end), n.unit]);
    expect(read('half a dozen bagels')).to.deep.equal([[6, 'half a dozen', 'bagel']]);
    expect(read('three dozen tulips')).to.deep.equal([[36, 'three dozen', 'tulip']]);
    expect(read('a dozen pens')).to.deep.equal([[12, 'dozen', 'pen']]);
  });
});
