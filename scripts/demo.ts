// `npm run demo`: the main job, scripted and headless. It types requests into AI Echo, decides in
// the extension's approval window as a person would, hands a filled form (declarative WebMCP) to
// the person and submits it as they would, prints the receipts, and saves screenshots to out/:
// the chat after a request, each kind of approval window (page tool, semantic click,
// consequential, Live Patch, raw JavaScript), the receipts timeline and the form hand-off.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { Receipt } from '../kernel/receipts.ts';
import { askInUi, watchApprovals, type Decision } from '../test/support/approver.ts';
import { allowOrigins, extensionPage, launch, openOs, openWeb } from '../test/support/harness.ts';
import { printTable } from '../test/support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'out');
mkdirSync(out, { recursive: true });
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--test'], { cwd: root, stdio: 'inherit' });

const FORM_REQUEST = 'fill the booking form with your name Ann, guests 2, time 20:00, extras wine and cake';
/** The approval window's size as the extension opens it (browser-extension/src/grants.ts). */
const APPROVAL_VIEWPORT = { width: 640, height: 620 };

/** Which approval window this is, from what it shows: its rung, and whether it is marked consequential. */
async function windowKind(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (document.querySelector('#consequences .consequence')) return 'consequential';
    const tier = document.getElementById('tier')?.textContent ?? '';
    return tier.startsWith('A tool this page') ? 'page-tool' : tier.startsWith("AI Echo's own") ? 'semantic-click' : tier.startsWith('Live Patch') ? 'live-patch' : 'raw-js';
  });
}

