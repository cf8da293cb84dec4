// The semantic actions doing their job end to end: snapshot outlines (labels, shadow DOM,
// frames, bounds), evidence on every mutation, framework-controlled forms, keys, wait, verify,
// extract. Refusals are in semantic-refusals.test.ts.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Evidence } from '../../faculties/semantic-control/protocol.ts';
import { generateBenchPages } from '../bench/bench-pages.ts';
import { ROOT } from '../support/harness.ts';
import type { RequestedApproval } from '../../faculties/sdk/grants.ts';
import { fp, line, lines, ok, pageLog, snapshot, startSession, waitForFrames, type Session } from './semantic-support.ts';
import { controlFromOs, decide } from './webmcp-support.ts';

type KeyEvidence = Evidence & { focusAfter: { role: string; name: string; fingerprint: string | null } | null };

describe('semantic actions', () => {
  let s: Session;
  before(async () => {
    s = await startSession();
  });
  after(() => s?.close());

  describe('snapshot', () => {
    it('names labelled and unlabelled fields, nests under landmarks, shows state, no coordinates', async () => {
      const { tabId } = await s.open('long-form.html');
      const snap = await snapshot(s, tabId);
      const all = lines(snap);
      assert.equal(line(snap, 'textbox', 'Full name').value, 'Ada');
      line(snap, 'textbox', 'Email'); // wrapping label
      line(snap, 'textbox', 'Phone number'); // aria-label
      line(snap, 'textbox', 'City'); // aria-labelledby
      line(snap, 'textbox', 'Postcode'); // placeholder
      assert.equal(all.filter((l) => l.role === 'textbox' && l.name === '').length, 1, 'the unlabelled field is listed, with no name');
      assert.equal(line(snap, 'combobox', 'Country').value, 'Germany');
      assert.equal(line(snap, 'radio', 'Standard').states.checked, true);
      assert.equal(line(snap, 'button', 'Save draft').states.disabled, true);
      assert.equal(line(snap, 'button', 'Preview').states.collapsed, true);
      assert.equal(line(snap, 'textbox', 'Order number').states.readonly, true);
      line(snap, 'textbox', 'Card message'); // contenteditable
      line(snap, 'button', 'Send order'); // off-screen controls are listed too
      assert.equal(line(snap, 'heading', 'Shipping details').states.level, '1');
      const form = line(snap, 'form', 'Shipping');
      assert.equal(line(snap, 'textbox', 'Full name').depth, form.depth + 1);
      assert.equal(snap.interactive, 18);
      assert.equal(snap.untrusted, true);
      assert.doesNotMatch(JSON.stringify(snap), /"(x|y|left|top|width|height|box|rect)"\s*:/, 'no coordinates out');
      for (const l of all) if (l.fingerprint) assert.match(l.fingerprint, /^[0-9a-z]{8}$/);
    });

    it('fingerprints are stable across snapshots while the page is unchanged', async () => {
      const { tabId } = await s.open('long-form.html');
      const a = await snapshot(s, tabId);
      const b = await snapshot(s, tabId);
      assert.equal(a.frames[0]!.outline, b.frames[0]!.outline);
      const again = await s.open('long-form.html');
      const c = await snapshot(s, again.tabId);
      assert.equal(fp(c, 'button', 'Send order').fingerprint, fp(a, 'button', 'Send order').fingerprint, 'page-derived: the same in another tab');
    });

    it('pierces open shadow roots, in slot order', async () => {
      const { tabId } = await s.open('lit.html');
      const snap = await snapshot(s, tabId);
      const names = lines(snap).map((l) => `${l.role}:${l.name}`);
      for (const n of ['button:Add one', 'textbox:Nickname', 'textbox:Vault password', 'button:Slotted action', 'heading:Settings', 'region:Settings']) assert.ok(names.includes(n), n);
      assert.ok(names.indexOf('region:') > names.indexOf('textbox:Nickname') && names.indexOf('button:Slotted action') > names.indexOf('region:'), 'slotted content where its slot is');
    });

    it('lists what a shadow tree makes clickable (:host, ::slotted, a slot), closed roots included', async () => {
      const { page, tabId } = await s.open('shadow-cursor.html');
      const snap = await snapshot(s, tabId);
      const generics = lines(snap)
        .filter((l) => l.role === 'generic')
        .map((l) => l.name);
      for (const name of ['Open host card', 'Closed div card', 'Closed custom card', 'Slotted chip', 'Under a pointer slot']) assert.ok(generics.includes(name), `${name} in\n${snap.frames[0]!.outline}`);
      assert.ok(!generics.some((n) => n.includes('Plain text') || n.includes('not clickable')), 'no inherited cursor is made up');
      // The page's own computed styles agree with what was listed.
      const pointers = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((el) => getComputedStyle(el).cursor === 'pointer').length);
      assert.equal(pointers, 5);
    });

    it('covers same-origin iframes as separate frames and ties the iframe line to the frame id', async () => {
      const { tabId } = await s.open('frames.html');
      await waitForFrames(s, tabId, 3);
      const snap = await snapshot(s, tabId);
      assert.equal(snap.frames.length, 2);
      const child = snap.frames[1]!;
      assert.equal(child.parentFrameId, 0);
      assert.match(child.documentId, /^[0-9A-F]{32}$/);
      assert.equal(line(snap, 'iframe', 'Child form').states.frame, String(child.frameId));
      assert.equal(line(snap, 'iframe', 'Other origin').states['cross-origin'], true);
      const field = fp(snap, 'textbox', 'Frame field', 1);
      const typed = ok<Evidence>(await s.call('browser.semantic.type', { tabId, frameId: child.frameId, target: field, text: 'hello' }));
      assert.deepEqual([typed.frameId, typed.documentId], [child.frameId, child.documentId]);
      ok(await s.call('browser.semantic.click', { tabId, frameId: child.frameId, target: fp(snap, 'button', 'Frame button', 1) }));
      const out = ok<{ text: string }>(await s.call('browser.semantic.verify', { tabId, frameId: child.frameId, target: { selector: '#frame-out' } }));
      assert.equal(out.text, 'Frame got hello');
      // A fingerprint of one frame means nothing in another.
      const wrong = await s.call('browser.semantic.click', { tabId, target: field });
      assert.equal(!wrong.ok && wrong.code, 'stale');
    });

    it('is bounded by elements and bytes, and counts what it left out', async () => {
      const { tabId } = await s.open('long-form.html');
      const full = await snapshot(s, tabId);
      const cut = await snapshot(s, tabId, { maxElements: 5 });
      assert.equal(cut.listed, 5);
      assert.equal(cut.frames[0]!.truncated, true);
      assert.equal(cut.omitted.overLimit, full.listed - 5);
      const small = await snapshot(s, tabId, { maxBytes: 1000 });
      assert.ok(Buffer.byteLength(small.frames[0]!.outline) <= 1000);
      assert.equal(small.listed + small.omitted.overLimit, full.listed);
      const hit = await s.open('hit.html');
      const hitSnap = await snapshot(s, hit.tabId);
      assert.equal(hitSnap.omitted.hidden, 2, 'invisible and zero-size buttons are counted, not listed');
      // A transparent button still takes a person's click where it is: listed, and said to be transparent.
      assert.equal(line(hitSnap, 'button', 'Transparent button').states.transparent, true);
    });
  });

  describe('compact and complete on a generated shop page (~5,400 elements)', () => {
    it('lists every visible actionable element, in a small fraction of the full accessibility tree', async () => {
      generateBenchPages(resolve(ROOT, 'test/fixtures/web/semantic/build/bench'));
      const { tabId, page } = await s.open('build/bench/shop.html');
      const snap = await snapshot(s, tabId);
      const actionable = await page.evaluate(() =>
        [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea')].filter(
          (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && (el as HTMLElement).offsetWidth > 0 && (el as HTMLElement).offsetHeight > 0,
        ).length,
      );
      assert.equal(snap.interactive, actionable);
      assert.equal(snap.omitted.overLimit, 0);
      const tree = await page.accessibility.snapshot({ interestingOnly: false });
      const ours = Buffer.byteLength(snap.frames[0]!.outline);
      const full = Buffer.byteLength(JSON.stringify(tree));
      assert.ok(ours * 4 < full, `ours ${ours} bytes vs the full accessibility tree ${full} bytes`);
    });
  });

  describe('mutations return evidence', () => {
    let tabId: number;
    let page: Awaited<ReturnType<Session['open']>>['page'];
    let documentId: string;
    before(async () => {
      ({ tabId, page } = await s.open('long-form.html'));
      documentId = ok<{ documentId: string }>(await s.call('browser.page.info', { tabId })).documentId;
    });

    it('type: native setter, input and change, value before and after, trustedInput false', async () => {
      const snap = await snapshot(s, tabId);
      const e = ok<Evidence>(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Full name'), text: 'Grace', clear: true }));
      assert.deepEqual([e.action, e.role, e.name, e.before.value, e.after.value, e.trustedInput], ['type', 'textbox', 'Full name', 'Ada', 'Grace', false]);
      assert.equal(e.fingerprint, fp(snap, 'textbox', 'Full name').fingerprint);
      assert.equal(e.documentId, documentId);
      assert.equal(e.tabId, tabId);
      assert.match(e.url, /\/semantic\/long-form\.html/);
      assert.ok(e.events.includes('input') && e.events.includes('change'));
      assert.match(await pageLog(page), /input:full:synthetic change:full:synthetic/);
      const appended = ok<Evidence>(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Full name'), text: ' Hopper' }));
      assert.equal(appended.after.value, 'Grace Hopper');
      const note = ok<Evidence>(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Card message'), text: 'Happy birthday' }));
      assert.equal(note.after.value, 'Happy birthday');
    });

    it('select by label and by value; check and uncheck; radios', async () => {
      const snap = await snapshot(s, tabId);
      const country = fp(snap, 'combobox', 'Country');
      const byLabel = ok<Evidence>(await s.call('browser.semantic.select', { tabId, target: country, label: 'France' }));
      assert.deepEqual([byLabel.before.value, byLabel.after.value, byLabel.after.selectedLabels], ['de', 'fr', ['France']]);
      assert.equal(ok<Evidence>(await s.call('browser.semantic.select', { tabId, target: country, value: 'jp' })).after.value, 'jp');
      const gift = fp(snap, 'checkbox', 'Gift wrap');
      const on = ok<Evidence>(await s.call('browser.semantic.check', { tabId, target: gift }));
      assert.deepEqual([on.before.checked, on.after.checked, on.trustedInput], [false, true, false]);
      const again = ok<Evidence>(await s.call('browser.semantic.check', { tabId, target: gift, checked: true }));
      assert.deepEqual(again.events, [], 'already checked: nothing dispatched');
      assert.equal(ok<Evidence>(await s.call('browser.semantic.check', { tabId, target: gift, checked: false })).after.checked, false);
      const express = ok<Evidence>(await s.call('browser.semantic.check', { tabId, target: fp(snap, 'radio', 'Express') }));
      assert.equal(express.after.checked, true);
      assert.equal(await page.$eval('input[value=std]', (el) => (el as HTMLInputElement).checked), false);
    });

    it('click, hover and focus: state before and after', async () => {
      const snap = await snapshot(s, tabId);
      const preview = ok<Evidence>(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Preview') }));
      assert.deepEqual([preview.before.expanded, preview.after.expanded, preview.after.focused], [false, true, true]);
      assert.match(await pageLog(page), /click:preview:synthetic/);
      const hover = ok<Evidence>(await s.call('browser.semantic.hover', { tabId, target: fp(snap, 'link', 'Home') }));
      assert.ok(hover.events.includes('mouseover'));
      assert.match(await pageLog(page), /mouseover:a:synthetic/);
      const focus = ok<Evidence>(await s.call('browser.semantic.focus', { tabId, target: fp(snap, 'textbox', 'Email') }));
      assert.deepEqual([focus.before.focused, focus.after.focused], [false, true]);
    });

    it('scroll into view (explicit), then the off-screen button clicks; page scrolls report a percentage', async () => {
      const snap = await snapshot(s, tabId);
      const send = fp(snap, 'button', 'Send order');
      const scrolled = ok<Evidence>(await s.call('browser.semantic.scroll', { tabId, target: send }));
      assert.deepEqual([scrolled.before.inViewport, scrolled.after.inViewport], [false, true]);
      // "Send order" may not be undone: the site's allowance does not cover it, the person approves this one click.
      const refusal = await s.call('browser.semantic.click', { tabId, target: send });
      assert.equal(!refusal.ok && refusal.code, 'consent-required', JSON.stringify(refusal));
      const asked = await controlFromOs<RequestedApproval>(s.os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: { tabId, target: send } });
      assert.ok(asked.ok && 'approvalId' in asked.value, JSON.stringify(asked));
      assert.deepEqual(asked.value.summary.consequences.map((c) => c.kind), ['irreversible']);
      await (await decide(s.env.browser, asked.value.approvalId, 'approve')).close().catch(() => undefined);
      ok(await s.call('browser.semantic.click', { tabId, target: send, grantId: asked.value.approvalId }));
      assert.equal(await page.$eval('#status', (el) => el.textContent), 'Sent for Grace Hopper');
      const top = ok<Evidence>(await s.call('browser.semantic.scroll', { tabId, to: 'top' }));
      assert.equal(top.after.scrollPercent, 0);
      const down = ok<Evidence>(await s.call('browser.semantic.scroll', { tabId }));
      assert.ok(down.after.scrollPercent! > 0 && down.role === 'document' && down.fingerprint === null);
    });

    it('verify reads state and compares with what is expected', async () => {
      const snap = await snapshot(s, tabId);
      const match = ok<{ matches: boolean; state: { value: string } }>(
        await s.call('browser.semantic.verify', { tabId, target: fp(snap, 'textbox', 'Full name'), expect: { value: 'Grace Hopper', enabled: true } }),
      );
      assert.deepEqual([match.matches, match.state.value], [true, 'Grace Hopper']);
      const miss = ok<{ matches: boolean; mismatches: { field: string }[] }>(
        await s.call('browser.semantic.verify', { tabId, target: { selector: '#status' }, expect: { text: 'Not sent' } }),
      );
      assert.deepEqual([miss.matches, miss.mismatches.map((m) => m.field)], [false, ['text']]);
    });
  });

  describe('framework-controlled pages', () => {
    it('React: controlled input, select and checkbox see the change and keep it across renders', async () => {
      const { tabId, page } = await s.open('react.html');
      await page.waitForSelector('#name');
      const snap = await snapshot(s, tabId);
      const echo = () => page.$eval('#echo', (el) => el.textContent);
      ok(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Your name'), text: 'Grace' }));
      assert.match((await echo())!, /^Hello, Grace \(free\)/);
      ok(await s.call('browser.semantic.select', { tabId, target: fp(snap, 'combobox', 'Plan'), label: 'Pro' }));
      ok(await s.call('browser.semantic.check', { tabId, target: fp(snap, 'checkbox', 'I agree') }));
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Render again') }));
      assert.equal(await echo(), 'Hello, Grace (pro, agreed) #1');
      const v = ok<{ state: { value: string } }>(await s.call('browser.semantic.verify', { tabId, target: fp(snap, 'textbox', 'Your name') }));
      assert.equal(v.state.value, 'Grace', 'React kept the value after a re-render: its state has it');
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Sign up') }));
      assert.equal(await page.$eval('#sent', (el) => el.textContent), 'Sent: Grace/pro/agreed');
    });

    it('Lit: acts inside shadow roots and on slotted content', async () => {
      const { tabId } = await s.open('lit.html');
      const snap = await snapshot(s, tabId);
      const add = ok<Evidence>(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Add one') }));
      assert.equal(add.trustedInput, false);
      ok(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Nickname'), text: 'Neo' }));
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Slotted action') }));
      const text = ok<{ text: string }>(await s.call('browser.semantic.extract', { tabId, include: ['text'] })).text;
      assert.match(text, /Count 1/);
      assert.match(text, /Saved: Neo/);
      ok(await s.call('browser.semantic.wait', { tabId, text: 'Count 1', timeoutMs: 1000 }));
    });
  });

  describe('keys', () => {
    it('Tab and Shift+Tab move focus; Enter activates; arrows step a select; Escape closes a modal; PageDown scrolls', async () => {
      const { tabId, page } = await s.open('keys.html');
      const snap = await snapshot(s, tabId);
      const tab = ok<KeyEvidence>(await s.call('browser.semantic.key', { tabId, key: 'Tab', target: fp(snap, 'textbox', 'First') }));
      assert.deepEqual([tab.name, tab.focusAfter?.name, tab.trustedInput], ['First', 'Second', false]);
      const back = ok<KeyEvidence>(await s.call('browser.semantic.key', { tabId, key: 'shift + tab' }));
      assert.equal(back.focusAfter?.name, 'First');
      ok(await s.call('browser.semantic.key', { tabId, key: 'Enter', target: fp(snap, 'button', 'Second') }));
      assert.equal(await page.$eval('#out', (el) => el.textContent), 'second clicked synthetic');
      const size = ok<KeyEvidence>(await s.call('browser.semantic.key', { tabId, key: 'ArrowDown', target: fp(snap, 'combobox', 'Size') }));
      assert.deepEqual([size.before.value, size.after.value], ['Small', 'Medium']);
      ok(await s.call('browser.semantic.key', { tabId, key: 'Enter', target: fp(snap, 'button', 'Open dialog') }));
      assert.equal(await page.$eval('#dlg', (el) => (el as HTMLDialogElement).open), true);
      ok(await s.call('browser.semantic.key', { tabId, key: 'Escape' }));
      assert.equal(await page.$eval('#dlg', (el) => (el as HTMLDialogElement).open), false);
      ok(await s.call('browser.semantic.type', { tabId, target: fp(snap, 'textbox', 'Quick'), text: 'go' }));
      ok(await s.call('browser.semantic.key', { tabId, key: 'Enter' }));
      assert.equal(await page.$eval('#out', (el) => el.textContent), 'submitted go');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const down = ok<KeyEvidence>(await s.call('browser.semantic.key', { tabId, key: 'PageDown' }));
      assert.ok(down.events.includes('scroll:by'));
      assert.ok((await page.evaluate(() => window.scrollY)) > 0);
      assert.match(await page.$eval('#keys', (el) => el.textContent ?? ''), /^Tab:synthetic Tab\+shift:synthetic Enter:synthetic ArrowDown:synthetic/);
    });
  });

  describe('wait and extract', () => {
    it('waits for an element that appears later, for text, and for a fingerprint to go stale', async () => {
      const { tabId } = await s.open('rerender.html');
      const snap = await snapshot(s, tabId);
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Show later') }));
      const late = ok<{ met: boolean; target: { name: string }; state: { visible: boolean } }>(
        await s.call('browser.semantic.wait', { tabId, target: { selector: '#late' }, timeoutMs: 5000 }),
      );
      assert.deepEqual([late.met, late.target.name, late.state.visible], [true, 'Late button', true]);
      const report = fp(snap, 'button', 'Finish Write report');
      const pending = s.call('browser.semantic.wait', { tabId, target: report, state: 'detached', timeoutMs: 5000 });
      ok(await s.call('browser.semantic.click', { tabId, target: fp(snap, 'button', 'Rename first') }));
      ok(await pending);
      ok(await s.call('browser.semantic.wait', { tabId, text: 'Finish Write summary', timeoutMs: 1000 }));
    });

    it('extracts text, links (credentials and secret parameters removed), tables and field states', async () => {
      const { tabId } = await s.open('long-form.html');
      const all = ok<{ text: string; links: { text: string; url: string }[]; fields: { name: string; value?: string; checked?: boolean }[]; untrusted: boolean }>(
        await s.call('browser.semantic.extract', { tabId }),
      );
      assert.equal(all.untrusted, true);
      assert.match(all.text, /Shipping details/);
      assert.deepEqual(all.links.find((l) => l.text === 'Help'), { text: 'Help', url: `${s.env.web.origin}/help?topic=forms` });
      assert.equal(all.fields.find((f) => f.name === 'Full name')?.value, 'Ada');
      assert.equal(all.fields.find((f) => f.name === 'Standard')?.checked, true);
      const priv = await s.open('private.html');
      const region = ok<{ tables: { name: string; headers: string[]; rows: string[][] }[]; links: { url: string }[] }>(
        await s.call('browser.semantic.extract', { tabId: priv.tabId, include: ['tables', 'links'] }),
      );
      assert.deepEqual(region.tables[0]!.headers, ['Order', 'Total']);
      assert.equal(region.tables[0]!.name, 'Orders');
      assert.deepEqual(region.links.map((l) => l.url), ['https://example.com/page?x=1']);
      const scoped = ok<{ text: string; region: { role: string; name: string } }>(
        await s.call('browser.semantic.extract', { tabId, target: { selector: 'nav' }, include: ['text'] }),
      );
      assert.deepEqual([scoped.region.role, scoped.region.name, scoped.text], ['navigation', 'Site', 'Home Help']);
    });
  });
});
