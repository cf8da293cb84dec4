import { expect } from '@esm-bundle/chai';
import type { SiteMap } from '../../browser-bridge/sitemap.ts';
import { mapSite, type MappingOps, type MappingProgress } from './mapping-run.ts';

const O = 'https://s.test';
/** A site as the read actions would show it: each page's links (absolute, as the page resolved them). */
const SITE: Record<string, { url: string; text: string }[]> = {
  '/': [
    { url: `${O}/about`, text: 'About' },
    { url: `${O}/logout`, text: 'Log out' },
    { url: `${O}//other.test/x`, text: 'Partner' },
    { url: 'https://other.test/y', text: 'Elsewhere' },
    { url: `${O}/items/42`, text: 'An item' },
  ],
  '/about': [{ url: `${O}/team?page=2`, text: 'Team' }],
  '/team': [],
};

function ops(visited: string[], opts: { onVisit?: (url: string) => void } = {}): MappingOps & { saved: SiteMap[]; progress: (p: MappingProgress) => void; seen: MappingProgress[] } {
  const saved: SiteMap[] = [];
  const seen: MappingProgress[] = [];
  let tab = 0;
  const urls = new Map<number, string>();
  return {
    saved,
    seen,
    async visit(url) {
      visited.push(url);
      opts.onVisit?.(url);
      urls.set(++tab, url);
      return { tabId: tab, url, title: new URL(url).pathname };
    },
    async leave() {},
    async read(call) {
      const url = urls.get(call.arguments.tabId as number)!;
      if (call.name === 'browser.semantic.extract') return { ok: true, value: { links: SITE[new URL(url).pathname] ?? [] } };
      return { ok: true, value: call.name === 'browser.webmcp.discover' ? { frames: [] } : { lines: [] } };
    },
    async save(map) {
      saved.push(map);
    },
    now: () => 1,
    progress: (p) => seen.push(p),
  };
}

describe('mapSite', () => {
  it('opens only the URLs the gate passed, as found (never a pattern resolved again), and says what it skipped', async () => {
    const visited: string[] = [];
    const o = ops(visited);
    const out = await mapSite(`${O}/`, o);
    expect(visited).to.deep.equal([`${O}/`, `${O}/about`, `${O}/team?page=2`]);
    expect(out.skipped.map((s) => s.url)).to.deep.equal([`${O}/logout`, `${O}//other.test/x`, 'https://other.test/y']);
    expect(out.stopped).to.equal(false);
    expect(o.saved[0]!.pages.map((p) => p.urlPattern)).to.deep.equal(['/', '/about', '/team']);
    expect(o.seen.at(-1)).to.deep.equal({ origin: O, visited: 3, queued: 0, skipped: 3 });
  });

  it('stops when asked: the page being opened is left unread, nothing after it is opened', async () => {
    const visited: string[] = [];
    const stop = new AbortController();
    const out = await mapSite(`${O}/`, ops(visited, { onVisit: (url) => url.endsWith('/about') && stop.abort() }), undefined, stop.signal);
    expect(visited).to.deep.equal([`${O}/`, `${O}/about`]);
    expect(out.stopped).to.equal(true);
    expect(out.map.pages.map((p) => p.urlPattern)).to.deep.equal(['/']);
  });

  it('a start page it may not open reads nothing and replaces no map', async () => {
    const visited: string[] = [];
    const o = ops(visited);
    const out = await mapSite(`${O}/account/delete`, o);
    expect(visited).to.deep.equal([]);
    expect(o.saved).to.deep.equal([]);
    expect(out.skipped[0]!.why).to.match(/delete/);
  });
});
