// "the cheapest …" over a garden shop's cards, with no page tool to read them from.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { shownSuperlative } from './shown-superlative.ts';

const outline = parseOutline(['main @mainmain', '  heading "Olive tree" @holivetr', '  heading "Lemon tree" @hlemontr', '  heading "Rosemary" @hrosemar', '  heading "Fig tree" @hfigtree'].join('\n'));
const text = ['Olive tree', 'Evergreen · Large pot', '€89.00', 'Lemon tree', 'Evergreen · Medium pot', '€64.50', 'Rosemary', 'Evergreen herb · Small pot', '€7.90', 'Fig tree', 'Deciduous · Large pot', '€49.00'].join('\n');

describe('shown-superlative', () => {
  it('picks, among the cards that say the naming words, the one with the lowest or highest amount, and says it', () => {
    expect(shownSuperlative('which is the cheapest evergreen tree you sell?', text, outline)).to.match(/^That is "Lemon tree", at "€64\.50"/);
    expect(shownSuperlative("what's the most expensive tree?", text, outline)).to.match(/^That is "Olive tree", at "€89\.00"/);
    expect(shownSuperlative('what is the cheapest plant here', text, outline)).to.match(/^That is "Rosemary"/);
  });

  it('answers nothing without a superlative of price, or when nothing fits', () => {
    expect(shownSuperlative('which tree is evergreen?', text, outline)).to.equal(null);
    expect(shownSuperlative('the cheapest cactus', parseOutline('main @mainmain').length ? 'Cactus' : '', outline)).to.equal(null);
  });
});
