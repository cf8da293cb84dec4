import { expect } from '@esm-bundle/chai';
import { answerFromRecords, recordsAnswering } from './record-answer.ts';

const MAIL = {
  messages: [
    { id: 'm1', from: 'Maria Lopez', subject: 'Invoice #4471', snippet: 'The invoice for November.', time: '9:14 AM', read: false },
    { id: 'm2', from: 'Acme Billing', subject: 'Your receipt from Acme', snippet: 'Thanks for your payment of $42.00.', time: '8:02 AM', read: true },
    { id: 'm3', from: 'Daniel Kim', subject: 'Lunch on Thursday?', snippet: 'Are you free Thursday around 12:30?', time: 'Yesterday', read: false },
  ],
};
const KINDS = new Set(['messag']);

describe('questions answered from a read tool', () => {
  it('quotes only the record the question is about, its value first', () => {
    const a = answerFromRecords('how much was the acme receipt?', MAIL, KINDS)!;
    expect(a).to.match(/^That is "\$42\.00"/);
    expect(a).not.to.match(/Daniel|Maria/);
    expect(answerFromRecords('When does Daniel want to get lunch?', MAIL, KINDS)).to.match(/Thursday[\s\S]*12:30/).and.not.match(/Acme/);
  });

  it('counts by a yes/no field said by its name ("unread" is read: false), the kind of record counting nothing', () => {
    expect(answerFromRecords('how many unread emails have I got?', MAIL, KINDS)).to.match(/^That is 2,/);
    expect(answerFromRecords('how many emails from Maria?', MAIL, KINDS)).to.match(/^That is 1,/);
  });

  it('"the last" is the first of a list read newest first, and a value said nowhere answers nothing', () => {
    const tx = { transactions: [{ date: 'Nov 30', text: 'City Power' }, { date: 'Nov 29', text: 'Salary' }] };
    expect(answerFromRecords('what was my last payment?', tx, new Set())).to.match(/City Power/).and.not.match(/Salary/);
    expect(answerFromRecords('how much was the dentist visit?', MAIL, KINDS)).to.equal(null);
  });
});

describe('superlatives pick a record by the number a field holds', () => {
  const HOTELS = {
    hotels: [
      { ref: 'h1', name: 'Harbour Inn', city: 'Porto', kind: 'hotels', pricePerNight: 120, score: 8.1 },
      { ref: 'h2', name: 'Ribeira Loft', city: 'Porto', kind: 'apartments', pricePerNight: 95, score: 9.2 },
      { ref: 'h3', name: 'Grand Douro', city: 'Porto', kind: 'hotels', pricePerNight: 240, score: 9.0 },
      { ref: 'h4', name: 'Station Rooms', city: 'Porto', kind: 'hotels', pricePerNight: 80, score: 7.4 },
    ],
  };
  it('"the least expensive hotel" is the hotel with the lowest nightly price, found by the name of its field', () => {
    const a = answerFromRecords('which is the least expensive hotel?', HOTELS, new Set())!;
    expect(a).to.match(/Station Rooms/).and.not.match(/Harbour|Grand|Loft/);
  });
  it('"the highest score" names its field; "best rated" means a rating-like field', () => {
    expect(answerFromRecords('what has the highest score?', HOTELS, new Set())).to.match(/Ribeira Loft/).and.not.match(/Grand Douro|Harbour/);
    const apps = { apps: [{ title: 'Notes Pro', category: 'productivity', rating: 4.1 }, { title: 'Taskly', category: 'productivity', rating: 4.6 }, { title: 'Skyline', category: 'games', rating: 4.9 }] };
    expect(answerFromRecords("what's the best rated productivity app?", apps, new Set(['app']))).to.match(/Taskly/).and.not.match(/Notes Pro|Skyline/);
  });
  it('picks among the records the words name outright, not among near synonyms', () => {
    const furniture = { items: [{ name: 'Oslo sofa', kind: 'sofas', cost: 900 }, { name: 'Bergen sofa', kind: 'sofas', cost: 700 }, { name: 'Studio couch cover', kind: 'couch covers', cost: 40 }] };
    expect(answerFromRecords("what's the cheapest sofa?", furniture, new Set())).to.match(/Bergen sofa/).and.not.match(/couch|Oslo/);
  });
});

describe('a field the question names by its compound name', () => {
  const CLASSES = { classes: [
    { date: '2030-01-08', weekday: 'Tuesday', time: '19:00', class: 'HIIT', spacesLeft: 3 },
    { date: '2030-01-10', weekday: 'Thursday', time: '19:00', class: 'HIIT', spacesLeft: 4 },
    { date: '2030-01-10', weekday: 'Thursday', time: '18:00', class: 'Yoga', spacesLeft: 9 },
    { date: '2030-01-17', weekday: 'Thursday', time: '19:00', class: 'HIIT', spacesLeft: 0 },
  ] };
  const NOW = new Date(2030, 0, 7, 12);
  it('is what is asked, for the record of the day said; its words name no record', () => {
    const a = recordsAnswering('Any spaces left on Thursday evening HIIT?', CLASSES, new Set(['class']), NOW);
    expect(a?.values).to.deep.equal(['4']);
    expect(a?.text).to.match(/^That is "4" \(spaces left\)/);
  });
  it('"how many … left" asks for the field, not a count of records', () => {
    expect(recordsAnswering('how many spaces are left on Thursday evening HIIT?', CLASSES, new Set(['class']), NOW)?.values).to.deep.equal(['4']);
  });
});
