// Approvals a person can judge at a glance, end to end in the real extension: the plain sentence
// for each rung, the picture of the visible tab (target outlined, protected fields covered), the
// consequential mark and what it takes away (no site allowance), Approve and Deny in view in an
// 800x600 window, and the exact bindings one click away under Details.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import type { RequestedApproval } from '../../faculties/sdk/grants.ts';
import type { Picture } from '../../faculties/sdk/picture.ts';
import { allowChanges, allowOrigins, extensionPage, invokeFromOs, launch, openOs, openWeb, tabIdOf, type Env } from '../support/harness.ts';
import { approvalWindow, controlFromOs, discover, findTool, requestApproval } from './webmcp-support.ts';

type Seen = { sentence: string; pageWords: string[]; consequence: string; warning: string; allowOriginHidden: boolean; details: string; detailsOpen: boolean; picture: string | null };

describe('approvals a person can judge at a glance', () => {
  let env: Env;
  let os: Page;
  let checkout: Page;
  let checkoutTab: number;

  const askAction = (action: string, input: Record<string, unknown>) => controlFromOs<RequestedApproval>(os, 'echo.action.approval.request', { action, input });
  const cancel = (id: string) => controlFromOs(os, 'echo.approval.cancel', { approvalId: id });
  const seen = (page: Page) =>
    page.evaluate(
      (): Seen => ({
        sentence: document.getElementById('sentence')?.textContent ?? '',
        pageWords: [...document.querySelectorAll('#sentence .page-words')].map((e) => e.textContent ?? ''),
        consequence: document.querySelector('#consequences .consequence')?.textContent ?? '',
        warning: document.getElementById('warning')?.textContent ?? '',
        allowOriginHidden: (document.getElementById('allow-origin') as HTMLButtonElement).hidden,
        details: document.getElementById('facts')?.textContent ?? '',
        detailsOpen: (document.getElementById('details') as HTMLDetailsElement).open,
        picture: document.querySelector<HTMLImageElement>('#picture img')?.src ?? null,
      }),
    );
  /** Approve and Deny lie wholly inside an 800x600 viewport, whatever the page made long. */
  const buttonsInView = async (page: Page) => {
    await page.setViewport({ width: 800, height: 600 });
    return page.evaluate(() =>
      ['approve', 'deny'].every((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      }),
    );
  };

  /** Pixels at five points inside each box (middle and near the corners), read from the decoded image in `page`. */
  const sampleBoxes = (page: Page, dataUrl: string, boxes: { x: number; y: number; width: number; height: number }[], region: { x: number; y: number }, scale: number) =>
    page.evaluate(
      async (url, bs, reg, sc) => {
        const img = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return bs.map((b) =>
          [[0.5, 0.5], [0.15, 0.2], [0.85, 0.2], [0.15, 0.8], [0.85, 0.8]].map(([fx, fy]) => {
            const x = Math.round((b.x + b.width * fx! - reg.x) * sc);
            const y = Math.round((b.y + b.height * fy! - reg.y) * sc);
            // A point outside the picture is not "covered": it was not shown at all.
            if (x < 0 || y < 0 || x >= img.width || y >= img.height) return [999, 999, 999];
            return [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
          }),
        );
      },
      dataUrl,
      boxes,
      region,
      scale,
    );
  const blackAt = (px: number[][]) => px.every((p) => p.every((c) => c < 40));

  /** Opens `path` in a tab behind AI Echo, in AI Echo's own window: the ordinary setup. */
  const openBehind = async (path: string) => {
    const ext = await extensionPage(env.browser);
    const tabId = await ext.evaluate(
      async (osOrigin, url) => {
        const osTab = (await chrome.tabs.query({})).find((t) => t.url?.startsWith(osOrigin));
        const tab = await chrome.tabs.create({ url, active: false, windowId: osTab!.windowId });
        for (let i = 0; i < 50 && (await chrome.tabs.get(tab.id!)).status !== 'complete'; i++) await new Promise((r) => setTimeout(r, 100));
        return tab.id!;
      },
      env.os.origin,
      `${env.web.origin}/${path}`,
    );
    await ext.close();
    const page = (await Promise.all((await env.browser.pages()).map(async (p) => (p.url() === `${env.web.origin}/${path}` ? p : null)))).find(Boolean)!;
    return { tabId, page };
  };

  before(async () => {
    env = await launch();
    await allowOrigins(env.browser, [env.web.origin]);
    // AI Echo first, then the site in a window of its own: both on screen, as a person would arrange them.
    os = await openOs(env.browser, env.os.origin);
    checkout = await openWeb(env.browser, env.web.origin, 'approvals/checkout.html', { ownWindow: true });
    checkoutTab = await tabIdOf(os, `${env.web.origin}/approvals/checkout.html`);
  });
  after(() => env?.close());

  it("a semantic click names its target as the page shows it, with a picture, in AI Echo's own words", async () => {
    const req = await askAction('browser.semantic.click', { tabId: checkoutTab, target: { selector: '#save' } });
    assert.ok(req.ok, JSON.stringify(req));
    const { summary } = req.value;
    assert.deepEqual(summary.sentence, ['AI Echo wants to click ', { page: 'Save for later' }, ' (button)', ` on ${new URL(env.web.origin).host}.`]);
    assert.deepEqual(summary.consequences, []);
    const picture = summary.picture as Picture;
    assert.equal(picture.kind, 'target');
    assert.equal(picture.outlined, 1);
    assert.match(picture.dataUrl, /^data:image\/(webp|jpeg);base64,/);
    assert.ok(picture.dataUrl.length < 140_000, `bounded: ${picture.dataUrl.length}`);

    const page = await approvalWindow(env.browser, req.value.approvalId);
    const shown = await seen(page);
    assert.deepEqual(shown.pageWords, ['Save for later'], 'the page\'s words are fenced in the sentence');
    assert.doesNotMatch(shown.sentence, /fingerprint|[0-9a-f]{32}/);
    assert.doesNotMatch(shown.warning, /written by the page/, "AI Echo's own click is not described as the page's tool");
    assert.equal(shown.allowOriginHidden, false, 'an ordinary change may be allowed for the site');
    assert.equal(shown.picture, picture.dataUrl);
    assert.equal(shown.detailsOpen, false, 'the bindings are one click away');
    for (const fact of [req.value.binding.documentId, req.value.binding.argumentHash, req.value.binding.subjectHash, 'browser.semantic.click']) assert.ok(shown.details.includes(fact), fact);
    assert.ok(await buttonsInView(page), 'Approve and Deny in view at 800x600');
    await cancel(req.value.approvalId);
  });

  it('under a site allowance, what a button says is judged in the same task that presses it: a page that swaps its words cannot slip a purchase in', async () => {
    // In a window of its own, so its timers run at full speed beside AI Echo's.
    const swapping = await openWeb(env.browser, env.web.origin, 'approvals/swapping.html', { ownWindow: true });
    const tabId = await tabIdOf(os, `${env.web.origin}/approvals/swapping.html`);
    await allowChanges(env.browser, env.web.origin);
    try {
      const codes: string[] = [];
      for (let i = 0; i < 24; i++) {
        const r = await invokeFromOs(os, 'browser.semantic.click', { tabId, target: { selector: '#go' } });
        codes.push(r.ok ? 'ok' : r.code);
      }
      const pressed = await swapping.evaluate(() => document.getElementById('log')!.textContent!);
      assert.ok(codes.includes('ok') && codes.includes('consent-required'), `the words changed between attempts: ${codes.join(' ')}; ${pressed}`);
      assert.doesNotMatch(pressed, /Buy now/, 'never pressed while it said "Buy now"');
      assert.equal(pressed.split(',').length, codes.filter((c) => c === 'ok').length, `every press was one the allowance covered: ${pressed}`);
    } finally {
      const ext = await extensionPage(env.browser);
      await ext.evaluate((key) => chrome.storage.session.remove(key), `allowance:${env.web.origin}`);
      await ext.close();
      await swapping.close();
    }
  });

  it('a target that may spend money is marked, is never covered by a site allowance, and the window cannot make it one', async () => {
    const req = await askAction('browser.semantic.click', { tabId: checkoutTab, target: { selector: '#place' } });
    assert.ok(req.ok, JSON.stringify(req));
    assert.deepEqual(
      req.value.summary.consequences.map((c) => c.kind),
      ['spends-money'],
    );
    const page = await approvalWindow(env.browser, req.value.approvalId);
    const shown = await seen(page);
    assert.match(shown.consequence, /may spend money: it is called "Place order"/);
    assert.equal(shown.allowOriginHidden, true, 'no "allow on this site" for it');
    const forged = await page.evaluate((id) => chrome.runtime.sendMessage({ type: 'approval-decide', approvalId: id, decision: 'allow-origin' }), req.value.approvalId);
    assert.equal((forged as { error?: { code?: string } }).error?.code, 'approval-forbidden', 'and the window cannot turn it into one');
    assert.ok(await buttonsInView(page));
    await cancel(req.value.approvalId);

    // With the site allowed for a while: the ordinary button is covered, the order is not.
    await allowChanges(env.browser, env.web.origin);
    try {
      const saved = await invokeFromOs(os, 'browser.semantic.click', { tabId: checkoutTab, target: { selector: '#save' } });
      assert.ok(saved.ok, JSON.stringify(saved));
      const placed = await invokeFromOs(os, 'browser.semantic.click', { tabId: checkoutTab, target: { selector: '#place' } });
      assert.equal(!placed.ok && placed.code, 'consent-required', JSON.stringify(placed));
      assert.equal(await checkout.evaluate(() => document.getElementById('log')!.textContent), 'Orders: none; saved: 1');
      const asked = await askAction('browser.semantic.click', { tabId: checkoutTab, target: { selector: '#place' } });
      assert.ok(asked.ok && 'approvalId' in asked.value && asked.value.state === 'pending', 'the allowance answers nothing: a window opens');
      await cancel(asked.value.approvalId);
      // Enter with no target lands on the focus: in the order form's note field, it would place the order.
      await checkout.evaluate(() => document.getElementById('note')!.focus());
      const entered = await invokeFromOs(os, 'browser.semantic.key', { tabId: checkoutTab, key: 'Enter' });
      assert.equal(!entered.ok && entered.code, 'consent-required', JSON.stringify(entered));
      const keyAsked = await askAction('browser.semantic.key', { tabId: checkoutTab, key: 'Enter' });
      assert.ok(keyAsked.ok && 'approvalId' in keyAsked.value, 'a window opens for it');
      assert.ok(keyAsked.value.summary.consequences.length > 0, 'marked by the form the focus would submit');
      await cancel(keyAsked.value.approvalId);
      assert.equal(await checkout.evaluate(() => document.getElementById('log')!.textContent), 'Orders: none; saved: 1');
    } finally {
      const ext = await extensionPage(env.browser);
      await ext.evaluate((key) => chrome.storage.session.remove(key), `allowance:${env.web.origin}`);
      await ext.close();
    }
  });

  it("approval pictures are masked exactly as screenshots: another site's object and embed, protected contenteditable regions, and a card number known only by its name and label", async () => {
    const page = await openWeb(env.browser, env.web.origin, 'approvals/masked.html', { ownWindow: true });
    await page.waitForFunction(() => (document.getElementById('obj') as HTMLObjectElement).data !== '');
    const tabId = await tabIdOf(os, `${env.web.origin}/approvals/masked.html`);
    const ids = ['obj', 'emb', 'code', 'cardno', 'notes'];
    const boxes = await page.evaluate(
      (list) =>
        list.map((id) => {
          const r = document.getElementById(id)!.getBoundingClientRect();
          return { id, x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      [...ids, 'go'],
    );
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const sample = (dataUrl: string, region: { x: number; y: number }, scale: number) => sampleBoxes(os, dataUrl, boxes, region, scale);
    const check = (what: string, pixels: number[][][]) => {
      ids.forEach((id, i) => assert.ok(blackAt(pixels[i]!), `${what}: #${id} is covered: ${JSON.stringify(pixels[i])}`));
      assert.ok(pixels[ids.length]!.some((p) => p[1]! > 150 && p[0]! < 60), `${what}: the ordinary button shows as it is`);
    };

    await page.bringToFront();
    const shot = await invokeFromOs(os, 'browser.page.screenshot', { tabId });
    assert.ok(shot.ok, JSON.stringify(shot));
    const screenshot = shot.value as { dataUrl: string; width: number };
    check('the screenshot', await sample(screenshot.dataUrl, { x: 0, y: 0 }, screenshot.width / viewport.width));

    const req = await askAction('browser.semantic.click', { tabId, target: { selector: '#go' } });
    assert.ok(req.ok, JSON.stringify(req));
    const picture = req.value.summary.picture as Picture;
    assert.ok(picture && 'dataUrl' in picture, `a picture was taken: ${JSON.stringify(picture)}`);
    check('the approval picture', await sample(picture.dataUrl, picture.region, picture.scale));
    await cancel(req.value.approvalId);
    await page.close();
  });

  it('a page whose protected field keeps moving gets no picture, screenshot or approval: its mask could not be trusted', async () => {
    const page = await openWeb(env.browser, env.web.origin, 'approvals/moving.html', { ownWindow: true });
    const tabId = await tabIdOf(os, `${env.web.origin}/approvals/moving.html`);
    await page.bringToFront();
    const shot = await invokeFromOs(os, 'browser.page.screenshot', { tabId });
    assert.equal(!shot.ok && shot.code, 'timeout', JSON.stringify(shot).slice(0, 300));
    assert.match(!shot.ok ? shot.message : '', /kept moving/);
    const req = await askAction('browser.semantic.click', { tabId, target: { selector: '#go' } });
    assert.ok(req.ok, JSON.stringify(req));
    const picture = req.value.summary.picture as { missing?: string };
    assert.match(picture?.missing ?? '', /kept moving/, JSON.stringify(picture).slice(0, 300));
    await cancel(req.value.approvalId);
    await page.close();
  });

  it('the picture covers protected fields: a card number never reaches it', async () => {
    const req = await askAction('browser.semantic.click', { tabId: checkoutTab, target: { selector: '#save' } });
    assert.ok(req.ok, JSON.stringify(req));
    const picture = req.value.summary.picture as Picture;
    assert.equal(picture.masked, 1, 'the card number field');
    const [card, note] = await checkout.evaluate(() =>
      ['card', 'note'].map((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    // Reads the picture's pixels along the middle of each field, in the approval window.
    const page = await approvalWindow(env.browser, req.value.approvalId);
    const rows = await page.evaluate(
      async (p, boxes) => {
        const img = await createImageBitmap(await (await fetch(p.dataUrl)).blob());
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return boxes.map((b) => {
          const y = Math.round((b.y + b.height / 2 - p.region.y) * p.scale);
          const x0 = Math.round((b.x + 6 - p.region.x) * p.scale);
          const x1 = Math.round((b.x + b.width - 6 - p.region.x) * p.scale);
          const data = ctx.getImageData(x0, y, x1 - x0, 1).data;
          const px: number[][] = [];
          for (let i = 0; i < data.length; i += 4) px.push([data[i]!, data[i + 1]!, data[i + 2]!]);
          return px;
        });
      },
      picture,
      [card!, note!],
    );
    const maskLike = (px: number[]) => px.every((c) => c < 40);
    assert.ok(rows[0]!.length > 20 && rows[0]!.every(maskLike), 'the card number field is covered edge to edge');
    assert.ok(!rows[1]!.every(maskLike) && rows[1]!.some((px) => px.every((c) => c > 200)), 'an ordinary field shows as it is');
    await cancel(req.value.approvalId);
  });

  it("a page tool is run in plain words: its title fenced, its arguments as a table, a picture of the tab, the schema under Details", async () => {
    const shop = await openWeb(env.browser, env.web.origin, 'shop/index.html', { ownWindow: true });
    await shop.waitForSelector('[data-line]');
    const tabId = await tabIdOf(os, `${env.web.origin}/shop/index.html`);
    const set = findTool(await discover(os, tabId), 'cart.setQuantity');
    const req = (await requestApproval(os, {
      tabId,
      frameId: set.frameId,
      name: 'cart.setQuantity',
      descriptorHash: set.tool.descriptorHash,
      arguments: { lineId: 'l-1', quantity: 3, expectedRevision: 1, operationId: 'op-1' },
    })) as Awaited<ReturnType<typeof requestApproval>> & { value: RequestedApproval };
    assert.ok(req.ok, JSON.stringify(req));
    const page = await approvalWindow(env.browser, req.value.approvalId);
    const shown = await seen(page);
    assert.deepEqual(shown.pageWords, ['Set a quantity']);
    assert.match(shown.sentence, /^Run this page's tool Set a quantity \(cart\.setQuantity\) on /);
    assert.match(shown.warning, /written by the page/);
    const table = await page.evaluate(() => [...document.querySelectorAll('#arguments tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
    assert.deepEqual(table, [['lineId', 'l-1'], ['quantity', '3'], ['expectedRevision', '1'], ['operationId', 'op-1']]);
    assert.equal(await page.evaluate(() => document.getElementById('page-words')!.textContent), 'Set one cart line quantity.');
    assert.equal((req.value.summary.picture as Picture).kind, 'tab');
    assert.ok(shown.details.includes('"additionalProperties": false'), 'the schema, readable, under Details');
    assert.ok(shown.details.includes(req.value.binding.subjectHash));
    assert.ok(await buttonsInView(page));
    await cancel(req.value.approvalId);
    await shop.close();
  });

  it('a declarative form tool is pictured as its form; one that takes a card or buys is marked, whatever its words say of itself', async () => {
    const desk = await openWeb(env.browser, env.web.origin, 'approvals/forms.html', { ownWindow: true });
    const tabId = await tabIdOf(os, `${env.web.origin}/approvals/forms.html`);
    const tools = await discover(os, tabId);
    const ask = async (name: string, args: Record<string, unknown>) => {
      const found = findTool(tools, name);
      const req = (await requestApproval(os, { tabId, frameId: found.frameId, name, descriptorHash: found.tool.descriptorHash, arguments: args })) as Awaited<ReturnType<typeof requestApproval>> & {
        value: RequestedApproval;
      };
      assert.ok(req.ok, JSON.stringify(req));
      return req.value;
    };
    const track = await ask('track_parcel', { tracking: 'JJD0001' });
    assert.deepEqual(track.summary.consequences, []);
    assert.equal((track.summary.picture as Picture).kind, 'form', 'the picture shows the form the tool fills');
    assert.equal((track.summary.picture as Picture).outlined, 1);
    await cancel(track.approvalId);

    // The card field is the person's to fill (AI Echo never fills one, so the form does not require it of a tool call): the approval asks for the rest.
    const buy = await ask('buy_postage', { weight: 500 });
    assert.deepEqual([...new Set(buy.summary.consequences.map((c) => c.kind))].sort(), ['credential', 'spends-money']);
    const picture = buy.summary.picture as Picture;
    assert.equal(picture.kind, 'form');
    assert.equal(picture.masked, 1, 'the card field is covered in the picture');
    const page = await approvalWindow(env.browser, buy.approvalId);
    const shown = await seen(page);
    assert.match(shown.consequence, /may spend money/);
    assert.ok(await buttonsInView(page), 'Approve and Deny in view at 800x600');
    await cancel(buy.approvalId);
    assert.equal(await desk.evaluate(() => document.getElementById('log')!.textContent), 'Nothing sent.');
    await desk.close();
  });

  it('a tab behind AI Echo gets a layout sketch, marked as one, its target outlined and its protected fields covered; the person may swap in a live picture', async () => {
    const { tabId: hiddenTab, page: behind } = await openBehind('approvals/checkout.html?behind');
    assert.equal(await behind.evaluate(() => document.visibilityState), 'hidden', 'the site is behind AI Echo');
    const req = await askAction('browser.semantic.click', { tabId: hiddenTab, target: { selector: '#save' } });
    assert.ok(req.ok, JSON.stringify(req));
    const sketch = req.value.summary.picture as Picture;
    assert.ok(sketch && 'dataUrl' in sketch, `a picture without any click: ${JSON.stringify(sketch)}`);
    assert.equal(sketch.source, 'sketch', 'marked for what it is');
    assert.equal(sketch.kind, 'target');
    assert.equal(sketch.outlined, 1, 'the target is outlined');
    assert.equal(sketch.masked, 1, 'the card number field');
    const [card, note] = await behind.evaluate(() =>
      ['card', 'note'].map((id) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        return { x: r.x + 6, y: r.y + 4, width: r.width - 12, height: r.height - 8 };
      }),
    );
    const [cardPx, notePx] = await sampleBoxes(os, sketch.dataUrl, [card!, note!], sketch.region, sketch.scale);
    assert.ok(blackAt(cardPx!), `the card number is covered in the sketch: ${JSON.stringify(cardPx)}`);
    assert.ok(!blackAt(notePx!), 'an ordinary field is drawn as a field');

    const page = await approvalWindow(env.browser, req.value.approvalId);
    const mark = await page.evaluate(() => ({
      source: document.getElementById('picture')?.getAttribute('data-source'),
      mark: document.getElementById('picture-mark')?.textContent,
      caption: document.querySelector('#picture figcaption')?.textContent ?? '',
      img: document.querySelector<HTMLImageElement>('#picture img')?.src,
    }));
    assert.deepEqual([mark.source, mark.mark, mark.img], ['sketch', 'Layout sketch, not a picture', sketch.dataUrl]);
    assert.match(mark.caption, /drawn from the page's own layout/);
    // The person may still ask for a live picture: the tab comes forward and is captured.
    await page.click('#show-tab');
    await page.waitForSelector('#picture[data-source="live"] img', { timeout: 10_000 });
    const status = await controlFromOs<RequestedApproval>(os, 'echo.approval.status', { approvalId: req.value.approvalId, summary: true });
    assert.ok(status.ok && (status.value.summary.picture as Picture).source === 'live', 'the live picture is kept with the approval');
    await cancel(req.value.approvalId);
    await behind.close();
  });

  it("a sketch of a tab behind AI Echo covers other sites' objects and embeds and every protected region, as a live picture does", async () => {
    const { tabId, page } = await openBehind('approvals/masked.html?behind');
    await page.waitForFunction(() => (document.getElementById('obj') as HTMLObjectElement).data !== '');
    const ids = ['obj', 'emb', 'code', 'cardno', 'notes'];
    const boxes = await page.evaluate((list) => list.map((id) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }), ids);
    const req = await askAction('browser.semantic.click', { tabId, target: { selector: '#go' } });
    assert.ok(req.ok, JSON.stringify(req));
    const sketch = req.value.summary.picture as Picture;
    assert.equal(sketch?.source, 'sketch', JSON.stringify(sketch).slice(0, 200));
    const pixels = await sampleBoxes(os, sketch.dataUrl, boxes, sketch.region, sketch.scale);
    ids.forEach((id, i) => assert.ok(blackAt(pixels[i]!), `#${id} is covered: ${JSON.stringify(pixels[i])}`));
    await cancel(req.value.approvalId);
    await page.close();
  });
});
