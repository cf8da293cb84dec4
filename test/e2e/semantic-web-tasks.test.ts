// Web tasks on the benchmark's real-world-like pages (test/fixtures/web/bench/), driven from the
// OS page through the real extension with semantic actions only: a hand-rolled date picker
// (arrows are <a> without href, days are cells with listeners), an autocomplete that reads the
// field on keyup, a form with every kind of field, a script-heavy mail app, and a field whose
// page moves focus on in its own focus handler. Each page's own state is checked afterwards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SemanticFind } from '../../faculties/semantic-control/actions/browser-semantic-find.ts';
import { parseOutline, type OutlineLine } from '../../faculties/sdk/outline.ts';
import type { Evidence, FocusEvidence } from '../../faculties/semantic-control/protocol.ts';
import { openWeb, tabIdOf } from '../support/harness.ts';
import { fp, line, ok, refused, snapshot, startSession, type Session } from './semantic-support.ts';

let opened = 0;

/** Opens a page of test/fixtures/web/bench/ as a tab the person allowed. */
async function openBench(s: Session, file: string) {
  const path = `bench/${file}?tab=${++opened}`;
  const page = await openWeb(s.env.browser, s.env.web.origin, path);
  return { page, tabId: await tabIdOf(s.os, `${s.env.web.origin}/${path}`) };
}

/** The one line a find returns for exactly this role and name. */
async function findOne(s: Session, tabId: number, role: string, name: string): Promise<OutlineLine & { fingerprint: string }> {
  const found = ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, name, roles: [role], limit: 50 }));
  const lines = found.frames.flatMap((f) => f.matches.flatMap((m) => parseOutline(m))).filter((l) => l.name === name);
  assert.equal(lines.length, 1, `one ${role} "${name}" in ${JSON.stringify(found)}`);
  return lines[0] as OutlineLine & { fingerprint: string };
}

const target = (l: { fingerprint: string }) => ({ fingerprint: l.fingerprint });

