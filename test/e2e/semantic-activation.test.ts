// Every path by which a semantic operation activates or submits an element, attacked from every
// side a target can be out of a person's reach: covered by an overlay, visibility:hidden,
// opacity:0, zero size, off-screen (scrolled out, positioned outside), inside a shadow root
// (overlay inside it, or over its host), inside a frame whose <iframe> is covered, hidden,
// transparent or off-screen, and inside a frame held by another site's page. Each attack must be
// refused as not-hittable with the reason, and the page's handlers must see nothing at all; the
// same operation on an uncovered target (in the document, a shadow root, a frame) works.
// Fixtures: test/fixtures/web/semantic/activation.html (one bench of controls per condition) and
// activation-frames.html (the same bench in frames).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Frame, Page } from 'puppeteer-core';
import { attempt, startSession, waitForFrames, type Outcome, type Session } from './semantic-support.ts';

interface Bench {
  /** The bench's name, the prefix of its ids. */
  name: string;
  tabId: number;
  frameId?: number;
  frame: Frame;
  /** The not-hittable reasons an activation here may give; empty for an uncovered bench. */
  reasons: readonly string[];
}

const COVERED_BENCHES: [string, string[]][] = [
  ['covered', ['covered']],
  ['hidden', ['hidden']],
  ['transparent', ['hidden']],
  ['flat', ['zero-size', 'hidden']],
  ['aside', ['off-screen']],
  ['below', ['off-screen']],
  ['shadow', ['covered']],
  ['hosted', ['covered']],
];
const COVERED_FRAMES: [string, string[]][] = [
  ['framed-covered', ['covered']],
  ['framed-hidden', ['hidden']],
  ['framed-transparent', ['hidden']],
  ['framed-aside', ['off-screen']],
  ['framed-relay', ['frame-unverifiable']],
];

function call(s: Session, b: Bench, action: string, input: Record<string, unknown>): Promise<Outcome> {
  return attempt(s, action, { tabId: b.tabId, ...(b.frameId === undefined ? {} : { frameId: b.frameId }), ...input });
}

const target = (b: Bench, id: string) => ({ selector: `#${b.name}-${id}` });
const log = (b: Bench) => b.frame.evaluate(() => (window as unknown as { activationLog: string[] }).activationLog.slice());
const clearLog = (b: Bench) => b.frame.evaluate(() => void ((window as unknown as { activationLog: string[] }).activationLog.length = 0));

/**
 * Focus by the semantic focus (usable is enough for it); where that refuses, as the person or the
 * page could (an opacity:0 control takes focus). When nothing can focus it, that refusal is the
 * answer: the key then goes to the page, and the control must still see nothing.
 */
async function focusThenKey(s: Session, b: Bench, id: string, key: string): Promise<Outcome> {
  const focused = await call(s, b, 'browser.semantic.focus', { target: target(b, id) });
  if (!focused.ok) {
    assert.equal(focused.code, 'not-hittable', JSON.stringify(focused));
    const placed = await b.frame.evaluate((el) => (window as unknown as { focusById(id: string): boolean }).focusById(el), `${b.name}-${id}`);
    if (!placed) {
      await call(s, b, 'browser.semantic.key', { key });
      return focused;
    }
  }
  return call(s, b, 'browser.semantic.key', { key });
}

/** Type into a field (allowed wherever the field is usable), then press Enter where focus is. */
async function typeThenEnter(s: Session, b: Bench, id: string): Promise<Outcome> {
  const typed = await call(s, b, 'browser.semantic.type', { target: target(b, id), text: 'x' });
  if (!typed.ok) return focusThenKey(s, b, id, 'Enter');
  await clearLog(b); // typing's own input/change events are not activations
  return call(s, b, 'browser.semantic.key', { key: 'Enter' });
}

interface Path {
  name: string;
  run(s: Session, b: Bench): Promise<Outcome>;
  /** The log entry that shows the activation happened, on an uncovered bench. */
  shows(b: Bench): string;
}

