// An oven panel: a "Temperature" group with "−" and "+" buttons around the value it shows, and a
// timer group; each press moves the temperature by 5 degrees, which the Navi measures.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { stepBetween, steppersOf } from './stepper.ts';
import { controlsOf } from './target-resolver.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');
const PANEL = ['main @mainnnnn', '  group "Temperature" @tempgrup', '    button "−" @tempdown', '    button "+" @temppppp', '  group "Timer" @timergrp', '    button "Shorter" @timerdwn', '    button "Start" @timergoo'].join('\n');

async function converse(turn: string) {
  const acts: string[] = [];
  let degrees = 180;
  const answers = await playConversation([turn], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(fp);
      if (fp === 'temppppp') degrees += 5;
      if (fp === 'tempdown') degrees -= 5;
    }
    if (name === 'browser.semantic.extract' && fp === 'tempgrup') return { text: `Temperature ${degrees} °C − +` };
    return plainAnswer(name, PANEL);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a stepper', () => {
  it('is a raising and a lowering button in one group', () => {
    const steppers = steppersOf(controlsOf(parseOutline(PANEL).map((l) => ({ ...l, frameId: 0 }))));
    expect(steppers.map((s) => [s.group.name, s.up.line.name, s.down.line.name])).to.deep.equal([['Temperature', '+', '−']]);
  });

  it('measures one step from two readings', () => {
    expect(stepBetween('Fan 2 · Target 20.5 °C', 'Fan 2 · Target 21.0 °C')).to.equal(0.5);
    expect(stepBetween('Fan 2', 'Fan 2')).to.equal(null);
  });

  it('presses as many times as the change asks, once the step is measured', async () => {
    const { acts } = await converse('turn the temperature up 15 degrees');
    expect(acts).to.deep.equal(['temppppp', 'temppppp', 'temppppp']);
  });

  it('"a bit" is one press, down is the lowering button', async () => {
    const { acts } = await converse('make the temperature a bit cooler');
    expect(acts).to.deep.equal(['tempdown']);
  });
});
