// Every refusal of the semantic rung, end to end through the real extension. Each test would
// pass an action through if its guard were removed (the target exists and is otherwise usable),
// and checks the page did not change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fp, line, ok, refused, snapshot, startSession, waitForFrames, type Session } from './semantic-support.ts';

describe('semantic refusals', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
  });
  after(() => s?.close());

  describe('not-hittable: click and hover need a hit test, with the reason, and never scroll or force', () => {
    let tabId: number;
    let page: Awaited<ReturnType<Session['open']>>['page'];
    const clicks = () => page.$eval('#clicks', (el) => el.textContent);
    const scrollY = () => page.evaluate(() => window.scrollY);
    before(async () => {
      ({ tabId, page } = await s.open('hit.html'));
    });

    it('off-screen: refused with a hint to scroll, nothing scrolled; after an explicit scroll it clicks', async () => {
      const snap = await snapshot(s, tabId);
      const far = fp(snap, 'button', 'Far button');
      const result = await s.call('browser.semantic.click', { tabId, target: far });
      assert.match(refused(result, 'not-hittable'), /outside the viewport.*scroll/i);
      assert.equal(await scrollY(), 0, 'no silent scrolling');
      refused(await s.call('browser.semantic.hover', { tabId, target: far }), 'not-hittable');
      assert.equal(await clicks(), 'Clicks: none');
      ok(await s.call('browser.semantic.scroll', { tabId, target: far }));
      const clicked = ok<{ trustedInput: boolean }>(await s.call('browser.semantic.click', { tabId, target: far }));
      assert.equal(clicked.trustedInput, false);
      assert.equal(await clicks(), 'Clicks: far:synthetic');
      ok(await s.call('browser.semantic.scroll', { tabId, to: 'top' }));
    });

    it('covered: says what covers the target', async () => {
      const snap = await snapshot(s, tabId);
      const result = await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Under the note') });
      assert.match(refused(result, 'not-hittable'), /covered by div#note\.sticky-note/);
      refused(await s.call('browser.semantic.hover', { tabId, target: { selector: '#under' } }), 'not-hittable');
    });

    for (const [selector, reason] of [
      ['#disabled', 'disabled'],
      ['#aria-disabled', 'disabled'],
      ['#ghost', 'hidden'],
      ['#clear', 'hidden'],
      ['#flat', 'zero-size'],
      ['#inert', 'inert'],
    ] as const) {
      it(`${reason}: ${selector}`, async () => {
        const result = await s.call('browser.semantic.click', { tabId, target: { selector } });
        refused(result, 'not-hittable');
        assert.equal(!result.ok && result.message.length > 0, true);
        assert.equal(await clicks(), 'Clicks: far:synthetic', `${selector} was not clicked`);
      });
    }

    it('reports the reason as detail', async () => {
      const result = await s.os.evaluate(async (t) => {
        try {
          await window.aiEcho.bridge.invoke('browser.semantic.click', { tabId: t, target: { selector: '#flat' } });
          return null;
        } catch (err) {
          return (err as { detail?: unknown }).detail ?? null;
        }
      }, tabId);
      assert.deepEqual(result, { reason: 'zero-size' });
    });

    it('a button that is hittable clicks (the guards above are not blanket refusals)', async () => {
      const snap = await snapshot(s, tabId);
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Press me') }));
      assert.equal(await clicks(), 'Clicks: far:synthetic ok:synthetic');
    });
  });

  describe('not-hittable: modals', () => {
    it('a div overlay covers the button until it is dismissed; a modal dialog makes it inert', async () => {
      const { tabId, page } = await s.open('modal.html');
      const snap = await snapshot(s, tabId);
      // An ordinary button (one named to buy or pay would meet the consent gate first: no site allowance covers it).
      const buy = fp(snap, 'button', 'Add to basket');
      assert.match(refused(await s.call('browser.semantic.click', { tabId, target: buy }), 'not-hittable'), /covered by div#cookie-wall/);
      assert.equal(await page.$eval('#result', (el) => el.textContent), 'Nothing bought');
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Accept cookies') }));
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Open native dialog') }));
      assert.match(refused(await s.call('browser.semantic.click', { tabId, target: buy }), 'not-hittable'), /inert/);
      ok(await s.call('browser.semantic.click', { tabId, target: { selector: '#close-dialog' } }));
      ok(await s.call('browser.semantic.click', { tabId, target: buy }));
      assert.equal(await page.$eval('#result', (el) => el.textContent), 'Bought');
    });
  });

  describe('blocked-sensitive: never read, never acted on', () => {
    it('login form: the password field and everything in its form, for reading and acting', async () => {
      const { tabId, page } = await s.open('login.html');
      const snap = await snapshot(s, tabId);
      const outline = snap.frames[0]!.outline;
      assert.doesNotMatch(outline, /hunter2|ada@example/, 'no values of a login form in the snapshot');
      assert.equal(line(snap, 'textbox', 'Password').states.blocked, 'password');
      assert.equal(line(snap, 'textbox', 'Username').states.blocked, 'password-form');
      const password = fp(snap, 'textbox', 'Password');
      const user = fp(snap, 'textbox', 'Username');
      const signIn = fp(snap, 'button', 'Sign in');
      const refusals = [
        s.call('browser.semantic.type', { tabId, target: password, text: 'x' }),
        s.call('browser.semantic.type', { tabId, target: user, text: 'x', clear: true }),
        s.call('browser.semantic.click', { tabId, target: signIn }),
        s.call('browser.semantic.hover', { tabId, target: signIn }),
        s.call('browser.semantic.focus', { tabId, target: password }),
        s.call('browser.semantic.check', { tabId, target: fp(snap, 'checkbox', 'Remember me') }),
        s.call('browser.semantic.verify', { tabId, target: password }),
        s.call('browser.semantic.verify', { tabId, target: { selector: '#user' } }),
        s.call('browser.semantic.key', { tabId, key: 'Enter', target: password }),
        s.call('browser.semantic.scroll', { tabId, target: signIn }),
        s.call('browser.semantic.extract', { tabId, target: password }),
        s.call('browser.semantic.wait', { tabId, target: password, timeoutMs: 500 }),
      ];
      for (const result of await Promise.all(refusals)) refused(result, 'blocked-sensitive');
      // Focus put there by the person: a key pressed now would submit the login form.
      await page.focus('#pass');
      refused(await s.call('browser.semantic.key', { tabId, key: 'Enter' }), 'blocked-sensitive');
      assert.deepEqual(
        await page.evaluate(() => [(document.getElementById('pass') as HTMLInputElement).value, (document.getElementById('user') as HTMLInputElement).value, document.getElementById('signed')!.textContent]),
        ['hunter2-secret', 'ada@example.com', 'Not signed in'],
      );
      // The search form on the same page is not blocked.
      ok(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'searchbox', 'Search'), text: 'shoes' }));
      const fields = ok<{ fields: { name: string; value?: string; withheld?: string }[] }>(await s.call('browser.semantic.extract', { tabId, include: ['fields'] })).fields;
      assert.deepEqual(
        fields.map((f) => [f.name, f.value ?? null, f.withheld ?? null]),
        [
          ['Username', null, 'password-form'],
          ['Password', null, 'password'],
          ['Remember me', null, 'password-form'],
          ['Search', 'shoes', null],
        ],
      );
    });

    it('payment and one-time-code fields by autocomplete; other fields of that form stay usable', async () => {
      const { tabId, page } = await s.open('payment.html');
      const snap = await snapshot(s, tabId);
      assert.doesNotMatch(snap.frames[0]!.outline, /4111|ADA LOVELACE|987654|12\/34/);
      for (const [name, reason] of [
        ['Name on card', 'payment'],
        ['Card number', 'payment'],
        ['Expiry', 'payment'],
        ['Security code', 'payment'],
        ['One-time code', 'one-time-code'],
      ] as const) {
        assert.equal(line(snap, 'textbox', name).states.blocked, reason);
        const result = await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', name), text: '0', clear: true });
        assert.match(refused(result, 'blocked-sensitive'), new RegExp(reason));
        refused(await s.call('browser.semantic.verify', { tabId, target: fp(snap, 'textbox', name) }), 'blocked-sensitive');
      }
      assert.equal(await page.$eval('#ccnum', (el) => (el as HTMLInputElement).value), '4111111111111111');
      const coupon = ok<{ after: { value: string } }>(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Coupon'), text: 'SUMMER', clear: true }));
      assert.equal(coupon.after.value, 'SUMMER');
    });

    it('marked regions (private, restricted, credential, system-secret): withheld from snapshot and extract, refused for every action', async () => {
      const { tabId } = await s.open('private.html');
      const snap = await snapshot(s, tabId);
      const outline = snap.frames[0]!.outline;
      assert.doesNotMatch(outline, /Dr\. Smith|Send reply|Restricted action|Copy key|Rotate/);
      assert.match(outline, /region blocked:private withheld=3/);
      assert.equal(snap.omitted.sensitive, 6);
      line(snap, 'button', 'Not sensitive'); // an unknown data-sensitivity value is not a mark
      for (const selector of ['#send-reply', '#reply', '#restricted', '#copy-key', '#rotate', '#messages']) {
        refused(await s.call('browser.semantic.click', { tabId, target: { selector } }), 'blocked-sensitive');
      }
      refused(await s.call('browser.semantic.type', { tabId, target: { selector: '#reply' }, text: 'x' }), 'blocked-sensitive');
      refused(await s.call('browser.semantic.verify', { tabId, target: { selector: '#apikey' } }), 'blocked-sensitive');
      refused(await s.call('browser.semantic.extract', { tabId, target: { selector: '#messages' } }), 'blocked-sensitive');
      refused(await s.call('browser.semantic.wait', { tabId, target: { selector: '#send-reply' }, timeoutMs: 500 }), 'blocked-sensitive');
      const page = ok<{ text: string; links: { text: string }[]; tables: { rows: string[][] }[] }>(await s.call('browser.semantic.extract', { tabId }));
      assert.doesNotMatch(page.text, /diagnosis|sk-live|hidden total/);
      assert.match(page.text, /\[withheld: private\]/);
      assert.match(page.text, /opening hours 9 to 5/);
      assert.ok(!page.links.some((l) => /Smith/.test(l.text)));
      assert.deepEqual(page.tables[0]!.rows, [['A-1', '10.00'], ['A-2', '[withheld]']]);
    });

    it('inside shadow roots too (Lit app)', async () => {
      const { tabId, page } = await s.open('lit.html');
      const snap = await snapshot(s, tabId);
      assert.doesNotMatch(snap.frames[0]!.outline, /launch code|Open private note/);
      refused(await s.call('browser.semantic.click', { tabId, target: { selector: '#secret-btn' } }), 'blocked-sensitive');
      refused(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Vault password'), text: '1' }), 'blocked-sensitive');
      refused(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Unlock') }), 'blocked-sensitive');
      const text = ok<{ text: string }>(await s.call('browser.semantic.extract', { tabId, include: ['text'] })).text;
      assert.doesNotMatch(text, /launch code/);
      assert.match(text, /Saved:/, 'the rest of the shadow tree is read');
      assert.equal(await page.evaluate(() => document.querySelector('echo-app')!.shadowRoot!.querySelector('echo-settings')!.shadowRoot!.querySelector('input')!.value), '');
    });
  });

  describe('key-not-allowed: only navigation and control keys', () => {
    // One tab for every key: a key that got through would show in #keys, and every later key's check too.
    let tabId: number;
    let page: Awaited<ReturnType<Session['open']>>['page'];
    before(async () => {
      ({ tabId, page } = await s.open('keys.html'));
    });
    after(() => page?.close());
    for (const key of ['a', 'A', 'Shift+A', 'Ctrl+A', 'Control+V', 'Alt+F4', 'Meta+R', 'Backspace', 'Delete', 'F5', '1']) {
      it(`refuses ${key}`, async () => {
        await page.focus('#first');
        const result = await s.call('browser.semantic.key', { tabId, key });
        assert.match(refused(result, 'key-not-allowed'), /browser\.semantic\.type/);
        assert.equal(await page.$eval('#keys', (el) => el.textContent), '', 'no key event reached the page');
      });
    }
  });

  describe('not-editable: type, select and check only where they apply', () => {
    let tabId: number;
    let page: Awaited<ReturnType<Session['open']>>['page'];
    before(async () => {
      ({ tabId, page } = await s.open('long-form.html'));
    });
    it('type into a button, a checkbox, a select, a read-only field', async () => {
      const snap = await snapshot(s, tabId);
      for (const target of [fp(snap, 'button', 'Preview'), fp(snap, 'checkbox', 'Gift wrap'), fp(snap, 'combobox', 'Country'), fp(snap, 'textbox', 'Order number')]) {
        refused(await s.call('browser.semantic.type', { tabId, target, text: 'x' }), 'not-editable');
      }
      assert.equal(await page.$eval('#ro', (el) => (el as HTMLInputElement).value), 'A-1');
    });
    it('select on a text field, a disabled option; check on a text field; unchecking a radio', async () => {
      const snap = await snapshot(s, tabId);
      refused(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'textbox', 'Full name'), label: 'x' }), 'not-editable');
      refused(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'combobox', 'Country'), label: 'Atlantis' }), 'not-editable');
      refused(await s.call('browser.semantic.check', { tabId, target: fp(snap, 'textbox', 'Full name') }), 'not-editable');
      refused(await s.call('browser.semantic.check', { tabId, target: fp(snap, 'radio', 'Standard'), checked: false }), 'not-editable');
      assert.equal(await page.$eval('#country', (el) => (el as HTMLSelectElement).value), 'de');
    });
  });

  describe('targets: zero or several matches are errors, never a guess', () => {
    it('target-not-found for a selector or an option that matches nothing', async () => {
      const { tabId } = await s.open('long-form.html');
      refused(await s.call('browser.semantic.click', { tabId, target: { selector: '#does-not-exist' } }), 'target-not-found');
      const snap = await snapshot(s, tabId);
      const message = refused(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'combobox', 'Country'), label: 'Mars' }), 'target-not-found');
      assert.match(message, /no option/);
    });

    it('target-ambiguous for a selector with several matches (also across shadow roots)', async () => {
      const { tabId, page } = await s.open('rerender.html');
      assert.match(refused(await s.call('browser.semantic.click', { tabId, target: { selector: 'button.finish' } }), 'target-ambiguous'), /2 elements/);
      const snap = await snapshot(s, tabId);
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Duplicate') }));
      refused(await s.call('browser.semantic.click', { tabId, target: { selector: '.twin' } }), 'target-ambiguous');
      assert.equal(await page.$eval('#done', (el) => el.textContent), 'Done: none');
      const lit = await s.open('lit.html');
      // "input" matches #nick and #pin, each inside a shadow root: two matches, so no guess.
      refused(await s.call('browser.semantic.click', { tabId: lit.tabId, target: { selector: 'input' } }), 'target-ambiguous');
    });

    it('stale: a fingerprint whose element changed name or position no longer resolves', async () => {
      const { tabId, page } = await s.open('rerender.html');
      let snap = await snapshot(s, tabId);
      const report = fp(snap, 'button', 'Finish Write report');
      const bob = fp(snap, 'button', 'Finish Call Bob');
      // Re-rendered with the same content: new elements, same fingerprints (page-derived).
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Render same') }));
      ok(await s.call('browser.semantic.verify', { tabId, target: report }));
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Rename first') }));
      const result = await s.call('browser.semantic.click', { tabId, target: report });
      assert.match(refused(result, 'stale'), /fresh snapshot/);
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Add task on top') }));
      refused(await s.call('browser.semantic.click', { tabId, target: bob }), 'stale');
      assert.equal(await page.$eval('#done', (el) => el.textContent), 'Done: none', 'nothing was clicked by a guess');
      snap = await snapshot(s, tabId);
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Finish Call Bob') }));
      assert.equal(await page.$eval('#done', (el) => el.textContent), 'Done: Finish Call Bob');
      // The same element, renamed in place: the fingerprint it had is stale, not a new name for it.
      const before = fp(await snapshot(s, tabId), 'button', 'Finish Call Bob');
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Rename in place') }));
      refused(await s.call('browser.semantic.click', { tabId, target: before }), 'stale');
      assert.equal(await page.$eval('#done', (el) => el.textContent), 'Done: Finish Call Bob');
    });
  });

  describe('frames, timeouts and input', () => {
    it('origin-not-allowed for a cross-origin frame; frame-missing for a frame that does not exist', async () => {
      const { tabId } = await s.open('frames.html');
      const frames = await waitForFrames(s, tabId, 3);
      const other = frames.find((f) => f.url.includes(`:${Number(new URL(s.env.web.origin).port) + 1}/`));
      assert.ok(other, JSON.stringify(frames));
      refused(await s.call('browser.semantic.snapshot', { tabId, frameId: other.frameId }), 'origin-not-allowed');
      refused(await s.call('browser.semantic.click', { tabId, frameId: other.frameId, target: { selector: 'body' } }), 'origin-not-allowed');
      refused(await s.call('browser.semantic.snapshot', { tabId, frameId: 987654 }), 'frame-missing');
      const snap = await snapshot(s, tabId);
      assert.equal(snap.omitted.crossOriginFrames, 1);
      assert.ok(!snap.frames.some((f) => f.frameId === other.frameId), 'the cross-origin frame is not read');
    });

    it('timeout when a wait condition does not hold in time', async () => {
      const { tabId } = await s.open('rerender.html');
      const started = Date.now();
      refused(await s.call('browser.semantic.wait', { tabId, text: 'This text never appears', timeoutMs: 300 }), 'timeout');
      refused(await s.call('browser.semantic.wait', { tabId, target: { selector: '#late' }, timeoutMs: 200 }), 'timeout');
      assert.ok(Date.now() - started < 10_000);
    });

    it('invalid-input for malformed targets and contradictory arguments', async () => {
      const { tabId } = await s.open('long-form.html');
      refused(await s.call('browser.semantic.click', { tabId, target: { fingerprint: 'NOT A REF' } }), 'invalid-input');
      refused(await s.call('browser.semantic.click', { tabId, target: { fingerprint: 'abcdefgh', selector: '#x' } }), 'invalid-input');
      refused(await s.call('browser.semantic.click', { tabId, target: { selector: 'button[' } }), 'invalid-input');
      refused(await s.call('browser.semantic.select', { tabId, target: { selector: '#country' }, value: 'de', label: 'Germany' }), 'invalid-input');
      refused(await s.call('browser.semantic.scroll', { tabId, to: 'intoView' }), 'invalid-input');
      refused(await s.call('browser.semantic.type', { tabId, target: { selector: '#notes' }, text: 'x'.repeat(41) }), 'invalid-input');
      refused(await s.call('browser.semantic.snapshot', { tabId, maxBytes: 10 }), 'invalid-input');
    });

    it('origin-not-allowed for a tab the person did not allow', async () => {
      const page = await s.env.browser.newPage();
      await page.goto(`${s.env.stray.origin}/index.html`);
      const tabs = ok<{ tabs: { tabId: number; url: string }[] }>(await s.call('browser.tabs.list', {}));
      const stray = tabs.tabs.find((t) => t.url.startsWith(s.env.stray.origin));
      assert.ok(stray);
      refused(await s.call('browser.semantic.snapshot', { tabId: stray.tabId }), 'origin-not-allowed');
      refused(await s.call('browser.semantic.click', { tabId: stray.tabId, target: { selector: 'body' } }), 'origin-not-allowed');
      await page.close();
    });

    it('origin-not-allowed for a tab that left an allowed site for another: the snapshot started on the origin it had gives nothing', async () => {
      const { page, tabId } = await s.open('long-form.html');
      // The worker now knows the tab's allowed origin and starts the next snapshot on it while it looks the tab up.
      ok(await s.call('browser.semantic.snapshot', { tabId }));
      await page.goto(`${s.env.stray.origin}/index.html`);
      refused(await s.call('browser.semantic.snapshot', { tabId }), 'origin-not-allowed');
      await page.close();
    });
  });
});