const PATHS: Path[] = [
  { name: 'click on a button', run: (s, b) => call(s, b, 'browser.semantic.click', { target: target(b, 'button') }), shows: (b) => `${b.name}-button:click` },
  { name: 'focus, then Enter on a button', run: (s, b) => focusThenKey(s, b, 'button', 'Enter'), shows: (b) => `${b.name}-button:click` },
  { name: 'focus, then Space on a button', run: (s, b) => focusThenKey(s, b, 'button', 'Space'), shows: (b) => `${b.name}-button:click` },
  {
    name: 'Enter with a target: a role=button widget the page activates on keydown',
    run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Enter', target: target(b, 'widget') }),
    shows: (b) => `${b.name}-widget:activate`,
  },
  {
    name: 'Space with a target: a focusable element without a role, activated by the page on keydown',
    run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Space', target: target(b, 'plain') }),
    shows: (b) => `${b.name}-plain:activate`,
  },
  { name: 'Enter on a label', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Enter', target: target(b, 'label') }), shows: (b) => `${b.name}-label:activate` },
  { name: 'Enter on a link', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Enter', target: target(b, 'link') }), shows: (b) => `${b.name}-link:click` },
  { name: 'focus, then Space on a checkbox', run: (s, b) => focusThenKey(s, b, 'box', 'Space'), shows: (b) => `${b.name}-box:change` },
  { name: 'check on a checkbox', run: (s, b) => call(s, b, 'browser.semantic.check', { target: target(b, 'box'), checked: true }), shows: (b) => `${b.name}-box:change` },
  {
    name: 'check on a visually hidden checkbox through its label',
    run: (s, b) => call(s, b, 'browser.semantic.check', { target: target(b, 'styled'), checked: true }),
    shows: (b) => `${b.name}-styled:change`,
  },
  { name: 'select on a drop-down', run: (s, b) => call(s, b, 'browser.semantic.select', { target: target(b, 'select'), label: 'Two' }), shows: (b) => `${b.name}-select:change` },
  { name: 'select on a list box option', run: (s, b) => call(s, b, 'browser.semantic.select', { target: target(b, 'list'), label: 'Three' }), shows: (b) => `${b.name}-list:change` },
  { name: 'ArrowDown on a select', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'ArrowDown', target: target(b, 'select') }), shows: (b) => `${b.name}-select:change` },
  { name: 'ArrowDown on a radio group (checks the next radio)', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'ArrowDown', target: target(b, 'r1') }), shows: (b) => `${b.name}-r2:change` },
  // With no target, Enter in a text field goes where the person's keys would, seen or not (the test below); with one, it is hit-tested.
  { name: 'Enter with a target in a field the page acts on', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Enter', target: target(b, 'field') }), shows: (b) => `${b.name}-field:activate` },
  { name: 'type, then Enter in a form field (implicit submission)', run: (s, b) => typeThenEnter(s, b, 'form-field'), shows: (b) => `${b.name}-form:submit` },
  { name: 'Enter with a target on a multi-line field', run: (s, b) => call(s, b, 'browser.semantic.key', { key: 'Enter', target: target(b, 'area') }), shows: (b) => `${b.name}-area:activate` },
];

