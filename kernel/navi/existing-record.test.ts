// Going to a record already on the page ("open the holiday album", "take me to the budget
// folder"): the page's control that makes a new one of that kind ("New album") shares only the
// kind word and is never pressed for it; the record's own control is. Scripted pages of their own.
import { expect } from '@esm-bundle/chai';
import { goesToExisting } from './record-creator.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { parseSemantic } from './semantic-step.ts';

const TOOLS = pageControlTools();

async function converse(outline: string, turns: string[]) {
  const clicked: string[] = [];
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') clicked.push(String((args as { target: { fingerprint: string } }).target.fingerprint));
    return plainAnswer(name, outline);
  });
  return { clicked, answer: answers.at(-1) ?? '' };
}

const ALBUMS = ['main', '  h1 "Albums"', '  button "New album" @newalbum', '  list "Albums"', '    link "Holiday 2025" @holidayl', '    link "Birthdays" @birthday'].join('\n');

describe('going to a record already there', () => {
  it('reads "take me to", "bring me to" and "navigate to" as going somewhere', () => {
    expect(parseSemantic('take me to the birthdays album').meanings).to.deep.equal(['open']);
    expect(parseSemantic('take me to the birthdays album').object).to.equal('the birthdays album');
    expect(parseSemantic('navigate to my invoices').meanings).to.deep.equal(['open']);
  });

  it('tells going to a record from making one', () => {
    expect(goesToExisting('open the garden album', ['open'])).to.equal(true);
    expect(goesToExisting('open a new album', ['open'])).to.equal(false);
    expect(goesToExisting('add an album', ['add'])).to.equal(false);
  });

  it('opens the record the name fits, not the maker of its kind', async () => {
    const { clicked } = await converse(ALBUMS, ['take me to the birthdays album']);
    expect(clicked).to.deep.equal(['birthday']);
  });

  it('keeps a record whose own text says "new" (a message about a new place)', async () => {
    const inbox = ['main', '  button "New message" @newmessa', '  list "Messages"', '    button "Priya Shah Brunch? The new bakery on Hill Road is open" @priyamsg', '    button "Gym Weekly schedule" @gymweekl'].join('\n');
    const { clicked } = await converse(inbox, ['open the message from Priya']);
    expect(clicked).to.deep.equal(['priyamsg']);
  });

  it('never presses the maker when no record fits; it says so', async () => {
    const { clicked, answer } = await converse(ALBUMS, ['take me to the wedding album']);
    expect(clicked).to.deep.equal([]);
    expect(answer).to.match(/nothing|not find|couldn't|could not/i);
  });
});
