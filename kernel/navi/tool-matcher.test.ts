import { expect } from '@esm-bundle/chai';
import { chooseTool, patternTest, type MatchableTool } from './tool-matcher.ts';

const t = (name: string, description: string, properties: Record<string, unknown> = {}, title = ''): MatchableTool => ({ name, title, description, inputSchema: { type: 'object', properties } });

const HOTEL = [
  t('rooms.find', 'Finds free rooms for given dates.', { checkIn: { type: 'string', format: 'date' }, guests: { type: 'integer' } }),
  t('rooms.reserve', 'Reserves a room.', { roomId: { type: 'string' } }),
  t('reservations.cancel', 'Cancels a reservation.', { reservationId: { type: 'string' } }),
  t('loyalty.getPoints', 'Returns the loyalty points balance.'),
];

describe('chooseTool', () => {
  it('"report" makes a record and "sort me a …" arranges one; "the report" is still a noun', () => {
    const tools = [t('report_problem', 'Sends a problem report to room service. kind: food, housekeeping or noise.', { kind: { type: 'string', enum: ['food', 'housekeeping', 'noise'] } }, 'Report a problem'), t('book_table', 'Books a table in the hotel restaurant.', {}, 'Book a table')];
    expect((chooseTool('the towels were never changed, report it as housekeeping please', tools) as { tool?: MatchableTool }).tool?.name).to.equal('report_problem');
    expect((chooseTool('can you sort me a table in the restaurant tonight', tools) as { tool?: MatchableTool }).tool?.name).to.equal('book_table');
  });

  it('of tools close in words, the one whose own name does what the verb says', () => {
    const BIKES = [
      t('book_bike', 'Books a bike for the day by its id from find_bikes.', { bike: { type: 'string' }, date: { type: 'string' } }, 'Book a bike'),
      t('find_bikes', 'Lists bikes for a date at one dock (riverside or old town): id, name, features, free.', { date: { type: 'string' }, dock: { type: 'string' } }, 'Find bikes'),
    ];
    const grab = chooseTool('grab me an electric bike at the riverside dock for Thursday', BIKES);
    expect(grab.kind === 'fit' && grab.tool.name).to.equal('book_bike');
    const find = chooseTool('find me an electric bike at the riverside dock for Thursday', BIKES);
    expect(find.kind === 'fit' && find.tool.name).to.equal('find_bikes');
  });

  it('picks a tool by its own words and verb meaning', () => {
    const c = chooseTool('look for a free room next week for two guests', HOTEL);
    expect(c.kind === 'fit' && c.tool.name).to.equal('rooms.find');
  });

  it('fits an add tool the request never names when it brings a date and an amount the tool takes', () => {
    const LOG = [
      t('log_mileage', 'Logs a trip for reimbursement.', { day: { type: 'string', format: 'date' }, km: { type: 'number' }, purpose: { type: 'string' } }, 'Add a trip'),
      t('get_log', 'Returns every logged trip.', {}, 'Read the log'),
    ];
    const c = chooseTool('add last Tuesday\'s drive to Leeds, 212 miles', LOG);
    expect(c.kind === 'fit' && c.tool.name).to.equal('log_mileage');
    expect(chooseTool('add the drive to Leeds', LOG).kind, 'no values: the words must name it').to.equal('none');
  });

  it('a thing pushed or postponed to another day is moved', () => {
    const DESKS = [
      t('move_booking', 'Moves a desk booking to another day.', { booking: { type: 'string' }, day: { type: 'string' } }, 'Change a booking'),
      t('list_bookings', 'Returns every desk booking.', {}, 'Read bookings'),
    ];
    for (const r of ['push my desk booking to Friday', 'postpone the desk booking to Friday']) {
      const c = chooseTool(r, DESKS);
      expect(c.kind === 'fit' && c.tool.name, r).to.equal('move_booking');
    }
  });

  it('does not pick a tool whose verb means something else, however many words it shares', () => {
    const c = chooseTool('delete my reservation', [t('reservations.list', 'Lists every reservation, reservation dates and reservation ids.')]);
    expect(c.kind).to.equal('none');
  });

  it('fits a tool through a code that matches its pattern', () => {
    const c = chooseTool('where is parcel ZX 4411', [t('parcels.status', 'Status.', { code: { type: 'string', pattern: '[A-Z]{2}[0-9]{4}' } })], { question: true });
    expect(c.kind === 'fit' && c.tool.name).to.equal('parcels.status');
  });

  it('reports a tie instead of choosing between equal tools', () => {
    const c = chooseTool('archive it', [t('mail.archive', 'Archives.'), t('chat.archive', 'Archives.')]);
    expect(c.kind === 'tie' && c.tools.map((x) => x.name)).to.deep.equal(['mail.archive', 'chat.archive']);
  });
});

