// The approval flows through AI Echo's chat, end to end: one window per change, covering the
// page's read that finds its entry and the read that checks it (our own read of the page first), a read that says "read", receipts grouped by request with each step's own
// fields and the approval's picture, a pending approval the chat shows and can bring forward or
// cancel, the Navi's warning before a consequential approval, and the extension's audit log of
// what was done outside the chat (each session sees only its own).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { AuditEntry } from '../../faculties/sdk/audit.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision, type SeenApproval } from '../support/approver.ts';
import { allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { controlFromOs } from './webmcp-support.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('approvals and receipts through the chat', () => {
  let env: Env;
  let os: Page;
  let shop: Page;
  let decisions: Decision[] = [];
  let seen: SeenApproval[] = [];
  let stopApprover: () => void;

  const receipts = () => os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown) as Promise<Receipt[]>;
  const lastRequest = async () => {
    const all = await receipts();
    const id = all.at(-1)!.requestId;
    return all.filter((r) => r.requestId === id);
  };
  const chatEntries = () => os.evaluate(() => window.aiEcho.echo.session.chat.get().map((e) => ('text' in e ? `${e.kind}: ${e.text}` : e.kind)));

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    os = await openOs(env.browser, env.os.origin);
    await os.setViewport({ width: 1400, height: 900 });
    shop = await openWeb(env.browser, env.web.origin, 'shop/index.html', { ownWindow: true });
    await shop.waitForSelector('[data-line]');
    const approver = watchApprovals(env.browser, () => decisions.shift() ?? 'deny');
    seen = approver.seen;
    stopApprover = approver.stop;
  });
  after(async () => {
    stopApprover?.();
    await env?.close();
  });

  it('one quantity change opens one window, for the change and the read that finds its line; our own read of the page checks it', async () => {
    const before = seen.length;
    decisions = ['approve', 'approve', 'approve'];
    const answer = await askInUi(os, 'set quantity of Trail shoes to 3');
    assert.match(answer, /^Done: cart.setQuantity/);
    assert.equal(seen.length - before, 1, 'one window: cart.get to find the line, then cart.setQuantity; no window for the check');
    assert.ok(seen.slice(before).every((w) => w.facts.includes('You asked AI Echo: “set quantity of Trail shoes to 3”')), 'the window says what the person asked');
    const steps = await lastRequest();
    assert.ok(steps.every((r) => r.request === 'set quantity of Trail shoes to 3'), 'every step names the request');
    const [read, set] = steps.filter((r) => r.tool === 'browser.webmcp.invoke');
    assert.equal(read!.outcome, 'read', 'the read says "read", not "unverified"');
    assert.equal(read!.grantId, set!.grantId, 'the read and the change ran under the one approval');
    for (const r of [read!, set!]) {
      assert.match(r.approval?.sentence ?? '', /^Run this page's tool "Set a quantity" \(cart\.setQuantity\) on .*It goes to the one entry that the page's tool "Read the cart" \(cart\.get\) names "Trail shoes"/, 'both receipts keep the sentence the person saw');
    }
    assert.equal(set!.outcome, 'ok');
    assert.equal(set!.readback?.action, 'browser.semantic.extract');
    assert.deepEqual(set!.readback?.observed, { lines: ['Trail shoes × 3 +'] });
    assert.match(set!.picture?.dataUrl ?? '', /^data:image\/(webp|jpeg);base64,/, 'the picture of the tab is kept with the receipt');
    assert.ok(steps.every((r) => r.ladderReason === null), 'no step of it fell back');
    // The extension's audit log keeps what the person saw, as hashes of what the receipt keeps in full.
    await os.evaluate(() => window.aiEcho.echo.refreshAudit());
    const audit = (await os.evaluate(() => window.aiEcho.echo.state.audit.get())) as AuditEntry[];
    const about = audit.filter((e) => e.seen?.approvalId === set!.grantId);
    assert.deepEqual(
      about.map((e) => e.action),
      ['echo.webmcp.approval.request', 'browser.webmcp.invoke', 'browser.webmcp.invoke'],
      'the request that opened the window, the read and the change that ran under it',
    );
    for (const e of about) {
      assert.equal(e.seen!.sentenceHash, sha256(set!.approval!.sentence), `${e.action}: the sentence`);
      assert.equal(e.seen!.picture, set!.picture!.source, `${e.action}: what the picture was`);
    }
    assert.equal(about.at(-1)!.seen!.pictureHash, sha256(set!.picture!.dataUrl), 'the picture the change ran under is the one its receipt keeps');
    const shown = await os.evaluate(() => {
      const el = document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!;
      return { heading: el.querySelector('[data-request-text]')!.textContent, pictures: el.querySelectorAll('section:first-of-type [data-picture]').length };
    });
    assert.equal(shown.heading, 'You asked: “set quantity of Trail shoes to 3”');
    assert.equal(shown.pictures, 2, 'the timeline shows the pictures under the request');
  });

  it("uses the page's read tool to check only when the page shows nothing to check", async () => {
    const hidden = await openWeb(env.browser, env.web.origin, 'shop/index.html?nolist', { ownWindow: true });
    await hidden.waitForFunction(() => (window as unknown as { __shop?: unknown }).__shop !== undefined);
    const before = seen.length;
    decisions = ['approve', 'approve'];
    await os.evaluate(() => window.aiEcho.echo.session.newTask());
    const answer = await askInUi(os, 'set quantity of Wool socks to 4');
    assert.match(answer, /^Done: cart.setQuantity/);
    assert.equal(seen.length - before, 1, 'one window for the read that finds the line, the change and its check with the page read tool');
    const set = (await lastRequest()).filter((r) => r.tool === 'browser.webmcp.invoke').at(1)!;
    assert.equal(set.readback?.action, 'browser.webmcp.invoke');
    assert.equal(set.outcome, 'ok');
    await hidden.close();
    await shop.bringToFront();
  });

  it('every kind of page-tool change takes one window; a name the read finds twice is a question, and nothing changes before the answer', async () => {
    const todos = await openWeb(env.browser, env.web.origin, 'apps/todos/index.html', { ownWindow: true });
    await todos.waitForFunction(() => (window as unknown as { __app?: unknown }).__app !== undefined);
    type Todo = { title: string; done: boolean };
    const list = () => todos.evaluate(() => (window as unknown as { __app: { state(): { todos: Todo[] } } }).__app.state().todos);
    const windows: Record<string, number> = {};
    const kinds: [string, string, (t: Todo[]) => boolean][] = [
      ['adding', "add 'Buy bread'", (t) => t.some((x) => x.title === 'Buy bread')],
      ['completing', 'mark Buy milk as done', (t) => t.find((x) => x.title === 'Buy milk')?.done === true],
      ['deleting', 'remove the to-do about the passport', (t) => !t.some((x) => /passport/i.test(x.title))],
    ];
    for (const [kind, text, done] of kinds) {
      await os.evaluate(() => window.aiEcho.echo.session.newTask());
      const before = seen.length;
      decisions = ['approve', 'approve', 'approve'];
      assert.match(await askInUi(os, text), /^Done/, kind);
      windows[kind] = seen.length - before;
      assert.ok(done(await list()), `${kind}: ${JSON.stringify(await list())}`);
    }
    assert.deepEqual(windows, { adding: 1, completing: 1, deleting: 1 });

    // "buy" names "Buy milk" and "Buy bread": the read's answer fills nothing, the approval ends, the Navi asks.
    await os.evaluate(() => window.aiEcho.echo.session.newTask());
    const before = seen.length;
    decisions = ['approve', 'approve'];
    assert.match(await askInUi(os, 'mark buy as done'), /Which one do you mean: "Buy milk" or "Buy bread"\?/);
    assert.equal(seen.length - before, 1, 'one window so far');
    assert.equal((await list()).find((x) => x.title === 'Buy bread')?.done, false, 'nothing changed before the answer');
    const ended = await controlFromOs<{ state: string; reason: string | null }>(os, 'echo.approval.status', { approvalId: seen.at(-1)!.approvalId });
    assert.ok(ended.ok && ended.value.state === 'cancelled', `its approval ended without a change: ${JSON.stringify(ended)}`);
    assert.match(ended.value.reason ?? '', /named 2 entries "buy"/);
    assert.match(await askInUi(os, 'Buy bread'), /^Done/);
    assert.equal(seen.length - before, 2, 'the change to the entry the person picked is approved in a window of its own');
    assert.equal((await list()).find((x) => x.title === 'Buy bread')?.done, true);
    await todos.close();
    await shop.bringToFront();
  });

  it("a reason to fall back stays with its request: the next request's receipts never show it", async () => {
    await os.evaluate(() => window.aiEcho.echo.session.newTask());
    decisions = ['approve'];
    assert.match(await askInUi(os, 'click One more Wool socks'), /synthetic click/);
    const click = (await lastRequest()).find((r) => r.tool === 'browser.semantic.click')!;
    assert.match(click.ladderReason ?? '', /does "click One more Wool socks"/);
    assert.match(click.approval?.sentence ?? '', /^AI Echo wants to click "One more Wool socks" \(button\)/, 'named as the page shows it');
    assert.ok(click.picture, 'with a picture of the target');
    decisions = ['approve', 'approve'];
    assert.match(await askInUi(os, 'set quantity of Trail shoes to 2'), /^Done/);
    const next = await lastRequest();
    assert.notEqual(next[0]!.requestId, click.requestId);
    assert.ok(next.every((r) => r.ladderReason === null), JSON.stringify(next.map((r) => [r.tool, r.ladderReason])));
  });

  it('while an approval waits, the chat says so, can bring its window forward, and can cancel it', async () => {
    stopApprover();
    try {
      const asking = askInUi(os, 'set quantity of Trail shoes to 5');
      // Polled, not requestAnimationFrame-driven: the approval window is in front of AI Echo.
      const chatEntry = (selector: string) =>
        `[...document.querySelector('ai-echo-app').shadowRoot.querySelector('echo-chat').shadowRoot.querySelectorAll('[data-approval-entry][data-state="pending"]')].at(-1)?.querySelector('${selector}')`;
      await os.waitForFunction(`!!${chatEntry('[data-sentence]')}`, { timeout: 30_000, polling: 100 });
      const text = await os.evaluate(`${chatEntry('[data-sentence]')}.parentElement.textContent`);
      assert.match(String(text), /Waiting for your decision in the extension's approval window/);
      const pending = await os.evaluate(() => window.aiEcho.echo.state.approvals.get().find((a) => a.state === 'pending')!.approvalId);
      assert.equal(await os.evaluate((id) => window.aiEcho.echo.consent.focus(id), pending), true, 'the window was brought forward');
      await os.evaluate(`${chatEntry('[data-focus]')}.click()`);
      await os.evaluate(`${chatEntry('[data-cancel]')}.click()`);
      assert.match(await asking, /approval-cancelled/);
      assert.equal(await os.evaluate((id) => window.aiEcho.echo.state.approvals.get().find((a) => a.approvalId === id)!.state, pending), 'cancelled');
      assert.ok(!(await env.browser.pages()).some((p) => p.url().includes(pending)), 'its window closed');
    } finally {
      stopApprover = watchApprovals(env.browser, () => decisions.shift() ?? 'deny').stop;
    }
  });

  it('says in the chat that "Place order" may spend money before the person decides; denied, nothing is ordered', async () => {
    const checkout = await openWeb(env.browser, env.web.origin, 'approvals/checkout.html', { ownWindow: true });
    await os.evaluate(() => window.aiEcho.echo.session.newTask());
    decisions = ['deny'];
    const answer = await askInUi(os, 'click Place order');
    assert.match(answer, /approval-denied/);
    const chat = await chatEntries();
    const warned = chat.findIndex((e) => e.startsWith('navi: Careful: This may spend money: it is called "Place order"'));
    assert.ok(warned >= 0 && chat[warned + 1] === 'approval', chat.join('\n'));
    assert.equal(await checkout.evaluate(() => document.getElementById('log')!.textContent), 'Orders: none; saved: 0');
    const denied = (await lastRequest()).at(-1)!;
    assert.equal(denied.errorCode, 'approval-denied');
    assert.match(denied.approval?.warning ?? '', /may spend money/, 'the receipt keeps the warning the person saw');
    await checkout.close();
  });

  it("records what was done outside the chat in the extension's audit log, which AI Echo shows; another session sees none of it", async () => {
    const checkout = await openWeb(env.browser, env.web.origin, 'approvals/checkout.html', { ownWindow: true });
    const tabId = await tabIdOf(os, `${env.web.origin}/approvals/checkout.html`);
    await allowChanges(env.browser, env.web.origin);
    try {
      const direct = await invokeFromOs(os, 'browser.semantic.click', { tabId, target: { selector: '#save' } });
      assert.ok(direct.ok, JSON.stringify(direct));
    } finally {
      const ext = await extensionPage(env.browser);
      await ext.evaluate((key) => chrome.storage.session.remove(key), `allowance:${env.web.origin}`);
      await ext.close();
    }
    await os.evaluate(() => window.aiEcho.echo.refreshAudit());
    const audit = await os.evaluate(() => window.aiEcho.echo.state.audit.get());
    const entry = audit.findLast((e: AuditEntry) => e.action === 'browser.semantic.click')!;
    assert.deepEqual([entry.outcome, entry.consent, entry.origin, entry.tabId], ['ok', 'allowance', env.web.origin, tabId]);
    assert.ok(audit.some((e: AuditEntry) => e.action === 'echo.allowlist.get'), 'control frames too');
    const flagged = await os.evaluate(() =>
      [...document.querySelector('ai-echo-app')!.shadowRoot!.querySelector('echo-receipts')!.shadowRoot!.querySelectorAll('[data-audit-entry][data-unrecorded]')].map((e) => e.textContent ?? ''),
    );
    assert.equal(flagged.length, 1, flagged.join('\n'));
    assert.match(flagged[0]!, /browser\.semantic\.click → ok .* no receipt/);

    const other = await openOs(env.browser, env.os.origin);
    const theirs = await controlFromOs<{ entries: AuditEntry[] }>(other, 'echo.audit.list');
    assert.ok(theirs.ok, JSON.stringify(theirs));
    assert.ok(theirs.value.entries.length > 0, 'its own calls are there');
    assert.ok(!theirs.value.entries.some((e) => e.session === entry.session), 'none of the first session');
    await other.close();
    await checkout.close();
  });
});
