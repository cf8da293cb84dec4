import { expect } from '@esm-bundle/chai';
import { causativeAsked } from './causative.ts';

describe('a thing and what should be done to it ("need my X sent")', () => {
  it('is the verb done to the thing', () => {
    expect(causativeAsked('need my sertraline and omeprazole sent through again')).to.equal('send my sertraline and omeprazole through again');
    expect(causativeAsked('get her booked in some time next week')).to.equal('book her in some time next week');
    expect(causativeAsked('I need my Monday booking moved to Friday')).to.equal('move my Monday booking to Friday');
    expect(causativeAsked("we'd like the hallway lights turned off")).to.match(/^turn the hallway lights off$/);
  });
  it('leaves a description, a statement of how things are and a thing with no verb alone', () => {
    for (const r of ['I want the left one', 'I have my appointment booked for Friday', 'need a new bin', 'get the red one', 'book the sorted list']) expect(causativeAsked(r)).to.equal(r);
  });
});
