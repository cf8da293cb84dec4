import { expect } from '@esm-bundle/chai';
import type { SiteMap, SitePage } from '../../browser-bridge/sitemap.ts';
import type { Line } from '../navi/target-resolver.ts';
import { controlsAndForms, linkPatterns, markStale, pagesWith, staleReason, urlPattern } from './site-map.ts';

const line = (depth: number, role: string, name: string): Line => ({ depth, role, name, fingerprint: 'abcdefgh', states: {}, frameId: 0 });
const page = (p: Partial<SitePage> & Pick<SitePage, 'urlPattern'>): SitePage => ({ title: '', tools: [], controls: [], forms: [], links: [], mappedAt: 1, ...p });
const H = 'a'.repeat(64);

describe('site maps', () => {
  it('makes URL patterns of pages, not records or queries', () => {
    expect(urlPattern('https://s.test/items/42/edit?token=abc#x')).to.equal('/items/:id/edit');
    expect(urlPattern('https://s.test/dishes/1042.html')).to.equal('/dishes/:id');
    expect(urlPattern('https://s.test/booking.html')).to.equal('/booking.html');
    expect(linkPatterns([{ url: 'https://s.test/a' }, { url: 'https://other.test/b' }, { url: 'https://s.test/' }, { url: 'mailto:x@y' }, { url: 'https://s.test//other.test/x' }], 'https://s.test', '/')).to.deep.equal(['/a']);
  });

  it('keeps roles and names of controls and forms, never values or fingerprints', () => {
    const lines = [line(0, 'form', 'Booking'), { ...line(1, 'textbox', 'Name'), value: 'Ann' }, line(1, 'button', 'Book'), line(0, 'link', 'Home')];
    const out = controlsAndForms(lines);
    expect(out.forms).to.deep.equal([{ name: 'Booking', fields: [{ role: 'textbox', name: 'Name' }, { role: 'button', name: 'Book' }] }]);
    expect(JSON.stringify(out)).not.to.include('Ann');
    expect(JSON.stringify(out)).not.to.include('abcdefgh');
  });

  it('says why the live page disagrees, and only then', () => {
    const entry = page({ urlPattern: '/b', tools: [{ name: 'book', descriptorHash: H }] });
    expect(staleReason(entry, [{ name: 'book', descriptorHash: H }])).to.equal(null);
    expect(staleReason(entry, [{ name: 'book', descriptorHash: 'b'.repeat(64) }])).to.include('book');
    expect(staleReason(entry, [])).to.include('no longer offers');
  });

  it('finds the page with what the person names; marking stale touches one entry', () => {
    const map: SiteMap = {
      origin: 'https://s.test',
      mappedAt: 1,
      pages: [page({ urlPattern: '/about', title: 'About us' }), page({ urlPattern: '/book', forms: [{ name: 'Booking form', fields: [] }] })],
    };
    expect(pagesWith(map, 'the booking form').map((h) => h.page.urlPattern)).to.deep.equal(['/book']);
    const stale = markStale(map, '/book', 'changed', 5);
    expect(stale.pages[1]!.stale).to.deep.equal({ at: 5, reason: 'changed' });
    expect(stale.pages[0]!.stale).to.equal(undefined);
  });
});
