import { expect } from '@esm-bundle/chai';
import { parseSemantic } from './semantic-step.ts';

describe('a code said first, then referred to', () => {
  it('applies the code in the field the words before name', () => {
    const i = parseSemantic('I have a gift voucher, GIFT25 - can you enter it?');
    expect([i.meanings, i.value]).to.deep.equal([['apply'], 'GIFT25']);
    expect(i.object).to.match(/gift voucher/);
    expect(parseSemantic('got a coupon: WINTER5. pop it in please').value).to.equal(undefined);
    expect(parseSemantic('there is a coupon, WINTER5, put it in').value).to.equal('WINTER5');
  });

  it('leaves requests without a code, or naming the field, as they were', () => {
    expect(parseSemantic('type HELLO2 into the search box').meanings).to.include('type');
    expect(parseSemantic('I wrote a note, can you save it?').meanings).to.not.include('apply');
  });
});