const env = await launch();
const shots: string[] = [];
try {
  await allowOrigins(env.browser, [env.web.origin]);
  // AI Echo in one window, the sites each in their own, side by side as a person would have them:
  // a tab on screen is one the approval window can picture.
  const os = await openOs(env.browser, env.os.origin);
  await os.setViewport({ width: 1400, height: 1000 });
  const shop = await openWeb(env.browser, env.web.origin, 'shop/index.html', { ownWindow: true });
  await shop.waitForSelector('[data-line]');

  const decisions: Decision[] = [];
  const taken = new Set<string>();
  /** Set while the form request waits for its approval: that window is pictured on its own. */
  let formStep = false;
  const approvals = watchApprovals(
    env.browser,
    () => decisions.shift() ?? 'approve',
    async (page) => {
      if (formStep) {
        formStep = false;
        await page.setViewport(APPROVAL_VIEWPORT);
        await page.waitForSelector('#approve:not([disabled])');
        await page.screenshot({ path: resolve(out, 'form-approval.png') });
        shots.push(resolve(out, 'form-approval.png'));
        return;
      }
      const kind = await windowKind(page);
      // The page tool worth showing is the change (with arguments), not the read before it.
      if (taken.has(kind) || (kind === 'page-tool' && !(await page.$('#arguments')))) return;
      taken.add(kind);
      await page.setViewport(APPROVAL_VIEWPORT);
      await page.waitForSelector('#approve:not([disabled])');
      const path = resolve(out, `approval-${kind}.png`);
      await page.screenshot({ path });
      shots.push(path);
    },
  );
  const ask = async (request: string) => {
    console.log(`\n> ${request}`);
    console.log(await askInUi(os, request));
  };

  await ask('list tabs');
  await ask('set quantity of Trail shoes to 3');
  await new Promise((r) => setTimeout(r, 300));
  await os.screenshot({ path: resolve(out, 'chat.png') });
  shots.push(resolve(out, 'chat.png'));
  await ask('click One more Wool socks');
  await ask('highlight Cart');

  const checkout = await openWeb(env.browser, env.web.origin, 'approvals/checkout.html', { ownWindow: true });
  decisions.push('deny');
  await ask('click Place order');
  console.log(`The checkout page says: ${await checkout.evaluate(() => document.getElementById('log')!.textContent)}`);

  // Raw JavaScript needs developer mode in both halves: the extension's options page and AI Echo's setting.
  const options = await extensionPage(env.browser);
  await options.evaluate(() => chrome.storage.local.set({ developerMode: true }));
  await options.close();
  await os.evaluate(() => window.aiEcho.echo.developerMode.setOs(true));
  await os.waitForFunction(() => window.aiEcho.echo.developerMode.on(), { polling: 100, timeout: 10_000 });
  await ask('run javascript document.title');

  const quantities = await shop.evaluate(() => [...document.querySelectorAll('[data-line]')].map((li) => li.textContent));
  console.log(`\nThe shop now shows: ${quantities.join(' | ')}`);
  await os.bringToFront();
  await os.evaluate(() => window.aiEcho.echo.refreshAudit());
  await new Promise((r) => setTimeout(r, 300));
  // The timeline as a person sees it: the side panel widened, scrolled to the receipts.
  const clip = await os.evaluate(() => {
    const app = document.querySelector('ai-echo-app')!;
    app.style.gridTemplateColumns = 'minmax(320px, 1fr) 720px';
    const aside = app.shadowRoot!.querySelector('aside')!;
    const section = app.shadowRoot!.querySelector('echo-receipts')!.closest('section')!;
    aside.scrollTop = section.offsetTop - aside.offsetTop;
    const r = aside.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  await new Promise((r) => setTimeout(r, 200));
  await os.screenshot({ path: resolve(out, 'receipts.png'), clip });
  shots.push(resolve(out, 'receipts.png'));

  // The declarative hand-off: the Navi fills the page's booking form, the person reviews and submits it.
  const booking = await openWeb(env.browser, env.web.origin, 'forms/booking.html');
  await booking.bringToFront();
  formStep = true;
  console.log(`\n> ${FORM_REQUEST}`);
  console.log(await askInUi(os, FORM_REQUEST));
  approvals.stop();
  await booking.screenshot({ path: resolve(out, 'form-waiting.png'), fullPage: true });
  await os.screenshot({ path: resolve(out, 'form-handoff.png') });
  shots.push(resolve(out, 'form-waiting.png'), resolve(out, 'form-handoff.png'));
  console.log('(the person reviews the filled form and presses Submit in the page)');
  await Promise.all([booking.waitForNavigation(), booking.click('#submit')]);
  await os.waitForFunction(() => window.aiEcho.echo.state.receipts.get().some((r) => r.outcome === 'submitted'), { timeout: 30_000, polling: 100 });
  await os.waitForFunction(() => window.aiEcho.echo.session.chat.get().at(-1)?.kind === 'navi', { timeout: 10_000, polling: 100 });
  console.log((await os.evaluate(() => window.aiEcho.echo.session.chat.get().at(-1) as { text?: string })).text);
  await new Promise((r) => setTimeout(r, 300));
  await os.screenshot({ path: resolve(out, 'form-submitted.png') });
  shots.push(resolve(out, 'form-submitted.png'));

  const receipts = (await os.evaluate(() => window.aiEcho.echo.state.receipts.get())) as Receipt[];
  console.log(`\nReceipts (${receipts.length}), also kept in IndexedDB:`);
  printTable(
    ['#', 'request', 'tool', 'tier', 'outcome', 'grant', 'picture', 'readback', 'ms'],
    receipts.map((r, i) => [
      i + 1,
      (r.request ?? '-').slice(0, 32),
      r.tool,
      r.tier,
      `${r.outcome}${r.errorCode ? ` (${r.errorCode})` : ''}`,
      r.grantId ? `${r.grantId.slice(0, 8)}…` : '-',
      r.picture ? `${Math.round(r.picture.dataUrl.length / 1024)} KiB` : '-',
      r.readback ? `${r.readback.action} ${r.readback.matched ? 'matched' : 'DID NOT match'}` : '-',
      r.endedAt - r.startedAt,
    ]),
  );
  console.log(`\nApprovals decided in the extension's window: ${approvals.seen.length}`);
  const missing = ['page-tool', 'semantic-click', 'consequential', 'live-patch', 'raw-js'].filter((k) => !taken.has(k));
  if (missing.length) throw new Error(`No screenshot of these approval windows: ${missing.join(', ')}`);
  console.log(`Screenshots:\n${shots.map((s) => `  ${s}`).join('\n')}`);
} finally {
  await env.close();
}
