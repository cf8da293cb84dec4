// A part of one record, on pages that are not the benchmark's: a music library's table (Title,
// Artist, Duration, Plays, Size), a help desk's cards (title, then "owner | state | tags"), and a
// car-rental list priced per day, with its pick-up and drop-off date fields.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { cellsOf, namedRecord, partKinds, recordPartAnswer, recordWords, shownRecords } from './record-parts.ts';
import { datesSpan, totalForDates } from './total-for-dates.ts';
import { naviTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const MUSIC_OUTLINE = parseOutline(['main @m1m1m1m1', '  h1 "Library" @h1h1h1h1', '  button "Play Blue in Green" @p1p1p1p1', '  button "Play So What" @p2p2p2p2', '  button "Play Freddie Freeloader" @p3p3p3p3'].join('\n'));
const MUSIC = [
  'Library',
  'Title | Artist | Duration | Plays | Size',
  '♪ So What | Miles Davis | 9 min | 1,204 | 21.7 MB | ▶',
  '♪ Freddie Freeloader | Miles Davis | 10 min | 388 | 23.1 MB | ▶',
  '♪ Blue in Green | Bill Evans | 6 min | 950 | 12.9 MB | ▶',
].join('\n');

const DESK_OUTLINE = parseOutline(
  ['main @m1m1m1m1', '  h1 "Help desk" @h1h1h1h1', '  region "Open" @r1r1r1r1', '    h3 button "HD-12 Printer on floor two jams" @c1c1c1c1', '    h3 button "HD-14 VPN drops every hour" @c2c2c2c2', '    h3 button "HD-15 New starter laptop" @c3c3c3c3'].join('\n'),
);
const DESK = ['Help desk', 'Open', 'HD-12 Printer on floor two jams', 'Ines Duarte | High impact | Hardware', 'HD-14 VPN drops every hour', 'Unassigned | Normal | Network', 'HD-15 New starter laptop', 'Kofi Mensah | Low | Hardware'].join('\n');

const CARS_OUTLINE_LINES = [
  'main @m1m1m1m1',
  '  search "Find a car" @s1s1s1s1',
  '    textbox "Pick-up date" @d1d1d1d1 type=date ="2031-05-02"',
  '    textbox "Drop-off date" @d2d2d2d2 type=date ="2031-05-05"',
  '  h3 "Compact hatchback" @k1k1k1k1',
  '  button "Book Compact hatchback" @b1b1b1b1',
  '  h3 "Seven-seat van" @k2k2k2k2',
  '  button "Book Seven-seat van" @b2b2b2b2',
];
const CARS_OUTLINE = parseOutline(CARS_OUTLINE_LINES.join('\n'));
const CARS = ['Find a car', 'Compact hatchback', 'Manual · 5 seats · air conditioning', '$39 per day', 'Book', 'Seven-seat van', 'Automatic · 7 seats', '$88 per day', 'Book'].join('\n');

describe('a part of one record', () => {
  it('tells the kinds of part asked: a person, a size, and the kinds value-answer knows', () => {
    expect(partKinds("who's looking after the VPN ticket?")).to.deep.equal(['person']);
    expect(partKinds('how large is that track')).to.deep.equal(['size']);
    expect(partKinds('what does the van cost per day')).to.include('amount');
    expect(partKinds('which one is the longest')).to.deep.equal([]);
  });

  it('keeps a row cells and a card facts apart', () => {
    expect(cellsOf('♪ So What | Miles Davis | 9 min')).to.deep.equal(['♪ So What', 'Miles Davis', '9 min']);
    expect(cellsOf('Manual · 5 seats · air conditioning')).to.deep.equal(['Manual', '5 seats', 'air conditioning']);
  });

  it('finds the record a question names among rows and cards, and none when two fit alike', () => {
    const rows = shownRecords(MUSIC, MUSIC_OUTLINE);
    expect(rows.filter((r) => r.row).map((r) => r.name)).to.deep.equal(['So What', 'Freddie Freeloader', 'Blue in Green']);
    expect(namedRecord(rows, recordWords('how big is blue in green?'))?.name).to.equal('Blue in Green');
    const cards = shownRecords(DESK, DESK_OUTLINE);
    expect(namedRecord(cards, recordWords('who has the vpn problem'))?.name).to.equal('HD-14 VPN drops every hour');
    expect(namedRecord(cards, recordWords('who is on the hardware one'))).to.equal(null);
    // Accents are folded: "Zurich" names "Zürich".
    const offices = shownRecords('Office | Lead | Staff\nZürich office | Lea Graf | 12\nGeneva office | Marc Roth | 9', []);
    expect(namedRecord(offices, recordWords('who leads the zurich office'))?.name).to.equal('Zürich office');
  });

  it('answers from the column whose header the question names, quoting the row', () => {
    const a = recordPartAnswer('how many plays has Freddie Freeloader got?', MUSIC, MUSIC_OUTLINE);
    expect(a).to.match(/^That is "388"/);
    expect(a).to.include('"♪ Freddie Freeloader | Miles Davis | 10 min | 388 | 23.1 MB | ▶"');
    expect(recordPartAnswer('what is the duration of Freddie Freeloader', MUSIC, MUSIC_OUTLINE)).to.match(/^That is "10 min"/);
  });

  it('answers with the one cell of a card the question words name beside the record', () => {
    expect(recordPartAnswer("what's the impact of HD-12?", DESK, DESK_OUTLINE)).to.match(/^That is "High impact"/);
    // No cell says it: no answer from the card.
    expect(recordPartAnswer('what is the deadline for HD-14?', DESK, DESK_OUTLINE)).to.equal(null);
  });

  it('answers "how big" with the size, and "who" with the person on the card, its facts kept apart', () => {
    expect(recordPartAnswer('how big is the Blue in Green file?', MUSIC, MUSIC_OUTLINE)).to.match(/^That is "12\.9 MB"/);
    const who = recordPartAnswer('who is working on the printer jam?', DESK, DESK_OUTLINE)!;
    expect(who).to.match(/^That is "Ines Duarte"/);
    expect(who).to.include('> "HD-12 Printer on floor two jams"\n> "Ines Duarte | High impact | Hardware"');
    // Nobody's name on the card: no answer from it (the question goes on to the page's other readings).
    expect(recordPartAnswer("who's on the VPN one", DESK, DESK_OUTLINE)).to.equal(null);
  });

  it('works out a total for the page dates from a daily price, saying the arithmetic', () => {
    expect(datesSpan(CARS_OUTLINE)?.nights).to.equal(3);
    expect(totalForDates(['$88 per day'], CARS_OUTLINE)?.total).to.equal('$264');
    const a = recordPartAnswer('what would the seven-seat van cost altogether?', CARS, CARS_OUTLINE)!;
    expect(a).to.match(/^That is \$264 /);
    expect(a).to.include('$88 a day × 3 days');
    expect(a).to.include('Pick-up date 2031-05-02 to Drop-off date 2031-05-05');
    // A length the question says itself wins over the page's dates.
    expect(recordPartAnswer('how much is the van for four days?', CARS, CARS_OUTLINE)).to.match(/^That is \$352 for the length you said: \$88 a day × 4 days = \$352/);
    // Without both dates there is no total to work out; the rate is the answer.
    const undated = parseOutline(CARS_OUTLINE_LINES.filter((l) => !l.includes('Drop-off')).join('\n'));
    expect(recordPartAnswer('how much is the van in total', CARS, undated)).to.match(/^That is "\$88"/);
  });

  it('is what the Navi answers on such a page, read from its text', async () => {
    const outline = CARS_OUTLINE_LINES.join('\n');
    const tools = naviTools(['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', 'navi.fallback']);
    const answers = await playConversation(['how much will the compact hatchback cost us in total for those dates?'], tools, ({ name, arguments: args }) =>
      name === 'browser.semantic.extract' && args.target === undefined && Array.isArray(args.include) && args.include.includes('text') ? { text: CARS, links: [] } : plainAnswer(name, outline),
    );
    expect(answers.at(-1)).to.match(/^That is \$117 .*\$39 a day × 3 days/);
  });
});
