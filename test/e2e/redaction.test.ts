// Redaction end to end: a page's WebMCP tools answer with credentials in keys, values, JSON held
// in strings and URLs (test/fixtures/web/webmcp/leaky-cart.js). After approved invocations none
// of them is in the chat (its state and what it renders), the receipts in IndexedDB (read raw,
// not through the store), the receipts panel or the JSON export; and the extension's own reply
// is redacted before the OS page ever sees it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { WebmcpInvokeResult } from '../../faculties/webmcp/types.ts';
import { RECEIPTS_DB_NAME, type Receipt } from '../../kernel/receipts.ts';
import { askInUi, watchApprovals } from '../support/approver.ts';
import { allowOrigins, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { approved, discover, findTool, invoke } from './webmcp-support.ts';

function assertNoSecrets(text: string, secrets: readonly string[], where: string): void {
  for (const secret of secrets) assert.ok(!text.includes(secret), `${where} holds ${secret}`);
}

describe('redaction end to end', () => {
  let env: Env;
  let os: Page;
  let cart: Page;
  let secrets: string[];
  let stopApprover: (() => void) | undefined;

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    cart = await openWeb(env.browser, env.web.origin, 'webmcp/leaky-cart.html');
    secrets = await cart.evaluate(() => (window as unknown as { leakySecrets: string[] }).leakySecrets);
    os = await openOs(env.browser, env.os.origin);
  });
  after(async () => {
    stopApprover?.();
    await env?.close();
  });

  it("the extension's reply to an approved invoke is already redacted, keys included", async () => {
    const tabId = await tabIdOf(os, `${env.web.origin}/webmcp/leaky-cart.html`);
    const { frameId, tool } = findTool(await discover(os, tabId), 'cart.get');
    const ask = { tabId, frameId, name: 'cart.get', descriptorHash: tool.descriptorHash, arguments: {} };
    const grantId = await approved(os, env.browser, ask);
    const r = await invoke(os, { ...ask, grantId });
    assert.ok(r.ok, JSON.stringify(r));
    const { result } = r.value as WebmcpInvokeResult;
    assertNoSecrets(JSON.stringify(result), secrets, 'the invoke result');
    const value = result.value as { lines: { name: string }[]; account: Record<string, unknown> };
    assert.deepEqual(value.account, { pw: '[redacted]', 'x-auth-token': '[redacted]', sessionId: '[redacted]', '[redacted-key-1]': true });
    assert.equal(value.lines[0]!.name, 'Trail shoes', 'ordinary data survives');
  });

  it('semantic extract and snapshot leave the extension redacted: field values by label, table columns by header, shapes anywhere', async () => {
    const form = await openWeb(env.browser, env.web.origin, 'semantic/leaky-form.html');
    try {
      const tabId = await tabIdOf(os, `${env.web.origin}/semantic/leaky-form.html`);
      // Found by shape wherever they are; named ones by the label or header beside them. (A
      // password shown as bare page text, with neither, is out of any redactor's reach.)
      const shaped = ['sk_live_51Hx9QpLkT7vYz2mNcR4bWd8F', 'ghp_Rk3mW9qZp2Lx7Tv4Nc8Bd1Fh6Jy0Sa5Ge2Hu', 'linkPassw0rd', 'qtok-987654321'];
      const named = ['tok-live-a1b2c3d4', 'pw-Deploy-2024!'];
      const extract = await invokeFromOs(os, 'browser.semantic.extract', { tabId });
      assert.ok(extract.ok, JSON.stringify(extract));
      const { fields, tables } = extract.value as { fields: unknown[]; tables: unknown[] };
      assertNoSecrets(JSON.stringify(extract.value), shaped, 'the extract');
      assertNoSecrets(JSON.stringify({ fields, tables }), named, "the extract's fields and tables");
      assert.match(JSON.stringify(fields), /Trail shop/, 'an ordinary field value survives');
      assert.match(JSON.stringify(tables), /deploy-bot/, 'an ordinary table cell survives');
      const snapshot = await invokeFromOs(os, 'browser.semantic.snapshot', { tabId });
      assert.ok(snapshot.ok, JSON.stringify(snapshot));
      assertNoSecrets(JSON.stringify(snapshot.value), [...shaped, 'tok-live-a1b2c3d4'], 'the snapshot');
      const outline = (snapshot.value as { frames: { outline: string }[] }).frames[0]!.outline;
      assert.match(outline.split('\n').find((l) => l.includes('"API token"')) ?? '', / ="\[redacted\]"$/, outline);
      assert.match(outline.split('\n').find((l) => l.includes('"Project name"')) ?? '', / ="Trail shop"$/, outline);
    } finally {
      await form.close();
    }
  });

  it('after the Navi changes the cart through the page tools, no secret is in the chat, the receipts or the export', async () => {
    stopApprover = watchApprovals(env.browser, () => 'approve').stop; // the person approves each page-tool call
    await cart.bringToFront(); // the Navi acts in the most recently used web tab
    const answer = await askInUi(os, 'set quantity of Trail shoes to 3');
    assert.match(answer, /^Done: cart\.setQuantity/);
    assert.match(await cart.evaluate(() => document.getElementById('lines')!.textContent ?? ''), /Trail shoes × 3/);

    const chatState = await os.evaluate(() => JSON.stringify(window.aiEcho.echo.session.chat.get()));
    const rendered = await os.evaluate(() => {
      const app = document.querySelector('ai-echo-app')!.shadowRoot!;
      return `${app.querySelector('echo-chat')!.shadowRoot!.textContent}\n${app.querySelector('echo-receipts')!.shadowRoot!.textContent}`;
    });
    const stored = await os.evaluate(
      (name) =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('receipts').objectStore('receipts').getAll();
            get.onsuccess = () => {
              open.result.close();
              resolve(JSON.stringify(get.result));
            };
            get.onerror = () => reject(get.error);
          };
        }),
      RECEIPTS_DB_NAME,
    );
    const exported = await os.evaluate(() => window.aiEcho.echo.receipts!.exportJson());
    // The page's leaky results did reach the record, redacted (not merely left out).
    assert.match(stored, /\[redacted/, 'the stored receipts hold the page result, redacted');
    assert.match(exported, /\[redacted/, 'the export holds the page result, redacted');

    for (const [where, text] of [
      ['the chat state', chatState],
      ['the rendered chat and receipts', rendered],
      ['the receipts in IndexedDB', stored],
      ['the JSON export', exported],
    ] as const) {
      assertNoSecrets(text, secrets, where);
    }
    const receipts = JSON.parse(stored) as Receipt[];
    const set = receipts.find((r) => r.tool === 'browser.webmcp.invoke' && JSON.stringify(r.evidence).includes('charged'));
    assert.ok(set, 'the setQuantity receipt holds its (redacted) result');
    assert.equal(set.outcome, 'ok', 'the independent readback still matched: ordinary data survived');
    assert.match(JSON.stringify(set.readback?.observed), /Trail shoes/);
  });
});
