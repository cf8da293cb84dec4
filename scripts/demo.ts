// `npm run demo`: the main job, scripted and headless. It types requests into AI Echo, approves
// in the extension's approval window as a person would, hands a filled form (declarative WebMCP)
// to the person and submits it as they would, then prints the receipts and saves screenshots of
// AI Echo, the approval windows and the filled form to out/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Receipt } from '../kernel/receipts.ts';
import { askInUi, watchApprovals } from '../test/support/approver.ts';
import { allowOrigins, launch, openOs, openWeb } from '../test/support/harness.ts';
import { printTable } from '../test/support/stats.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'out');
mkdirSync(out, { recursive: true });
if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });

const REQUESTS = ['list tabs', 'what can I do on this page', 'set quantity of Trail shoes to 3', 'click One more Wool socks'];
const FORM_REQUEST = 'fill the booking form with your name Ann, guests 2, time 20:00, extras wine and cake';

const env = await launch();
try {
  await allowOrigins(env.browser, [env.web.origin]);
  const shop = await openWeb(env.browser, env.web.origin, 'shop/index.html');
  await shop.waitForSelector('[data-line]');
  const os = await openOs(env.browser, env.os.origin);
  await os.setViewport({ width: 1400, height: 1000 });

  const approvals = watchApprovals(
    env.browser,
    () => 'approve',
    async (page, i) => {
      if (i === 1) await page.screenshot({ path: resolve(out, 'approval.png') });
      if (/Fill a form/.test(await page.evaluate(() => document.getElementById('heading')?.textContent ?? ''))) {
        await page.screenshot({ path: resolve(out, 'form-approval.png'), fullPage: true });
      }
    },
  );
  for (const request of REQUESTS) {
    console.log(`\n> ${request}`);
    console.log(await askInUi(os, request));
  }

  const quantities = await shop.evaluate(() => [...document.querySelectorAll('[data-line]')].map((li) => li.textContent));
  console.log(`\nThe shop now shows: ${quantities.join(' | ')}`);
  await new Promise((r) => setTimeout(r, 300));
  await os.screenshot({ path: resolve(out, 'ai-echo.png') });

  // The declarative hand-off: the Navi fills the page's booking form, the person reviews and submits it.
  const booking = await openWeb(env.browser, env.web.origin, 'forms/booking.html');
  await booking.bringToFront();
  console.log(`\n> ${FORM_REQUEST}`);
  console.log(await askInUi(os, FORM_REQUEST));
  approvals.stop();
  await booking.screenshot({ path: resolve(out, 'form-waiting.png'), fullPage: true });
  await os.screenshot({ path: resolve(out, 'form-handoff.png') });
  console.log('(the person reviews the filled form and presses Submit in the page)');
  await Promise.all([booking.waitForNavigation(), booking.click('#submit')]);
  await os.waitForFunction(() => window.aiEcho.echo.state.receipts.get().some((r) => r.outcome === 'submitted'), { timeout: 30_000, polling: 100 });
  await os.waitForFunction(() => window.aiEcho.echo.session.chat.get().at(-1)?.kind === 'navi', { timeout: 10_000, polling: 100 });
  console.log((await os.evaluate(() => window.aiEcho.echo.session.chat.get().at(-1) as { text?: string })).text);
  await new Promise((r) => setTimeout(r, 300));
  await os.screenshot({ path: resolve(out, 'form-submitted.png') });

  const receipts = (await os.evaluate(() => window.aiEcho.echo.state.receipts.get())) as Receipt[];
  console.log(`\nReceipts (${receipts.length}), also kept in IndexedDB:`);
  printTable(
    ['#', 'tool', 'tier', 'outcome', 'origin', 'grant', 'readback', 'ms'],
    receipts.map((r, i) => [
      i + 1,
      r.tool,
      r.tier,
      `${r.outcome}${r.errorCode ? ` (${r.errorCode})` : ''}`,
      r.origin ?? 'local',
      r.grantId ? `${r.grantId.slice(0, 8)}…` : '-',
      r.readback ? `${r.readback.action} ${r.readback.matched ? 'matched' : 'DID NOT match'}` : '-',
      r.endedAt - r.startedAt,
    ]),
  );
  console.log(`\nApprovals decided in the extension's window: ${approvals.seen.length}`);
  console.log(`Screenshots in ${out}: ai-echo.png, approval.png, form-approval.png, form-waiting.png, form-handoff.png, form-submitted.png`);
} finally {
  await env.close();
}
