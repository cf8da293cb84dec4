// What a container holds, on a page that is not the benchmark's: a music app listing playlists
// by name only; the playlist's tracks show once it is opened.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { asksContents, containerEntry, contentsAnswer } from './container-contents.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';

const OUTLINE = ['main @mainmain', '  h1 "Your playlists" @headxxxx', '  link "Road trip" @roadtrip', '  link "Rainy Sunday" @rainysun', '  link "Road work songs" @roadwork', '  button "New playlist" @newplayl'].join('\n');
const BEFORE = 'Your playlists\nRoad trip\nRainy Sunday\nRoad work songs\nNew playlist';
const AFTER = 'Your playlists › Road trip\nTitle | Artist | Length\nFast Car | Tracy Chapman | 4:56\nRoad to Nowhere | Talking Heads | 4:20\nNew playlist';
const controls = controlsOf(parseOutline(OUTLINE).map((l) => ({ ...l, frameId: 0 })));

describe('what a container holds', () => {
  it('tells a question about what something holds', () => {
    expect(asksContents("what's in my Road trip playlist?")).to.equal(true);
    expect(asksContents('what does the Rainy Sunday list contain')).to.equal(true);
    expect(asksContents('how long is Fast Car')).to.equal(false);
  });

  it('finds the one entry the question names, beside a container noun', () => {
    expect(containerEntry("what's in my Road trip playlist?", controls)?.line.name).to.equal('Road trip');
    // "Road" alone names two: no one entry.
    expect(containerEntry("what's in the road playlist?", controls)).to.equal(null);
  });

  it('lists the rows opening shows, by their first cell', () => {
    const a = contentsAnswer('link "Road trip"', BEFORE.split('\n'), AFTER.split('\n'));
    expect(a).to.match(/^link "Road trip" holds 2: "Fast Car", "Road to Nowhere"\./);
    expect(a).to.include('> "Fast Car | Tracy Chapman | 4:56"');
  });

  it('opens the entry (a click, approved as usual) and answers from what it shows', async () => {
    let opened = false;
    const calls: string[] = [];
    const answers = await playConversation(["what's in my Road trip playlist?"], pageControlTools(), ({ name, arguments: args }) => {
      calls.push(name);
      if (name === 'browser.semantic.click') {
        opened = (args.target as { fingerprint?: string }).fingerprint === 'roadtrip';
        return { after: {} };
      }
      if (name === 'browser.semantic.extract' && args.target === undefined) return { text: opened ? AFTER : BEFORE, links: [] };
      return plainAnswer(name, OUTLINE);
    });
    expect(opened).to.equal(true);
    expect(calls.indexOf('navi.fallback')).to.be.lessThan(calls.indexOf('browser.semantic.click'));
    expect(answers.at(-1)).to.match(/holds 2: "Fast Car", "Road to Nowhere"/);
  });
});
