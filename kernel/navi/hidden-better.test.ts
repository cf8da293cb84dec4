// A garden controller: the visible tab shows a valve and a light that each meet one word of
// "start the rose watering"; a closed "Programs" tab holds "Run Rose watering".
import { expect } from '@esm-bundle/chai';
import { COLLAPSED } from './hidden-controls.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const SHOWN = ['main @mainnnnn', '  tablist "Garden" @tablistt', '    tab "Zones" @zonestab selected', '    tab "Programs" @programs', '  switch "Rose bed valve" @rosevalv', '  switch "Rose arch light" @rosearch'].join('\n');
const PARTS = {
  frameId: 0,
  containers: [{ kind: 'tab', opener: 'tab "Programs" @programs', controls: ['  button "Run Rose watering"', '  button "Run Lawn program"'], more: 0 }],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};
const OPENED = ['main @mainnnnn', '  tablist "Garden" @tablistt', '    tab "Zones" @zonestab', '    tab "Programs" @programs selected', '  button "Run Rose watering" @runroseb', '  button "Run Lawn program" @runlawnp'].join('\n');

async function converse(turns: string[], shown = SHOWN) {
  const acts: string[] = [];
  let outline = shown;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') {
      acts.push(`${name.split('.').at(-1)} ${fp}`);
      if (fp === 'programs') outline = OPENED;
    }
    if (name === COLLAPSED) return outline === shown ? PARTS : { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    return plainAnswer(name, outline);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a closed part that names more of the request than what is on screen', () => {
  it('opens it and acts on its control, rather than asking among weak fits', async () => {
    const { acts } = await converse(['start the rose watering']);
    expect(acts).to.deep.equal(['click programs', 'click runroseb']);
  });

  it('a visible control that names the request still wins', async () => {
    const { acts } = await converse(['turn on the rose bed valve']);
    expect(acts).to.deep.equal(['check rosevalv']);
  });

  it('a single weak fit on screen (one word of several) gives way to the closed control that names more', async () => {
    const onlyLight = SHOWN.split('\n').filter((l) => !l.includes('valve')).join('\n');
    const { acts } = await converse(['start the rose watering'], onlyLight);
    expect(acts).to.deep.equal(['click programs', 'click runroseb']);
  });
});