describe('web tasks through semantic actions', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
  });
  after(() => s?.close());

  it('date picker: opens from the field, pages back and forth with <a> arrows without href, picks a day cell', async () => {
    const { page, tabId } = await openBench(s, 'datepicker.html');
    const snap = await snapshot(s, tabId);
    ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'textbox', 'Date') }));
    // Both month arrows are listed once the picker is open, and each pages the way it says.
    const open = await snapshot(s, tabId);
    const previous = fp(open, 'generic', 'Prev');
    const next = fp(open, 'generic', 'Next');
    ok(await s.call('browser.semantic.click', { tabId, target: previous }));
    assert.equal(await page.$eval('#month', (el) => el.textContent), 'February 2025');
    ok(await s.call('browser.semantic.click', { tabId, target: next }));
    assert.equal(await page.$eval('#month', (el) => el.textContent), 'March 2025');
    ok(await s.call('browser.semantic.click', { tabId, target: target(await findOne(s, tabId, 'generic', 'Next')) }));
    assert.equal(await page.$eval('#month', (el) => el.textContent), 'April 2025');
    const day = await findOne(s, tabId, 'generic', '14');
    ok(await s.call('browser.semantic.click', { tabId, target: target(day) }));
    assert.equal(await page.$eval('#when', (el) => (el as HTMLInputElement).value), '14/04/2025');
    assert.equal(await page.$eval('#log', (el) => el.textContent), 'picked 14/04/2025');
  });

  it('autocomplete: typing sends keyup per character, so the page offers suggestions; each is its own line', async () => {
    const { page, tabId } = await openBench(s, 'autocomplete.html');
    const snap = await snapshot(s, tabId);
    const typed = ok<Evidence>(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'City'), text: 'Pa' }));
    assert.deepEqual(
      typed.events.filter((e) => e.startsWith('key')),
      ['keydown:P', 'keypress:P', 'keyup:P', 'keydown:a', 'keypress:a', 'keyup:a'],
    );
    const after = await snapshot(s, tabId);
    for (const city of ['Paris', 'Parma', 'Pamplona', 'Palermo']) line(after, 'generic', city);
    ok(await s.call('browser.semantic.click', { tabId, target: fp(after, 'generic', 'Paris') }));
    assert.equal(await page.$eval('#city', (el) => (el as HTMLInputElement).value), 'Paris');
    assert.equal(await page.$eval('#log', (el) => el.textContent), 'chose Paris');
  });

  it('every kind of field: typed text per key, picker values, a multiple select, and refusals before anything happens', async () => {
    const { page, tabId } = await openBench(s, 'inputs.html');
    const snap = await snapshot(s, tabId);
    assert.equal(line(snap, 'textbox', 'Departure date').states.type, 'date');
    assert.equal(line(snap, 'textbox', 'Notes').states.multiline, true);
    assert.equal(line(snap, 'listbox', 'Meals').states.multiple, true);
    line(snap, 'option', 'Dinner');
    const type = async (name: string, role: string, text: string, clear = true) =>
      ok<Evidence>(await s.call('browser.semantic.type', { tabId, target: fp(snap, role, name), text, clear })).after.value;
    assert.equal(await type('Traveller name', 'textbox', 'Ada'), 'Ada');
    assert.equal(await type('Email', 'textbox', 'ada@example.org'), 'ada@example.org');
    assert.equal(await type('Travellers', 'spinbutton', '3'), '3');
    assert.equal(await type('Budget per night', 'slider', '250'), '250');
    assert.equal(await type('Luggage tag colour', 'button', '#AA0000'), '#aa0000');
    assert.equal(await type('Departure date', 'textbox', '2025-07-14'), '2025-07-14');
    assert.equal(await type('Pick-up time', 'textbox', '08:45'), '08:45');
    assert.equal(await type('Arrival', 'textbox', '2025-07-14T18:30'), '2025-07-14T18:30');
    assert.equal(await type('Travel month', 'textbox', '2025-07'), '2025-07');
    assert.equal(await type('Holiday week', 'textbox', '2025-W29'), '2025-W29');
    assert.equal(await type('Notes', 'textbox', 'Window seat\nVegetarian'), 'Window seat\nVegetarian');
    assert.equal(await type('Letter to the hotel', 'textbox', 'Dear hotel'), 'Dear hotel');
    // The page counted a keydown for every character it was typed, as for a person.
    assert.match(await page.$eval('#log', (el) => el.textContent ?? ''), /name:3 email:15 travellers:1 notes:22 letter:10/);
    ok(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'listbox', 'Meals'), labels: ['Breakfast', 'Dinner'] }));
    assert.deepEqual(await page.$eval('#meals', (el) => [...(el as HTMLSelectElement).selectedOptions].map((o) => o.value)), ['b', 'd']);

    refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Departure date'), text: '2024-02-30' }), 'invalid-input');
    refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Departure date'), text: '2020-01-01' }), 'invalid-input');
    refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'slider', 'Budget per night'), text: '900' }), 'invalid-input');
    refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Traveller name'), text: 'a\nb' }), 'invalid-input');
    refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Booking code'), text: 'x' }), 'not-editable');
    refused(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'combobox', 'Class'), labels: ['First'] }), 'invalid-input');
    assert.equal(await page.$eval('#depart', (el) => (el as HTMLInputElement).value), '2025-07-14', 'a refused value changed nothing');
    assert.equal(await page.$eval('#name', (el) => (el as HTMLInputElement).value), 'Ada');
  });

  it('script-heavy app: clickable rows, icon spans named by title, tabs and pager arrows act', async () => {
    const { page, tabId } = await openBench(s, 'app.html');
    const snap = await snapshot(s, tabId);
    ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'generic', 'Archive') }));
    ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'generic', 'Promotions') }));
    ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'generic', 'Older') }));
    ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'generic', /^Starred/) }));
    const rows = ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, roles: ['generic'], text: 'mar', limit: 5 }));
    assert.ok(rows.total >= 150, `every message row is a clickable line (${rows.total})`);
    assert.equal(rows.listed, 5);
    const ada = ok<SemanticFind>(await s.call('browser.semantic.find', { tabId, roles: ['generic'], text: 'lovelace', limit: 1 }));
    const row = parseOutline(ada.frames[0]!.matches[0]!)[0] as { fingerprint: string };
    ok(await s.call('browser.semantic.click', { tabId, target: target(row) }));
    const first = await page.$$eval('.row', (all) => all.findIndex((r) => r.textContent?.includes('Ada Lovelace')));
    assert.equal(await page.$eval('#log', (el) => el.textContent), `tool:Archive;tab:Promotions;older;folder:Starred;open:${first};`);
  });

  it('focus reports that the page handlers ran when the page moves focus on in them', async () => {
    const { page, tabId } = await openBench(s, 'inputs.html');
    await page.evaluate(() => {
      const name = document.getElementById('name')!;
      name.addEventListener('focus', () => {
        document.getElementById('log')!.textContent = 'focus handler ran';
        document.getElementById('email')!.focus();
      });
    });
    const snap = await snapshot(s, tabId);
    const e = ok<FocusEvidence>(await s.call('browser.semantic.focus', { tabId, target: fp(snap, 'textbox', 'Traveller name') }));
    assert.deepEqual([e.focusEvent, e.focusKept, e.trustedInput], [true, false, false]);
    assert.equal(await page.$eval('#log', (el) => el.textContent), 'focus handler ran');
    refused(await s.call('browser.semantic.focus', { tabId, target: { selector: 'h1' } }), 'not-hittable');
  });
});
