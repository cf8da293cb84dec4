import { expect } from '@esm-bundle/chai';
import { textForField } from './field-text.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const control = (line: string) => controlsOf(parseOutline(`main @mainmain\n  ${line}`).map((l) => ({ ...l, frameId: 0 })))[0]!;
const NOW = new Date(2031, 0, 15, 12);

describe('what is typed into a field that takes one kind of value', () => {
  it('a date field takes YYYY-MM-DD, in the year nearest the date it holds', () => {
    const held = control('textbox "Check-in" @checkinx type=date ="2030-12-28"');
    expect(textForField(held, '2 January', NOW)).to.equal('2031-01-02');
    expect(textForField(held, '20 December', NOW)).to.equal('2030-12-20');
    expect(textForField(control('textbox "Due" @duexxxxx type=date'), 'March 3rd 2029', NOW)).to.equal('2029-03-03');
    expect(textForField(held, 'whenever', NOW)).to.equal('whenever');
  });
  it('a number field takes a number: words, a currency sign, cents after the currency word', () => {
    const price = control('spinbutton "Price of lamp" @pricelmp');
    expect(textForField(price, 'two hundred and twelve dollars', NOW)).to.equal('212');
    expect(textForField(price, '£8,75', NOW)).to.equal('8.75');
    expect(textForField(price, 'nine pounds fifty', NOW)).to.equal('9.50');
    expect(textForField(price, 'nine or ten', NOW)).to.equal('nine or ten');
  });
  it('a text field takes what was said', () => {
    expect(textForField(control('textbox "Note" @notexxxx'), 'two hundred', NOW)).to.equal('two hundred');
  });
});
