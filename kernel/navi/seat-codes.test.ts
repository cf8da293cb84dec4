import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { seatCodes, seatsNamed } from './seat-codes.ts';
import { controlsOf } from './target-resolver.ts';

// A coworking floor plan: desks named by row and number.
const PLAN = [
  'grid "Desks, quiet floor" @deskgrid',
  '  button "Row D, seat 1" @deskd1xx',
  '  button "Row D, seat 2 (taken)" @deskd2xx disabled',
  '  button "Row D, seat 3" @deskd3xx pressed',
  '  button "Row E, seat 1" @deske1xx',
].join('\n');
const controls = controlsOf(parseOutline(PLAN).map((l) => ({ ...l, frameId: 0 })));

describe('seats said by their codes', () => {
  it('reads codes and row-and-seat phrases', () => {
    expect(seatCodes('desks D1 and E1 for Friday')).to.deep.equal([['D', 1], ['E', 1]]);
    expect(seatCodes('row D seats 1 and 3 please')).to.deep.equal([['D', 1], ['D', 3]]);
    expect(seatCodes('a desk by the window')).to.deep.equal([]);
  });
  it('finds each on the plan, and none when one is taken or missing', () => {
    expect(seatsNamed('D1 and E1', controls)?.map((c) => c.line.name)).to.deep.equal(['Row D, seat 1', 'Row E, seat 1']);
    expect(seatsNamed('D1 and D2', controls), 'D2 is taken').to.equal(null);
    expect(seatsNamed('F9', controls), 'no such desk').to.equal(null);
  });
});
