import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { stateCount, stateQuestion } from './state-count.ts';
import { controlsOf } from './target-resolver.ts';

// A workshop's machines: each has a power switch; a status bar may count them.
const controls = controlsOf(
  parseOutline(
    [
      'main "Workshop" @aaaaaaa1',
      '  switch "Lathe motor" @aaaaaaa2 checked',
      '  switch "Drill press motor" @aaaaaaa3',
      '  switch "Band saw motor" @aaaaaaa4 checked',
      '  checkbox "Dust extractor" @aaaaaaa5 checked',
    ].join('\n'),
  ).map((l) => ({ ...l, frameId: 0 })),
);

describe('a count of things in a state', () => {
  it('reads what is counted and the state', () => {
    expect(stateQuestion('how many motors are running right now?')).to.deep.equal({ what: ['motor'], state: 'running' });
    expect(stateQuestion('How many of the motors are switched off?')).to.deep.equal({ what: ['motor'], state: 'off' });
    expect(stateQuestion('how many motors do we have?')).to.equal(null);
  });

  it("quotes the page's own count when its text says one", () => {
    const said = stateCount('how many motors are on?', 'Workshop\n2 motors on · extractor running\nLathe', controls)!;
    expect(said).to.match(/^That is 2\b/);
    expect(said).to.include('2 motors on');
  });

  it('counts the toggles that carry the words by their state, naming them', () => {
    const said = stateCount('how many motors are on at the moment?', 'Workshop', controls)!;
    expect(said).to.match(/^2 of the 3\b/);
    expect(said).to.include('Lathe motor').and.include('Band saw motor').and.not.include('Drill');
    expect(stateCount('how many motors are off?', '', controls)).to.match(/^1 of the 3 I found is off: .*Drill press motor/);
  });

  it('says nothing when no toggle fits', () => {
    expect(stateCount('how many lamps are on?', '', controls)).to.equal(null);
  });
});
