// "how many <unit> …" over a library catalogue and a podcast player: a measure of one record, not a count.
import { expect } from '@esm-bundle/chai';
import { measureAnswer, measuredUnit } from './measure-answer.ts';
import { COUNTING } from './record-answer.ts';

const CATALOGUE = ['The Salt Road', 'Hardback · 412 pages · 2019', 'On the shelf', 'Atlas of Birds', 'Paperback · 96 pages · 2021', 'On loan'].join('\n');

describe('measure-answer', () => {
  it("reads 'how many pages is the atlas' as the atlas's measure, with its unit", () => {
    expect(measuredUnit('how many pages is the atlas of birds?', CATALOGUE)).to.equal('pages');
    const said = measureAnswer('how many pages is the atlas of birds?', CATALOGUE)!;
    expect(said).to.match(/^That is "96 pages"/);
    expect(said).to.include('Atlas of Birds');
    expect(measureAnswer('how many minutes is the interview episode', ['Interview with a beekeeper', '48 min · 2 days ago', 'News roundup', '12 min'].join('\n'))).to.match(/"48 min"/);
  });

  it('leaves a count of records alone, and a measure two records fit', () => {
    expect(measuredUnit('how many books are on loan?', CATALOGUE)).to.equal(null);
    expect(measureAnswer('how many pages are these?', CATALOGUE)).to.equal(null);
  });

  it('"the phone number of …" asks for a value, "the number of …" for a count', () => {
    expect(COUNTING.test("what's the phone number of the branch library?")).to.equal(false);
    expect(COUNTING.test('what is the number of overdue loans?')).to.equal(true);
    expect(COUNTING.test('number of holds on the atlas')).to.equal(true);
  });
  it('takes the count a label states on the line the question names over a number further down ("Buy 10 room credits")', () => {
    const text = ['Credits & billing', 'Room credits: 12 · Desk days left this month: 6 of 10', 'Buy 10 room credits — £45.00'].join('\n');
    expect(measureAnswer('how many room credits have I got left?', text)).to.match(/^That is "12"/);
  });
});
