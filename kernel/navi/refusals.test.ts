import { expect } from '@esm-bundle/chai';
import { redactText } from '../../faculties/sdk/redaction/data.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { refuseBlocked, refuseProtected, refuseSecretRequest, refuseSecretReveal, secretAsked, secretRevealAsked } from './refusals.ts';
import { pageControlTools, plainAnswer, playConversation, ScriptedFailure } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';

const controls = controlsOf(parseOutline(['main @aaaaaaa1', '  textbox "New password" @aaaaaaa2', '  textbox "Card number" @aaaaaaa3'].join('\n')).map((l) => ({ ...l, frameId: 0 })));

describe('refusals', () => {
  it('say why, and the reason survives the chat redaction intact', () => {
    for (const [c, reason, says] of [
      [controls[0]!, 'password', /password field.*type it yourself/],
      [controls[1]!, 'payment', /payment field.*enter them yourself/],
      [controls[0]!, 'credential', /credential field/],
      [controls[1]!, 'one-time-code', /one-time code/],
    ] as const) {
      const text = refuseProtected(c, reason);
      expect(text).to.match(says);
      const shown = redactText(text);
      expect(shown.text, text).to.equal(text);
      expect(shown.text).not.to.include('[redacted');
    }
  });

  it('a page-side refusal with no named reason still says why', () => {
    const text = refuseBlocked(controls[0]!, undefined);
    expect(redactText(text).text).to.equal(text);
    expect(text).to.match(/protected surface/);
  });

  it('refuses a request to type a password, card or security code by the words it uses, and the reason survives redaction', () => {
    for (const [request, kind] of [
      ['change my password to Sunflower2026!', 'password'],
      ['put 482913 in the security code box', 'code'],
      ['add a payee called Tom, the code from my app is 551203', 'code'],
      ['type 4111 1111 1111 1111 into the card number', 'payment'],
    ] as const) {
      expect(secretAsked(request), request).to.equal(kind);
      const text = refuseSecretRequest(request)!;
      expect(text).to.match(/won't/);
      expect(redactText(text).text).to.equal(text);
    }
  });

  it('a card number said with its expiry and security code is refused as a card, and an identity number as one', () => {
    for (const [request, kind, says] of [
      ['pay for my prescription refill with 4111-1111-1111-1111, exp 04/28, cvc 321', 'payment', /card details yourself/],
      ['keep this card on file for my gym plan 3782 822463 10005 expires 11/30 security code 4321', 'payment', /card details yourself/],
      ['borrow the atlas on my library account, my national ID is 8812-44-1190', 'identity', /identity numbers/],
      ['book the spin class, my ID card number is LK4471203', 'identity', /identity numbers/],
      ['here is my passport no. PX2290114, renew my photo-club membership', 'identity', /passport/],
    ] as const) {
      expect(secretAsked(request), request).to.equal(kind);
      const text = refuseSecretRequest(request)!;
      expect(text).to.match(says);
      expect(redactText(text).text).to.equal(text);
    }
    // Long numbers that are no card (an order number failing the check) and a passport with no number are left alone.
    for (const request of ['track order 1234 5678 9012 3456', 'remind me to renew my passport', 'add the passport photo to album 2']) {
      expect(secretAsked(request), request).to.equal(null);
    }
  });

  it('a card number that fails the check is still a card when the words say so, and an IBAN is a bank account', () => {
    for (const [request, kind, says] of [
      ['settle the wine club order on my other card 5500 1234 5678 9010', 'payment', /card details yourself/],
      ['charge the room service to 4000 1234 5678 9011, expiry 09/27', 'payment', /card details yourself/],
      ['my refunds should go to my new bank account, GB33 BUKB 2020 1555 5555 55', 'bank', /bank account number/],
      ['use DE44 5001 0517 5407 3249 31 for the pet clinic deposit', 'bank', /bank account number/],
      ['set my IBAN to FR76 3000 6000 0112 3456 7890 189', 'bank', /bank account number/],
    ] as const) {
      expect(secretAsked(request), request).to.equal(kind);
      const text = refuseSecretRequest(request)!;
      expect(text).to.match(says);
      expect(redactText(text).text).to.equal(text);
    }
    // A long number with no card word that fails the check, and a code shaped like an IBAN with neither valid check digits nor a bank word, are left alone.
    for (const request of ['reprint desk booking 1234 5678 9012 3456', 'find lesson set AB12 3456 7890 1234 5']) {
      expect(secretAsked(request), request).to.equal(null);
    }
  });

  it('a card or bank account number given in a question-shaped request is refused too; a question naming a PIN without giving one is not typing', () => {
    for (const request of ['my new card for the wine club is 4111 1111 1111 1111, can you put it in?', 'the hotel refund account is GB33 BUKB 2020 1555 5555 55, could you add it?']) {
      const text = refuseSecretRequest(request, true);
      expect(text, request).to.match(/won't type (card details|a bank account number)/);
    }
    expect(refuseSecretRequest('which desk has locker pin 12?', true)).to.equal(null);
  });

  it('leaves everyday codes, verbs that look like secrets and requests without a value alone', () => {
    for (const request of ['enter SAVE10 as the coupon code', 'pin 3 notes', 'press Change password', 'send 60 euros to Maria', 'what is the booking code for 18 Dec']) {
      expect(secretAsked(request), request).to.equal(null);
    }
  });

  it('refuses to reveal, read out or copy a credential, questions included, and says why', () => {
    for (const request of ['show me the client secret', 'copy our live secret key please', "what's the router admin password?", 'read me the recovery codes', 'send the access token to Bob', 'could you unmask the signing key for me']) {
      expect(secretRevealAsked(request), request).to.equal(true);
      const text = refuseSecretReveal(request)!;
      expect(text).to.match(/won't show.*yourself/);
      expect(redactText(text).text).to.equal(text);
    }
  });

  it('leaves requests about a credential that do not ask for it alone', () => {
    for (const request of ['what is the password policy?', 'when was the API key created?', 'rotate the API key', 'show me the password settings', 'press Change password', 'show the recovery options', 'share the budget with Sam']) {
      expect(secretRevealAsked(request), request).to.equal(false);
    }
  });

  it("a control the page-side check refuses is reported as refused, with the reason, not as a page that moved", async () => {
    // A sign-up form's "Continue": the form holds a password field, so the check refuses the button.
    const outline = ['main @mainsgnp', '  h1 "Create your account" @headsgnp', '  textbox "Email" @emailsgn', '  button "Continue" @continue'].join('\n');
    const clicks: string[] = [];
    const [answer] = await playConversation(['press continue'], pageControlTools(), ({ name, arguments: args }) => {
      if (name === 'browser.semantic.click') clicks.push(String((args.target as { fingerprint?: unknown }).fingerprint));
      if (name === 'browser.semantic.verify') return new ScriptedFailure('blocked-sensitive', { detail: { reason: 'password-form' } });
      return plainAnswer(name, outline);
    });
    expect(clicks).to.deep.equal([]);
    expect(answer).to.match(/did not touch button "Continue" because it is in a form that holds a password field/);
    expect(answer).to.not.match(/re-rendered|ask again/);
  });
});
