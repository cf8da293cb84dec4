// Recording and replay end to end: the person's own input (CDP input events, trusted) in a real
// page is recorded by the real extension into a Recorder UserFlow with named parameters, stored in
// AI Echo's IndexedDB; "replay <name> with <values>" runs it again through the ladder (fresh
// snapshot, semantic actions, readback, receipts) with other values, checked against the app's own
// state. What is typed into a password field is never recorded anywhere; at replay that step is
// left to the person, who carries on "from step N".
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from '@puppeteer/replay';
import type { Page } from 'puppeteer-core';
import type { StoredFlow } from '../../kernel/recording/user-flow.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, type Env } from '../support/harness.ts';
import { controlFromOs } from './webmcp-support.ts';

const CONTACTS = 'recording/contacts.html';
const SECRET = 'Tr0ub4dor-and-3-horses';

describe('recording what the person does, and replaying it through the ladder', () => {
  let env: Env;
  let os: Page;
  let web: Page;

  const flows = () => os.evaluate(() => window.aiEcho.echo.recordings.flows.get()) as Promise<StoredFlow[]>;
  const flowNamed = async (name: string) => {
    const f = (await flows()).find((x) => x.name === name);
    assert.ok(f, `no flow ${name}: ${JSON.stringify((await flows()).map((x) => x.name))}`);
    return f;
  };
  const storage = (key: string) => web.evaluate((k) => localStorage.getItem(k), key);
  /** Everything AI Echo's flow database holds, as text. */
  const flowDbText = () =>
    os.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const req = indexedDB.open('ai-echo-flows');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const all = req.result.transaction('flows').objectStore('flows').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
            all.onerror = () => reject(all.error);
          };
        }),
    );
  const extensionSession = async () => {
    const page = await extensionPage(env.browser);
    const text = await page.evaluate(async () => JSON.stringify(await chrome.storage.session.get(null)));
    await page.close();
    return text;
  };

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    // Semantic changes under the site allowance (the approval window is tested elsewhere).
    await allowChanges(env.browser, env.web.origin);
    web = await openWeb(env.browser, env.web.origin, CONTACTS);
    await web.evaluate(() => localStorage.clear());
    await web.reload();
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    await env?.close();
  });

  it('refuses echo.recording.* on the ordinary invoke path: reserved-action', async () => {
    for (const action of ['echo.recording.start', 'echo.recording.stop', 'echo.sitemap.read']) {
      const r = await invokeFromOs(os, action, {});
      assert.equal(!r.ok && r.code, 'reserved-action', `${action}: ${JSON.stringify(r)}`);
    }
    const stop = await controlFromOs(os, 'echo.recording.stop');
    assert.equal(!stop.ok && stop.code, 'recording-none', JSON.stringify(stop));
  });

  it('records a flow over two pages as a Recorder UserFlow with named parameters', async () => {
    await web.bringToFront();
    assert.match(await askInUi(os, 'start recording'), /Recording what you do in tab \d+/);
    const again = await controlFromOs(os, 'echo.recording.start');
    assert.equal(!again.ok && again.code, 'recording-active', JSON.stringify(again));
    await web.bringToFront();
    await web.click('#name');
    await web.keyboard.type('Ann Lee');
    await web.click('#email');
    await web.keyboard.type('ann@example.com');
    await web.focus('#plan');
    await web.keyboard.press('ArrowDown'); // Basic -> Pro, as a person would with the keyboard
    await web.click('#news');
    // A script's synthetic click is not the person: never recorded.
    await web.evaluate(() => document.getElementById('locked')!.click());
    await web.click('#add button[type=submit]');
    await web.waitForFunction(() => document.querySelectorAll('#list li').length === 1);
    await Promise.all([web.waitForNavigation(), web.click('a[href="review.html"]')]);
    await web.click('#note');
    await web.keyboard.type('first run');
    await web.click('#confirm');
    await web.waitForFunction(() => localStorage.getItem('confirmed') !== null);
    assert.match(await askInUi(os, 'stop recording and save it as "add contact"'), /Saved the recording "add contact"/);

    const flow = await flowNamed('add contact');
    assert.deepEqual(Object.keys(flow.parameters.properties).sort(), ['email', 'name', 'note', 'plan']);
    assert.equal(flow.parameters.properties.name!.default, 'Ann Lee');
    assert.equal(flow.parameters.properties.plan!.default, 'Pro');
    const types = flow.flow.steps.map((s) => s.type);
    assert.deepEqual(types, ['navigate', 'change', 'change', 'change', 'click', 'click', 'click', 'change', 'click'], JSON.stringify(flow.flow.steps));
    const addClick = flow.flow.steps[5]!;
    assert.ok('selectors' in addClick && JSON.stringify(addClick.selectors[0]) === JSON.stringify(['aria/Add contact[role="button"]']), JSON.stringify(addClick));
    const linkClick = flow.flow.steps[6]!;
    assert.equal(linkClick.assertedEvents?.[0]?.type, 'navigation', 'the click that navigated asserts it');
    assert.ok(!JSON.stringify(flow.flow).includes('Ann Lee'), 'typed values are parameters in the steps, not literals');
    // The export is a valid Recorder flow (the package's own parser), with the parameters beside it.
    const exported = await os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), flow.id);
    const parsed = parse(JSON.parse(exported));
    assert.equal(parsed.steps.length, flow.flow.steps.length);
    assert.ok(JSON.parse(exported)['x-ai-echo'].parameters.properties.email);
  });

  it('replays the flow with other values through the ladder, checked in the app', async () => {
    await web.evaluate(() => localStorage.clear());
    await web.goto(`${env.web.origin}/${CONTACTS}`);
    const answer = await askInUi(os, 'replay add contact with name "Bo Chen", email "bo@example.com", plan Team and note "second run"', 120_000);
    assert.match(answer, /^Replayed "add contact"/, answer);
    const contacts = JSON.parse((await storage('contacts')) ?? '[]') as { name: string; email: string; plan: string; news: boolean }[];
    assert.deepEqual(contacts, [{ name: 'Bo Chen', email: 'bo@example.com', plan: 'Team', news: true }]);
    assert.deepEqual(JSON.parse((await storage('confirmed')) ?? 'null'), { count: 1, note: 'second run' });
    // Each change went through the router with a receipt, below the page tools with its reason.
    const receipts = (await os.evaluate(() => window.aiEcho.echo.state.receipts.get())) as { tool: string; outcome: string; ladderReason: string | null }[];
    const changes = receipts.filter((r) => ['browser.semantic.type', 'browser.semantic.select', 'browser.semantic.click'].includes(r.tool));
    assert.ok(changes.length >= 7, JSON.stringify(changes));
    assert.ok(changes.every((r) => r.ladderReason?.includes('Replaying step')), JSON.stringify(changes));
  });

  it('a step whose control is gone stops with its reason', async () => {
    await web.goto(`${env.web.origin}/recording/review.html`);
    const answer = await askInUi(os, 'replay add contact from step 2', 60_000);
    assert.match(answer, /Step 2 cannot be resolved: no textbox named "Name" is on the page now/, answer);
  });

  it('never records what is typed into a password field; replay leaves it to the person', async () => {
    await web.goto(`${env.web.origin}/${CONTACTS}`);
    assert.match(await askInUi(os, 'start recording'), /Recording/);
    await web.bringToFront();
    await web.click('#password');
    await web.keyboard.type(SECRET);
    await web.click('#unlock button[type=submit]');
    await web.waitForFunction(() => document.getElementById('locked')!.textContent === 'Unlocked');
    await web.click('#name');
    await web.keyboard.type('Dee');
    await web.click('#email');
    assert.ok(!(await extensionSession()).includes(SECRET), 'not in the recording the extension keeps');
    assert.match(await askInUi(os, 'stop recording, save it as unlock'), /Saved the recording "unlock"/);
    const flow = await flowNamed('unlock');
    assert.equal(flow.parameters.properties.password?.['x-sensitive'], 'password');
    assert.equal(flow.parameters.properties.password?.default, undefined);
    assert.ok(!(await flowDbText()).includes(SECRET), 'not in the flow database');
    const exported = await os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), flow.id);
    assert.ok(!exported.includes(SECRET), 'not in the export');

    await web.evaluate(() => localStorage.clear());
    await web.reload();
    const stopped = await askInUi(os, 'replay unlock', 60_000);
    assert.match(stopped, /Step 2 is the protected field "Password", so I stop here. I never type into it/, stopped);
    assert.equal(await storage('unlocked'), null, 'nothing after the protected step ran');
    // The Unlock button belongs to the password's form: the Navi does not press it either.
    const button = await askInUi(os, 'replay unlock from step 3', 60_000);
    assert.match(button, /Step 3 \(click button "Unlock"\) failed: .*blocked-sensitive/, button);
    // The person does both by hand and carries on with the rest.
    await web.bringToFront();
    await web.click('#password');
    await web.keyboard.type(SECRET);
    await web.click('#unlock button[type=submit]');
    assert.equal(await storage('unlocked'), 'true');
    const rest = await askInUi(os, 'replay unlock from step 4 with name Cy', 60_000);
    assert.match(rest, /^Replayed "unlock"/, rest);
    assert.equal(await web.evaluate(() => (document.getElementById('name') as HTMLInputElement).value), 'Cy');
  });

  it('keeps a page-tool call the Navi made while recording, and replays it only after a fresh approval', async () => {
    let decision: Decision = 'approve';
    const approvals = watchApprovals(env.browser, () => decision);
    try {
      await web.evaluate(() => localStorage.clear());
      await web.goto(`${env.web.origin}/${CONTACTS}`);
      await web.bringToFront();
      assert.match(await askInUi(os, 'start recording'), /Recording/);
      const added = await askInUi(os, 'add note "call Ann back"', 60_000);
      assert.deepEqual(JSON.parse((await storage('notes')) ?? '[]'), ['call Ann back'], added);
      assert.match(await askInUi(os, 'stop recording and save it as "note"'), /Saved the recording "note"/);
      const flow = await flowNamed('note');
      const step = flow.flow.steps.find((s) => s.type === 'customStep');
      assert.deepEqual(step && 'parameters' in step ? step.parameters : null, { tool: 'add_note', arguments: { text: 'call Ann back' } }, JSON.stringify(flow.flow.steps));

      const seen = approvals.seen.length;
      decision = 'deny';
      const denied = await askInUi(os, 'replay note', 60_000);
      assert.equal(approvals.seen.length, seen + 1, 'the replay asked the person again');
      assert.match(denied, /add_note failed/, denied);
      assert.deepEqual(JSON.parse((await storage('notes')) ?? '[]'), ['call Ann back'], 'nothing ran without the approval');
      decision = 'approve';
      const done = await askInUi(os, 'replay note', 60_000);
      assert.match(done, /^Replayed "note"/, done);
      assert.deepEqual(JSON.parse((await storage('notes')) ?? '[]'), ['call Ann back', 'call Ann back']);
    } finally {
      approvals.stop();
    }
  });

  it('imports a flow file: a sensitive parameter never keeps a value; a malformed one is refused', async () => {
    const flow = await flowNamed('unlock');
    const file = JSON.parse(await os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), flow.id));
    file.title = 'unlock imported';
    file['x-ai-echo'].parameters.properties.password.default = 'smuggled-in-by-file';
    const imported = await os.evaluate((text) => window.aiEcho.echo.recordings.importJson(text), JSON.stringify(file));
    assert.equal(imported.name, 'unlock imported');
    assert.equal(imported.parameters.properties.password?.default, undefined);
    assert.ok(!(await flowDbText()).includes('smuggled-in-by-file'));
    const bad = await os.evaluate(async (text) => {
      try {
        await window.aiEcho.echo.recordings.importJson(text);
        return 'imported';
      } catch (e) {
        return (e as { code?: string }).code;
      }
    }, JSON.stringify({ title: 'x', steps: [{ type: 'change', selectors: ['#a'], value: '{{nope}}' }] }));
    assert.equal(bad, 'flow-invalid');
    await os.evaluate((id) => window.aiEcho.echo.recordings.remove(id), imported.id);
    assert.ok(!(await flows()).some((f) => f.name === 'unlock imported'));
  });
});
