import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { controlsOf } from './target-resolver.ts';
import { preferChangeable } from './wished-state.ts';

const controls = controlsOf(
  parseOutline(
    [
      'main @cccccccc',
      '  button "Star Elm Street" @ccccccc1 pressed',
      '  button "Reserve at Elm Street" @ccccccc2',
      '  button "Star Oak Lane" @ccccccc3 unpressed',
      '  switch "Elm Street alerts" @ccccccc4 checked',
    ].join('\n'),
  ).map((l) => ({ ...l, frameId: 0 })),
);
const names = (cs: readonly (typeof controls)[number][]) => cs.map((c) => c.line.name);

describe('the state a request would change', () => {
  it('turning off picks what is on now; turning on, what is off', () => {
    expect(names(preferChangeable(controls.slice(0, 2), ['off'], (c) => c))).to.deep.equal(['Star Elm Street']);
    expect(names(preferChangeable([controls[0]!, controls[2]!], ['on'], (c) => c))).to.deep.equal(['Star Oak Lane']);
    expect(names(preferChangeable([controls[3]!, controls[1]!], ['uncheck'], (c) => c))).to.deep.equal(['Elm Street alerts']);
  });
  it('narrows nothing for other verbs, or when every candidate is in the same state', () => {
    expect(names(preferChangeable(controls.slice(0, 2), ['open'], (c) => c))).to.have.length(2);
    expect(names(preferChangeable([controls[0]!, controls[3]!], ['off'], (c) => c))).to.have.length(2);
  });
});
