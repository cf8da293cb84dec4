// Options named by what they are rather than by their label: through what the page says about an
// option (its title or description), through WordNet's related words when nothing meets outright,
// and a question listing the options when the page gives no link at all. On a household bills
// page of its own, not the benchmark's.
import { expect } from '@esm-bundle/chai';
import { wordsRelate } from './lexicon.ts';
import { choicesOf, optionByMeaning, optionHoldingAll, relatedOption } from './option-meaning.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { matchOption } from './value-meaning.ts';

const PAYEES = ['Harbour Medical Practice', 'Drip Fix Ltd', 'Lena Ortiz', 'Kite Energy'];
/** What the page says about each payee (its option's title), side by side. */
const NOTES = ['', 'Plumbing and heating repairs', 'Piano lessons', ''];

describe('options by meaning', () => {
  it('relates a word to a broader or other-sense word (WordNet), weaker than a synonym, and nothing else', () => {
    expect(wordsRelate('dentist', 'medical')).to.equal(0.5);
    expect(wordsRelate('Dentist', 'Practitioner')).to.equal(0.5);
    expect(wordsRelate('dentist', 'piano')).to.equal(0);
  });

  it('prefers an option met outright, by its label or (for less) by what the page says about it', () => {
    const choices = choicesOf(PAYEES, NOTES);
    expect(optionByMeaning(choices, ['lena'])).to.equal('Lena Ortiz');
    expect(optionByMeaning(choices, ['plumber'])).to.equal('Drip Fix Ltd');
    expect(optionByMeaning(choices, ['piano', 'teacher'])).to.equal('Lena Ortiz');
  });

  it('falls back on related words only when no option meets any word outright, and only for one option alone', () => {
    const choices = choicesOf(PAYEES, NOTES);
    expect(optionByMeaning(choices, ['dentist'])).to.equal('Harbour Medical Practice');
    // "dentist" would relate, but "kite" meets an option outright: the outright one wins.
    expect(optionByMeaning(choices, ['dentist', 'kite'])).to.equal('Kite Energy');
    expect(relatedOption(choices, ['dentist', 'kite'])).to.equal(undefined);
    // Nothing on the page links a gardener to any payee: no guess.
    expect(optionByMeaning(choices, ['gardener'])).to.equal(undefined);
    // Two options equally related: no guess either.
    expect(relatedOption(choicesOf(['City Medical', 'Medical Supplies Ltd']), ['dentist'])).to.equal(undefined);
  });

  it('a select value is met by label, then by label and note together, then by related words', () => {
    const choices = choicesOf(PAYEES, NOTES);
    expect(matchOption(choices, 'Lena')).to.equal('Lena Ortiz');
    expect(optionHoldingAll(choices, ['heating', 'repairs'])).to.equal('Drip Fix Ltd');
    expect(matchOption(choices, 'heating repairs')).to.equal('Drip Fix Ltd');
    expect(matchOption(choices, 'my dentist')).to.equal('Harbour Medical Practice');
    expect(matchOption(choices, 'the gardener')).to.equal(undefined);
  });
});

// ---- a household bills page: one visible form, a payee select whose options carry titles ----
const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.select');
const OUTLINE = ['main', '  h1 "Household bills"', '  form "Pay a bill" @billform', '    combobox "Payee" @payeesel ="Choose…"', '    textbox "Sum (£)" @sumfield', '    button "Pay now" @paynowbt'].join('\n');
const FIELDS = [{ fingerprint: 'payeesel', options: ['Choose…', ...PAYEES], optionNotes: ['', ...NOTES] }];

async function converse(turns: string[]) {
  const actions: string[] = [];
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (['browser.semantic.click', 'browser.semantic.type', 'browser.semantic.select'].includes(name)) actions.push(`${name}:${JSON.stringify(args)}`);
    if (name === 'browser.semantic.extract') return { fields: FIELDS };
    return plainAnswer(name, OUTLINE);
  });
  return { actions, answers, answer: answers.at(-1) ?? '' };
}

describe('a payee named by what it is', () => {
  it('pays the one whose title says what the request names ("the plumber" is the payee titled "Plumbing …")', async () => {
    const { actions } = await converse(['pay the plumber 75']);
    expect(actions).to.deep.equal([
      'browser.semantic.select:{"target":{"fingerprint":"payeesel"},"label":"Drip Fix Ltd"}',
      'browser.semantic.type:{"target":{"fingerprint":"sumfield"},"text":"75","clear":true}',
      'browser.semantic.click:{"target":{"fingerprint":"paynowbt"}}',
    ]);
  });

  it('pays the one a related word names when no option says the word ("my dentist" is the medical practice)', async () => {
    const { actions } = await converse(['please pay my dentist £120']);
    expect(actions[0]).to.equal('browser.semantic.select:{"target":{"fingerprint":"payeesel"},"label":"Harbour Medical Practice"}');
    expect(actions.at(-1)).to.equal('browser.semantic.click:{"target":{"fingerprint":"paynowbt"}}');
  });

  it('asks with the payees listed when the page gives no link to any, and pays the one the answer picks', async () => {
    const { answers, actions } = await converse(['pay the gardener 40', 'Lena Ortiz']);
    expect(answers[0]).to.match(/Which should I choose in combobox "Payee": "Harbour Medical Practice", "Drip Fix Ltd", "Lena Ortiz", "Kite Energy"\?/);
    expect(actions).to.deep.equal([
      'browser.semantic.type:{"target":{"fingerprint":"sumfield"},"text":"40","clear":true}',
      'browser.semantic.select:{"target":{"fingerprint":"payeesel"},"label":"Lena Ortiz"}',
      'browser.semantic.click:{"target":{"fingerprint":"paynowbt"}}',
    ]);
  });
});
