import { expect } from '@esm-bundle/chai';
import { fillArguments } from './argument-filler.ts';
import type { MatchableTool } from './tool-matcher.ts';

const NOW = new Date(2031, 2, 12, 9);
const tool = (properties: Record<string, unknown>, required: string[] = [], name = 'x.do', title = ''): MatchableTool => ({ name, title, description: '', inputSchema: { type: 'object', properties, required } });

describe('fillArguments', () => {
  it('an option is named by the words the description glosses it with, a list of options by each one said, and "not X" is no X', () => {
    const visit: MatchableTool = {
      name: 'request_visit',
      description: 'Asks the pet clinic for a visit. reason: dental (teeth and gums), skin (itching and fleas) or checkup; priority: urgent or routine; slots: any of weekday-mornings, weekday-evenings, saturdays.',
      inputSchema: { type: 'object', properties: { reason: { type: 'string', enum: ['dental', 'skin', 'checkup'] }, priority: { type: 'string', enum: ['urgent', 'routine'] }, slots: { type: 'array', items: { type: 'string', enum: ['weekday-mornings', 'weekday-evenings', 'saturdays'] } } } },
    };
    const fill = fillArguments('my dog keeps scratching at fleas, book a visit, not urgent, weekday evenings or saturdays', visit);
    expect(fill.args.reason).to.equal('skin');
    expect(fill.args.priority).to.equal(undefined);
    expect(fill.args.slots).to.deep.equal(['weekday-evenings', 'saturdays']);
  });

  it('a parameter the tool says takes a thing by its id is looked up by name, never passed the name', () => {
    const add: MatchableTool = {
      name: 'add_to_basket',
      description: 'Adds a plant (by id) to the basket, with a pot size.',
      inputSchema: { type: 'object', properties: { plant: { type: 'string' }, pot: { type: 'string', enum: ['small', 'large'] } }, required: ['plant'] },
    };
    const fill = fillArguments('put the olive tree in a large pot in my basket', add);
    expect(fill.args).to.deep.equal({ pot: 'large' });
    expect(fill.lookups).to.deep.equal([{ param: 'plant', phrase: 'olive tree' }]);
    const renew: MatchableTool = { name: 'renew_refill', description: 'Renews one prescription, by its id or its exact name, for another month.', inputSchema: { type: 'object', properties: { prescription: { type: 'string' } }, required: ['prescription'] } };
    expect(fillArguments('renew my Ventolin inhaler', renew).lookups.map((l) => l.param)).to.deep.equal(['prescription']);
    const book: MatchableTool = { name: 'book_court', description: "Books a court for an hour, by the court's id from list_courts.", inputSchema: { type: 'object', properties: { court: { type: 'string' }, date: { type: 'string' } }, required: ['court', 'date'] } };
    expect(fillArguments('book the grass court on 2031-06-02', book).lookups).to.deep.equal([{ param: 'court', phrase: 'grass' }]);
    // A text the description does not give by id stays text.
    const note: MatchableTool = { name: 'add_note', description: 'Adds a note to the open plant page.', inputSchema: { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] } };
    expect(fillArguments('add a note saying water weekly', note).lookups).to.deep.equal([]);
  });

  it('a day parameter takes the weekday said in any spelling ("on Thursday" is the option "thu"), a slot its word', () => {
    const book: MatchableTool = {
      name: 'book_class',
      description: 'Books a place in a gym class on a day of this week.',
      inputSchema: { type: 'object', properties: { class: { type: 'string' }, day: { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri'] }, slot: { type: 'string', enum: ['morning', 'evening'] } }, required: ['class', 'day', 'slot'] },
    };
    expect(fillArguments('book me into spin on Thursday evening', book).args).to.deep.include({ day: 'thu', slot: 'evening' });
    expect(fillArguments("put me in Wednesday's yoga, morning please", book).args).to.deep.include({ day: 'wed', slot: 'morning' });
    // A Monday "today" is the option "mon".
    expect(fillArguments('book pilates today in the evening', book, { now: new Date(2026, 10, 30, 9) }).args).to.deep.include({ day: 'mon' });
    const free: MatchableTool = {
      name: 'set_pickup',
      description: 'Sets the day of the week a pharmacy refill is collected.',
      inputSchema: { type: 'object', properties: { day: { type: 'string', description: 'Weekday, e.g. Monday' } }, required: ['day'] },
    };
    expect(fillArguments('collect my refills on fri', free).args).to.deep.equal({ day: 'Friday' });
    expect(fillArguments('collect my refills on Friday', free).args).to.deep.equal({ day: 'Friday' });
  });

  it('fills dates, numbers by their unit, enums by title, and places from "X to Y"', () => {
    const t = tool(
      {
        pickup: { type: 'string', description: 'City to pick the car up in.' },
        dropoff: { type: 'string', description: 'City you go to.' },
        from: { type: 'string', format: 'date' },
        drivers: { type: 'integer', description: 'Number of drivers' },
        size: { type: 'string', anyOf: [{ const: 'S', title: 'Compact' }, { const: 'L', title: 'Estate' }], enum: ['S', 'L'] },
      },
      ['pickup', 'from'],
      'cars.search',
      'Hire cars',
    );
    const f = fillArguments('hire an estate from Nice to Lyon, 2 drivers, starting 4 April', { ...t, inputSchema: { ...t.inputSchema, properties: { ...(t.inputSchema!.properties as object), pickup: { type: 'string', description: 'Start: where you leave from.' } } } }, { now: NOW });
    expect(f.args).to.deep.include({ from: '2031-04-04', drivers: 2, size: 'L', pickup: 'Nice', dropoff: 'Lyon' });
    expect(f.missing).to.deep.equal([]);
  });

  it('takes labelled text and quotes, and the words left over otherwise', () => {
    const t = tool({ subject: { type: 'string', description: 'Title of the mail.' }, body: { type: 'string', description: 'Message text.' } }, ['subject'], 'mail.draft', 'Draft a mail');
    expect(fillArguments('draft a mail titled "Rent" with the text "Paid today"', t).args).to.deep.equal({ subject: 'Rent', body: 'Paid today' });
    expect(fillArguments('new mail: lunch on friday?', tool({ subject: { type: 'string' } }, ['subject'], 'mail.new', 'New mail')).args.subject).to.equal('lunch on friday?'.replace(/\?$/, ''));
  });

  it('reads a negation into a yes/no parameter', () => {
    const t = tool({ taskId: { type: 'string' }, done: { type: 'boolean' } }, ['taskId', 'done'], 'tasks.setDone', 'Mark done');
    expect(fillArguments('mark "Pay rent" as not done', t).args.done).to.equal(false);
    expect(fillArguments('mark "Pay rent" as done', t).args.done).to.equal(true);
  });

  it('a yes/no parameter named as one word is said as two ("gift wrap" for giftwrap, "waiting list" for waitlist)', () => {
    const t = tool({ item: { type: 'string' }, giftwrap: { type: 'boolean' }, waitlist: { type: 'boolean' } }, ['item'], 'order.place', 'Order an item');
    expect(fillArguments('order the teapot and gift wrap it', t).args.giftwrap).to.equal(true);
    expect(fillArguments('order the teapot, put me on the waiting list if it is out', t).args.waitlist).to.equal(true);
    expect(fillArguments('order the teapot', t).args).to.not.have.any.keys('giftwrap', 'waitlist');
  });

  it('returns id parameters as lookups by name, state and idempotency keys apart, and never guesses them', () => {
    const t = tool(
      { fileId: { type: 'string' }, folder: { type: 'string', enum: ['docs', 'trash'] }, expectedVersion: { type: 'integer' }, requestId: { type: 'string', description: 'Unique per change; a retry applies once.' } },
      ['fileId', 'folder', 'expectedVersion', 'requestId'],
      'files.move',
      'Move a file',
    );
    const f = fillArguments('move the tax return file to trash', t);
    expect(f.lookups).to.deep.equal([{ param: 'fileId', phrase: 'tax return' }]);
    expect(f.fromState).to.deep.equal(['expectedVersion']);
    expect(f.args.folder).to.equal('trash');
    expect(f.args.requestId).to.match(/^navi-[0-9a-f-]{36}$/);
    expect(f.missing).to.deep.equal([]);
  });

  it('lists what is missing and what does not fit the schema', () => {
    const t = tool({ seats: { type: 'integer', minimum: 1, maximum: 4, description: 'Seats' }, when: { type: 'string', format: 'date' } }, ['seats', 'when']);
    const f = fillArguments('reserve 12 seats', t);
    expect(f.missing).to.deep.equal(['when']);
    expect(f.problems).to.deep.equal(['seats must be at most 4 (you said 12).']);
  });

  it('a parameter named with its value ("size 10") takes it, a number inside a name is no count, and "to my cart" says where', () => {
    const cart = tool({ sku: { type: 'string', description: 'The product sku.' }, quantity: { type: 'integer', minimum: 1, maximum: 10 }, size: { type: 'string' } }, ['sku'], 'add_to_cart', 'Add to cart');
    const two = fillArguments('put two pairs of the Trail Runner GTX in my basket, size 10', cart);
    expect(two.args).to.deep.equal({ size: '10', quantity: 2 });
    expect(two.lookups[0]!.phrase).to.equal('Trail Runner GTX');
    const summit = fillArguments('add the Ridgeway Summit 40 backpack to my cart', cart);
    expect(summit.args).to.deep.equal({});
    expect(summit.problems).to.deep.equal([]);
    expect(summit.lookups[0]!.phrase).to.equal('Ridgeway Summit 40 backpack');
    expect(fillArguments('add 3 of the Summit 40 to my cart', cart).args).to.deep.equal({ quantity: 3 });
  });

  it('a record is described past "from" ("the invoice from Maria"), and ends where it goes', () => {
    const star = tool({ id: { type: 'string' }, starred: { type: 'boolean' } }, ['id'], 'set_starred', 'Star or unstar');
    expect(fillArguments('star the invoice from Maria', star).lookups[0]!.phrase).to.equal('invoice from Maria');
  });

  it('fills a pick-up and a return date from a start and a length, and a place named after "in"', () => {
    const cars = tool({ city: { type: 'string', description: 'Where to pick the car up' }, pickupDate: { type: 'string', format: 'date' }, returnDate: { type: 'string', format: 'date' } }, [], 'cars.search', 'Find cars');
    // NOW is Wednesday 12 March 2031: Monday is the 17th.
    expect(fillArguments('a car in Leeds, pick-up Monday for three days', cars, { now: NOW }).args).to.deep.equal({ city: 'Leeds', pickupDate: '2031-03-17', returnDate: '2031-03-20' });
    const tables = tool({ location: { type: 'string', description: 'Area of the city' }, covers: { type: 'integer', description: 'Number of diners' } }, [], 'tables.find', 'Find a table');
    expect(fillArguments('somewhere at Shoreditch for 4 diners', tables).args).to.deep.equal({ location: 'Shoreditch', covers: 4 });
    expect(fillArguments('find Leeds tables for 4 diners', tables).args.location).to.equal('Leeds');
  });

  it('counts by a synonym of the parameter, irregular plurals too', () => {
    const t = tool({ grownups: { type: 'integer' }, children: { type: 'integer' } }, [], 'tickets.set', 'Tickets');
    expect(fillArguments('make it three kids', t).args).to.deep.equal({ children: 3 });
  });
});
