import { expect } from '@esm-bundle/chai';
import { negatesSetting } from './negated-wish.ts';

describe('a setting wished off by negating what it does', () => {
  it('reads the words a negation governs against the setting\'s own name (hotel room service)', () => {
    expect(negatesSetting('No more morning newspapers, I read online', 'Newspaper at the door each morning')).to.equal(true);
    expect(negatesSetting("I'd prefer housekeeping didn't knock before ten", 'Housekeeping may knock from 8:00')).to.equal(true);
    expect(negatesSetting("We don't want turndown service", 'Evening turndown service')).to.equal(true);
  });
  it('leaves a request that negates nothing the setting says, and a setting whose name is itself negative (wine shop)', () => {
    expect(negatesSetting('Send me the tasting notes', 'Email me tasting notes')).to.equal(false);
    expect(negatesSetting('no more discounts by post', 'Email me tasting notes')).to.equal(false);
    expect(negatesSetting('turn on do not disturb', 'Do not disturb')).to.equal(false);
  });
});
