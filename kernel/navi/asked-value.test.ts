// Which value a question asks for and where it is, on pages and data that are not the benchmark's:
// a CRM deal's view, a course page, an HR directory, a recipe's data.
import { expect } from '@esm-bundle/chai';
import { askedValue, askedWords, fieldWords, keyedAnswer, labelledValue, namesShape, shapedValue, shapeValues, valueInLines } from './asked-value.ts';
import { stem } from './words.ts';

describe('asked-value: which value a question asks for', () => {
  it("tells the shape from the question's general words", () => {
    expect(askedValue('who is coming to the kickoff?')?.shapes).to.deep.equal(['person']);
    expect(askedValue("what's the webinar's url?")?.shapes).to.deep.equal(['link']);
    expect(askedValue('which tracking code did the courier send?')?.shapes).to.deep.equal(['code']);
    expect(askedValue('what document is uploaded for the lease?')?.shapes).to.deep.equal(['file']);
    expect(askedValue('what fee does the course charge?')?.shapes).to.include('amount');
    expect(askedValue('what stage is the Harbor deal in?')?.shapes).to.deep.equal([]);
    expect(askedValue('how many deals are open?')).to.equal(null);
    expect(askedValue('archive the old deals')).to.equal(null);
  });

  it("says what was looked for in the person's words, never stems", () => {
    expect(askedWords('what discount band do they qualify for?')).to.equal('discount band they qualify');
    expect(askedWords('Which courses mention databases?')).to.equal('courses databases');
  });

  it('finds values by their shape', () => {
    expect(shapeValues('Join at https://zoom.example/j/991 or dial in', 'link')).to.deep.equal(['https://zoom.example/j/991']);
    expect(shapeValues('Slides: files.school.edu/week3/slides', 'link')).to.deep.equal(['files.school.edu/week3/slides']);
    expect(shapeValues('Parcel ZX-88120 left the depot; ticket #4411', 'code')).to.deep.equal(['ZX-88120', '#4411']);
    expect(shapeValues('Attached: lease_2031_signed.pdf and a photo', 'file')).to.deep.equal(['lease_2031_signed.pdf']);
    expect(shapeValues('Owner: Ravi Menon <ravi@corp.example>', 'person')).to.deep.equal(['ravi@corp.example']);
  });
});

describe('asked-value: where the value is', () => {
  const deal = ['Harbor Freight renewal', 'Stage', 'Negotiation', 'Owner', 'Ravi Menon', 'Close date: 12 May 2031', 'Contacts', 'Ada Obi <ada@harbor.example>', 'Li Wen <li@harbor.example>', 'Notes'];

  it('reads the value under a label the question names: a term and its description, or "Label: value"', () => {
    expect(labelledValue(deal, 'what stage is the Harbor deal in?')).to.deep.equal({ values: ['Negotiation'], quoted: ['Stage', 'Negotiation'] });
    expect(labelledValue(deal, 'when does the Harbor deal close?')?.values).to.deep.equal(['12 May 2031']);
  });

  it('reads every person under a label of people for "who"', () => {
    const found = valueInLines(deal, 'who are the contacts at Harbor?');
    expect(found?.values).to.deep.equal(['ada@harbor.example', 'li@harbor.example']);
  });

  it("meets only the field's words in labels, not the record's", () => {
    const view = ['Ravi Menon wrote', 'Please check the invoice.', 'Region', 'North'];
    const field = fieldWords('What region is Ravi Menon in?', ['Ravi Menon | Sales | 3 deals']);
    expect(field).to.deep.equal(['region']);
    expect(valueInLines(view, 'What region is Ravi Menon in?', undefined, false, field)?.values).to.deep.equal(['North']);
  });

  it('takes the code beside the words asked ("order"), not another in the same text', () => {
    const text = ['The voucher SPRING20 failed on booking BK-20931 yesterday.'];
    expect(shapedValue(text, 'what is the booking number?')?.values).to.deep.equal(['BK-20931']);
    // In a list of many records, only a value beside the question's words counts.
    expect(shapedValue(['#31 | Broken heater | Ola Berg'], 'what is the booking number?', undefined, true)).to.equal(null);
  });

  it('says a range whole', () => {
    expect(shapedValue(['Tuition · £1,200–£1,500 per term · 12 weeks'], 'what fee do they charge?')?.values).to.deep.equal(['£1,200', '£1,500']);
  });
});

