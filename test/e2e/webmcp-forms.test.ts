// Declarative WebMCP end to end: `<form toolname>` tools in Debian's Chromium (native WebMCP),
// discovered, approved and invoked through the real extension like imperative tools. Without
// toolautosubmit the filled form waits for the person and the outcome follows what they do
// (submit with an answer or a navigation, reset, leave, or nothing until the wait ends); with
// toolautosubmit the page's answer or its navigation is the outcome, and nothing runs twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { HandoffView } from '../../faculties/webmcp/handoff.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals } from '../support/approver.ts';
import type { WebmcpInvokeResult, WebmcpTool } from '../../faculties/webmcp/types.ts';
import { EXTENSION_ID, allowOrigins, chromiumMajor, extensionPage, launch, openOs, openWeb, tabIdOf, type Env, pagesOpenedSince } from '../support/harness.ts';
import { approvalWindow, approved, controlFromOs, decide, discover, findTool, invoke, requestApproval, waitFor } from './webmcp-support.ts';

const BOOKING_ARGS = { name: 'Ann', guests: 2, terrace: true, time: '20:00', menu: 'vegetarian', extras: ['wine', 'cake'], notes: 'Window seat' };

/** One valid value for each control of forms/controls.html. */
const CONTROL_VALUES = {
  text: 'Ann',
  email: 'ann@example.com',
  tel: '+33 1 23 45 67 89',
  url: 'https://example.com/menu',
  number: 7,
  range: 55,
  date: '2026-12-01',
  time: '20:15',
  datetime: '2026-12-01T20:15',
  month: '2026-12',
  week: '2026-W49',
  color: '#336699',
  checkbox: true,
  radio: 'two',
  select: 'b',
  multi: ['x', 'z'],
  textarea: 'Two\nlines',
};

const option = (value: string, title: string) => ({ type: 'string', const: value, title });
/**
 * The input schema Chromium 156 (Debian's 156.0.8078.114, --enable-features=WebMCP) synthesises
 * for forms/controls.html, as its own `getTools()` reports it. Written down from the browser, not
 * guessed: date is `format: "date"` with a sentence added to the label; time, datetime-local,
 * month, week and color get a regular expression in `format`; email, tel and url are plain
 * strings; number and range carry min, max and their step as `multipleOf` (1 when no step);
 * radio and select are `anyOf` of `const`s with titles plus an `enum`; a multiple select is an
 * array of those with `uniqueItems`; `required` lists the required controls (none here).
 */
const CHROMIUM_156_CONTROLS_SCHEMA = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'Text' },
    email: { type: 'string', description: 'Email' },
    tel: { type: 'string', description: 'Phone' },
    url: { type: 'string', description: 'Web site' },
    number: { type: 'number', minimum: 1, maximum: 10, multipleOf: 1, description: 'Number' },
    range: { type: 'number', minimum: 0, maximum: 100, multipleOf: 5, description: 'Range' },
    date: { type: 'string', format: 'date', description: "Date (Dates MUST be provided in 'YYYY-MM-DD' format.)" },
    time: { type: 'string', format: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Time' },
    datetime: { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Date and time' },
    month: { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'Month' },
    week: { type: 'string', format: '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$', description: 'Week' },
    color: { type: 'string', format: '^#[0-9a-zA-Z]{6}$', description: 'Colour' },
    checkbox: { type: 'boolean', description: 'Checkbox' },
    radio: { type: 'string', anyOf: [option('one', 'One'), option('two', 'Two')], enum: ['one', 'two'] },
    select: { type: 'string', anyOf: [option('a', 'A'), option('b', 'B')], enum: ['a', 'b'], description: 'Select' },
    multi: { type: 'array', items: { type: 'string', anyOf: [option('x', 'X'), option('y', 'Y'), option('z', 'Z')], enum: ['x', 'y', 'z'] }, uniqueItems: true, description: 'Multi-select' },
    textarea: { type: 'string', description: 'Textarea' },
  },
  required: [],
};

