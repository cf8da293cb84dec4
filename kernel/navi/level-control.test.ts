import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { levelFor, levelRequest, levelValue } from './level-control.ts';
import { controlsOf } from './target-resolver.ts';
import type { StepContext } from './turn.ts';

// A mixing desk: two channels with a volume fader each, a master fader and a mute switch.
const controls = controlsOf(
  parseOutline(
    [
      'main "Studio" @aaaaaaa1',
      '  region "Vocals" @aaaaaaa2',
      '    switch "Vocals mute" @aaaaaaa3',
      '    slider "Vocals volume" @aaaaaaa4 ="60"',
      '  region "Drums" @aaaaaaa5',
      '    slider "Drums volume" @aaaaaaa6 ="90"',
      '  slider "Master gain" @aaaaaaa7 ="75"',
      '  spinbutton "Tempo" @aaaaaaa8 ="120"',
    ].join('\n'),
  ).map((l) => ({ ...l, frameId: 0 })),
);

const ctxFor = (text: string, answers: string[] = [], earlier?: string): Pick<StepContext, 'step' | 'answer' | 'earlier'> => {
  let i = 0;
  return { step: { text, start: 0 }, answer: () => answers[i++], ...(earlier !== undefined ? { earlier } : {}) };
};
const acted = (r: ReturnType<typeof levelFor>) => (r && 'control' in r ? [r.control.line.name, r.text] : r);

describe('a level said in words', () => {
  it('reads absolute values, fractions and changes', () => {
    expect(levelRequest('pull the drums fader down to 15%')).to.include({ to: 15 });
    expect(levelRequest('master gain at three quarters')).to.include({ fraction: 0.75 });
    expect(levelRequest('turn the vocals up by 5')).to.include({ by: 5 });
    expect(levelRequest('make the drums a little quieter')).to.include({ by: -10 });
    expect(levelRequest('open the mixer')).to.equal(null);
  });

  it('computes the new value from where the slider stands', () => {
    expect(levelValue({ object: '', by: -25 }, 60)).to.equal('35');
    expect(levelValue({ object: '', fraction: 1 / 3 }, 60)).to.equal('33');
    expect(levelValue({ object: '', by: 30 }, 90)).to.equal('100');
  });

  it('sets the slider the words name', () => {
    expect(acted(levelFor(ctxFor('pull the drums down to 15%'), controls))).to.deep.equal(['Drums volume', '15']);
    expect(acted(levelFor(ctxFor('master gain at a quarter'), controls))).to.deep.equal(['Master gain', '25']);
    expect(levelFor(ctxFor('master gain at three quarters'), controls)).to.have.property('kind', 'done');
    expect(acted(levelFor(ctxFor('make the vocals a little quieter'), controls))).to.deep.equal(['Vocals volume', '50']);
  });

  it('asks when several sliders fit, and takes the answer', () => {
    const asked = levelFor(ctxFor('set the volume to 40 percent'), controls);
    expect(asked).to.have.property('kind', 'ask');
    expect((asked as { question: string }).question).to.match(/Vocals volume[\s\S]*Drums volume/);
    expect(acted(levelFor(ctxFor('set the volume to 40 percent', ['the drums one']), controls))).to.deep.equal(['Drums volume', '40']);
  });

  it('takes "it" as the control the last message named', () => {
    expect(acted(levelFor(ctxFor('now set it to half', [], 'Turned off switch "Vocals mute".'), controls))).to.deep.equal(['Vocals volume', '50']);
  });

  it('leaves number fields and pages without a fitting slider alone', () => {
    expect(levelFor(ctxFor('set the tempo to 90'), controls)).to.equal(null);
    expect(levelFor(ctxFor('set the bass to 40%'), controls)).to.equal(null);
  });
});

describe('a slider inside a closed tab', () => {
  it('is reached by opening the tab, then set to the level', async () => {
    const { pageControlTools, playConversation, plainAnswer } = await import('./scripted-conversation.ts');
    const { COLLAPSED } = await import('./hidden-controls.ts');
    const shown = ['main @mainnnnn', '  tablist "Player" @tablistt', '    tab "Queue" @queuetab selected', '    tab "Equaliser" @equaltab', '  button "Play" @playplay'].join('\n');
    const opened = ['main @mainnnnn', '  tablist "Player" @tablistt', '    tab "Queue" @queuetab', '    tab "Equaliser" @equaltab selected', '  slider "Bass boost" @basssldr ="20"', '  slider "Treble" @treblesl ="50"'].join('\n');
    const parts = { frameId: 0, containers: [{ kind: 'tab', opener: 'tab "Equaliser" @equaltab', controls: ['  slider "Bass boost" ="20"', '  slider "Treble" ="50"'], more: 0 }], omitted: { containers: 0, controls: 0, sensitive: 0 } };
    let outline = shown;
    const acts: string[] = [];
    await playConversation(['set the bass boost to 45%'], pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select'), ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
      if (name === 'browser.semantic.click') {
        acts.push(`click ${fp}`);
        if (fp === 'equaltab') outline = opened;
      }
      if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
      if (name === COLLAPSED) return outline === shown ? parts : { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
      return plainAnswer(name, outline);
    });
    expect(acts).to.deep.equal(['click equaltab', 'type basssldr 45']);
  });
});
