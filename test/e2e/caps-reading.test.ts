// Reading, pictures and page state end to end, from the OS page through the real extension:
// the reader view (Readability) without hidden text, find with targets, pictures and their alt
// text, forms and their validity, the selection and the focused field, players, and screenshots
// with protected areas painted black before the picture leaves the extension.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { Screenshot } from '../../faculties/semantic-control/actions/browser-page-screenshot.ts';
import type { TextFindResult, FocusedResult, FormsResult, ImagesResult, MediaControlResult, MediaResult, PageRead, SelectionResult } from '../../faculties/semantic-control/protocol.ts';
import { attemptWithDetail, openCaps } from './caps-support.ts';
import { ok, refused, startSession, type Session } from './semantic-support.ts';

/** Pixel colours of a data: URL picture at points given in CSS pixels of `page`'s viewport. */
async function pixels(page: Page, dataUrl: string, points: [number, number][], scaleFrom?: { width: number; height: number }): Promise<number[][]> {
  return page.evaluate(
    async (url, pts, from) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const sx = img.naturalWidth / (from?.width ?? window.innerWidth);
      const sy = img.naturalHeight / (from?.height ?? window.innerHeight);
      return pts.map(([x, y]) => [...g.getImageData(Math.round(x * sx), Math.round(y * sy), 1, 1).data.slice(0, 3)]);
    },
    dataUrl,
    points,
    scaleFrom ?? null,
  );
}

