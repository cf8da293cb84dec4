import { expect } from '@esm-bundle/chai';
import { foldGivenCode } from './given-code.ts';
import { parseSemantic } from './semantic-step.ts';

describe('a code said first, then referred to', () => {
  it('becomes applying the code in the field the words before name', () => {
    expect(foldGivenCode('I have a gift voucher, GIFT25 - can you enter it?')).to.equal('apply GIFT25 gift voucher');
    expect(foldGivenCode('there is a coupon, WINTER5, put it in')).to.equal('apply WINTER5 coupon');
    const i = parseSemantic(foldGivenCode('I have a gift voucher, GIFT25 - can you enter it?'));
    expect([i.meanings, i.value, i.object.trim()]).to.deep.equal([['apply'], 'GIFT25', 'gift voucher']);
  });

  it('takes no verb from inside a code ("SAVE15" is no "save")', () => {
    expect(foldGivenCode('I have a discount code, SAVE15 - could you put it in?')).to.equal('apply SAVE15 discount code');
  });

  it('leaves requests without a code, or with the value where it goes, as they were', () => {
    expect(foldGivenCode('type HELLO2 into the search box')).to.equal('type HELLO2 into the search box');
    expect(foldGivenCode('I wrote a note, can you save it?')).to.equal('I wrote a note, can you save it?');
    expect(foldGivenCode('flight LH400 is late, can you add it to my calendar')).to.equal('flight LH400 is late, can you add it to my calendar');
  });
});
