// A question about who did something, on a page whose record of what was done sits in a closed tab,
// and a count the page states in a line of its own.
import { expect } from '@esm-bundle/chai';
import { asksWhoDid } from './history-tab.ts';
import { statedCount } from './stated-count.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

class Repo {
  tab: 'Files' | 'Activity' = 'Files';
  clicks: string[] = [];
  outline(): string {
    return ['tablist "Repository" @tablistx', `  tab "Files" @tabfiles${this.tab === 'Files' ? ' selected' : ''}`, `  tab "Activity" @tabactiv${this.tab === 'Activity' ? ' selected' : ''}`, 'main @mainmain', `  h1 ${JSON.stringify(this.tab)}`].join('\n');
  }
  text(): string {
    return this.tab === 'Files'
      ? 'Files\nREADME.md | updated 3 days ago\nbuild.gradle | updated today'
      : 'Activity\n12 Mar, 10:02 — Ines Duarte archived the legacy branch\n11 Mar, 16:40 — Tom Reyes renamed build.gradle';
  }
  answer(name: string, args: Record<string, unknown>): unknown {
    const fp = (args.target as { fingerprint?: string } | undefined)?.fingerprint;
    if (name === 'browser.semantic.click') {
      this.clicks.push(fp ?? '');
      if (fp === 'tabactiv') this.tab = 'Activity';
      if (fp === 'tabfiles') this.tab = 'Files';
      return { after: {} };
    }
    if (name === 'browser.semantic.extract' && !args.target) return { text: this.text(), links: [] };
    return plainAnswer(name, this.outline());
  }
}

describe('who did something: the page\'s record of what was done', () => {
  it('opens the history tab and answers from it', async () => {
    const repo = new Repo();
    const answers = await playConversation(['Who archived the legacy branch?'], pageControlTools(), ({ name, arguments: args }) => repo.answer(name, args));
    expect(repo.clicks).to.deep.equal(['tabactiv']);
    expect(answers.at(-1)).to.include('Ines Duarte');
  });
  it('tells a "who did" question from others', () => {
    expect(asksWhoDid('who renamed the build file?')).to.equal(true);
    expect(asksWhoDid('who sent the invoice')).to.equal(true);
    expect(asksWhoDid('who is the owner?')).to.equal(false);
    expect(asksWhoDid('when was it renamed?')).to.equal(false);
  });
});

describe('a count the page states', () => {
  it('is the one line that says the counted word and a number', () => {
    expect(statedCount(['licens'], 'Team\n7 of 10 licenses assigned · 3 free\nAna | Admin\nBo | Member')).to.equal('7 of 10 licenses assigned · 3 free');
    expect(statedCount(['ticket'], 'Ticket 1 | open\nTicket 2 | closed')).to.equal(null);
    expect(statedCount(['seat'], 'No numbers here about seats')).to.equal(null);
  });
});
