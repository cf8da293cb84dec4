// Needs said instead of controls, on pages that are not the benchmark's: a job board whose
// filters are checkboxes ("Visa sponsorship", "Remote work", "Part-time") and a price box, and a
// car rental whose one price field is "Max per day".
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { needControl, parseNeed, rootOf, sameRoot } from './need-filter.ts';
import { boundsIn, rangeFill } from './range-fill.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { splitSteps } from './steps.ts';
import { controlsOf } from './target-resolver.ts';

const JOBS = [
  'main @mainmain',
  '  complementary "Refine" @refinexx',
  '    checkbox "Remote work" @remotexx',
  '    checkbox "Visa sponsorship" @visaxxxx',
  '    checkbox "Part-time" @parttime',
  '    checkbox "Paid relocation" @relocate',
  '    checkbox "Co-working space" @coworkxx',
  '    group "Salary" @salaryxx',
  '      spinbutton "Max per day" @maxdayxx type=number',
  '  h2 "38 jobs" @jobshead',
].join('\n');
const controls = controlsOf(parseOutline(JOBS).map((l) => ({ ...l, frameId: 0 })));

describe('a need met by a filter', () => {
  it('reads the need out of the ways people say it, and nothing out of a plain command', () => {
    expect(parseNeed('I need the employer to sponsor my visa, filter for that')).to.equal('the employer to sponsor my visa');
    expect(parseNeed('we have to be able to relocate, show only those')).to.equal('we have to be able to relocate');
    expect(parseNeed('be able to work remotely')).to.equal('work remotely');
    expect(parseNeed('turn on remote work')).to.equal(null);
    expect(parseNeed('show me the part-time jobs')).to.equal(null);
  });

  it('meets a word by its root: a noun made of the verb', () => {
    expect(rootOf('sponsorship')).to.equal('sponsor');
    expect(sameRoot('relocate', 'relocation')).to.equal(true);
    expect(sameRoot('sponsor', 'sponsorship')).to.equal(true);
    expect(sameRoot('park', 'part')).to.equal(false);
  });

  it('picks the one toggle every word of whose label the need says, and none when the need is vaguer', () => {
    expect(needControl('the employer to sponsor my visa', controls)?.line.name).to.equal('Visa sponsorship');
    expect(needControl('work remotely', controls)?.line.name).to.equal('Remote work');
    expect(needControl('somewhere sunny', controls)).to.equal(null);
    // A hyphenated label said as one word.
    expect(needControl('a coworking space nearby', controls)?.line.name).to.equal('Co-working space');
  });

  it('turns that toggle on, with approval like any check', async () => {
    const calls: string[] = [];
    const answers = await playConversation(['I need the employer to sponsor my visa, filter for that'], pageControlTools('browser.semantic.check'), ({ name, arguments: args }) => {
      calls.push(`${name} ${JSON.stringify(args.target ?? '')}`);
      return plainAnswer(name, JOBS);
    });
    expect(calls).to.include('browser.semantic.check {"fingerprint":"visaxxxx"}');
    expect(answers.at(-1)).to.match(/Visa sponsorship/);
  });
});

describe('a bound in its own clause', () => {
  it('reads "nothing over", "no more than" as a most', () => {
    expect(boundsIn('nothing over 90 a day')).to.deep.equal({ max: 90 });
    expect(boundsIn('no more than 40 euros')).to.deep.equal({ max: 40 });
    expect(boundsIn('over 20 and under 80')).to.deep.equal({ min: 20, max: 80 });
  });

  it('fills the page one number field for that side when it has no pair', () => {
    expect(rangeFill('nothing over 90 a day', controls)?.map((f) => [f.control.line.name, f.text])).to.deep.equal([['Max per day', '90']]);
    // A least, and no field for a least: nothing to fill.
    expect(rangeFill('at least 50', controls)).to.equal(null);
  });

  it('is a step of its own after a clause without a bound, not after a command with its verb', () => {
    expect(splitSteps('jobs with visa sponsorship only, and nothing over 300 a day').map((s) => s.text)).to.deep.equal(['jobs with visa sponsorship only', 'nothing over 300 a day']);
    expect(splitSteps('find remote jobs, under 300 a day').map((s) => s.text)).to.deep.equal(['find remote jobs, under 300 a day']);
    expect(splitSteps('between 20 and 80').map((s) => s.text)).to.deep.equal(['between 20 and 80']);
  });
});