describe("asked-value: a page tool's data", () => {
  const recipes = {
    recipes: [
      { id: 'r1', title: 'Lentil soup', servings: [{ label: 'Small pot', cost: 4.5 }, { label: 'Family pot', cost: 9 }], photo: 'lentil_soup.jpg' },
      { id: 'r2', title: 'Tomato risotto', servings: [{ label: 'Small pot', cost: 6 }, { label: 'Family pot', cost: 11.25 }], photo: 'risotto.jpg' },
    ],
  };

  it("takes the value of the object the question's words name, nested", () => {
    expect(keyedAnswer('how much is a family pot of risotto?', recipes, 'list_recipes')).to.match(/^That is "11.25"/).and.include('Tomato risotto');
    expect(keyedAnswer('which photo goes with the lentil soup?', recipes, 'list_recipes')).to.match(/^That is "lentil_soup.jpg"/);
  });

  it('answers nothing when two values fit as well', () => {
    expect(keyedAnswer('how much is a family pot?', recipes, 'list_recipes')).to.equal(null);
  });

  it("takes a profile's field by its key, and a value of the asked shape under another key", () => {
    const employee = { summary: 'Team lead, Platform group, pay band £70,000–£85,000', name: 'Ines Duarte', band: 'B4', resume: 'ines_duarte_cv.pdf', pay: '72000' };
    expect(keyedAnswer('which resume is on file?', employee, 'get_employee')).to.match(/^That is "ines_duarte_cv.pdf"/);
    expect(keyedAnswer('what band is she in?', employee, 'get_employee')).to.match(/^That is "B4"/);
    // A bare number is no amount: the pay band said in money is.
    expect(keyedAnswer('what pay range does the role have?', employee, 'get_employee')).to.match(/^That is "£70,000", "£85,000"/);
  });
});

describe('asked-value: values of any form, people apart from names the question says', () => {
  it('takes a code or a link under a label that says the question\'s words whole, digits alone or a bare domain', () => {
    expect(valueInLines(['Locker number: 3310'], "what's the locker number?")?.values).to.deep.equal(['3310']);
    expect(valueInLines(['Phone: +44 20 7946 0018'], 'what is the phone number?')?.values).to.deep.equal(['+44 20 7946 0018']);
    expect(valueInLines(['Homepage: quietpine.org'], "what's the homepage link?")?.values).to.deep.equal(['quietpine.org']);
    expect(keyedAnswer("what's the membership number?", { membership: 55120934, level: 'Silver' }, 'gym_profile')).to.match(/^That is "55120934"/);
  });

  it('never takes a name the question says, nor capitalised words after a determiner, for "who"', () => {
    expect(shapedValue(['The Morning Ledger reports', 'Pia Kern won the race'], 'who won the race?')?.values).to.deep.equal(['Pia Kern']);
    expect(shapedValue(['Autumn Market', 'Hosted by Nell Graves'], 'who is hosting the Autumn Market?')?.values).to.deep.equal(['Nell Graves']);
    expect(shapeValues('Chaired by Renée Dubé today', 'person')).to.deep.equal(['Renée Dubé']);
  });

  it('in a list, takes people only beside the question\'s words', () => {
    expect(shapedValue(['Pottery Mon 18:00', 'Chess Night Thu 19:00'], 'who teaches pottery?', undefined, true)).to.equal(null);
  });

  it('ends a list of people at the first line that is no person', () => {
    expect(labelledValue(['Speakers', 'Ines Duarte', 'Tom Hale', 'Notes from Sam Ode on the venue', 'Kofi Mensah'], 'who are the speakers?')?.values).to.deep.equal(['Ines Duarte', 'Tom Hale']);
  });

  it("never makes the record's title a label of the field asked", () => {
    expect(labelledValue(['Lakeside retrofit', 'Phase', 'Design'], 'what phase is the Lakeside retrofit in?')?.values).to.deep.equal(['Design']);
  });

  it('refuses a value of the shape asked that nothing in the question names', () => {
    expect(keyedAnswer('who approves it?', { name: 'Ola Berg', team: 'Ops' }, 'profile')).to.equal(null);
    // An amount is rarer than a name: the one amount the data holds still answers.
    expect(keyedAnswer('what fee band do they charge?', { course: 'Pottery, Tuesdays, $40–$55 a term', seats: 'eight' }, 'get_course')).to.match(/^That is "\$40"/);
  });

  it('knows the stems of the words for shapes', () => {
    for (const w of ['file', 'website', 'reference', 'tracking', 'attendee', 'resume']) expect(namesShape(stem(w)), w).to.equal(true);
    expect(namesShape(stem('region'))).to.equal(false);
  });
  it('answers "how far through" and "how long" from a nested result with the field that says it, with its unit', () => {
    const player = { show: 'Garden Hour', percent: 64, episodes: [{ id: 'e1', title: 'Pruning roses', minutes: 41, played: true }, { id: 'e2', title: 'Winter bulbs', minutes: 29, played: false }] };
    expect(keyedAnswer('how far through Garden Hour am I?', player, 'get_progress')).to.match(/^That is "64%"/);
    expect(keyedAnswer('how long does the winter bulbs episode take?', player, 'get_progress')).to.match(/^That is "29 min"/);
  });
});
