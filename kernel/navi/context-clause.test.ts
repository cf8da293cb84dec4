import { expect } from '@esm-bundle/chai';
import { foldContextClause } from './context-clause.ts';

describe('a request that opens with what it is about', () => {
  it('folds the opening statement into the action\'s pronoun', () => {
    expect(foldContextClause('The dentist wrote about my filling, could you file that under Health?')).to.match(/^file the .*dentist.*filling.* under Health$/);
    expect(foldContextClause('Dad forwarded the lease \u2014 please archive it')).to.match(/^archive the .*dad.*lease/i);
  });
  it('folds it into a plain imperative too ("…, mark it done")', () => {
    expect(foldContextClause('The quarterly report is approved, mark it done')).to.match(/^mark the .*quarterly report.* done$/i);
  });
  it('leaves steps, questions and requests without a pronoun alone', () => {
    for (const r of ['open the inbox, then star it', 'what is this, can you delete it?', 'The lease came in, can you archive the budget note?']) expect(foldContextClause(r)).to.equal(r);
  });
});
