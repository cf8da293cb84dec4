import { expect } from '@esm-bundle/chai';
import { nextOccurrence } from './next-occurrence.ts';

// A council's bin page and a clinic's appointments, as their text reads (today is Sun 6 Dec 2026).
const BINS = ['Your collection days', 'Garden waste: you do not have a garden waste subscription for fortnightly collections.', 'Collections are on Tuesdays. Put your bins out by 7am.', 'Date | What\'s collected', 'Tue 8 Dec | Recycling (blue bin), Food waste caddy', 'Tue 15 Dec | General waste (black bin), Food waste caddy', 'Tue 22 Dec | Recycling (blue bin)'].join('\n');
const VISITS = ['Past appointments', 'Tue 3 Nov — Physiotherapy with Sam Reid', 'Mon 30 Nov — Blood test with Nurse Kate', 'Wed 2 Sept — Physiotherapy with Sam Reid', 'Upcoming', 'Thu 10 Dec — Physiotherapy with Sam Reid'].join('\n');
const NOW = new Date(2026, 11, 6, 12);

describe('when something is next, or was last', () => {
  it('the earliest dated line from today on that names it best answers "next"', () => {
    expect(nextOccurrence('when is recycling next collected', BINS, NOW)).to.match(/^That is "Tue 8 Dec"/);
    expect(nextOccurrence("When's the black bin going next?", BINS, NOW)).to.match(/^That is "Tue 15 Dec".*\n> "Tue 15 Dec \| General waste/s);
  });
  it('the latest before today answers "last", a day said without its year read on that side of today', () => {
    expect(nextOccurrence('when did I last see the physio?', VISITS, NOW)).to.match(/^That is "Tue 3 Nov"/);
    expect(nextOccurrence('when is my next physio?', VISITS, NOW)).to.match(/^That is "Thu 10 Dec"/);
  });
  it('without next or last, the one dated line that names more of it than any other line', () => {
    const trips = ['Trips', 'Year 4 trip to the Eden Project — Evie, Mon 28 Dec', 'Medical or dietary needs for this trip', 'Reception visit to Cobbs Farm — Jack, Fri 18 Dec', 'I give permission for Jack to go'].join('\n');
    expect(nextOccurrence("When's Jack's farm trip?", trips, NOW)).to.match(/^That is "Fri 18 Dec"/);
    expect(nextOccurrence("When's the Eden trip?", trips, NOW)).to.match(/^That is "Mon 28 Dec"/);
    // One word alone ("trip" of each line) names neither.
    expect(nextOccurrence("When's the trip?", trips, NOW)).to.equal(null);
  });
  it('says nothing for a question of another kind, or that no dated line names', () => {
    expect(nextOccurrence('when is recycling collected', BINS, NOW)).to.equal(null);
    expect(nextOccurrence('what goes in the next blue bin', BINS, NOW)).to.equal(null);
    expect(nextOccurrence('when is the garden waste next collected', BINS, NOW)).to.equal(null);
  });
});
