// Counting the records inside a region a question names, on a kanban of its own.
import { expect } from '@esm-bundle/chai';
import { regionCount } from './region-count.ts';
import { controlsOf, type Line } from './target-resolver.ts';

let n = 0;
const line = (depth: number, role: string, name: string, fp = true): Line => ({ depth, role, name, fingerprint: fp ? `f${n++}` : null, frameId: 0, states: {} }) as unknown as Line;

const BOARD = [
  line(0, 'main', 'Board', false),
  line(1, 'region', 'Backlog (2)'),
  line(2, 'link', 'Fix the footer'),
  line(2, 'link', 'Dark mode'),
  line(2, 'button', '+ Add card'),
  line(1, 'region', 'In review (3)'),
  line(2, 'link', 'Export to CSV'),
  line(2, 'button', 'Move Export to CSV'),
  line(2, 'link', 'Billing page copy'),
  line(2, 'button', 'Move Billing page copy'),
  line(2, 'link', 'Onboarding tour'),
  line(2, 'button', 'Move Onboarding tour'),
  line(2, 'button', '+ Add card'),
];

describe('counting what a named region holds', () => {
  it('counts the cards in the column named, not the page\'s other numbers', () => {
    expect(regionCount('how many cards are in Review?', controlsOf(BOARD))).to.match(/are 3\b/);
    expect(regionCount('how many tasks are there in the backlog column', controlsOf(BOARD))).to.match(/are 2\b/);
  });

  it('counts cards by their titles (buttons folded into headings), not their other buttons', () => {
    const titled = (name: string): Line => ({ ...line(2, 'button', name), heading: 3 }) as unknown as Line;
    const lanes = [line(0, 'main', 'Lanes', false), line(1, 'region', 'Waiting (2)'), titled('Order more paper'), line(2, 'button', 'Move Order more paper'), titled('Call the plumber back'), line(2, 'button', 'Move Call the plumber back')];
    expect(regionCount('how many are in the waiting lane?', controlsOf(lanes))).to.match(/^There are 2 in/);
  });

  it('answers nothing when the question names no region the page has', () => {
    expect(regionCount('how many cards are in Testing?', controlsOf(BOARD))).to.equal(null);
    expect(regionCount('how many cards are there?', controlsOf(BOARD))).to.equal(null);
    expect(regionCount('what is in review?', controlsOf(BOARD))).to.equal(null);
  });
});
