// Whole forms and gestures end to end: fill every control type of one form in one call (each
// field checked before anything changes, scrolled into view and hit-tested before it changes),
// double-click, right-click and drag; every refusal leaves the page as it was.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { FillResult, PageEvidence } from '../../faculties/semantic-control/protocol.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { executeInOs } from '../support/harness.ts';
import { attemptWithDetail, openCaps } from './caps-support.ts';
import { ok, refused, startSession, type Session } from './semantic-support.ts';

const f = (name: string, form = 'booking') => ({ selector: `#${form} [name=${name}]` });

function values(page: Page) {
  return page.evaluate(() => {
    const form = document.getElementById('booking') as HTMLFormElement;
    const data = new FormData(form);
    return { entries: [...data.entries()].filter(([, v]) => typeof v === 'string').map(([k, v]) => `${k}=${v as string}`), log: document.getElementById('log')!.textContent };
  });
}

describe('whole forms and gestures', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
  });
  after(() => s?.close());

  describe('browser.semantic.fill', () => {
    it('fills every control type of one form in one call, scrolling to a field below the fold', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const r = ok<FillResult>(
        await s.call('browser.semantic.fill', {
          tabId,
          fields: [
            { target: f('name'), value: 'Ada Lovelace' },
            { target: f('email'), value: 'ada@example.org' },
            { target: f('travellers'), value: '3' },
            { target: f('departure'), value: '2026-12-24' },
            { target: f('time'), value: '18:30' },
            { target: f('budget'), value: '750' },
            { target: f('tag'), value: '#ff0000' },
            { target: f('cabin'), label: 'Business' },
            { target: f('extras'), labels: ['Checked bag', 'Wi-Fi'] },
            { target: { selector: '#booking [name=seat][value=window]' }, checked: true },
            { target: f('insurance'), checked: true },
            { target: f('notes'), value: 'Vegetarian meal, please.' },
            { target: f('contact'), value: 'Charles Babbage' },
          ],
        }),
      );
      assert.equal(r.fields.length, 13);
      assert.equal(r.form?.name, 'Booking');
      assert.equal(r.trustedInput, false);
      const { entries, log } = await values(page);
      for (const e of [
        'name=Ada Lovelace',
        'email=ada@example.org',
        'travellers=3',
        'departure=2026-12-24',
        'time=18:30',
        'budget=750',
        'tag=#ff0000',
        'cabin=business',
        'extras=bag',
        'extras=wifi',
        'seat=window',
        'insurance=on',
        'notes=Vegetarian meal, please.',
        'contact=Charles Babbage',
      ]) {
        assert.ok(entries.includes(e), `${e} in ${entries.join(', ')}`);
      }
      assert.ok(!entries.includes('seat=aisle'));
      for (const name of ['name', 'departure', 'budget', 'cabin', 'extras', 'seat', 'insurance', 'contact']) assert.match(log ?? '', new RegExp(`change:${name};`));
      const contact = r.fields.at(-1)!;
      assert.ok(contact.events.includes('scrollIntoView'), 'the field below the fold was scrolled to, as a person would');
      assert.equal(contact.after.value, 'Charles Babbage');
    });

    it('checks every field before changing any: a bad value, a wrong key, a file field, two forms', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const before = await values(page);
      const bad = await attemptWithDetail(s, 'browser.semantic.fill', { tabId, fields: [{ target: f('name'), value: 'Ada' }, { target: f('departure'), value: '24/12/2026' }] });
      assert.equal(!bad.ok && bad.code, 'invalid-input');
      assert.match(!bad.ok ? bad.message : '', /YYYY-MM-DD/);
      refused(await s.call('browser.semantic.fill', { tabId, fields: [{ target: f('insurance'), value: 'yes' }] }), 'invalid-input');
      refused(await s.call('browser.semantic.fill', { tabId, fields: [{ target: { selector: '#passport' }, value: 'C:/secrets.txt' }] }), 'not-editable');
      refused(await s.call('browser.semantic.fill', { tabId, fields: [{ target: f('name'), value: 'Ada' }, { target: f('feedback', 'feedback'), value: 'Nice' }] }), 'invalid-input');
      refused(await s.call('browser.semantic.fill', { tabId, fields: [{ target: f('name'), value: 'A' }, { target: f('name'), value: 'B' }] }), 'invalid-input');
      assert.deepEqual(await values(page), before, 'nothing changed');
    });

    it('never fills a protected form: a password form or a payment form, not even its other fields', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const login = await attemptWithDetail(s, 'browser.semantic.fill', { tabId, fields: [{ target: f('user', 'login'), value: 'ada' }] });
      assert.equal(!login.ok && login.code, 'blocked-sensitive');
      const pay = await attemptWithDetail(s, 'browser.semantic.fill', { tabId, fields: [{ target: f('ccname', 'pay'), value: 'Ada Lovelace' }] });
      assert.equal(!pay.ok && pay.code, 'blocked-sensitive');
      assert.deepEqual(await page.evaluate(() => [(document.querySelector('[name=user]') as HTMLInputElement).value, (document.querySelector('[name=ccname]') as HTMLInputElement).value]), ['', '']);
    });

    it('hit-tests each field before it changes: a covered field is refused, with what was filled before it', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      await page.evaluate(() => (document.getElementById('overlay')!.style.display = 'block'));
      const r = await attemptWithDetail(s, 'browser.semantic.fill', { tabId, fields: [{ target: { selector: '#promo' }, value: 'SUMMER' }] });
      assert.equal(!r.ok && r.code, 'not-hittable', JSON.stringify(r));
      assert.equal(!r.ok && r.detail?.reason, 'covered');
      assert.equal(!r.ok && r.detail?.filled, 0);
      assert.equal(await page.$eval('#promo', (el) => (el as HTMLInputElement).value), '');
    });
  });

  describe("the Navi's tool surface", () => {
    it('offers every capability, and a whole-form fill run by the Navi is read back field by field', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      const execute = (name: string, args: Record<string, unknown>, fresh = false) =>
        executeInOs<{ ok: boolean; receipt: Receipt }>(s.os, name, args, fresh);
      const names = await s.os.evaluate(() => window.aiEcho.echo.toolset.tools().map((t) => t.name));
      for (const n of [
        'browser.page.screenshot', 'browser.page.read', 'browser.page.find', 'browser.page.images', 'browser.page.forms', 'browser.semantic.fill',
        'browser.semantic.submit', 'browser.semantic.upload', 'browser.semantic.doubleClick', 'browser.semantic.rightClick',
        'browser.semantic.drag', 'browser.dialogs.list', 'browser.dialogs.wait', 'browser.downloads.start', 'browser.downloads.list', 'browser.downloads.wait',
        'browser.page.console', 'browser.page.selection', 'browser.page.focused', 'browser.page.media', 'browser.semantic.media',
        'browser.tabs.open', 'browser.tabs.activate', 'browser.tabs.close', 'browser.tabs.group', 'browser.page.navigate', 'browser.page.back',
        'browser.page.forward', 'browser.page.reload', 'browser.page.waitForLoad',
      ]) {
        assert.ok(names.includes(n), n);
      }
      assert.ok((await execute('browser.webmcp.discover', { tabId }, true)).ok);
      assert.ok((await execute('navi.fallback', { tabId, reason: 'This booking page offers no WebMCP tools at all.' })).ok);
      const fill = await execute('browser.semantic.fill', { tabId, fields: [{ target: f('name'), value: 'Ada' }, { target: f('insurance'), checked: true }, { target: f('cabin'), label: 'Business' }] });
      assert.equal(fill.receipt.outcome, 'ok', JSON.stringify(fill.receipt));
      assert.equal(fill.receipt.readback?.action, 'browser.page.forms');
      assert.equal(fill.receipt.readback?.matched, true);
      assert.deepEqual((await values(page)).entries.filter((e) => /^(name|insurance|cabin)=/.test(e)), ['name=Ada', 'cabin=business', 'insurance=on']);
    });
  });

  describe('gestures', () => {
    it('double-click opens the editor, right-click opens the page\'s own menu, drag moves a card', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      await page.evaluate(() => document.getElementById('board')!.scrollIntoView());
      const dbl = ok<PageEvidence>(await s.call('browser.semantic.doubleClick', { tabId, target: { selector: '#title' } }));
      assert.ok(dbl.events.includes('dblclick'));
      assert.equal(await page.$eval('#title', (el) => el.textContent), 'Editing title');
      ok(await s.call('browser.semantic.rightClick', { tabId, target: { selector: '#file-row' } }));
      assert.equal(await page.$eval('#menu', (el) => (el as HTMLElement).hidden), false);
      const moved = ok<PageEvidence & { to: { name: string } }>(await s.call('browser.semantic.drag', { tabId, target: { selector: '#card-1' }, to: { selector: '#done' } }));
      assert.equal(moved.to.name, 'Done');
      assert.equal(await page.$eval('#card-1', (el) => el.parentElement!.id), 'done');
      const log = (await values(page)).log ?? '';
      assert.match(log, /dblclick;contextmenu:2;drop:card-1;/);
    });

    it('refuses a drag onto a covered destination, and into itself, before any event', async () => {
      const { tabId, page } = await openCaps(s, 'forms.html');
      await page.evaluate(() => document.getElementById('board')!.scrollIntoView());
      refused(await s.call('browser.semantic.drag', { tabId, target: { selector: '#todo' }, to: { selector: '#card-1' } }), 'invalid-input');
      // Only the destination is covered: the card itself could be picked up.
      await page.evaluate(() => {
        const done = document.getElementById('done')!.getBoundingClientRect();
        const cover = document.createElement('div');
        cover.id = 'done-cover';
        cover.style.cssText = `position:fixed;left:${done.left}px;top:${done.top}px;width:${done.width}px;height:${done.height}px;background:rgba(0,0,0,0.05)`;
        document.body.append(cover);
      });
      const r = await attemptWithDetail(s, 'browser.semantic.drag', { tabId, target: { selector: '#card-1' }, to: { selector: '#done' } });
      assert.equal(!r.ok && r.code, 'not-hittable');
      assert.equal(await page.$eval('#card-1', (el) => el.parentElement!.id), 'todo');
      assert.equal((await values(page)).log, '');
      await page.evaluate(() => {
        document.getElementById('done-cover')!.remove();
        document.getElementById('overlay')!.style.display = 'block';
      });
      refused(await s.call('browser.semantic.doubleClick', { tabId, target: { selector: '#title' } }), 'not-hittable');
      refused(await s.call('browser.semantic.rightClick', { tabId, target: { selector: '#file-row' } }), 'not-hittable');
    });
  });
});
