import { expect } from '@esm-bundle/chai';
import { areSynonyms, editDistance, isTypo, wordsMeet } from './lexicon.ts';
import { stem } from './words.ts';

describe('lexicon', () => {
  it('meets a word by stem first, then a WordNet synonym, then a typo, for less each time', () => {
    expect(wordsMeet('settings', 'setting')).to.equal(1);
    expect(wordsMeet('purchase', 'buy')).to.equal(0.75);
    expect(areSynonyms(stem('begin'), stem('start'))).to.equal(true);
    expect(wordsMeet('notifcations', 'notifications')).to.equal(0.7);
    expect(wordsMeet('kettle', 'lamp')).to.equal(0);
    // Clipped words people type meet the page's long ones; a word of its own never does.
    expect(wordsMeet('favs', 'favourites')).to.equal(0.7);
    expect(wordsMeet('notifs', 'notifications')).to.equal(0.7);
    expect(wordsMeet('prefs', 'preferences')).to.equal(0.7);
    expect(wordsMeet('pass', 'password')).to.equal(0);
    expect(wordsMeet('car', 'cardigan')).to.equal(0);
    expect(wordsMeet('news', 'newsletter')).to.equal(0);
    expect(wordsMeet('art', 'article')).to.equal(0);
  });

  it('tolerates one edit from five letters and two from eight, but not in short words', () => {
    expect(editDistance('recieve', 'receive', 2)).to.equal(1);
    expect(isTypo('recieve', 'receive')).to.equal(true);
    expect(isTypo('card', 'cart')).to.equal(false);
    expect(isTypo('prefrences', 'preferences')).to.equal(true);
    expect(isTypo('archive', 'achieve')).to.equal(false);
  });

  it('a direction meets the control that goes that way ("back" is "Previous"), not the other way', () => {
    expect(wordsMeet('back', 'previous')).to.equal(0.75);
    expect(wordsMeet('forward', 'next')).to.equal(0.75);
    expect(wordsMeet('back', 'next')).to.equal(0);
  });

  it('a number word meets its digits ("page three" is the button "3"), but "a" is no number', () => {
    expect(wordsMeet('three', '3')).to.equal(1);
    expect(wordsMeet('3', 'three')).to.equal(1);
    expect(wordsMeet('a', '1')).to.equal(0);
  });
});