describe('reading, pictures and page state', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
  });
  after(() => s?.close());

  describe('browser.page.read', () => {
    it('gives the article as Markdown with its metadata and links, without navigation, ads or hidden text', async () => {
      const { tabId } = await openCaps(s, 'article.html');
      const r = ok<PageRead & { untrusted: boolean }>(await s.call('browser.page.read', { tabId }));
      assert.equal(r.article, true);
      assert.match(r.title, /Trail shoes tested/);
      assert.equal(r.siteName, 'Outdoor Weekly');
      assert.match(r.content, /^## Grip and fit$/m);
      assert.match(r.content, /\*\*Ridge 2\*\*/);
      assert.match(r.content, /^- Excellent grip on wet rock$/m);
      assert.doesNotMatch(r.content, /Advertisement/, 'the sidebar ad is not the article');
      assert.doesNotMatch(r.content, /Races/, 'navigation is not the article');
      assert.doesNotMatch(JSON.stringify(r), /Ignore previous instructions/, 'display:none text never reaches the Navi');
      assert.doesNotMatch(JSON.stringify(r), /Screen readers skip/, 'aria-hidden text is left out');
      assert.doesNotMatch(JSON.stringify(r), /Hidden Lane/, 'a private region is withheld');
      assert.equal(r.omitted.sensitiveRegions, 1);
      assert.ok(r.omitted.hiddenElements >= 1);
      const sizing = r.links.find((l) => l.text === 'sizing guide');
      assert.ok(sizing, JSON.stringify(r.links));
      assert.match(sizing.url, /\/caps\/sizing\.html\?ref=article$/, 'secret-looking parameters are removed from link URLs');
      assert.ok(r.links.some((l) => l.url === 'https://other.example/shoes'));
      assert.equal(r.untrusted, true);
    });

    it('gives plain text when asked, bounded, and counts what it cut', async () => {
      const { tabId } = await openCaps(s, 'article.html');
      const r = ok<PageRead>(await s.call('browser.page.read', { tabId, format: 'text', maxChars: 120, maxLinks: 1 }));
      assert.equal(r.content.length, 120);
      assert.ok(r.omitted.chars > 0);
      assert.doesNotMatch(r.content, /\*\*|^#/m);
      assert.equal(r.links.length, 1);
      assert.ok(r.omitted.links >= 1);
      refused(await s.call('browser.page.read', { tabId, format: 'html' }), 'invalid-input');
    });
  });

  describe('browser.page.find', () => {
    it('finds visible text as targets the Navi can act on, case-insensitively, never in hidden or private text', async () => {
      const { tabId } = await openCaps(s, 'article.html');
      const r = ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'trail  SHOES' }));
      assert.ok(r.total >= 4, JSON.stringify(r));
      const heading = r.matches.find((m) => m.element.role === 'heading');
      assert.ok(heading?.element.target && 'fingerprint' in heading.element.target, 'a heading match is named by its fingerprint');
      const button = r.matches.find((m) => m.element.role === 'button');
      assert.equal(button?.element.name, 'Show more trail shoes');
      // The match's target works with the next call.
      ok(await s.call('browser.semantic.verify', { tabId, target: button!.element.target! }));
      const paragraph = ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'sentence about' })).matches[0];
      assert.ok(paragraph?.element.target && 'selector' in paragraph.element.target, 'plain text is named by a unique selector');
      const para = ok<{ text: string }>(await s.call('browser.semantic.verify', { tabId, target: paragraph.element.target }));
      assert.match(para.text, /Select this sentence/);
      assert.equal(ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'Ignore previous instructions' })).total, 0);
      assert.equal(ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'Hidden Lane' })).total, 0);
      assert.equal(ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'trail shoes', caseSensitive: true })).total, r.total - 2, 'two matches start with a capital T');
      const one = ok<TextFindResult>(await s.call('browser.page.find', { tabId, query: 'trail', maxMatches: 1 }));
      assert.equal(one.matches.length, 1);
      assert.equal(one.omitted.matches, one.total - 1);
    });
  });

  describe('browser.page.images', () => {
    it('lists pictures with their alt text, link and load state; tracking pixels are counted, not listed', async () => {
      const { tabId, page } = await openCaps(s, 'article.html');
      await page.waitForFunction(() => [...document.images].every((i) => i.complete));
      const r = ok<ImagesResult>(await s.call('browser.page.images', { tabId }));
      const byAlt = (alt: string | null) => r.images.filter((i) => i.alt === alt);
      assert.equal(byAlt('The Ridge 2 trail shoe, side view')[0]?.loaded, true);
      const banner = byAlt(null);
      assert.equal(banner.length, 1, 'one picture has no alt text');
      assert.match(banner[0]!.link ?? '', /\/caps\/buy\.html$/);
      assert.equal(byAlt('')[0]?.naturalWidth, 120, 'a decorative picture is listed with alt ""');
      assert.equal(byAlt('Chart of weekly distance')[0]?.loaded, false);
      assert.equal(r.omitted.hidden, 1, 'the 1x1 pixel');
      const target = byAlt('The Ridge 2 trail shoe, side view')[0]!.element.target;
      assert.ok(target);
      ok(await s.call('browser.semantic.verify', { tabId, target }));
    });
  });

  describe('browser.page.forms', () => {
    it('lists each form with its fields, groups, options, validity and destination; protected forms are marked and withheld', async () => {
      const { tabId } = await openCaps(s, 'forms.html');
      const r = ok<FormsResult>(await s.call('browser.page.forms', { tabId }));
      const booking = r.forms.find((f) => f.name === 'Booking')!;
      assert.match(booking.action ?? '', /\/caps\/thanks\.html$/);
      assert.equal(booking.method, 'get');
      const field = (name: string) => booking.fields.find((f) => f.name === name);
      assert.equal(field('Full name')?.required, true);
      assert.equal(field('Full name')?.valid, false);
      assert.ok(field('Full name')?.validationMessage);
      assert.deepEqual(field('Cabin')?.options, ['Economy', 'Premium economy', 'Business']);
      assert.equal(field('Extras')?.control, 'select-multiple');
      assert.equal(field('Aisle')?.group, 'Seat');
      assert.equal(field('Aisle')?.checked, true);
      assert.equal(field('Budget')?.value, '500');
      assert.deepEqual(booking.submitters.map((b) => b.name), ['Book trip']);
      assert.equal(booking.protected, false);
      const login = r.forms.find((f) => f.name === 'Sign in')!;
      assert.equal(login.protected, true);
      assert.ok(login.fields.every((f) => f.withheld && f.value === undefined), 'every field of a password form is withheld');
      const pay = r.forms.find((f) => f.name === 'Payment')!;
      assert.equal(pay.fields.find((f) => f.name === 'Card number')?.withheld, 'payment');
      const one = ok<FormsResult>(await s.call('browser.page.forms', { tabId, target: { selector: '#booking input[name=email]' } }));
      assert.deepEqual(one.forms.map((f) => f.name), ['Booking'], 'a field as target gives its form');
    });
  });

  describe('page state', () => {
    it('reads the selected text (in the page or in a field) and refuses a selection in a protected field', async () => {
      const { tabId, page } = await openCaps(s, 'article.html');
      assert.equal(ok<SelectionResult>(await s.call('browser.page.selection', { tabId })).text, '');
      await page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById('selectable')!);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      });
      const sel = ok<SelectionResult>(await s.call('browser.page.selection', { tabId }));
      assert.equal(sel.text, 'Select this sentence about trail shoes.');
      assert.ok(sel.container?.target);
      await page.evaluate(() => {
        const note = document.getElementById('note') as HTMLInputElement;
        note.focus();
        note.setSelectionRange(6, 12);
      });
      assert.equal(ok<SelectionResult>(await s.call('browser.page.selection', { tabId })).text, 'shoes ');
      await page.evaluate(() => {
        const pin = document.getElementById('pin') as HTMLInputElement;
        pin.focus();
        pin.select();
      });
      refused(await s.call('browser.page.selection', { tabId }), 'blocked-sensitive');
    });

    it('names the focused element with its state, never a protected value', async () => {
      const { tabId, page } = await openCaps(s, 'article.html');
      assert.equal(ok<FocusedResult>(await s.call('browser.page.focused', { tabId })).element, null);
      await page.focus('#note');
      const f = ok<FocusedResult>(await s.call('browser.page.focused', { tabId }));
      assert.deepEqual([f.element?.role, f.element?.name, f.state?.value, f.state?.focused], ['textbox', 'Note', 'Great shoes for trail running', true]);
      await page.focus('#pin');
      const pin = ok<FocusedResult>(await s.call('browser.page.focused', { tabId }));
      assert.equal(pin.element?.name, 'PIN');
      assert.equal(pin.state?.value, undefined);
      assert.doesNotMatch(JSON.stringify(pin), /1234/);
    });
  });

  describe('players', () => {
    it('lists a player and pauses, mutes and seeks it; play is hit-tested', async () => {
      const { tabId, page } = await openCaps(s, 'article.html');
      await page.waitForFunction(() => Number.isFinite((document.getElementById('player') as HTMLAudioElement).duration));
      const list = ok<MediaResult>(await s.call('browser.page.media', { tabId }));
      assert.equal(list.media.length, 1);
      const player = list.media[0]!;
      assert.deepEqual([player.kind, player.paused, player.duration, player.element.name], ['audio', true, 30, 'Podcast episode']);
      const target = player.element.target!;
      const muted = ok<MediaControlResult>(await s.call('browser.semantic.media', { tabId, target, command: 'mute' }));
      assert.equal(muted.media.muted, true);
      const seek = ok<MediaControlResult>(await s.call('browser.semantic.media', { tabId, target, command: 'seek', time: 12 }));
      assert.equal(seek.media.currentTime, 12);
      refused(await s.call('browser.semantic.media', { tabId, target, command: 'seek', time: 99 }), 'invalid-input');
      // Covered, the player cannot be started: play is a press on its own button.
      await page.evaluate(() => {
        const cover = document.createElement('div');
        cover.id = 'cover';
        cover.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,0.05)';
        document.body.append(cover);
      });
      const off = await attemptWithDetail(s, 'browser.semantic.media', { tabId, target, command: 'play' });
      assert.equal(!off.ok && off.code, 'not-hittable', JSON.stringify(off));
      assert.equal(await page.$eval('#player', (el) => (el as HTMLAudioElement).paused), true);
      await page.evaluate(() => document.getElementById('cover')!.remove());
      const played = await attemptWithDetail(s, 'browser.semantic.media', { tabId, target, command: 'play' });
      if (played.ok) assert.equal((played.value as MediaControlResult).media.paused, false);
      else assert.equal(played.code, 'media-blocked', 'the browser may refuse sound without a real gesture, and says so');
      const paused = ok<MediaControlResult>(await s.call('browser.semantic.media', { tabId, target, command: 'pause' }));
      assert.equal(paused.media.paused, true);
      refused(await s.call('browser.semantic.media', { tabId, target: { selector: '#note' }, command: 'pause' }), 'not-editable');
    });
  });

  describe('browser.page.screenshot', () => {
    it('pictures the visible tab with protected fields, private regions and other sites painted black', async () => {
      const { tabId, page } = await openCaps(s, 'screenshot.html');
      await page.bringToFront();
      const shot = ok<Screenshot>(await s.call('browser.page.screenshot', { tabId }));
      assert.match(shot.dataUrl, /^data:image\/png;base64,/);
      assert.equal(shot.mimeType, 'image/png');
      assert.ok(shot.masked >= 3, `masked ${shot.masked}`);
      const [red, privateRegion, card, other, go] = await pixels(page, shot.dataUrl, [
        [100, 100],
        [320, 100],
        [540, 30],
        [760, 100],
        [50, 266],
      ]);
      assert.deepEqual(red, [255, 0, 0], 'ordinary content is shown as is');
      assert.deepEqual(privateRegion, [0, 0, 0], 'a private region is painted over');
      assert.deepEqual(card, [0, 0, 0], 'a payment field is painted over');
      assert.deepEqual(other, [0, 0, 0], "another site's frame is painted over");
      assert.deepEqual(go, [0, 200, 0]);
    });

    it('crops around a target, and refuses a tab that is not on screen', async () => {
      const { tabId, page } = await openCaps(s, 'screenshot.html');
      await page.bringToFront();
      const crop = ok<Screenshot>(await s.call('browser.page.screenshot', { tabId, target: { selector: '#go' }, padding: 10 }));
      assert.equal(crop.target?.name, 'Go');
      const ratio = crop.width / 140;
      assert.ok(Math.abs(crop.height / ratio - 60) <= 2, `crop ${crop.width}x${crop.height}`);
      const [inside, margin] = await pixels(page, crop.dataUrl, [[16, 16], [4, 4]], { width: 140, height: 60 });
      assert.deepEqual(inside, [0, 200, 0], 'the button');
      assert.deepEqual(margin, [255, 255, 255], 'the padding around it');
      const jpeg = ok<Screenshot>(await s.call('browser.page.screenshot', { tabId, format: 'jpeg', maxWidth: 320 }));
      assert.equal(jpeg.mimeType, 'image/jpeg');
      assert.equal(jpeg.width, 320);
      const behind = await openCaps(s, 'screenshot.html');
      await behind.page.bringToFront();
      refused(await s.call('browser.page.screenshot', { tabId }), 'tab-not-visible');
      await page.bringToFront();
      refused(await s.call('browser.page.screenshot', { tabId, target: { selector: '#card' } }), 'blocked-sensitive');
    });
  });
});
