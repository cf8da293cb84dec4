import { expect } from '@esm-bundle/chai';
import { consequenceWarning, consequencesOf, wordsOf } from './consequence.ts';

const kinds = (facts: Parameters<typeof consequencesOf>[0]) => consequencesOf(facts).map((c) => c.kind);

describe('consequencesOf', () => {
  it('splits names into whole words: camelCase, dots, punctuation', () => {
    expect(wordsOf('cart.placeOrder')).to.deep.equal(['cart', 'place', 'order']);
    expect(wordsOf('PAY NOW!')).to.deep.equal(['pay', 'now']);
  });

  it('marks names that pay, buy, order, send, delete or transfer, in any order of their words', () => {
    for (const name of ['Place order', 'order.place', 'Pay now', 'Buy it', 'checkout', 'Check out', 'Transfer funds', 'submitOrder', 'Donate']) {
      expect(kinds({ names: [name] }), name).to.deep.equal(['spends-money']);
    }
    for (const name of ['Delete account', 'Send', 'messages.send', 'Erase all']) {
      expect(kinds({ names: [name] }), name).to.deep.equal(['irreversible']);
    }
  });

  it('leaves ordinary controls alone: whole words only, no substrings', () => {
    for (const name of ['One more Wool socks', 'Add to cart', 'cart.setQuantity', 'Resend code', 'Payroll FAQ', 'Order history', 'Sort order', 'Save', 'Display']) {
      expect(kinds({ names: [name] }), name).to.deep.equal([]);
    }
  });

  it('marks submitting a form with payment or credential fields, whatever its button says', () => {
    expect(kinds({ names: ['Continue'], submits: { formName: '', fields: ['payment'] } })).to.deep.equal(['spends-money']);
    expect(kinds({ names: ['Next'], submits: { formName: 'Sign in', fields: ['password'] } })).to.deep.equal(['credential']);
    expect(kinds({ names: ['Go'], submits: { formName: 'Checkout', fields: [] } })).to.deep.equal(['spends-money']);
    expect(kinds({ names: ['Search'], submits: { formName: 'Search', fields: [] } })).to.deep.equal([]);
  });

  it('marks a tool that takes a card number or a password by its argument names', () => {
    expect(kinds({ names: ['profile.update'], argumentNames: ['cardNumber', 'name'] })).to.deep.equal(['credential']);
    expect(kinds({ names: ['session.start'], argumentNames: ['user', 'password'] })).to.deep.equal(['credential']);
    expect(kinds({ names: ['cart.setQuantity'], argumentNames: ['lineId', 'quantity', 'expectedRevision', 'operationId'] })).to.deep.equal([]);
  });

  it("takes the page's consequentialHint as a reason to look harder, never as a reason not to", () => {
    expect(kinds({ names: ['cart.setQuantity'], consequentialHint: true })).to.deep.equal(['irreversible']);
    expect(kinds({ names: ['Place order'], consequentialHint: false })).to.deep.equal(['spends-money']);
  });

  it('words the warning in our terms, quoting what triggered it', () => {
    const text = consequenceWarning(consequencesOf({ names: ['Place order'] }))!;
    expect(text).to.match(/^This may spend money: it is called "Place order"\. No site allowance covers it/);
    expect(consequenceWarning([])).to.equal(null);
  });
});
