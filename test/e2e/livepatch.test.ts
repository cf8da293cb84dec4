// Live Patch end to end: the real extension, a real page, approvals clicked in the extension's
// window. Every refusal is checked on both paths that enforce it (the approval request, before a
// window opens, and the action itself, with a site allowance in force), with the page unchanged;
// revert must give back the exact DOM; a navigation drops patches and livepatch.list says so.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { LivePatchApplied } from '../../faculties/live-patch/actions/livepatch-apply.ts';
import type { LivePatchList } from '../../faculties/live-patch/actions/livepatch-list.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision } from '../support/approver.ts';
import { allowChanges, allowOrigins, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { approvalWindow, controlFromOs, decide } from './webmcp-support.ts';

const PAGE = 'livepatch/page.html';
const PURPOSE = 'Highlight the shop title so the person can find it';

describe('Live Patch: declared, reversible interface edits', () => {
  let env: Env;
  let os: Page;
  let web: Page;
  let tabId: number;
  let decisions: Decision[] = [];
  let stopApprover: (() => void) | undefined;
  const body = () => web.evaluate(() => document.body.outerHTML);
  const apply = (operations: Record<string, unknown>[], extra: Record<string, unknown> = {}) => invokeFromOs(os, 'livepatch.apply', { tabId, purpose: PURPOSE, operations, ...extra });
  const list = async () => {
    const r = await invokeFromOs(os, 'livepatch.list', { tabId });
    assert.ok(r.ok, JSON.stringify(r));
    return r.value as LivePatchList;
  };
  const revert = (patchId: string, extra: Record<string, unknown> = {}) => invokeFromOs(os, 'livepatch.revert', { tabId, patchId, purpose: 'Undo the highlight the person no longer wants', ...extra });

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    web = await openWeb(env.browser, env.web.origin, PAGE);
    os = await openOs(env.browser, env.os.origin);
    tabId = await tabIdOf(os, `${env.web.origin}/${PAGE}`);
  });
  after(async () => {
    stopApprover?.();
    await env?.close();
  });

  it('changes nothing without the person: consent-required', async () => {
    const start = await body();
    const r = await apply([{ op: 'hide', target: { selector: '#banner' } }]);
    assert.equal(!r.ok && r.code, 'consent-required', JSON.stringify(r));
    assert.equal(await body(), start);
  });

  it('applies after approval in the window, and reverts (approved too) to the exact same DOM', async () => {
    const start = await body();
    const operations = [
      { op: 'setStyle', target: { selector: '#title' }, property: 'outline', value: '3px solid orange', important: true },
      { op: 'setAttribute', target: { selector: '#title' }, name: 'title', value: 'Patched title' },
      { op: 'replaceText', target: { selector: '#banner-text' }, text: 'No <b>markup</b> here' },
      { op: 'removeAttribute', target: { selector: '#help' }, name: 'class' },
      { op: 'show', target: { selector: '#hidden-tip' } },
      { op: 'hide', target: { selector: '#buy' } },
      { op: 'annotate', target: { selector: '#title' }, text: 'Highlighted for you' },
    ];
    const input = { tabId, purpose: PURPOSE, operations };
    const req = await controlFromOs<GrantView>(os, 'echo.livepatch.approval.request', { action: 'livepatch.apply', input });
    assert.ok(req.ok, JSON.stringify(req));
    const shown = await (await approvalWindow(env.browser, req.value.approvalId)).evaluate(() => document.getElementById('facts')!.textContent ?? '');
    assert.ok(shown.includes(PURPOSE) && shown.includes('livepatch.apply') && shown.includes('set style outline: 3px solid orange !important'), shown);
    assert.ok(shown.includes(req.value.binding.documentId) && shown.includes(req.value.binding.argumentHash));
    await decide(env.browser, req.value.approvalId, 'approve');
    const r = await invokeFromOs(os, 'livepatch.apply', { ...input, grantId: req.value.approvalId });
    assert.ok(r.ok, JSON.stringify(r));
    const applied = r.value as LivePatchApplied;
    assert.match(applied.patchId, /^lp-[0-9a-f]{16}$/);
    assert.equal(applied.inverse.find((i) => i.target.tag === 'h1')?.attributes.title, 'Welcome', 'the inverse holds the original value');
    const now = await web.evaluate(() => ({
      title: document.getElementById('title')!.title,
      text: document.getElementById('banner-text')!.innerHTML,
      buy: getComputedStyle(document.getElementById('buy')!).display,
      tip: getComputedStyle(document.getElementById('hidden-tip')!).display,
      note: document.querySelector('[data-ai-echo-patch]')?.textContent,
    }));
    assert.deepEqual(now, { title: 'Patched title', text: 'No &lt;b&gt;markup&lt;/b&gt; here', buy: 'none', tip: 'block', note: 'AI Echo note: Highlighted for you' });
    const again = await invokeFromOs(os, 'livepatch.apply', { ...input, grantId: req.value.approvalId });
    assert.equal(!again.ok && again.code, 'grant-used');
    const listed = await list();
    assert.deepEqual(listed.active.map((p) => [p.patchId, p.intact, p.purpose]), [[applied.patchId, true, PURPOSE]]);

    const revertInput = { tabId, patchId: applied.patchId, purpose: 'Undo the highlight the person no longer wants' };
    const unauth = await invokeFromOs(os, 'livepatch.revert', revertInput);
    assert.equal(!unauth.ok && unauth.code, 'consent-required', 'revert is a change too');
    const rreq = await controlFromOs<GrantView>(os, 'echo.livepatch.approval.request', { action: 'livepatch.revert', input: revertInput });
    assert.ok(rreq.ok, JSON.stringify(rreq));
    await decide(env.browser, rreq.value.approvalId, 'approve');
    const rr = await invokeFromOs(os, 'livepatch.revert', { ...revertInput, grantId: rreq.value.approvalId });
    assert.ok(rr.ok, JSON.stringify(rr));
    assert.equal(await body(), start, 'exactly the DOM from before the patch');
    const after = await list();
    assert.deepEqual(after.active, []);
    assert.equal(after.reverted[0]?.patchId, applied.patchId);
    const twice = await revert(applied.patchId);
    assert.equal(!twice.ok && twice.code, 'consent-required');
  });

  const REFUSALS: [string, Record<string, unknown>, string][] = [
    ['event handler attribute', { op: 'setAttribute', target: { selector: '#buy' }, name: 'onclick', value: 'alert(1)' }, 'event-handler-attribute'],
    ['removing an event handler attribute', { op: 'removeAttribute', target: { selector: '#buy' }, name: 'onmouseover' }, 'event-handler-attribute'],
    ['javascript: URL', { op: 'setAttribute', target: { selector: '#help' }, name: 'href', value: ' JavaScript:alert(1)' }, 'script-url'],
    ['data: URL', { op: 'setAttribute', target: { selector: '#help' }, name: 'href', value: 'data:text/html,<script>alert(1)</script>' }, 'script-url'],
    ['<script> in text', { op: 'replaceText', target: { selector: '#status' }, text: '<script>alert(1)</script>' }, 'script-content'],
    ['a <script> element as target', { op: 'hide', target: { selector: 'body > script' } }, 'script-content'],
    ['style that loads a resource', { op: 'setStyle', target: { selector: '#title' }, property: 'background', value: 'url(https://evil.example/p.png)' }, 'resource-loading-style'],
    ['escaped url() in a style', { op: 'setStyle', target: { selector: '#title' }, property: 'background-image', value: 'u\\72l(x.png)' }, 'resource-loading-style'],
    ['@import in a style attribute', { op: 'setAttribute', target: { selector: '#title' }, name: 'style', value: '@import "https://evil.example/x.css"' }, 'resource-loading-style'],
    ['an attribute that loads', { op: 'setAttribute', target: { selector: '#title' }, name: 'src', value: 'https://evil.example/p.png' }, 'resource-loading-attribute'],
    ['a password field', { op: 'hide', target: { selector: '#pass' } }, 'blocked-sensitive'],
    ['a field of a login form', { op: 'annotate', target: { selector: '#user' }, text: 'type here' }, 'blocked-sensitive'],
    ['a private region', { op: 'replaceText', target: { selector: '#balance' }, text: 'Balance: 1000000' }, 'blocked-sensitive'],
    ['a container holding a password field', { op: 'hide', target: { selector: 'main' } }, 'blocked-sensitive'],
    ['an operation outside the closed set', { op: 'insertHtml', target: { selector: '#title' }, text: '<img src=x onerror=alert(1)>' }, 'operation-not-allowed'],
    ['replacing the text of a block with blocks inside', { op: 'replaceText', target: { selector: '#banner' }, text: 'x' }, 'operation-not-allowed'],
  ];

  it('refuses every forbidden edit with its code, before a window opens and in the action itself, changing nothing', async () => {
    const start = await body();
    await allowChanges(env.browser, env.web.origin);
    for (const [what, op, code] of REFUSALS) {
      const operations = [{ op: 'setStyle', target: { selector: '#status' }, property: 'color', value: 'red' }, op];
      const asked = await controlFromOs(os, 'echo.livepatch.approval.request', { action: 'livepatch.apply', input: { tabId, purpose: PURPOSE, operations } });
      assert.equal(!asked.ok && asked.code, code, `${what} (approval request): ${JSON.stringify(asked)}`);
      const r = await apply(operations);
      assert.equal(!r.ok && r.code, code, `${what} (action): ${JSON.stringify(r)}`);
    }
    const vague = await apply([{ op: 'hide', target: { selector: '#banner' } }], { purpose: 'patch' });
    assert.equal(!vague.ok && vague.code, 'purpose-required');
    assert.equal(await body(), start, 'no refusal changed the page');
    assert.deepEqual((await list()).active, []);
  });

  it('refuses to revert a patch whose target vanished, or that the page changed since', async () => {
    const hid = await apply([{ op: 'hide', target: { selector: '#banner' } }]);
    assert.ok(hid.ok, JSON.stringify(hid));
    const titled = await apply([{ op: 'setAttribute', target: { selector: '#title' }, name: 'title', value: 'Mine' }]);
    assert.ok(titled.ok, JSON.stringify(titled));
    await web.evaluate(() => {
      document.getElementById('banner')!.remove();
      document.getElementById('title')!.title = 'The page changed it';
    });
    const listed = await list();
    const byId = new Map(listed.active.map((p) => [p.patchId, p]));
    assert.deepEqual([byId.get((hid.value as LivePatchApplied).patchId)?.vanished, byId.get((hid.value as LivePatchApplied).patchId)?.intact], [1, false]);
    assert.equal(byId.get((titled.value as LivePatchApplied).patchId)?.intact, false);
    const gone = await revert((hid.value as LivePatchApplied).patchId);
    assert.equal(!gone.ok && gone.code, 'target-vanished', JSON.stringify(gone));
    const conflict = await revert((titled.value as LivePatchApplied).patchId);
    assert.equal(!conflict.ok && conflict.code, 'patch-conflict', JSON.stringify(conflict));
    assert.equal(await web.evaluate(() => document.getElementById('title')!.title), 'The page changed it', "the page's own edit stands");
    const unknown = await revert('lp-0123456789abcdef');
    assert.equal(!unknown.ok && unknown.code, 'patch-not-found');
  });

  it('a navigation drops the patches, and livepatch.list says so', async () => {
    const r = await apply([{ op: 'annotate', target: { selector: '#title' }, text: 'Before the reload' }]);
    assert.ok(r.ok, JSON.stringify(r));
    await web.reload();
    const listed = await list();
    assert.deepEqual(listed.active, []);
    assert.ok(listed.dropped.some((p) => p.patchId === (r.value as LivePatchApplied).patchId && /navigated or reloaded/.test(p.reason)), JSON.stringify(listed.dropped));
    assert.match(listed.note ?? '', /dropped/);
    assert.equal(await web.evaluate(() => document.querySelector('[data-ai-echo-patch]')), null);
    const rr = await revert((r.value as LivePatchApplied).patchId);
    assert.equal(!rr.ok && rr.code, 'navigated');
  });

  it('the Navi path: the router wants a declared purpose; the grammar hides on request, with a verified livepatch receipt', async () => {
    await allowChanges(env.browser, env.web.origin);
    const execute = (name: string, args: Record<string, unknown>) =>
      os.evaluate(
        async (n, a) => {
          const { toolset, session } = window.aiEcho.echo;
          const task = (session as unknown as { task: unknown }).task;
          const out = (await toolset.execute({ name: n, arguments: a }, task as never)) as { ok: boolean; error?: { code: string }; receipt: Receipt };
          return { ok: out.ok, code: out.error?.code ?? null, receipt: out.receipt };
        },
        name,
        args,
      );
    await execute('browser.webmcp.discover', { tabId });
    await execute('navi.fallback', { tabId, reason: 'The page offers no tool that changes how it looks.' });
    const vague = await execute('livepatch.apply', { tabId, purpose: 'edit', operations: [{ op: 'hide', target: { selector: '#banner' } }] });
    assert.equal(vague.code, 'purpose-required', 'refused by the ToolRouter');
    decisions = [];
    stopApprover = watchApprovals(env.browser, () => decisions.shift() ?? 'deny').stop;
    const answer = await askInUi(os, 'hide Newsletter');
    assert.match(answer, /Hid .*Newsletter.*Live Patch lp-[0-9a-f]{16}/, answer);
    assert.equal(await web.evaluate(() => getComputedStyle(document.getElementById('banner')!).display), 'none');
    const receipts = (await os.evaluate(async () => (await window.aiEcho.echo.receipts!.list()) as unknown)) as Receipt[];
    const patch = receipts.filter((x) => x.tool === 'livepatch.apply').at(-1)!;
    assert.deepEqual([patch.tier, patch.outcome, patch.readback?.matched, patch.readback?.action], ['livepatch', 'ok', true, 'livepatch.list']);
    assert.ok(patch.ladderReason, 'the fallback reason is on the receipt');
  });
  describe('a patch cannot disguise a consequential control', () => {
    const PAY = 'livepatch/pay.html';
    let pay: Page;
    let payTab: number;
    const PAY_PURPOSE = 'Make the checkout button read more simply for the person';
    const payBody = () => pay.evaluate(() => document.body.outerHTML);
    const status = () => pay.evaluate(() => document.getElementById('status')!.textContent);
    const patchPay = (operations: Record<string, unknown>[], extra: Record<string, unknown> = {}) => invokeFromOs(os, 'livepatch.apply', { tabId: payTab, purpose: PAY_PURPOSE, operations, ...extra });

    before(async () => {
      // These windows are decided here, by hand: no watcher decides them first.
      stopApprover?.();
      stopApprover = undefined;
      pay = await openWeb(env.browser, env.web.origin, PAY);
      payTab = await tabIdOf(os, `${env.web.origin}/${PAY}`);
    });
    after(() => pay?.close());

    const DISGUISES: [string, Record<string, unknown>[]][] = [
      ['renaming "Pay $499" to "Continue" and hiding its price', [
        { op: 'setAttribute', target: { selector: '#pay' }, name: 'aria-label', value: 'Continue' },
        { op: 'hide', target: { selector: '#price' } },
      ]],
      ['replacing its text', [{ op: 'replaceText', target: { selector: '#pay' }, text: 'Continue' }]],
      ['rewriting the price inside it', [{ op: 'replaceText', target: { selector: '#pay-price' }, text: 'now' }]],
      ['taking its role away', [{ op: 'setAttribute', target: { selector: '#pay' }, name: 'role', value: 'presentation' }]],
      ['hiding the price beside it', [{ op: 'hide', target: { selector: '#price' } }]],
      ['hiding the block around it', [{ op: 'hide', target: { selector: '#checkout' } }]],
      ['covering it with another element', [
        { op: 'setStyle', target: { selector: '#promo' }, property: 'position', value: 'fixed' },
        { op: 'setStyle', target: { selector: '#promo' }, property: 'inset', value: '0' },
        { op: 'setStyle', target: { selector: '#promo' }, property: 'background', value: 'white' },
      ]],
    ];

    it('under a site allowance, a patch that renames, re-roles, hides, reprices or covers "Pay $499" needs its own approval: no allowance covers it, and the window names the control unpatched', async () => {
      await allowChanges(env.browser, env.web.origin);
      const start = await payBody();
      for (const [what, operations] of DISGUISES) {
        const r = await patchPay(operations);
        assert.equal(!r.ok && r.code, 'consent-required', `${what} (action under the allowance): ${JSON.stringify(r)}`);
        assert.equal(await payBody(), start, `${what}: the page is unchanged`);
        // What covers a control is measured only as the patch is made: refused there, above.
        if (what === 'covering it with another element') continue;
        const req = await controlFromOs<GrantView & { allowance?: unknown; summary?: { consequences: unknown[] } }>(os, 'echo.livepatch.approval.request', { action: 'livepatch.apply', input: { tabId: payTab, purpose: PAY_PURPOSE, operations } });
        assert.ok(req.ok && !req.value.allowance, `${what}: the approval request asks the person, the allowance notwithstanding: ${JSON.stringify(req)}`);
        assert.ok(req.value.summary?.consequences.length, `${what}: marked as consequential`);
        const shown = await (await approvalWindow(env.browser, req.value.approvalId)).evaluate(() => document.body.textContent ?? '');
        assert.ok(shown.includes('"Pay $499"') || shown.includes('"$499"'), `${what}: the window names the control or price as the page shows it unpatched: ${shown}`);
        assert.match(shown, /may spend money/);
        assert.match(shown, /Not offered/);
        await decide(env.browser, req.value.approvalId, 'deny');
      }
      const harmless = await patchPay([{ op: 'setStyle', target: { selector: '#heading' }, property: 'color', value: 'teal' }]);
      assert.ok(harmless.ok, `a patch that reaches no consequential control is still covered: ${JSON.stringify(harmless)}`);
      await pay.reload();
    });

    it('after an approved rename, a click on "Continue" is judged as "Pay $499": no allowance covers it, and nothing is paid', async () => {
      const operations = [{ op: 'setAttribute', target: { selector: '#pay' }, name: 'aria-label', value: 'Continue' }];
      const input = { tabId: payTab, purpose: PAY_PURPOSE, operations };
      const req = await controlFromOs<GrantView>(os, 'echo.livepatch.approval.request', { action: 'livepatch.apply', input });
      assert.ok(req.ok, JSON.stringify(req));
      await decide(env.browser, req.value.approvalId, 'approve');
      const applied = await invokeFromOs(os, 'livepatch.apply', { ...input, grantId: req.value.approvalId });
      assert.ok(applied.ok, JSON.stringify(applied));
      assert.equal(await pay.evaluate(() => document.getElementById('pay')!.getAttribute('aria-label')), 'Continue');
      await allowChanges(env.browser, env.web.origin);
      const click = await invokeFromOs(os, 'browser.semantic.click', { tabId: payTab, target: { selector: '#pay' } });
      assert.equal(!click.ok && click.code, 'consent-required', JSON.stringify(click));
      assert.match(!click.ok ? click.message : '', /may spend money: it is called "Pay \$499"/);
      assert.equal(await status(), 'Not paid');
      const ask = await controlFromOs<GrantView & { allowance?: unknown; summary?: { consequences: { because: string }[] } }>(os, 'echo.action.approval.request', { action: 'browser.semantic.click', input: { tabId: payTab, target: { selector: '#pay' } } });
      assert.ok(ask.ok && !ask.value.allowance, JSON.stringify(ask));
      assert.match(ask.value.summary?.consequences[0]?.because ?? '', /"Pay \$499"/);
      await decide(env.browser, ask.value.approvalId, 'deny');
      assert.equal(await status(), 'Not paid');
    });
  });
});
