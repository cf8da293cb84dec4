// A gym class booking panel: a "Spots for your group" stepper ("Fewer spots" / "More spots")
// around the count it shows, and a count said outright ("there are four of us now").
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const PANEL = ['main @mainnnnn', '  group "Spots for your group" @spotsgrp', '    button "Fewer spots" @spotsdwn', '    button "More spots" @spotsupp', '  button "Book class" @bookclas'].join('\n');

async function converse(turn: string) {
  const acts: string[] = [];
  let spots = 1;
  const said = await playConversation([turn], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(fp);
      if (fp === 'spotsupp') spots += 1;
      if (fp === 'spotsdwn') spots -= 1;
    }
    if (name === 'browser.semantic.extract' && fp === 'spotsgrp') return { text: `Spots for your group ${spots}` };
    return plainAnswer(name, PANEL);
  });
  return { acts, spots, said };
}

describe('a count said outright on a stepper', () => {
  it('presses from the count shown to the count said', async () => {
    const { acts, spots, said } = await converse('there are four of us in the group now');
    expect(acts, JSON.stringify(said)).to.deep.equal(['spotsupp', 'spotsupp', 'spotsupp']);
    expect(spots).to.equal(4);
  });
});