describe('declarative WebMCP (form tools) end to end', () => {
  let env: Env;
  let os: Page;
  let serial = 0;

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    os = await openOs(env.browser, env.os.origin);
  });
  after(() => env?.close());

  interface Form {
    page: Page;
    tabId: number;
    frameId: number;
    documentId: string;
    tool: WebmcpTool;
    url: string;
  }

  async function openForm(file: string, tool: string, query = ''): Promise<Form> {
    const path = `forms/${file}?n=${++serial}${query}`;
    const page = await openWeb(env.browser, env.web.origin, path);
    await page.waitForFunction(() => (window as unknown as { formsFx?: unknown }).formsFx !== undefined, { polling: 50 });
    const url = `${env.web.origin}/${path}`;
    const tabId = await tabIdOf(os, url);
    const found = findTool(await discover(os, tabId), tool);
    return { page, tabId, frameId: found.frameId, documentId: found.documentId, tool: found.tool, url };
  }

  const ask = (f: Form, args: Record<string, unknown>) => ({ tabId: f.tabId, frameId: f.frameId, name: f.tool.name, descriptorHash: f.tool.descriptorHash, arguments: args });
  const run = (f: Form, grantId: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    invoke(os, { grantId, tabId: f.tabId, name: f.tool.name, descriptorHash: f.tool.descriptorHash, arguments: args, ...extra });
  const values = (f: Form, form: string) => f.page.evaluate((id) => (window as unknown as { formsFx: { values(id: string): Record<string, unknown> } }).formsFx.values(id), form);
  const active = (f: Form, form: string) => f.page.evaluate((id) => (window as unknown as { formsFx: { active(id: string): boolean } }).formsFx.active(id), form);
  const formLog = (f: Form) => f.page.evaluate(() => (window as unknown as { formLog: Record<string, unknown>[] }).formLog);
  const follow = (handoffId: string, knownState?: string, timeoutMs = 20_000) =>
    controlFromOs<HandoffView>(os, 'echo.webmcp.handoff.wait', { handoffId, ...(knownState ? { knownState } : {}), timeoutMs });

  /** Follows the hand-off until it is final (or the test's own limit). */
  async function finalState(handoffId: string): Promise<HandoffView> {
    let view: HandoffView | undefined;
    for (let i = 0; i < 10; i++) {
      const r = await follow(handoffId, view?.state);
      assert.ok(r.ok, JSON.stringify(r));
      view = r.value;
      if (view.final) return view;
    }
    throw new Error(`hand-off ${handoffId} did not end: ${JSON.stringify(view)}`);
  }

  /** Approves in the window and invokes; the result of a successful invoke. */
  async function fill(f: Form, args: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<WebmcpInvokeResult> {
    const grantId = await approved(os, env.browser, ask(f, args));
    const r = await run(f, grantId, args, extra);
    assert.ok(r.ok, JSON.stringify(r));
    return r.value as WebmcpInvokeResult;
  }

  it('discovers a form as a page tool: its schema from the controls, its submit mode and every control kind', async () => {
    const f = await openForm('booking.html', 'booking');
    assert.equal(f.tool.description, 'Book a table at the fixture bistro.');
    assert.deepEqual(f.tool.form, {
      submit: 'review',
      fields: [
        { name: 'name', control: 'text', sensitive: null },
        { name: 'guests', control: 'number', sensitive: null },
        { name: 'terrace', control: 'checkbox', sensitive: null },
        { name: 'time', control: 'radio', sensitive: null },
        { name: 'menu', control: 'select', sensitive: null },
        { name: 'extras', control: 'select-multiple', sensitive: null },
        { name: 'notes', control: 'textarea', sensitive: null },
      ],
    });
    const props = (f.tool.inputSchema as { properties: Record<string, { type?: string; description?: string; enum?: unknown[] }> }).properties;
    assert.equal(props.name!.description, 'Your name', 'a label describes its control');
    assert.equal(props.guests!.description, 'How many people, 1 to 8', 'toolparamdescription wins over the label');
    assert.equal(props.notes!.description, 'Anything the kitchen should know', 'aria-description when there is no label');
    assert.deepEqual(props.time!.enum, ['18:00', '20:00']);
    assert.equal(props.extras!.type, 'array');
    assert.ok(!('source' in props), 'a hidden input is no parameter');

    const quick = await openForm('quick.html', 'menu_search');
    assert.equal(quick.tool.form?.submit, 'autosubmit');
    await f.page.close();
    await quick.page.close();
  });

  it('every control kind Chromium offers: the schema it really synthesises passes unchanged, and valid values are approved and land in the form', async () => {
    const f = await openForm('controls.html', 'controls');
    // What the browser itself reports for the form, read in the page: discovery passes it on as is.
    const own = await f.page.evaluate(async () => {
      const tools = await (document as unknown as { modelContext: { getTools(): Promise<{ name: string; inputSchema?: unknown }[]> } }).modelContext.getTools();
      return tools.find((t) => t.name === 'controls')?.inputSchema;
    });
    // Chromium 150 reports the schema as JSON text, 156 as an object: discovery reads both.
    assert.deepEqual(f.tool.inputSchema, typeof own === 'string' ? JSON.parse(own) : own, "discovery's schema is the browser's own");
    assert.deepEqual(f.tool.inputSchema, CHROMIUM_156_CONTROLS_SCHEMA, 'the schema Chromium 156 synthesises (docs/decisions/form-tool-schemas.md)');
    assert.deepEqual(
      f.tool.form?.fields.map((field) => field.control),
      ['text', 'email', 'tel', 'url', 'number', 'range', 'date', 'time', 'datetime-local', 'month', 'week', 'color', 'checkbox', 'radio', 'select', 'select-multiple', 'textarea'],
    );

    // A value outside a pattern Chromium wrote into `format` is refused before any window opens.
    const before = await env.browser.pages();
    for (const [field, bad] of [['time', '24:00'], ['month', '2026-13'], ['week', '2026-W54'], ['color', 'red'], ['datetime', '2026-12-01 20:15'], ['date', '2026-02-30'], ['range', 7]] as const) {
      const r = await requestApproval(os, ask(f, { [field]: bad }));
      assert.equal(!r.ok && r.code, 'invalid-arguments', `${field} = ${JSON.stringify(bad)}: ${JSON.stringify(r)}`);
    }
    assert.deepEqual(await pagesOpenedSince(env.browser, before), [], 'no approval window opened');

    const value = await fill(f, CONTROL_VALUES);
    assert.equal(value.handoff?.state, 'waiting');
    assert.deepEqual(await values(f, 'controls'), { ...CONTROL_VALUES, number: '7', range: '55' }, 'every control holds its value');
    await f.page.close();
  });

  it('without toolautosubmit: the approval shows the values, the form waits filled, and the answer given to respondWith is the outcome', async () => {
    const f = await openForm('booking.html', 'booking', '&respond=1');
    const req = await requestApproval(os, ask(f, BOOKING_ARGS));
    assert.ok(req.ok, JSON.stringify(req));
    const win = await approvalWindow(env.browser, req.value.approvalId);
    // The filled values are among the exact facts under Details: opened as a person would.
    const shown = await win.evaluate(() => {
      (document.getElementById('details') as HTMLDetailsElement | null)?.setAttribute('open', '');
      return document.body.innerText;
    });
    assert.match(shown, /Fill this page's form .*, for you to review and send\./);
    for (const line of ['name (text "Your name") = "Ann"', 'guests (number "How many people, 1 to 8") = 2', 'terrace (checkbox "Terrace") = true', 'extras (select-multiple "Extras") = ["wine","cake"]']) {
      assert.ok(shown.includes(line), `the approval shows ${line}`);
    }
    assert.match(shown, /nothing is sent until you review it and press Submit/);
    assert.deepEqual(await values(f, 'booking'), { name: '', guests: '', terrace: false, menu: 'classic', extras: [], notes: '', source: 'fixture' }, 'nothing is filled before the approval');
    await decide(env.browser, req.value.approvalId, 'approve');

    const r = await run(f, req.value.approvalId, BOOKING_ARGS);
    assert.ok(r.ok, JSON.stringify(r));
    const value = r.value as WebmcpInvokeResult;
    assert.equal(value.handoff?.state, 'waiting', 'the invoke answers at once: the form waits for the person');
    assert.equal(value.handoff?.final, false);
    assert.equal(value.result.value, null);
    assert.deepEqual(await values(f, 'booking'), { ...BOOKING_ARGS, guests: '2', source: 'fixture' }, 'every control kind is filled');
    assert.equal(await active(f, 'booking'), true, 'the browser marks the form :tool-form-active');
    assert.equal(await f.page.evaluate(() => document.activeElement?.id), 'submit', 'the browser focuses the submit button');
    assert.deepEqual((await formLog(f)).filter((e) => e.event === 'submit'), [], 'nothing is submitted by AI Echo');

    const still = await follow(value.grantId, 'waiting', 500);
    assert.ok(still.ok);
    assert.equal(still.value.state, 'waiting', 'a wait with no change answers the same state');

    await f.page.click('#submit'); // the person presses Submit
    const done = await finalState(value.grantId);
    assert.equal(done.state, 'submitted');
    assert.equal(done.submitSeen, true);
    assert.deepEqual(done.response?.value, { confirmation: 'booking-1042', received: { name: 'Ann', guests: '2', terrace: 'on', time: '20:00', menu: 'vegetarian', extras: ['wine', 'cake'], notes: 'Window seat', source: 'fixture' } });
    assert.equal(done.untrusted, true);
    assert.equal(await active(f, 'booking'), false);
    const grant = await controlFromOs<{ state: string; outcome: string }>(os, 'echo.approval.status', { approvalId: value.grantId });
    assert.deepEqual(grant.ok && [grant.value.state, grant.value.outcome], ['used', 'ok']);
    await f.page.close();
  });

  it('without toolautosubmit: a submission that navigates is recorded as the navigation, without the values in its query', async () => {
    const f = await openForm('booking.html', 'booking');
    const value = await fill(f, { name: 'Bo', guests: 3 });
    assert.equal(value.handoff?.state, 'waiting');
    await Promise.all([f.page.waitForNavigation(), f.page.click('#submit')]);
    const done = await finalState(value.grantId);
    assert.equal(done.state, 'submitted');
    assert.deepEqual(done.navigation, { url: `${env.web.origin}/forms/booked.html` });
    assert.equal(done.response, null);
    await f.page.close();
  });

  it('without toolautosubmit: a reset, or leaving the page, cancels; nothing is ever outcome-unknown', async () => {
    const f = await openForm('booking.html', 'booking');
    const first = await fill(f, { name: 'Cy' });
    await f.page.click('#reset');
    const reset = await finalState(first.grantId);
    assert.equal(reset.state, 'cancelled');
    assert.match(reset.reason ?? '', /reset, changed or removed before it was submitted/);

    const second = await fill(f, { name: 'Di' });
    await f.page.goto(`${env.web.origin}/forms/results.html`);
    const left = await finalState(second.grantId);
    assert.equal(left.state, 'cancelled');
    assert.match(left.reason ?? '', /navigated away before/);
    await f.page.close();
  });

  it('without toolautosubmit: a bounded wait ends as expired with a clear reason when nobody submits', async () => {
    const f = await openForm('booking.html', 'booking');
    const value = await fill(f, { name: 'Ed' }, { handoffWaitMs: 1000 });
    assert.equal(value.handoff?.state, 'waiting');
    const done = await finalState(value.grantId);
    assert.equal(done.state, 'expired');
    assert.match(done.reason ?? '', /Nobody submitted the form within 1 seconds: AI Echo stopped watching it/);
    assert.deepEqual(await values(f, 'booking').then((v) => v.name), 'Ed', 'the filled form stays as it was: AI Echo does not touch it');
    await f.page.close();
  });

  it('with toolautosubmit: the answer given to respondWith is the result', async () => {
    const f = await openForm('quick.html', 'newsletter');
    const value = await fill(f, { topic: 'events', weekly: true });
    assert.equal(value.handoff?.state, 'submitted');
    assert.deepEqual(value.result.value, { confirmation: 'newsletter-1042', received: { topic: 'events', weekly: 'on' } });
    assert.deepEqual(
      (await formLog(f)).filter((e) => e.event === 'submit'),
      [{ event: 'submit', form: 'newsletter', agentInvoked: true }],
    );
    await f.page.close();
  });

  it('with toolautosubmit: a submission that navigates is recorded as the navigation, and the grant never dispatches twice', async () => {
    const f = await openForm('quick.html', 'menu_search');
    const args = { q: 'soup' };
    const grantId = await approved(os, env.browser, ask(f, args));
    const [r] = await Promise.all([run(f, grantId, args), f.page.waitForNavigation()]);
    assert.ok(r.ok, JSON.stringify(r));
    const value = r.value as WebmcpInvokeResult;
    assert.equal(value.handoff?.state, 'submitted');
    assert.deepEqual(value.handoff?.navigation, { url: `${env.web.origin}/forms/results.html` });
    assert.equal(f.page.url(), `${env.web.origin}/forms/results.html?q=soup`);
    const again = await run(f, grantId, args);
    assert.equal(!again.ok && again.code, 'grant-used');
    await f.page.close();
  });

  it('a page that turns on toolautosubmit after the approval has another descriptor: nothing is filled', async () => {
    const f = await openForm('booking.html', 'booking');
    const grantId = await approved(os, env.browser, ask(f, { name: 'Flo' }));
    await f.page.evaluate(() => document.getElementById('booking')!.setAttribute('toolautosubmit', ''));
    const r = await run(f, grantId, { name: 'Flo' });
    assert.equal(!r.ok && r.code, 'descriptor-changed');
    assert.equal((await values(f, 'booking')).name, '');
    await f.page.close();
  });

  it('refuses to fill a password, a login form, a payment field or a private region, before any approval window', async () => {
    const f = await openForm('sensitive.html', 'sign_in');
    const d = await discover(os, f.tabId);
    const tool = (name: string) => findTool(d, name).tool;
    assert.deepEqual(tool('sign_in').form?.fields.map((x) => x.sensitive), ['password-form', 'password']);
    assert.deepEqual(tool('gift_card').form?.fields.map((x) => x.sensitive), [null, 'payment']);
    assert.deepEqual(tool('diary').form?.fields.map((x) => x.sensitive), ['private']);
    // Count approval windows opened while the refused requests run: there must be none.
    let windows = 0;
    const onTarget = (t: { url(): string }) => {
      if (t.url().startsWith(`chrome-extension://${EXTENSION_ID}/approval.html`)) windows++;
    };
    env.browser.on('targetcreated', onTarget);
    const tries: [string, Record<string, unknown>][] = [
      ['sign_in', { email: 'ann@example.com' }],
      ['sign_in', { password: 'hunter2' }],
      ['gift_card', { to: 'Bo', card: '4111111111111111' }],
      ['diary', { entry: 'dear diary' }],
    ];
    for (const [name, args] of tries) {
      const r = await requestApproval(os, { tabId: f.tabId, frameId: 0, name, descriptorHash: tool(name).descriptorHash, arguments: args });
      assert.equal(!r.ok && r.code, 'blocked-sensitive', `${name} ${JSON.stringify(args)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
    env.browser.off('targetcreated', onTarget);
    assert.equal(windows, 0, 'no approval window opened for a refused request');
    const ok = await requestApproval(os, { tabId: f.tabId, frameId: 0, name: 'gift_card', descriptorHash: tool('gift_card').descriptorHash, arguments: { to: 'Bo' } });
    assert.ok(ok.ok, 'an ordinary field of the same form may be filled');
    await controlFromOs(os, 'echo.approval.cancel', { approvalId: ok.value.approvalId });
    await f.page.close();
  });

  it('an imperative tool that takes over a form tool name is run as what it is: no hand-off without the browser filling the form', async (t) => {
    // Chromium 150 hangs the page's renderer when a form tool and an imperative tool share a name
    // (either order), so no page can take a form's name there, and there is nothing to test.
    if ((await chromiumMajor(env.browser)) < 156) return t.skip(`Chromium ${await chromiumMajor(env.browser)} hangs a page whose imperative tool takes a form tool's name`);
    const f = await openForm('shadowed.html', 'booking');
    const { tool } = f;
    assert.ok(tool.form, 'same name and description: discovery cannot tell it from the form');
    assert.deepEqual(tool.inputSchema, { type: 'object', properties: {} }, "the browser lists the imperative tool's schema");
    const args = {};
    const grantId = await approved(os, env.browser, { tabId: f.tabId, frameId: 0, name: 'booking', descriptorHash: tool.descriptorHash, arguments: args });
    const r = await invoke(os, { grantId, tabId: f.tabId, name: 'booking', descriptorHash: tool.descriptorHash, arguments: args });
    assert.ok(r.ok, JSON.stringify(r));
    const value = r.value as WebmcpInvokeResult;
    assert.deepEqual(value.result.value, { imperative: true });
    assert.notEqual(value.handoff?.state, 'waiting', 'only the browser marking the form active makes a hand-off');
    await f.page.close();
  });

  it("a relay message from anywhere but the filled form's own document does not move its hand-off", async () => {
    const f = await openForm('booking.html', 'booking');
    const value = await fill(f, { name: 'Gus' });
    const ext = await extensionPage(env.browser);
    await ext.evaluate(
      (handoffId) => chrome.runtime.sendMessage({ type: 'webmcp-form', handoffId, kind: 'responded', text: '{"forged":true}' }).catch(() => undefined),
      value.grantId,
    );
    // A content script of ours in another document (injected the way the extension injects its relay).
    const other = await openWeb(env.browser, env.web.origin, 'forms/results.html');
    const otherTab = await tabIdOf(os, `${env.web.origin}/forms/results.html`);
    const injected = await ext.evaluate(
      async (tabId, handoffId) => {
        const [r] = await chrome.scripting.executeScript({
          target: { tabId },
          func: (id: string) => chrome.runtime.sendMessage({ type: 'webmcp-form', handoffId: id, kind: 'responded', text: '{"forged":"other document"}' }).then(() => 'sent', (e: unknown) => String(e)),
          args: [handoffId],
        });
        return r?.result;
      },
      otherTab,
      value.grantId,
    );
    assert.ok(injected, 'the forged relay message was sent from the other document');
    // The OS page cannot reach the worker's message listener either (only its external port).
    const fromOs = await os.evaluate(
      (extId, handoffId) => chrome.runtime.sendMessage(extId, { type: 'webmcp-form', handoffId, kind: 'cancel-event' }).then(() => 'delivered', (e: unknown) => String(e)),
      EXTENSION_ID,
      value.grantId,
    );
    assert.match(fromOs, /Could not establish connection|Receiving end does not exist/);
    const now = await follow(value.grantId, 'waiting', 800);
    assert.ok(now.ok);
    assert.equal(now.value.state, 'waiting');
    assert.equal(now.value.response, null);
    await ext.close();
    await other.close();
    await f.page.close();
  });

  it("another session cannot follow this session's hand-off", async () => {
    const f = await openForm('booking.html', 'booking');
    const value = await fill(f, { name: 'Hal' });
    const second = await openOs(env.browser, env.os.origin);
    const r = await controlFromOs(second, 'echo.webmcp.handoff.wait', { handoffId: value.grantId, timeoutMs: 0 });
    assert.equal(!r.ok && r.code, 'grant-unknown');
    await second.close();
    await f.page.close();
  });

  it('through AI Echo: the Navi fills the form, says it waits for you, and records the submission when you press Submit', async () => {
    const f = await openForm('booking.html', 'booking');
    await f.page.bringToFront();
    const approver = watchApprovals(env.browser, () => 'approve');
    const receipts = () => os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown) as Promise<Receipt[]>;
    try {
      const answer = await askInUi(os, 'fill the booking form with your name Ann, guests 2, time 20:00, extras wine and cake');
      assert.equal(answer, 'I filled the booking form: review it and press Submit in the page.');
      assert.match(approver.seen[0]?.facts ?? '', /name \(text "Your name"\) = "Ann"/);
      assert.deepEqual(await values(f, 'booking').then((v) => [v.name, v.guests, v.time, v.extras]), ['Ann', '2', '20:00', ['wine', 'cake']]);
      const waiting = (await receipts()).filter((r) => r.tool === 'browser.webmcp.invoke').at(-1)!;
      assert.equal(waiting.outcome, 'waiting-for-you');
      assert.match(waiting.message ?? '', /^Filled, waiting for you/);

      await Promise.all([f.page.waitForNavigation(), f.page.click('#submit')]);
      const done = await waitFor(async () => {
        const r = (await receipts()).find((x) => x.id === waiting.id);
        return r && r.outcome !== 'waiting-for-you' ? r : null;
      }, 'the receipt to record the submission', 30_000);
      assert.equal(done.outcome, 'submitted');
      assert.deepEqual((done.evidence as { handoff?: { navigation?: unknown } }).handoff?.navigation, { url: `${env.web.origin}/forms/booked.html` });
      const news = await waitFor(async () => {
        const chat = await os.evaluate(() => window.aiEcho.echo.session.chat.get().filter((e) => e.kind === 'navi').map((e) => (e as { text: string }).text));
        return chat.at(-1)?.startsWith('The "booking" form') ? chat.at(-1) : null;
      }, 'the Navi to say what happened');
      assert.equal(news, `The "booking" form was submitted in the page, which went on to ${env.web.origin}/forms/booked.html.`);
      const shown = await os.evaluate(() => [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!.querySelectorAll('[data-outcome-label]')].map((e) => e.textContent));
      assert.ok(shown.includes('submitted'), 'the receipts timeline shows the updated outcome');
    } finally {
      approver.stop();
      await f.page.close();
    }
  });
});
