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
  it('the speaker as subject and the statement\'s verb never become part of the record\'s name', () => {
    // compromise runs a contraction into the next word ("i'vethe"): the name is built term by term.
    expect(foldContextClause("I've returned The Salt Road, can you mark it returned?")).to.equal('mark the The Salt Road returned');
    expect(foldContextClause("I've listened to Episode twelve, can you mark it played?")).to.equal('mark the Episode twelve played');
  });
  it('after an explicit ask the next word is the verb, even one the Navi has no meaning for', () => {
    expect(foldContextClause('The wine case came with two bottles cracked. Could you flag it as broken?')).to.match(/^flag the .*wine case.* as broken$/i);
  });
  it('a statement joined by "so" alone is folded too, "that one" standing for what it names', () => {
    expect(foldContextClause("We're away when the car's service is booked so just cancel that one")).to.match(/^cancel the car's service/i);
    expect(foldContextClause("We're away when Nana's flight's booked so just cancel that one")).to.equal("cancel the Nana's flight's");
    expect(foldContextClause("I'm so tired, turn the lights off")).to.equal("I'm so tired, turn the lights off");
  });
  it('a purpose said after the action ("so someone else can have the slot") goes with the statement', () => {
    expect(foldContextClause("I won't need the phone call with Dr Patel. Please cancel it so someone else can have the slot.")).to.equal('cancel the phone call with Dr Patel');
  });
  it('an assent before the ask ("Right.") names nothing', () => {
    expect(foldContextClause('Right. Can you order us a second one of those?')).to.equal('Right. Can you order us a second one of those?');
  });
  it('leaves steps, questions and requests without a pronoun alone', () => {
    for (const r of ['open the inbox, then star it', 'what is this, can you delete it?', 'The lease came in, can you archive the budget note?']) expect(foldContextClause(r)).to.equal(r);
  });
  it('the "it" of a degree points at nothing ("as high as it goes")', () => {
    const degree = "I've got unlimited data now, so put the streaming quality up as high as it goes";
    expect(foldContextClause(degree)).to.equal(degree);
    expect(foldContextClause('The heater is freezing, so turn it up as far as it goes')).to.match(/^turn the .*heater.* up as far as it goes$/);
  });
  it('takes what "it" stands for from the last sub-clause with a subject of its own', () => {
    expect(foldContextClause("I'm feeling loads better so I won't need the phone call with Dr Patel. Please cancel it")).to.equal('cancel the phone call with Dr Patel');
  });
  it('folds the remark that names a thing ("my class tomorrow") among several before the action, a "can\'t" being no question', () => {
    expect(foldContextClause("Can't make my class tomorrow, work's gone mad. Cancel it for me?")).to.equal('Cancel the class tomorrow for me');
  });
  it('keeps the new name after the pointer of a rename, and takes the sub-clause "it" heads', () => {
    expect(foldContextClause("The telly's in the kitchen now but it still shows up as the living room one. Can you rename it Kitchen TV")).to.equal('rename the living room one to Kitchen TV');
    expect(foldContextClause('The quarterly report is out of date, rename it')).to.not.match(/ to$/);
  });
});
