import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { affordancesOf } from './affordances.ts';
import { withoutOwnActions } from './semantic-step.ts';
import { controlsOf } from './target-resolver.ts';

const WINES = [
  'main "Wines" @winesxxx',
  '  button "Save Rioja Reserva" @saverioj unpressed',
  '  button "Order: Rioja Reserva" @ordrioja',
  '  button "Pin Chablis" @pinchabl pressed',
  '  button "Details: Chablis" @detchabl',
].join('\n');
const all = affordancesOf(controlsOf(parseOutline(WINES).map((l) => ({ ...l, frameId: 0 }))));
const named = (...names: string[]) => all.filter((a) => names.includes(a.control.line.name));

describe('a toggle that says an action of its own, among equals', () => {
  it('is left out when the request does not ask for its action', () => {
    expect(withoutOwnActions(named('Save Rioja Reserva', 'Order: Rioja Reserva'), ['add', 'book']).map((a) => a.control.line.name)).to.deep.equal(['Order: Rioja Reserva']);
    expect(withoutOwnActions(named('Pin Chablis', 'Details: Chablis'), []).map((a) => a.control.line.name)).to.deep.equal(['Details: Chablis']);
  });
  it('stays when the request says its action, or when every candidate is such a toggle', () => {
    expect(withoutOwnActions(named('Save Rioja Reserva', 'Order: Rioja Reserva'), ['save'])).to.have.length(2);
    expect(withoutOwnActions(named('Save Rioja Reserva', 'Pin Chablis'), ['add'])).to.have.length(2);
  });
});
