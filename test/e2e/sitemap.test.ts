// Site maps end to end: "map this site" walks a fixture site of several pages read-only (each
// page in a background tab, read with discovery, snapshot and links through the toolset), saves
// it with echo.sitemap.save, and the Navi answers "which page has the booking form" from it. When
// the live site changes, the entry is marked stale: the live page wins. No values, no
// fingerprints in the map; the reserved actions refuse what is not theirs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { SiteMap } from '../../browser-bridge/sitemap.ts';
import { askInUi } from '../support/approver.ts';
import { allowOrigins, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { controlFromOs } from './webmcp-support.ts';

describe('site map: a read-only mapping run, read back by the Navi, stale when the site changes', () => {
  let env: Env;
  let os: Page;
  let web: Page;

  const readMap = async () => {
    const r = await controlFromOs<{ map: SiteMap | null }>(os, 'echo.sitemap.read', { origin: env.web.origin });
    assert.ok(r.ok, JSON.stringify(r));
    return r.value.map;
  };

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    web = await openWeb(env.browser, env.web.origin, 'site/index.html');
    await web.evaluate(() => localStorage.clear());
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    await env?.close();
  });

  it('maps the site the person names: pages, tools, forms and links, in background tabs it closes', async () => {
    const tabsBefore = (await env.browser.pages()).length;
    const answer = await askInUi(os, `map the site ${env.web.origin}/site/index.html`, 120_000);
    assert.match(answer, /Mapped http:\/\/127\.0\.0\.1:\d+: 4 pages/, answer);
    assert.equal((await env.browser.pages()).length, tabsBefore, 'every background tab was closed');
    const map = await readMap();
    assert.ok(map);
    assert.deepEqual(map.pages.map((p) => p.urlPattern).sort(), ['/site/about.html', '/site/booking.html', '/site/index.html', '/site/menu.html']);
    const booking = map.pages.find((p) => p.urlPattern === '/site/booking.html')!;
    assert.deepEqual(booking.tools.map((t) => t.name), ['book_table']);
    assert.match(booking.tools[0]!.descriptorHash, /^[0-9a-f]{64}$/);
    assert.deepEqual(booking.forms, [{ name: 'Booking form', fields: [{ role: 'textbox', name: 'Your name' }, { role: 'textbox', name: 'Date' }, { role: 'spinbutton', name: 'Guests' }, { role: 'button', name: 'Book' }] }]);
    const home = map.pages.find((p) => p.urlPattern === '/site/index.html')!;
    assert.deepEqual([...home.links].sort(), ['/site/about.html', '/site/booking.html', '/site/menu.html'], 'links within the site only');
    const menu = map.pages.find((p) => p.urlPattern === '/site/menu.html')!;
    assert.ok(menu.links.includes('/site/dishes/:id'), 'a record page is a pattern, listed and not walked');
    const text = JSON.stringify(map);
    assert.ok(!text.includes('owner@example.com'), 'never a value');
    assert.ok(!/fingerprint/i.test(text), 'never a fingerprint');
    // The Site map panel shows it.
    await os.waitForSelector('pierce/tr[data-page="/site/booking.html"]', { timeout: 10_000 });
  });

  it('answers "which page has the booking form" from the map', async () => {
    await web.bringToFront();
    const answer = await askInUi(os, 'which page has the booking form?');
    assert.match(answer, /\/site\/booking\.html/, answer);
    assert.doesNotMatch(answer, /about\.html|menu\.html/, answer);
  });

  it('marks an entry stale when the live page disagrees', async () => {
    await web.evaluate(() => localStorage.setItem('siteVersion', '2'));
    await web.goto(`${env.web.origin}/site/booking.html`);
    await web.bringToFront();
    await askInUi(os, 'what can I do on this page');
    await os.waitForFunction(
      (origin) => window.aiEcho.echo.recordings.maps.get().find((m) => m.origin === origin)?.pages.some((p) => p.stale),
      { timeout: 10_000 },
      env.web.origin,
    );
    const booking = (await readMap())!.pages.find((p) => p.urlPattern === '/site/booking.html')!;
    assert.ok(booking.stale, 'stored stale');
    assert.match(booking.stale.reason, /book_table/);
    assert.match(booking.stale.reason, /reserve_table/);
    assert.ok(!(await readMap())!.pages.find((p) => p.urlPattern === '/site/about.html')!.stale, 'other pages stay as mapped');
    await os.waitForSelector('pierce/tr[data-page="/site/booking.html"][data-stale]', { timeout: 10_000 });
    const answer = await askInUi(os, 'which page has the booking form?');
    assert.match(answer, /marked stale/, answer);
  });

  it('refuses what is not a mapping run\'s: other origins, the person\'s tabs, values it was not given', async () => {
    const visit = await controlFromOs(os, 'echo.sitemap.visit', { url: `${env.stray.origin}/index.html` });
    assert.equal(!visit.ok && visit.code, 'origin-not-allowed', JSON.stringify(visit));
    const leave = await controlFromOs(os, 'echo.sitemap.leave', { tabId: await tabIdOf(os, `${env.web.origin}/site/booking.html`) });
    assert.equal(!leave.ok && leave.code, 'tab-missing', JSON.stringify(leave));
    const foreign = await controlFromOs(os, 'echo.sitemap.save', { origin: env.stray.origin, mappedAt: 1, pages: [] });
    assert.equal(!foreign.ok && foreign.code, 'origin-not-allowed', JSON.stringify(foreign));
    const page = { urlPattern: '/x', title: 'x', tools: [], controls: [{ role: 'textbox', name: 'Email', fingerprint: 'abcdefgh' }], forms: [], links: [], mappedAt: 1 };
    const withFingerprint = await controlFromOs(os, 'echo.sitemap.save', { origin: env.web.origin, mappedAt: 1, pages: [page] });
    assert.equal(!withFingerprint.ok && withFingerprint.code, 'invalid-input', JSON.stringify(withFingerprint));
    const read = await controlFromOs(os, 'echo.sitemap.read', { origin: env.stray.origin });
    assert.equal(!read.ok && read.code, 'origin-not-allowed', JSON.stringify(read));
    const invoked = await invokeFromOs(os, 'echo.sitemap.save', { origin: env.web.origin, mappedAt: 1, pages: [] });
    assert.equal(!invoked.ok && invoked.code, 'reserved-action', JSON.stringify(invoked));
    assert.equal((await readMap())!.pages.length, 4, 'the stored map is untouched');
  });
});
