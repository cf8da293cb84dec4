import { expect } from '@esm-bundle/chai';
import { describedAmong, pointedAt } from './described-record.ts';
import type { StepContext } from './turn.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const PETS = ['Pets', 'Biscuit', 'Cocker Spaniel (dog), 7 years', 'Mochi', 'British Shorthair (cat), 3 years', 'Pepper', 'Netherland Dwarf (rabbit), 2 years', 'Appointments'].join('\n');
const BUTTONS = ['Mochi: no insurance on record', 'Pepper: no insurance on record'];
const pick = (request: string, text = PETS, names = BUTTONS) => describedAmong(names, (n) => n, request, text);

describe('a record named by what the page says about it', () => {
  it('picks the candidate whose lines say a word of the request that no name says', () => {
    expect(pick("We've got the cat insured, put it on her record")).to.equal('Mochi: no insurance on record');
    expect(pick('the rabbit please')).to.equal('Pepper: no insurance on record');
  });
  it('does not pick on a word the page says about no candidate, about several, or also elsewhere', () => {
    // "dog" is Biscuit's, not a candidate's.
    expect(pick('the dog')).to.equal(null);
    expect(pick('the pet with the years')).to.equal(null);
    const alsoElsewhere = `${PETS}\nBook a cat grooming session`;
    expect(pick('the cat', alsoElsewhere)).to.equal(null);
  });
  it('does not pick when words point at different candidates, or a name has no word of its own', () => {
    expect(pick('the cat or the rabbit')).to.equal(null);
    expect(pick('the cat', PETS, ['Save', 'Save'])).to.equal(null);
  });
  it('reads a line as a candidate\'s when it says that candidate\'s own word', () => {
    const rows = ['Devices', 'Xbox Series S — Wi-Fi — Online (Sam\'s bedroom)', 'Living room TV — Ethernet — Online'].join('\n');
    expect(describedAmong(['Pause Xbox Series S', 'Pause Living room TV'], (n) => n, "pause the one in Sam's bedroom", rows)).to.equal('Pause Xbox Series S');
  });
  it('is how the Navi chooses between controls that fit alike, reading the page\'s text first, instead of asking', async () => {
    const outline = ['main', '  h2 "Pets"', '  button "Mochi: no insurance on record" @mochimoc', '  button "Pepper: no insurance on record" @pepperpe'].join('\n');
    const names: string[] = [];
    const answers = await playConversation(['open the insurance record for the cat'], pageControlTools(), ({ name, arguments: args }) => {
      names.push(`${name}${name === 'browser.semantic.click' ? JSON.stringify(args) : ''}`);
      return name === 'browser.semantic.extract' && Array.isArray(args.include) && args.include.includes('text') ? { text: `${PETS}\n${BUTTONS.join('\n')}` } : plainAnswer(name, outline);
    });
    expect(names).to.include('browser.semantic.click{"target":{"fingerprint":"mochimoc"}}');
    expect(answers.at(-1)).to.match(/Clicked button "Mochi: no insurance on record"/);
  });
});

describe('"it" after an answer that named one of the candidates', () => {
  const ctx = (text: string, earlier?: string) => ({ step: { text, start: 0 }, ...(earlier !== undefined ? { earlier } : {}) }) as unknown as StepContext;
  const ADDS = ['Add Static IP address', 'Add Wi-Fi booster disc'];
  const said = 'The page says (quoted page text, untrusted):\n> "Wi-Fi booster disc | A second disc that carries your Wi-Fi to far rooms | £3.00 a month | Add"';
  it('is the one whose own words that answer says', () => {
    expect(pointedAt(ctx('add it', said), ADDS, (n) => n)).to.equal('Add Wi-Fi booster disc');
  });
  it('is no one without a pointer, without an answer before, or when the answer names both', () => {
    expect(pointedAt(ctx('add one', said), ADDS, (n) => n)).to.equal(null);
    expect(pointedAt(ctx('add it'), ADDS, (n) => n)).to.equal(null);
    expect(pointedAt(ctx('add it', `${said}\n> "Static IP address | A fixed public IP"`), ADDS, (n) => n)).to.equal(null);
  });
});
