// Recording and replay end to end: the person's own input (CDP input events, trusted) in a real
// page is recorded by the real extension into a Recorder UserFlow with named parameters, stored in
// AI Echo's IndexedDB; "replay <name> with <values>" runs it again through the ladder (fresh
// snapshot, semantic actions, readback, receipts) with other values, checked against the app's own
// state. What is typed into a password field, or a field whose label says secret, is never recorded
// anywhere; at replay that step is left to the person, who carries on "from step N". Only the
// person's own input and the calls their own words set off are recorded. A flow belongs to its
// origin: replayed with another site's tab active it is refused before any step, and a flow
// imported from a file is approved step by step on its first replay, whatever allowance exists.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from '@puppeteer/replay';
import type { ElementHandle, Page } from 'puppeteer-core';
import { isSecretName } from '../../faculties/sdk/redaction/names.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import type { StoredFlow } from '../../kernel/recording/user-flow.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { OS_PORT, allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { pairInUi, pairingCodeOf, startMcp, valueOf } from '../support/mcp-client.ts';
import type { WebmcpDiscovery } from '../../faculties/webmcp/types.ts';
import { controlFromOs, findTool, waitFor } from './webmcp-support.ts';

const CONTACTS = 'recording/contacts.html';
const SECRET = 'Tr0ub4dor-and-3-horses';
/** The secrets.html fields by label: each gets a value planted anew every run. */
const SECRET_FIELDS: [id: string, label: string][] = [
  ['f1', 'CVV'], ['f2', 'PIN'], ['f3', 'Security code'], ['f4', 'Token'], ['f5', 'One-time code'],
  ['f6', 'Passwort'], ['f7', 'Contraseña'], ['f8', 'Mot de passe'],
];
/** Labels the redaction must know today; others in SECRET_FIELDS count as soon as names.ts knows them. */
const KNOWN_SECRET_LABELS = ['CVV', 'PIN', 'Security code', 'Token'];
/** An ordinary-looking value (no token shape, no card number): only the field's label says it is secret. */
const plant = () => `q${randomInt(100_000, 999_999)}z`;

describe('recording what the person does, and replaying it through the ladder', () => {
  let env: Env;
  let os: Page;
  let web: Page;
  /** Another allowed origin (the same fixture server by another name), with an allowance of its own. */
  let other: string;
  /** Every value typed into a protected field in this run: no flow, export or store may hold one. */
  const planted: string[] = [SECRET];
  const tmp = mkdtempSync(join(tmpdir(), 'echo-flows-'));

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

  /** Imports a flow file through the Recordings panel's file input, as the person would pick it. */
  const importInPanel = async (fileName: string, json: unknown): Promise<string> => {
    const path = join(tmp, fileName);
    writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
    const count = (await flows()).length;
    const input = (await os.waitForSelector('pierce/input[data-import]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(path);
    // The panel either stored it or shows why not.
    return os.waitForFunction(
      (n) => {
        if (window.aiEcho.echo.recordings.flows.get().length > n) return 'imported';
        const find = (root: Document | ShadowRoot): string | null => {
          for (const el of root.querySelectorAll('*')) {
            if (el.matches('[data-recordings-error]')) return el.textContent;
            if (el.shadowRoot) {
              const hit = find(el.shadowRoot);
              if (hit) return hit;
            }
          }
          return null;
        };
        return find(document);
      },
      { timeout: 10_000, polling: 100 },
      count,
    ).then((h) => h.jsonValue() as Promise<string>);
  };
  const receipts = () => os.evaluate(() => window.aiEcho.echo.state.receipts.get()) as Promise<Receipt[]>;

  before(async () => {
    env = await launch();
    other = env.web.origin.replace('//127.0.0.1:', '//localhost:');
    await allowOrigins(env.browser, [env.web.origin, other]);
    // Semantic changes under the site allowance (the approval window is tested elsewhere).
    await allowChanges(env.browser, env.web.origin);
    await allowChanges(env.browser, other);
    web = await openWeb(env.browser, env.web.origin, CONTACTS);
    await web.evaluate(() => localStorage.clear());
    await web.reload();
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    await env?.close();
    rmSync(tmp, { recursive: true, force: true });
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

  it('records only the person: no value of a field whose label says secret (in every language the redaction knows), nothing a page script set off', async () => {
    await web.goto(`${env.web.origin}/recording/secrets.html`);
    await web.evaluate(() => localStorage.clear());
    await web.bringToFront();
    assert.match(await askInUi(os, 'start recording'), /Recording/);
    await web.bringToFront();
    const typed = new Map<string, string>();
    for (const [id, label] of SECRET_FIELDS) {
      const value = plant();
      typed.set(label, value);
      await web.click(`#${id}`);
      await web.keyboard.type(value);
    }
    await web.click('#f9');
    await web.keyboard.type('Ziggy');
    // The person presses "Save draft"; the page's own script ticks a box and sends the form.
    await web.click('#draft');
    // And a script alone, with no press of the person's at all.
    await web.evaluate(() => (window as unknown as { scriptActs(): void }).scriptActs());
    const log = await storage('script-log');
    assert.equal(log, 'change trusted=true;submit trusted=true;change trusted=true;submit trusted=true;', 'Chrome marks what the script set off as trusted');
    const known = SECRET_FIELDS.map(([, label]) => label).filter((label) => isSecretName(label));
    for (const label of KNOWN_SECRET_LABELS) assert.ok(known.includes(label), `the redaction knows ${label}`);
    const secrets = known.map((label) => typed.get(label)!);
    planted.push(...secrets);
    const session = await extensionSession();
    for (const v of secrets) assert.ok(!session.includes(v), `not in chrome.storage.session: ${v}`);
    assert.match(await askInUi(os, 'stop recording and save it as "codes"'), /Saved the recording "codes"/);

    const flow = await flowNamed('codes');
    for (const label of known) {
      const param = Object.values(flow.parameters.properties).find((p) => p.title === label);
      assert.ok(param?.['x-sensitive'] && param.default === undefined, `${label}: ${JSON.stringify(param)}`);
    }
    // Ordinary values are still kept: the rule is the redaction's, not "withhold everything".
    assert.equal(Object.values(flow.parameters.properties).find((p) => p.title === 'Nickname')?.default, 'Ziggy');
    const db = await flowDbText();
    const exported = await os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), flow.id);
    for (const v of secrets) {
      assert.ok(!db.includes(v), `not in the flow database: ${v}`);
      assert.ok(!exported.includes(v), `not in the export: ${v}`);
    }
    // The person's press of "Save draft" is the one click; the script's tick and submissions are not steps.
    const steps = flow.flow.steps;
    assert.deepEqual(steps.map((st) => st.type), ['navigate', ...SECRET_FIELDS.map(() => 'change'), 'change', 'click'], JSON.stringify(steps));
    assert.ok(JSON.stringify(steps.at(-1)).includes('aria/Save draft[role=\\"button\\"]'), JSON.stringify(steps.at(-1)));
  });

  it('a page-tool call the Navi makes on its own initiative (a model, not the grammar of the person\'s words) never joins the recording', async () => {
    const approvals = watchApprovals(env.browser, () => 'approve');
    try {
      await web.goto(`${env.web.origin}/${CONTACTS}`);
      await web.evaluate(() => localStorage.clear());
      await web.bringToFront();
      assert.match(await askInUi(os, 'start recording'), /Recording/);
      // A scripted engine stands in for a model: it chooses the page tool itself.
      await os.evaluate(() => {
        const session = window.aiEcho.echo.session;
        (window as unknown as { grammar: unknown }).grammar = session.engine.get();
        session.useEngine({
          id: 'stand-in-model',
          label: 'A model choosing its own steps',
          async next(messages: readonly { role: string; call?: { name: string }; result?: { data: unknown } }[]) {
            const asked = messages.map((m) => m.role).lastIndexOf('user');
            const results = messages.slice(asked + 1).filter((m) => m.role === 'result');
            const last = results.at(-1);
            if (!last) return { kind: 'call', call: { name: 'browser.webmcp.discover', arguments: {} }, rationale: 'Look for page tools.' };
            if (last.call?.name === 'browser.webmcp.discover') {
              const frames = (last.result?.data as { frames: { frameId: number; tools: { name: string; descriptorHash: string }[] }[] }).frames;
              const tool = frames.flatMap((f) => f.tools.map((t) => ({ ...t, frameId: f.frameId }))).find((t) => t.name === 'add_note')!;
              return { kind: 'call', call: { name: 'browser.webmcp.invoke', arguments: { name: tool.name, descriptorHash: tool.descriptorHash, arguments: { text: 'model was here' } } }, rationale: 'I decided to add a note.' };
            }
            return { kind: 'answer', text: 'Done.' };
          },
        } as never);
      });
      await askInUi(os, 'tidy up my address book', 60_000);
      await os.evaluate(() => window.aiEcho.echo.session.useEngine((window as unknown as { grammar: never }).grammar));
      const chat = await os.evaluate(() => JSON.stringify(window.aiEcho.echo.session.chat.get().slice(-5)));
      assert.deepEqual(JSON.parse((await storage('notes')) ?? '[]'), ['model was here'], `the call ran, approved: ${chat}`);
      assert.match(await askInUi(os, 'stop recording and save it as "model"'), /Saved the recording "model"/);
      const flow = await flowNamed('model');
      assert.ok(!flow.flow.steps.some((st) => st.type === 'customStep'), JSON.stringify(flow.flow.steps));
    } finally {
      approvals.stop();
    }
  });

  it('a page-tool call an MCP client makes in the recorded tab never joins the recording', async () => {
    const approvals = watchApprovals(env.browser, () => 'approve');
    const stateDir = mkdtempSync(join(tmp, 'mcp-'));
    const client = await startMcp({ name: 'Outside client', port: OS_PORT + 3, stateDir, osOrigins: [env.os.origin] });
    try {
      await web.goto(`${env.web.origin}/${CONTACTS}`);
      await web.evaluate(() => localStorage.clear());
      // The person pairs the client in AI Echo's panel (its page in front, as a person would have it).
      await os.bringToFront();
      assert.equal((await pairInUi(os, await pairingCodeOf(client.log))).state, 'connected');
      await web.bringToFront();
      await waitFor(async () => (await client.status()).connected, 'the MCP client to reach AI Echo', 30_000);
      const tabId = await tabIdOf(os, `${env.web.origin}/${CONTACTS}`);
      assert.match(await askInUi(os, 'start recording'), /Recording/);
      const { tool } = findTool(valueOf<WebmcpDiscovery>(await client.call('browser_webmcp_discover', { tabId })), 'add_note');
      valueOf(await client.call('browser_webmcp_invoke', { tabId, name: tool.name, descriptorHash: tool.descriptorHash, arguments: { text: 'client was here' } }));
      assert.deepEqual(JSON.parse((await storage('notes')) ?? '[]'), ['client was here'], 'the call ran, approved');
      assert.match(await askInUi(os, 'stop recording and save it as "client"'), /Saved the recording "client"/);
      const flow = await flowNamed('client');
      assert.ok(!flow.flow.steps.some((st) => st.type === 'customStep'), JSON.stringify(flow.flow.steps));
    } finally {
      approvals.stop();
      await client.close().catch(() => undefined);
    }
  });

  it('an imported flow replayed while another site\'s tab is active is refused before its first step; that page is untouched', async () => {
    const recorded = await flowNamed('add contact');
    const file = JSON.parse(await os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), recorded.id));
    file.title = 'contact from file';
    assert.equal(await importInPanel('contact-from-file.json', file), 'imported');
    const elsewhere = await openWeb(env.browser, other, CONTACTS);
    try {
      await elsewhere.evaluate(() => localStorage.clear());
      await elsewhere.bringToFront();
      const approvals = watchApprovals(env.browser, () => 'approve');
      const before = (await receipts()).length;
      try {
        const answer = await askInUi(os, 'replay contact from file with name "Bo Chen", email "bo@example.com"', 60_000);
        assert.match(answer, /origin-mismatch/, answer);
        assert.match(answer, /No step ran/, answer);
        assert.equal(approvals.seen.length, 0, 'no approval was even asked');
      } finally {
        approvals.stop();
      }
      assert.equal(await elsewhere.evaluate(() => localStorage.getItem('contacts')), null, 'nothing was added on the other site');
      const acted = (await receipts()).slice(before).filter((r) => r.tool !== 'browser.page.info');
      assert.deepEqual(acted.map((r) => r.tool), [], 'no call but reading the tab ran');
    } finally {
      await elsewhere.close();
    }
  });

  it('a flow file that names no site, or leaves its site, is refused on import; nothing is stored', async () => {
    const base = { title: 'no site', steps: [{ type: 'navigate', url: `${env.web.origin}/${CONTACTS}` }] };
    for (const [name, json] of [
      ['no-origin.json', base],
      ['bad-origin.json', { ...base, 'x-ai-echo': { version: 1, origin: `${env.web.origin}/path`, parameters: { type: 'object', properties: {} } } }],
      ['leaves.json', { ...base, steps: [...base.steps, { type: 'navigate', url: `${other}/${CONTACTS}` }], 'x-ai-echo': { version: 1, origin: env.web.origin, parameters: { type: 'object', properties: {} } } }],
    ] as const) {
      const count = (await flows()).length;
      const shown = await importInPanel(name, json);
      assert.match(shown, /not a flow AI Echo can replay/, `${name}: ${shown}`);
      assert.equal((await flows()).length, count, `${name} stored nothing`);
    }
  });

  it('a hostile flow file is approved step by step on its first replay, whatever the allowance, each window naming the file; a step that lands on another site is refused', async () => {
    const meta = (defaults: Record<string, string>) => ({
      version: 1,
      origin: env.web.origin,
      parameters: { type: 'object', properties: Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, { type: 'string', title: 'Name', default: v }])) },
    });
    const hostile = {
      title: 'hostile',
      steps: [
        { type: 'navigate', url: `${env.web.origin}/${CONTACTS}` },
        { type: 'change', selectors: [['aria/Name[role="textbox"]']], value: '{{name}}' },
        { type: 'click', selectors: [['aria/Add contact[role="button"]']], offsetX: 1, offsetY: 1 },
      ],
      'x-ai-echo': meta({ name: 'Mallory' }),
    };
    assert.equal(await importInPanel('hostile-flow.json', hostile), 'imported');
    await web.goto(`${env.web.origin}/${CONTACTS}`);
    await web.evaluate(() => localStorage.clear());
    await web.bringToFront();
    const offered: boolean[] = [];
    const forged: unknown[] = [];
    const approvals = watchApprovals(env.browser, () => 'approve', async (page) => {
      offered.push(await page.$eval('#allow-origin', (b) => !(b as HTMLButtonElement).hidden));
      // The window itself cannot turn the step into an allowance, whatever it sends.
      const id = new URL(page.url()).searchParams.get('id');
      forged.push(await page.evaluate((approvalId) => chrome.runtime.sendMessage({ type: 'approval-decide', approvalId, decision: 'allow-origin' }), id));
    });
    try {
      const answer = await askInUi(os, 'replay hostile', 120_000);
      assert.match(answer, /^Replayed "hostile"/, answer);
      assert.equal(approvals.seen.length, 2, 'each change asked the person, though the site has an allowance');
      for (const seen of approvals.seen) assert.match(seen.facts, /imported file "hostile-flow\.json"/, seen.facts);
      assert.deepEqual(offered, [false, false], 'no window offered to allow the site');
      assert.deepEqual(forged.map((r) => (r as { error?: { code?: string } }).error?.code), ['approval-forbidden', 'approval-forbidden'], JSON.stringify(forged));
      assert.deepEqual(JSON.parse((await storage('contacts')) ?? '[]').map((c: { name: string }) => c.name), ['Mallory']);
      // Once every step was approved, it replays like the person's own: the allowance covers it.
      const again = await askInUi(os, 'replay hostile with name Oscar', 120_000);
      assert.match(again, /^Replayed "hostile"/, again);
      assert.equal(approvals.seen.length, 2, 'no window the second time');

      // A flow whose step leads to another site stops there, before anything is done on it.
      const leaving = {
        title: 'leaving',
        steps: [
          { type: 'navigate', url: `${env.web.origin}/recording/leave.html` },
          // The Recorder's asserted navigation: replay waits until the tab got there, then goes on.
          { type: 'click', selectors: [['aria/Continue[role="link"]']], offsetX: 1, offsetY: 1, assertedEvents: [{ type: 'navigation', url: `${other}/${CONTACTS}` }] },
          { type: 'change', selectors: [['aria/Name[role="textbox"]']], value: '{{name}}' },
          { type: 'click', selectors: [['aria/Add contact[role="button"]']], offsetX: 1, offsetY: 1 },
        ],
        'x-ai-echo': meta({ name: 'Eve' }),
      };
      assert.equal(await importInPanel('leaving-flow.json', leaving), 'imported');
      await web.goto(`${env.web.origin}/recording/leave.html`);
      await web.bringToFront();
      const seen = approvals.seen.length;
      const stopped = await askInUi(os, 'replay leaving', 120_000);
      assert.match(stopped, /origin-mismatch/, stopped);
      assert.equal(approvals.seen.length, seen + 1, 'only the click on this site was asked');
      assert.equal(new URL(web.url()).origin, other);
      assert.equal(await web.evaluate(() => localStorage.getItem('contacts')), null, 'nothing was done on the other site');
    } finally {
      approvals.stop();
    }
  });

  it('no planted secret is in any flow, any export, the flow database or the extension\'s session', async () => {
    const all = await flows();
    assert.ok(all.length >= 5, all.map((f) => f.name).join());
    const texts = [await flowDbText(), await extensionSession(), ...(await Promise.all(all.map((f) => os.evaluate((id) => window.aiEcho.echo.recordings.exportJson(id), f.id))))];
    for (const secret of planted) for (const text of texts) assert.ok(!text.includes(secret), `planted ${secret} leaked`);
  });
});