describe('semantic activation: every activation is hit-tested', () => {
  let s: Session;
  let page: Page;
  let framesPage: Page;
  const benches = new Map<string, Bench>();
  const reset = async () => {
    for (const p of [page, framesPage]) {
      for (const frame of p.frames()) {
        await frame.evaluate(() => (window as unknown as { resetActivation?: () => void }).resetActivation?.());
      }
    }
  };

  before(async () => {
    s = await startSession();
    const doc = await s.open('activation.html');
    page = doc.page;
    for (const [name, reasons] of [['clear', []], ['shadowed', []], ...COVERED_BENCHES] as const) {
      benches.set(name, { name, tabId: doc.tabId, frame: page.mainFrame(), reasons });
    }
    const framed = await s.open('activation-frames.html');
    framesPage = framed.page;
    const frames = await waitForFrames(s, framed.tabId, 8);
    for (const [name, reasons] of [['framed-clear', []], ...COVERED_FRAMES] as const) {
      const info = frames.find((f) => f.url.includes(`bench=${name}`));
      const frame = framesPage.frames().find((f) => f.url().includes(`bench=${name}`));
      assert.ok(info && frame, `frame ${name} in ${JSON.stringify(frames)}`);
      await frame.waitForFunction(() => 'resetActivation' in window);
      benches.set(name, { name, tabId: framed.tabId, frameId: info.frameId, frame, reasons });
    }
  });
  after(() => s?.close());

  for (const path of PATHS) {
    it(path.name, async () => {
      for (const b of benches.values()) {
        await reset();
        const outcome = await path.run(s, b);
        const seen = await log(b);
        if (b.reasons.length) {
          assert.equal(outcome.ok, false, `${b.name}: expected not-hittable, got success`);
          assert.ok(!outcome.ok && outcome.code === 'not-hittable' && b.reasons.includes(String(outcome.reason)), `${b.name}: ${JSON.stringify(outcome)}`);
          assert.deepEqual(seen, [], `${b.name}: the page's handlers saw nothing`);
        } else {
          assert.ok(outcome.ok, `${b.name}: ${JSON.stringify(outcome)}`);
          assert.ok(seen.includes(path.shows(b)), `${b.name}: ${path.shows(b)} in ${JSON.stringify(seen)}`);
        }
      }
    });
  }

  it('Enter with no target in a focused field the page acts on reaches it wherever it is, as the person\'s key would', async () => {
    let reached = 0;
    for (const b of benches.values()) {
      await reset();
      // Where the field can hold the focus at all (a visibility:hidden one cannot), the page puts it there.
      if (!(await b.frame.evaluate((id) => (window as unknown as { focusById(id: string): boolean }).focusById(id), `${b.name}-field`))) continue;
      const outcome = await call(s, b, 'browser.semantic.key', { key: 'Enter' });
      assert.ok(outcome.ok, `${b.name}: ${JSON.stringify(outcome)}`);
      assert.ok((await log(b)).includes(`${b.name}-field:activate`), `${b.name}: ${JSON.stringify(await log(b))}`);
      reached++;
    }
    assert.ok(reached >= 8, `covered, transparent, off-screen and framed fields took the key (${reached})`);
  });

  it('type and key with no target go to a hidden focused input a terminal listens on; protected fields, hidden form submissions and covered controls are refused', async () => {
    const { page, tabId } = await s.open('terminal.html');
    const at = (action: string, input: Record<string, unknown>) => attempt(s, action, { tabId, ...input });
    const focus = (id: string) => page.evaluate((i) => (window as unknown as { focusById(id: string): boolean }).focusById(i), id);
    const text = (selector: string) => page.$eval(selector, (el) => el.textContent);
    // The terminal's input is focused, off-screen and transparent: typed text and Enter reach it.
    const typed = await at('browser.semantic.type', { text: 'ls' });
    assert.ok(typed.ok, JSON.stringify(typed));
    assert.equal(await text('#line'), 'ls');
    assert.ok((await at('browser.semantic.key', { key: 'Enter' })).ok);
    assert.equal(await text('#screen'), '$ ls\n');
    // Named as a target, the same hidden input is refused as before.
    const named = await at('browser.semantic.type', { target: { selector: '#sink' }, text: 'x' });
    assert.ok(!named.ok && named.code === 'not-hittable' && named.reason === 'hidden', JSON.stringify(named));
    assert.equal(await text('#line'), '');
    // Text into a hidden field of a form is only text; Enter there would submit a form the person cannot see.
    assert.ok(await focus('hidden-query'));
    assert.ok((await at('browser.semantic.type', { text: 'cats' })).ok);
    const submit = await at('browser.semantic.key', { key: 'Enter' });
    assert.ok(!submit.ok && submit.code === 'not-hittable' && ['hidden', 'off-screen'].includes(String(submit.reason)), JSON.stringify(submit));
    // A protected field is refused wherever it is.
    assert.ok(await focus('hidden-secret'));
    const secret = await at('browser.semantic.type', { text: 'x' });
    assert.ok(!secret.ok && secret.code === 'blocked-sensitive', JSON.stringify(secret));
    assert.equal(await page.$eval('#hidden-secret', (el) => (el as HTMLInputElement).value), '');
    // A focused control is pressed only where a person could press it.
    assert.ok(await focus('covered-button'));
    const covered = await at('browser.semantic.key', { key: 'Enter' });
    assert.ok(!covered.ok && covered.code === 'not-hittable' && covered.reason === 'covered', JSON.stringify(covered));
    // Nothing focused: typed text would go nowhere.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const nowhere = await at('browser.semantic.type', { text: 'x' });
    assert.ok(!nowhere.ok && nowhere.code === 'not-editable' && nowhere.reason === 'no-focus', JSON.stringify(nowhere));
    assert.equal(await text('#log'), 'ran:ls', 'nothing submitted or pressed');
  });

  it('Enter in a visible text field submits only through a hittable default button', async () => {
    const b = benches.get('clear')!;
    const cases: [string, string][] = [
      ['covered', 'covered'],
      ['hidden', 'hidden'],
      ['transparent', 'hidden'],
      ['flat', 'zero-size'],
      ['aside', 'off-screen'],
      ['below', 'off-screen'],
      ['decoy', 'hidden'], // the first submit button is hidden: it, not the visible one, is what Enter clicks
      ['shadow', 'covered'],
      ['none', 'no-submitter'],
    ];
    for (const [form, reason] of cases) {
      await reset();
      const field = { selector: `#f-${form}-field` };
      const typed = await call(s, b, 'browser.semantic.type', { target: field, text: 'x' });
      assert.ok(typed.ok, `f-${form}: the field is usable, ${JSON.stringify(typed)}`);
      await clearLog(b);
      for (const outcome of [await call(s, b, 'browser.semantic.key', { key: 'Enter' }), await call(s, b, 'browser.semantic.key', { key: 'Enter', target: field })]) {
        assert.ok(!outcome.ok && outcome.code === 'not-hittable' && outcome.reason === reason, `f-${form}: ${JSON.stringify(outcome)}`);
      }
      assert.deepEqual(await log(b), [], `f-${form}: nothing submitted or clicked`);
    }
    await reset();
    await call(s, b, 'browser.semantic.type', { target: { selector: '#f-clear-field' }, text: 'x' });
    await clearLog(b);
    assert.ok((await call(s, b, 'browser.semantic.key', { key: 'Enter' })).ok);
    assert.deepEqual((await log(b)).filter((e) => !e.endsWith(':keyup')), ['f-clear-field:keydown', 'f-clear-field:activate', 'f-clear-submit:click', 'f-clear:submit']);
  });

  it('select on a list box option under an overlay is refused; a visible option of the same list box is chosen', async () => {
    const b = benches.get('clear')!;
    await reset();
    const list = { selector: '#partial-list' };
    const covered = await call(s, b, 'browser.semantic.select', { target: list, label: 'Four' });
    assert.ok(!covered.ok && covered.code === 'not-hittable' && covered.reason === 'covered', JSON.stringify(covered));
    assert.match(!covered.ok ? covered.message : '', /covered by div#partial-cover/);
    assert.deepEqual(await log(b), []);
    assert.ok((await call(s, b, 'browser.semantic.select', { target: list, label: 'One' })).ok);
    assert.deepEqual(await log(b), ['partial-list:input', 'partial-list:change']);
  });

  it('NumpadEnter is not an allowed key: refused before the page sees anything', async () => {
    const b = benches.get('clear')!;
    await reset();
    await b.frame.evaluate(() => (window as unknown as { focusById(id: string): boolean }).focusById('clear-button'));
    const outcome = await call(s, b, 'browser.semantic.key', { key: 'NumpadEnter' });
    assert.ok(!outcome.ok && outcome.code === 'key-not-allowed', JSON.stringify(outcome));
    assert.deepEqual(await log(b), []);
  });

  it('keys that do not activate keep working on a covered target: Tab, arrows in a field, Escape, Space in a field, typing', async () => {
    const b = benches.get('covered')!;
    await reset();
    const field = target(b, 'field');
    for (const [action, input] of [
      ['browser.semantic.type', { target: field, text: 'abc' }],
      ['browser.semantic.key', { key: 'ArrowLeft', target: field }],
      ['browser.semantic.key', { key: 'Space', target: field }],
      ['browser.semantic.key', { key: 'Escape', target: field }],
      ['browser.semantic.key', { key: 'Home', target: field }],
      ['browser.semantic.key', { key: 'Tab', target: field }],
      ['browser.semantic.key', { key: 'Shift+Tab' }],
      ['browser.semantic.key', { key: 'Tab', target: target(b, 'button') }],
    ] as const) {
      const outcome = await call(s, b, action, input);
      assert.ok(outcome.ok, `${action} ${JSON.stringify(input)}: ${JSON.stringify(outcome)}`);
    }
    const seen = await log(b);
    assert.ok(seen.includes('covered-field:input'), JSON.stringify(seen));
    assert.ok(!seen.some((e) => e.endsWith(':activate') || e.endsWith(':click') || e.endsWith(':submit')), JSON.stringify(seen));
    assert.equal(await page.$eval('#covered-field', (el) => (el as HTMLInputElement).value), 'abc');
  });
});
