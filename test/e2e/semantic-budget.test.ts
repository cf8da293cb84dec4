// The snapshot on a real-world-like news front page (test/fixtures/web/bench/news.html) through
// the real extension: every control a person can use is listed (aria-hidden drawers and carousel
// slides that still show, cards a script made clickable, transparent cover links), an answer
// fits the budget the Navi gives it exactly as the Navi measures it, what does not fit is
// counted and reachable with the cursor, and browser.semantic.find returns only what matches.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SemanticFind } from '../../faculties/semantic-control/actions/browser-semantic-find.ts';
import type { SemanticSnapshot } from '../../faculties/semantic-control/actions/browser-semantic-snapshot.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { escapedJson } from '../../kernel/prompt/untrusted-block.ts';
import { openWeb, tabIdOf } from '../support/harness.ts';
import { lines, ok, refused, snapshot, startSession, type Session } from './semantic-support.ts';

const key = (l: { role: string; name: string; fingerprint: string | null }) => `${l.role}|${l.name}|${l.fingerprint}`;

describe('snapshot budget, cursor and find on a news front page', () => {
  let s: Session;
  let tabId: number;
  let full: SemanticSnapshot;
  before(async () => {
    s = await startSession();
    const path = 'bench/news.html?tab=budget';
    await openWeb(s.env.browser, s.env.web.origin, path);
    tabId = await tabIdOf(s.os, `${s.env.web.origin}/${path}`);
    full = await snapshot(s, tabId);
  });
  after(() => s?.close());

  it('lists every control a person can use, and marks the ones inside aria-hidden parts', () => {
    const all = lines(full);
    const hidden = all.filter((l) => l.states['aria-hidden']);
    assert.equal(hidden.filter((l) => l.role === 'link').length, 57 + 5, 'the trending drawer and the carousel slides out of view');
    assert.ok(hidden.some((l) => l.role === 'button' && l.name === 'Hide trending'));
    assert.equal(all.filter((l) => l.role === 'link' && l.states.transparent && l.name === '').length, 30, 'the cover links over every other card');
    assert.equal(all.filter((l) => l.role === 'generic' && l.name === 'Share').length, 60);
    assert.equal(all.filter((l) => l.role === 'generic' && l.name !== 'Share').length, 60, 'each card');
    assert.equal(full.omitted.overLimit, 0);
    assert.equal(full.cursor, undefined);
  });

  it('fits the budget as the Navi measures it, the viewport first, and counts the rest', async () => {
    const snap = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId, budget: 8_000 }));
    assert.ok(escapedJson(snap).length <= 8_000, `${escapedJson(snap).length} characters`);
    assert.ok(snap.cursor, 'the rest is reachable');
    const names = lines(snap).map((l) => l.name);
    for (const n of ['The Daily Ledger', 'Search the Ledger', 'World', 'Hide trending', 'Accept all']) assert.ok(names.includes(n), `${n} is on screen`);
    assert.equal(snap.listed + snap.omitted.overLimit, full.listed, 'every line is listed or counted');
    const rest = Object.values(snap.frames[0]!.rest ?? {}).reduce((a, b) => a + b, 0);
    assert.equal(rest, snap.omitted.overLimit);
    assert.ok(lines(snap).some((l) => Number(l.states.more) > 0), 'a landmark says how much inside it was left out');
  });

  it('ranks lines matching the query after the viewport', async () => {
    const last = lines(full).filter((l) => l.role === 'link').at(-1)!;
    const without = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId, budget: 6_000 }));
    assert.ok(!lines(without).some((l) => l.fingerprint === last.fingerprint), 'the last footer link is not on screen');
    const withQuery = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId, budget: 6_000, query: last.name }));
    assert.ok(lines(withQuery).some((l) => l.fingerprint === last.fingerprint));
  });

  it('pages through everything with the cursor, each page within budget, nothing twice', async () => {
    const seen = new Set<string>();
    let page = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId, budget: 4_000 }));
    let pages = 1;
    for (;;) {
      assert.ok(escapedJson(page).length <= 4_000);
      for (const l of lines(page)) {
        // Landmarks come again on each page as the context of their lines.
        if (['banner', 'navigation', 'main', 'region', 'complementary', 'contentinfo', 'search'].includes(l.role)) continue;
        assert.ok(!seen.has(key(l)), `${key(l)} listed twice`);
        seen.add(key(l));
      }
      if (!page.cursor) break;
      page = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId, budget: 4_000, cursor: page.cursor }));
      pages++;
    }
    assert.ok(pages > 3);
    const expected = lines(full).filter((l) => !['banner', 'navigation', 'main', 'region', 'complementary', 'contentinfo', 'search'].includes(l.role));
    assert.equal(seen.size, expected.length);
  });

  it('find returns only the matching targets, counted, and they act', async () => {
    const found = ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, name: 'read more', roles: ['button'], limit: 3 }));
    assert.equal(found.total, 6);
    assert.equal(found.listed, 3);
    const matches = found.frames.flatMap((f) => f.matches.flatMap((m) => parseOutline(m)));
    assert.deepEqual(matches.map((m) => m.name), ['Read more 1', 'Read more 2', 'Read more 3']);
    assert.equal(matches[1]!.states['aria-hidden'], true);
    const hide = ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, text: 'hide trending' }));
    const button = parseOutline(hide.frames[0]!.matches[0]!)[0]!;
    ok(await s.call('browser.semantic.click', { tabId, target: { fingerprint: button.fingerprint } }));
    assert.equal(ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, name: 'no such control anywhere' })).total, 0);
  });

  it('stays within budget when redaction makes lines longer (short secrets become markers)', async () => {
    const path = 'bench/autocomplete.html?tab=secrets';
    const page = await openWeb(s.env.browser, s.env.web.origin, path);
    const secretsTab = await tabIdOf(s.os, `${s.env.web.origin}/${path}`);
    await page.evaluate(() => {
      for (let i = 0; i < 80; i++) {
        const label = document.createElement('label');
        label.textContent = `Door ${i} PIN `;
        const input = document.createElement('input');
        input.value = String(i % 10);
        label.append(input);
        document.body.append(label);
      }
    });
    for (const budget of [1_500, 2_500, 4_000]) {
      const snap = ok<SemanticSnapshot>(await s.call('browser.semantic.snapshot', { tabId: secretsTab, budget }));
      assert.ok(escapedJson(snap).length <= budget, `${escapedJson(snap).length} > ${budget}`);
      assert.match(snap.frames[0]!.outline, /="\[redacted\]"/);
      assert.doesNotMatch(snap.frames[0]!.outline, /PIN" @\w+ ="\d"/, 'no PIN value is sent');
    }
  });

  it('refuses bad budgets, cursors and finds with typed errors', async () => {
    refused(await s.call('browser.semantic.snapshot', { tabId, budget: 10 }), 'invalid-input');
    refused(await s.call('browser.semantic.snapshot', { tabId, cursor: 'not a cursor' }), 'invalid-input');
    refused(await s.call('browser.semantic.snapshot', { tabId, cursor: '0.abcdefghij' }), 'stale');
    refused(await s.call('browser.semantic.snapshot', { tabId, frameId: 3, cursor: '0.abcdefghij' }), 'invalid-input');
    refused(await s.call('browser.semantic.find', { tabId }), 'invalid-input');
    refused(await s.call('browser.semantic.find', { tabId, roles: ['Button!'] }), 'invalid-input');
    refused(await s.call('browser.semantic.find', { tabId, name: 'x', limit: 0 }), 'invalid-input');
  });
});
