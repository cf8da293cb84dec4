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
import { allowOrigins, invokeFromOs, launch, OS_PORT, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { serveLoggingSite, serveOtherSite, type FixtureSite } from './logging-site.ts';
import { controlFromOs, waitFor } from './webmcp-support.ts';

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

describe('site map: a mapping run never changes the site, never leaves it, and stops when asked', () => {
  let env: Env;
  let os: Page;
  let site: FixtureSite;
  let other: FixtureSite;
  const DANGEROUS = ['/logout', '/account/delete', '/unsubscribe', '/confirm', '/session/end', '/list'];

  before(async () => {
    env = await launch();
    other = await serveOtherSite(OS_PORT + 7);
    site = await serveLoggingSite(OS_PORT + 6, other.origin);
    await allowOrigins(env.browser, [env.web.origin, site.origin, other.origin]);
    // The person is signed in on the site: their session cookie is what a mapping run carries.
    const tab = await openWeb(env.browser, site.origin, 'login');
    await tab.goto(`${site.origin}/home`);
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    await env?.close();
    await Promise.all([site?.close(), other?.close()]);
  });

  it('opens no link that may change state, none off the site, follows no redirect, and keeps the session', async () => {
    const sid = site.requests.find((r) => r.path === '/home')!.sid;
    assert.ok(sid && site.sessions.has(sid), 'signed in before the run');
    const from = site.requests.length;
    const tabsBefore = (await env.browser.pages()).length;
    const answer = await askInUi(os, `map the site ${site.origin}/home`, 120_000);
    const during = site.requests.slice(from);
    const paths = during.map((r) => r.path);
    assert.match(answer, /Mapped http:\/\/127\.0\.0\.1:\d+: 4 pages/, answer);
    for (const p of ['/home', '/about', '/deleted-scenes-review', '/contact?topic=press']) assert.ok(paths.includes(p), `${p} was read (${paths.join(' ')})`);
    for (const d of DANGEROUS) assert.ok(!paths.some((p) => p === d || p.startsWith(`${d}?`)), `${d} was never requested (${paths.join(' ')})`);
    assert.deepEqual(other.requests, [], 'the other allowed site was never requested: not by //, not by a // path, not by a redirect');
    assert.ok(site.sessions.has(sid), 'the session is still signed in');
    assert.ok(during.every((r) => r.sid === sid), 'every request carried the same session');
    assert.equal((await env.browser.pages()).length, tabsBefore, 'every background tab was closed');
    // The redirects were requested as links, and not followed: their pages are not in the map.
    assert.ok(paths.includes('/go-elsewhere') && paths.includes('/moved'), paths.join(' '));
    const map = (await controlFromOs<{ map: SiteMap | null }>(os, 'echo.sitemap.read', { origin: site.origin }));
    assert.ok(map.ok && map.value.map, JSON.stringify(map));
    assert.deepEqual(map.value.map.pages.map((p) => p.urlPattern).sort(), ['/about', '/contact', '/deleted-scenes-review', '/home']);
    // What was not opened, and why, in the answer and in the panel.
    assert.match(answer, /\/logout \(not opened: "logout" says "logout"/, answer);
    assert.match(answer, /\/session\/end \(not opened: "Sign out" says "sign out"/, answer);
    assert.match(answer, /protocol-relative \(not opened: it leads to http:\/\/127\.0\.0\.1:\d+, not the mapped site/, answer);
    assert.match(answer, /double-slash \(not opened: its path starts with \/\//, answer);
    assert.match(answer, /\/go-elsewhere \(The page did not load [^)]*\)\. It led to http:\/\/127\.0\.0\.1:\d+: a mapping run follows no redirect/, answer);
    assert.doesNotMatch(answer, /7f3a9c2e41b8d6f0a5e3c1b9d7f2a4e6/, 'a token is never shown');
    await os.waitForSelector('pierce/details[data-skipped]', { timeout: 10_000 });
  });

  it('the extension refuses such a URL even when asked directly', async () => {
    for (const path of ['/logout', '/account/delete?id=1', `//${other.origin.slice(7)}/x`]) {
      const r = await controlFromOs(os, 'echo.sitemap.visit', { url: `${site.origin}${path}` });
      assert.equal(!r.ok && r.code, 'blocked-sensitive', `${path}: ${JSON.stringify(r)}`);
    }
    assert.ok(!site.requests.some((r) => r.path === '/logout'), 'nothing was requested');
  });

  it('shows its progress, and Stop stops it: nothing after the page being opened is requested', async () => {
    const release = site.hold('/step-c');
    await os.bringToFront();
    const answered = askInUi(os, `map the site ${site.origin}/step-a`, 120_000);
    await waitFor(async () => site.requests.some((r) => r.path === '/step-c') || null, 'the run to open step c');
    const visited = await os.waitForSelector('pierce/[data-mapping] [data-visited]', { timeout: 10_000 });
    assert.equal(await visited!.evaluate((el) => el.textContent), '2', 'two pages visited so far');
    const stop = await os.waitForSelector('pierce/button[data-stop-mapping]', { timeout: 10_000 });
    await stop!.click();
    release();
    const answer = await answered;
    assert.match(answer, /Stopped mapping http:\/\/127\.0\.0\.1:\d+ as you asked: 2 pages mapped/, answer);
    assert.ok(!site.requests.some((r) => /^\/step-[d-h]/.test(r.path)), `nothing after step c: ${site.requests.map((r) => r.path).join(' ')}`);
    await waitFor(async () => (await os.$('pierce/[data-mapping]')) === null, 'the progress to go once stopped');
  });
});
