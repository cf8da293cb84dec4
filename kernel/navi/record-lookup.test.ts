import { expect } from '@esm-bundle/chai';
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { chooseReader, matchRecord, narrowBySaid, readerArguments, recordsWith } from './record-lookup.ts';

const MAIL = recordsWith(
  {
    messages: [
      { id: 'm1', from: 'Maria Lopez', subject: 'Invoice #4471 for November', snippet: 'attached is the invoice' },
      { id: 'm2', from: 'Maria Lopez', subject: 'Re: Logo drafts', snippet: 'Love the second version' },
      { id: 'm3', from: 'Tom Becker', subject: 'Invoice question', snippet: 'Quick question about invoice #4398' },
    ],
  },
  'id',
);
const label = (m: ReturnType<typeof matchRecord>) => (m.kind === 'one' ? m.record.label : m.kind);

describe('records by any part of their name', () => {
  it('a preposition relates the parts and names none ("about" is not in the one it means)', () => {
    expect(label(matchRecord(MAIL, "Maria's message about the invoice"))).to.equal('Invoice #4471 for November');
  });

  it('the kind of record ("email", "message") is dropped only when no record says it', () => {
    const kinds = new Set(['messag']);
    expect(label(matchRecord(MAIL, "Maria's email about the invoice", kinds))).to.equal('Invoice #4471 for November');
    // A name no record has still matches nothing.
    expect(matchRecord(MAIL, 'the email from Zed', kinds).kind).to.equal('none');
    expect(matchRecord(MAIL, "Maria's email", kinds).kind).to.equal('many');
  });

  it('picks by position when the phrase names a place in a list ("the second article")', () => {
    const news = recordsWith({ items: [{ id: 'a1', headline: 'Rates rise again' }, { id: 'a2', headline: 'Rail strike ends' }, { id: 'a3', headline: 'New bridge opens' }] }, 'id');
    expect(label(matchRecord(news, 'second entry'))).to.equal('Rail strike ends');
    expect(label(matchRecord(news, 'the last item'))).to.equal('New bridge opens');
  });

  it('reads the entries with the one argument-free reading tool when none shares a noun with the change', () => {
    const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): DiscoveredPageTool => ({
      tabId: 1, frameId: 0, documentId: null, origin: 'https://news.example', name, title: '', description, descriptorHash: name, inputSchema: { type: 'object', properties, required }, debugging: false, form: null,
    });
    const bookmark = tool('bookmark', 'Bookmarks an article.', { articleId: { type: 'string' } }, ['articleId']);
    const feed = tool('show_feed', 'Shows the latest headlines and returns them.', { topic: { type: 'string' } });
    const open = tool('open_story', 'Shows one story.', { storyId: { type: 'string' } }, ['storyId']);
    expect(chooseReader(bookmark, [bookmark, feed, open], ['articleId'])?.name).to.equal('show_feed');
    const other = tool('search_archive', 'Searches the archive.', { q: { type: 'string' } });
    expect(chooseReader(bookmark, [bookmark, feed, other], ['articleId'])).to.equal(null);
  });

  it('gives a reader that needs a day the day the change is for, and takes it where the change says its ids come from', () => {
    const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[] = []): DiscoveredPageTool => ({
      tabId: 1, frameId: 0, documentId: null, origin: 'https://club.example', name, title: '', description, descriptorHash: name, inputSchema: { type: 'object', properties, required }, debugging: false, form: null,
    });
    const book = tool('book_court', "Books a court for an hour, by the court's id from list_courts.", { court: { type: 'string' }, date: { type: 'string' } }, ['court', 'date']);
    const courts = tool('list_courts', 'Lists courts and when they are free for a date.', { date: { type: 'string' }, surface: { type: 'string', enum: ['grass', 'clay'] } }, ['date']);
    const members = tool('list_members', 'Lists the club members.', {});
    expect(chooseReader(book, [book, members, courts], ['court'], { date: '2031-06-02' })?.name).to.equal('list_courts');
    expect(readerArguments(courts, 'grass court', { date: '2031-06-02', hours: 1 })).to.deep.equal({ date: '2031-06-02' });
  });
});

describe('records a phrase fits alike', () => {
  const BIKES = recordsWith({ bikes: [
    { id: 'b1', name: 'Bike 1', dock: 'riverside', features: 'electric, child seat' },
    { id: 'b2', name: 'Bike 2', dock: 'riverside', features: 'electric' },
    { id: 'b3', name: 'Bike 3', dock: 'old town', features: 'electric' },
  ] }, 'id');
  it('the one whose fields meet more of the whole request than any other', () => {
    expect(narrowBySaid(BIKES, 'grab me an electric bike at riverside, the one with a child seat').map((r) => r.id)).to.deep.equal(['b1']);
    expect(narrowBySaid(BIKES, 'an electric bike at riverside').map((r) => r.id)).to.deep.equal(['b1', 'b2']);
  });
  it('all of them when the request tells them apart no further, and never by a number', () => {
    expect(narrowBySaid(BIKES, 'grab me an electric bike').length).to.equal(3);
    const ROOMS = recordsWith({ rooms: [{ id: 'r1', name: 'Fern', features: 'seats 4' }, { id: 'r2', name: 'Birch', features: 'seats 12' }] }, 'id');
    expect(narrowBySaid(ROOMS, 'book a room from 10 till 12').length).to.equal(2);
    // An answer's count says which ("the twelve-seater"), and a time in a field is no count.
    const OPEN = recordsWith({ rooms: [{ id: 'r1', name: 'Fern', features: 'seats 4', opens: '08:00' }, { id: 'r2', name: 'Oak', features: 'seats 8', opens: '09:00' }] }, 'id');
    expect(narrowBySaid(OPEN, 'the eight-seater', true).map((r) => r.id)).to.deep.equal(['r2']);
  });
});
