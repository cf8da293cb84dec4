import { expect } from '@esm-bundle/chai';
import { askedKinds, quotedValue, valuesAnswering, valuesIn } from './value-answer.ts';

const NOW = new Date(2026, 10, 20, 9, 0);

describe('value-answer', () => {
  it('tells which kind of value a question asks for', () => {
    expect(askedKinds('how much is the blue kettle?')).to.deep.equal(['amount']);
    expect(askedKinds('how long does a trim take?')).to.deep.equal(['duration']);
    expect(askedKinds('when is the meeting?')).to.deep.equal(['date', 'time']);
    expect(askedKinds('when is the bill due, and how much is it?')).to.deep.equal(['amount', 'date']);
    expect(askedKinds('what time on which day is the call?')).to.deep.equal(['date', 'time']);
    expect(askedKinds('who wrote the article?')).to.deep.equal([]);
  });

  it('finds amounts, durations, dates and times as the page writes them', () => {
    expect(valuesIn('Trim | 30 min | $40.50', 'amount')).to.deep.equal(['$40.50']);
    expect(valuesIn('Rent 1,280.00 EUR, paid', 'amount')).to.deep.equal(['1,280.00 EUR']);
    expect(valuesIn('Trim | 30 min | $40.50', 'duration')).to.deep.equal(['30 min']);
    expect(valuesIn('Due on December 15, please pay', 'date', NOW)).to.deep.equal(['December 15']);
    expect(valuesIn('See you at 12:30 on Friday', 'time', NOW)).to.deep.equal(['12:30']);
  });

  it('takes each value from the first passage that holds one, and nothing when none does', () => {
    const rows = ['Kettle, blue, 1.5 litres', 'Kettle, blue | £24.99 | in stock'];
    expect(valuesAnswering('how much is the blue kettle?', rows, NOW)).to.deep.equal(['£24.99']);
    expect(valuesAnswering('how much is the blue kettle?', ['Kettle, blue, 1.5 litres'], NOW)).to.deep.equal([]);
    expect(valuesAnswering('what does it say about kettles?', rows, NOW)).to.deep.equal([]);
  });
});

describe('a machine date quoted for the answer', () => {
  it('is also said as people say it, on the calendar day it names', () => {
    expect(quotedValue('2026-03-14')).to.match(/^"2026-03-14" \(Saturday,? 14 March 2026\)$/);
    expect(quotedValue('Room 12')).to.equal('"Room 12"');
    expect(quotedValue('2026-02-31'), 'no such day').to.equal('"2026-02-31"');
  });
});
