import { expect } from '@esm-bundle/chai';
import { isQuestion } from './request-kind.ts';

describe('request-kind', () => {
  it('an action verb said with a question mark is asked for; asking to be told is a question', () => {
    expect(isQuestion('book the pottery class on friday?')).to.equal(false);
    expect(isQuestion("The printer's jammed again. Reorder the toner?")).to.equal(false);
    expect(isQuestion('Could you switch it off?')).to.equal(false);
    expect(isQuestion('Can I have a table for two?')).to.equal(false);
    expect(isQuestion('show me what is due?')).to.equal(true);
    expect(isQuestion('find the cheapest one?')).to.equal(true);
    expect(isQuestion('when does it renew?')).to.equal(true);
    expect(isQuestion('any spaces left on the 6pm?')).to.equal(true);
  });
});
