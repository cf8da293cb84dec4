import { expect } from '@esm-bundle/chai';
import { argumentsTable, hostOf, pageToolSentence, semanticSentence } from './approval-wording.ts';
import { sentenceText } from './grants.ts';

const button = { fingerprint: '8ey20m6l', role: 'button', name: 'Place order' };

describe('approval wording', () => {
  it('names the target by what the page shows, never by its fingerprint', () => {
    const text = sentenceText(semanticSentence('browser.semantic.click', { target: { fingerprint: '8ey20m6l' } }, button, 'https://shop.example'));
    expect(text).to.equal('AI Echo wants to click "Place order" (button) on shop.example.');
  });

  it('fits each semantic action', () => {
    const field = { fingerprint: 'aaaaaaaa', role: 'spinbutton', name: 'Quantity of Trail shoes' };
    const say = (action: string, input: Record<string, unknown>, t = field) => sentenceText(semanticSentence(action, input, t, 'https://shop.example'));
    expect(say('browser.semantic.type', { text: '3', clear: true })).to.equal('AI Echo wants to type "3" into "Quantity of Trail shoes" (spinbutton), replacing what is there, on shop.example.');
    expect(say('browser.semantic.check', { checked: false })).to.equal('AI Echo wants to untick "Quantity of Trail shoes" (spinbutton) on shop.example.');
    expect(say('browser.semantic.select', { label: 'Blue' })).to.equal('AI Echo wants to choose "Blue" in "Quantity of Trail shoes" (spinbutton) on shop.example.');
    expect(sentenceText(semanticSentence('browser.semantic.scroll', { to: 'pageDown' }, null, 'https://shop.example'))).to.equal('AI Echo wants to scroll the page down on shop.example.');
    expect(say('browser.semantic.click', {}, { fingerprint: 'bbbbbbbb', role: 'button', name: '' })).to.equal('AI Echo wants to click an unnamed button on shop.example.');
  });

  it("keeps the page's words as page words, cut to a readable length", () => {
    const long = 'x'.repeat(500);
    const parts = semanticSentence('browser.semantic.click', {}, { ...button, name: long }, 'https://shop.example');
    const page = parts.find((p) => typeof p === 'object' && 'page' in p) as { page: string };
    expect(page.page.length).to.equal(80);
    expect(sentenceText(pageToolSentence({ name: 'cart.setQuantity', title: 'Set a quantity' }, 'https://shop.example:8443'))).to.equal(
      'Run this page\'s tool "Set a quantity" (cart.setQuantity) on shop.example:8443.',
    );
    expect(hostOf('not a url')).to.equal('not a url');
  });

  it('lays arguments out as rows, leaving out what the sentence says', () => {
    expect(argumentsTable({ tabId: 3, target: { fingerprint: 'x' }, text: 'hello', n: { a: 1 } }, ['tabId', 'target'])).to.deep.equal([
      { label: 'text', value: 'hello' },
      { label: 'n', value: '{"a":1}' },
    ]);
  });
});
