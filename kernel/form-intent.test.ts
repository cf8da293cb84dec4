// The Navi's form requests: parsing the person's words, picking the form tool, shaping values by
// the tool's schema. Page names and labels are only matched, never followed.
import { expect } from '@esm-bundle/chai';
import { formArguments, parseFillRequest, pickFormTool } from './form-intent.ts';
import type { DiscoveredPageTool } from './untrusted-data.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Your name' },
    guests: { type: 'number', description: 'How many people, 1 to 8' },
    terrace: { type: 'boolean', description: 'Terrace' },
    time: { type: 'string', anyOf: [{ const: '18:00', title: '18:00' }, { const: '20:00', title: '20:00' }], enum: ['18:00', '20:00'] },
    menu: { type: 'string', anyOf: [{ const: 'classic', title: 'Classic' }, { const: 'vegetarian', title: 'Vegetarian' }] },
    extras: { type: 'array', items: { type: 'string', anyOf: [{ const: 'wine', title: 'Wine pairing' }, { const: 'cake', title: 'Birthday cake' }] } },
  },
};
const tool = (name: string, description: string, form: DiscoveredPageTool['form'] = { submit: 'review', fields: [] }): DiscoveredPageTool => ({
  tabId: 1,
  frameId: 0,
  documentId: 'D',
  origin: 'https://bistro.example',
  name,
  title: '',
  description,
  descriptorHash: name,
  inputSchema: schema,
  debugging: false,
  form,
});

describe('parseFillRequest', () => {
  it('reads the form words and the pairs in each spelling', () => {
    expect(parseFillRequest('fill the booking form with name Ann, guests 2, time 20:00')).to.deep.equal({
      form: 'booking',
      pairs: [
        { key: null, value: 'name Ann' },
        { key: null, value: 'guests 2' },
        { key: null, value: 'time 20:00' },
      ],
    });
    expect(parseFillRequest('Fill in the newsletter form with topic: Events; weekly = yes')?.pairs).to.deep.equal([
      { key: 'topic', value: 'Events' },
      { key: 'weekly', value: 'yes' },
    ]);
    expect(parseFillRequest('fill out booking form with your name: "Ann Lee", and time: 18:00')?.pairs).to.deep.equal([
      { key: 'your name', value: 'Ann Lee' },
      { key: 'time', value: '18:00' },
    ]);
  });

  it('is no fill request without a form and pairs', () => {
    expect(parseFillRequest('fill the booking form')).to.equal(null);
    expect(parseFillRequest('fill the form with')).to.equal(null);
    expect(parseFillRequest('book a table')).to.equal(null);
  });
});

describe('pickFormTool', () => {
  const booking = tool('booking', 'Book a table at the fixture bistro.');
  const news = tool('newsletter', 'Subscribe to the newsletter.');
  const imperative = { ...tool('book_flight', 'Book a flight.'), form: null };

  it('picks the one form tool that shares a word stem with the request, names before descriptions', () => {
    expect(pickFormTool([booking, news, imperative], 'booking')?.name).to.equal('booking');
    expect(pickFormTool([booking, news], 'table')?.name).to.equal('booking');
    expect(pickFormTool([booking, news], 'newsletter')?.name).to.equal('newsletter');
  });

  it('picks nothing for no match, a tie, or only imperative tools', () => {
    expect(pickFormTool([booking, news], 'payment')).to.equal(null);
    expect(pickFormTool([booking, tool('booking.2', 'Book again.')], 'booking')).to.equal(null);
    expect(pickFormTool([imperative], 'book')).to.equal(null);
  });
});

describe('formArguments', () => {
  const booking = tool('booking', 'Book a table.');

  it('matches keys to control names or one label, and shapes values by the schema', () => {
    const r = formArguments(booking, [
      { key: 'Your name', value: 'Ann' },
      { key: null, value: 'guests 2' },
      { key: null, value: 'terrace yes' },
      { key: 'time', value: '20:00' },
      { key: null, value: 'menu Vegetarian' },
      { key: 'extras', value: 'Wine pairing and cake' },
    ]);
    expect(r).to.deep.equal({ args: { name: 'Ann', guests: 2, terrace: true, time: '20:00', menu: 'vegetarian', extras: ['wine', 'cake'] } });
    expect(formArguments(booking, [{ key: null, value: 'your name Ann Lee' }])).to.deep.equal({ args: { name: 'Ann Lee' } });
  });

  it('leaves a value it cannot shape as written (the schema check refuses it later), and names an unknown key', () => {
    expect(formArguments(booking, [{ key: 'guests', value: 'many' }])).to.deep.equal({ args: { guests: 'many' } });
    expect(formArguments(booking, [{ key: 'dessert', value: 'yes' }])).to.deep.equal({ unknownKey: 'dessert' });
    expect(formArguments(booking, [{ key: null, value: 'dessert cake' }])).to.deep.equal({ unknownKey: 'dessert' });
  });
});
