import { expect } from '@esm-bundle/chai';
import { tabMatches } from './browser-tabs-find.ts';

describe('browser.tabs.find matching', () => {
  const tab = { title: 'Fixture Shop — Cart', url: 'http://127.0.0.1:4871/shop/index.html' };
  it('matches every word in title or URL, ignoring case', () => {
    expect(tabMatches(tab, 'shop cart')).to.equal(true);
    expect(tabMatches(tab, 'CART 4871')).to.equal(true);
  });
  it('needs all the words', () => {
    expect(tabMatches(tab, 'shop checkout')).to.equal(false);
  });
});