describe('patternTest', () => {
  it('tests whole strings, and refuses patterns that could backtrack without end', () => {
    expect(patternTest('[0-9]{3}')!('123')).to.equal(true);
    expect(patternTest('[0-9]{3}')!('1234')).to.equal(false);
    expect(patternTest('(a+)+$')).to.equal(null);
    expect(patternTest('([a-z]*)*x')).to.equal(null);
    expect(patternTest('(unclosed')).to.equal(null);
  });

  it('a question is answered by a tool that reads, never by one that only changes something', () => {
    const salon = [t('book_appointment', 'Books an appointment.', { service: { type: 'string', enum: ['haircut', 'colour'] } }), t('list_services', 'Lists the services with their length and price.')];
    const c = chooseTool('what services do you list', salon, { question: true });
    expect(c.kind === 'fit' ? c.tool.name : c.kind).to.equal('list_services');
    expect(chooseTool('how long does a haircut appointment take', salon, { question: true }).kind).to.equal('none');
    // Remove the guard and the booking tool answers the question: it is a fit by its words.
    expect(chooseTool('book a haircut appointment', salon).kind).to.equal('fit');
  });

  it('a misspelt verb and word still meet the tool ("bok a hiarcut")', () => {
    const salon = [t('book_appointment', 'Books an appointment.', { service: { type: 'string', enum: ['haircut', 'colour'] } })];
    expect(chooseTool('bok a hiarcut tomorrow at 1pm', salon).kind).to.equal('fit');
  });

  it('prefers a tool with a parameter for the count the request adds over one that only shares the verb', () => {
    const tools = [
      t('trips.plan', 'Plans a trip and shows the options.', { city: { type: 'string' }, children: { type: 'integer' } }),
      t('favourites.add', 'Adds a trip to the favourites.', { tripId: { type: 'string' } }),
    ];
    const c = chooseTool('add three kids to the plan', tools);
    expect(c.kind === 'fit' && c.tool.name).to.equal('trips.plan');
  });

  it('lets a value of the shape a parameter takes name the tool only when the verb or words agree, or no verb is said', () => {
    const t = (name: string, description: string, properties: Record<string, unknown>): MatchableTool => ({ name, title: '', description, inputSchema: { type: 'object', properties } });
    const tools = [
      t('reply_ticket', 'Replies to a support ticket.', { ticket_id: { type: 'string' }, body: { type: 'string' } }),
      t('subscribe', 'Subscribes to the newsletter.', { email: { type: 'string', description: 'email address' } }),
      t('update_member', 'Updates the member record.', { phone: { type: 'string', description: 'phone number' } }),
    ];
    const reply = chooseTool('reply to the ticket from q@r.example', tools.slice(1));
    expect(reply.kind === 'fit' ? reply.tool.name : reply.kind).to.equal('none');
    const said = chooseTool('the landline is now 020 7946 0018', tools);
    expect(said.kind === 'fit' && said.tool.name).to.equal('update_member');
  });
});
