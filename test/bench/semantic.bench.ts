// Semantic control against Playwright on the same pages, same machine, same Chromium: snapshot
// time, bytes and element count (ours from the OS page through the extension; Playwright's
// AI-oriented aria snapshot, `page.ariaSnapshot({mode: 'ai'})`, which is what Playwright MCP
// calls), and median click/type round trips (ours from the OS page; Playwright's click()/fill()).
// Pages: the three that test/bench/bench-pages.ts generates. Prints figures; asserts nothing
// about time.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'puppeteer-core';
import type { SemanticSnapshot } from '../../faculties/clicks-and-clankers/actions/browser-semantic-snapshot.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { generateBenchPages } from './bench-pages.ts';
import { CHROME_PATH, ROOT, allowChanges, allowOrigins, launch, openOs, openWeb, tabIdOf } from '../support/harness.ts';

const OUT = resolve(ROOT, 'test/fixtures/web/semantic/build/bench');

interface PageCase {
  file: string;
  label: string;
  snapshotRuns: number;
  /**
   * The same elements for both sides: our outline line (role, name) and Playwright's selector.
   * None on the form page: every field there is in a form with a password, which we refuse.
   */
  click?: { role: string; name: string; selector: string };
  type?: { role: string; name: string; selector: string };
}

const CASES: PageCase[] = [
  {
    file: 'form.html',
    label: 'form (~60)',
    snapshotRuns: 15,
  },
  {
    file: 'shop.html',
    label: 'shop (~5,400)',
    snapshotRuns: 7,
    click: { role: 'button', name: 'Add to cart', selector: '.grid > article:first-child button.add' },
    type: { role: 'searchbox', name: 'Search products', selector: '#q' },
  },
  {
    file: 'large.html',
    label: 'large (~30,000)',
    snapshotRuns: 5,
    click: { role: 'checkbox', name: 'Select row 0', selector: 'input[aria-label="Select row 0"]' },
    type: { role: 'searchbox', name: 'Search portal', selector: 'input[aria-label="Search portal"]' },
  },
];
const ACTION_RUNS = 25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (t: number | null) => (t === null ? 'n/a' : `${t < 10 ? t.toFixed(2) : t.toFixed(0)} ms`);
const ratio = (a: number | null, b: number | null) => (a === null || b === null ? '' : `${(a / b).toFixed(3)}x`);

interface Figures {
  snapshotMs: number;
  bytes: number;
  elements: number;
  clickMs: number | null;
  typeMs: number | null;
}

/** Times `action` from inside the OS page, `runs` times, returning each duration in ms. */
async function timeFromOs(os: Page, action: string, input: Record<string, unknown>, runs: number): Promise<number[]> {
  return os.evaluate(
    async (a, i, n) => {
      const times: number[] = [];
      for (let k = 0; k < n; k++) {
        const start = performance.now();
        await window.aiEcho.bridge.invoke(a, i, { timeoutMs: 60_000 });
        times.push(performance.now() - start);
      }
      return times;
    },
    action,
    input,
    runs,
  );
}

/** Visible actionable elements a person could use, counted by the page itself (the completeness check). */
function countActionable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const all = document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [contenteditable], [tabindex]:not([tabindex="-1"])');
    return [...all].filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && [...el.getClientRects()].some((r) => r.width > 0 && r.height > 0)).length;
  });
}

async function ours(): Promise<{ figures: Map<string, Figures>; actionable: Map<string, number>; pingMs: number }> {
  const env = await launch();
  const figures = new Map<string, Figures>();
  const actionable = new Map<string, number>();
  try {
    await allowOrigins(env.browser, [env.web.origin]);
    await allowChanges(env.browser, env.web.origin);
    const os = await openOs(env.browser, env.os.origin);
    const pingMs = median(await os.evaluate(async () => {
      const t: number[] = [];
      for (let i = 0; i < 30; i++) {
        const s = performance.now();
        await window.aiEcho.bridge.ping();
        t.push(performance.now() - s);
      }
      return t;
    }));
    for (const c of CASES) {
      const path = `semantic/build/bench/${c.file}`;
      const web = await openWeb(env.browser, env.web.origin, path);
      const tabId = await tabIdOf(os, `${env.web.origin}/${path}`);
      actionable.set(c.file, await countActionable(web));
      await timeFromOs(os, 'browser.semantic.snapshot', { tabId }, 1); // warm: injects the runtime
      const snapTimes = await timeFromOs(os, 'browser.semantic.snapshot', { tabId }, c.snapshotRuns);
      const snap = (await os.evaluate((t) => window.aiEcho.bridge.invoke('browser.semantic.snapshot', { tabId: t }), tabId)) as SemanticSnapshot;
      const outline = snap.frames.map((f) => f.outline).join('\n');
      const parsed = parseOutline(outline);
      const find = (role: string, name: string) => {
        const hit = parsed.find((l) => l.role === role && l.name === name);
        if (!hit?.fingerprint) throw new Error(`${c.file}: no ${role} "${name}" in our snapshot`);
        return { fingerprint: hit.fingerprint };
      };
      let clickMs: number | null = null;
      let typeMs: number | null = null;
      if (c.click && c.type) {
        const clickTarget = find(c.click.role, c.click.name);
        const typeTarget = find(c.type.role, c.type.name);
        // Ours never scrolls implicitly: bring the target into view once, outside the timing.
        await timeFromOs(os, 'browser.semantic.scroll', { tabId, target: clickTarget }, 1);
        await timeFromOs(os, 'browser.semantic.click', { tabId, target: clickTarget }, 1);
        clickMs = median(await timeFromOs(os, 'browser.semantic.click', { tabId, target: clickTarget }, ACTION_RUNS));
        typeMs = median(await timeFromOs(os, 'browser.semantic.type', { tabId, target: typeTarget, text: 'hello', clear: true }, ACTION_RUNS));
      }
      figures.set(c.file, {
        snapshotMs: median(snapTimes),
        bytes: Buffer.byteLength(outline),
        elements: snap.interactive,
        clickMs,
        typeMs,
      });
      await web.close();
    }
    return { figures, actionable, pingMs };
  } finally {
    await env.close();
  }
}

async function playwright(origin: string): Promise<Map<string, Figures>> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const figures = new Map<string, Figures>();
  try {
    // The harness's puppeteer pages are 800x600; measure Playwright at the same size.
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    for (const c of CASES) {
      await page.goto(`${origin}/semantic/build/bench/${c.file}`);
      await page.ariaSnapshot({ mode: 'ai' }); // warm, as ours
      const times: number[] = [];
      let text = '';
      for (let i = 0; i < c.snapshotRuns; i++) {
        const start = performance.now();
        text = await page.ariaSnapshot({ mode: 'ai' });
        times.push(performance.now() - start);
      }
      const time = async (fn: () => Promise<void>) => {
        await fn();
        const t: number[] = [];
        for (let i = 0; i < ACTION_RUNS; i++) {
          const start = performance.now();
          await fn();
          t.push(performance.now() - start);
        }
        return median(t);
      };
      figures.set(c.file, {
        snapshotMs: median(times),
        bytes: Buffer.byteLength(text),
        // Elements Playwright gives a ref to (what it lets an agent act on).
        elements: (text.match(/\[ref=/g) ?? []).length,
        clickMs: c.click ? await time(() => page.click(c.click!.selector)) : null,
        typeMs: c.type ? await time(() => page.fill(c.type!.selector, 'hello')) : null,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

function pad(cells: string[], widths: number[]): string {
  return `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
}

async function main(): Promise<void> {
  generateBenchPages(OUT);
  const { figures, actionable, pingMs } = await ours();
  // Playwright loads the same files from its own static server on the same port set-up.
  const { serveStatic } = await import('../support/static-server.ts');
  const server = await serveStatic(resolve(ROOT, 'test/fixtures/web'), Number(process.env.ECHO_OS_PORT ?? 4870) + 3);
  let pw: Map<string, Figures>;
  try {
    pw = await playwright(server.origin);
  } finally {
    await server.close();
  }
  const header = ['page', 'side', 'snapshot', 'bytes', 'elements', 'click', 'type'];
  const rows: string[][] = [];
  for (const c of CASES) {
    const a = figures.get(c.file)!;
    const b = pw.get(c.file)!;
    rows.push([c.label, 'AI Echo', ms(a.snapshotMs), kb(a.bytes), `${a.elements} / ${actionable.get(c.file)} actionable`, ms(a.clickMs), ms(a.typeMs)]);
    rows.push(['', 'Playwright', ms(b.snapshotMs), kb(b.bytes), `${b.elements} refs`, ms(b.clickMs), ms(b.typeMs)]);
    rows.push([
      '',
      'ratio',
      ratio(a.snapshotMs, b.snapshotMs),
      ratio(a.bytes, b.bytes),
      '',
      ratio(a.clickMs, b.clickMs),
      ratio(a.typeMs, b.typeMs),
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  console.log(pad(header, widths));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(pad(r, widths));
  console.log(`\nOurs: median over the OS page's bridge (port round trip floor: ${ms(pingMs)}), snapshot of all same-origin frames, click/type by fingerprint with hit test and evidence.`);
  console.log(`Playwright ${(await import('playwright-core/package.json', { with: { type: 'json' } })).default.version}: page.ariaSnapshot({mode: 'ai'}), page.click(selector), page.fill(selector) on the same elements.`);
  console.log('Form page: no click/type for us, by design: all its fields are in a form with a password (blocked-sensitive).');
  console.log('Targets (issue 4): on shop and large, bytes <= 0.25x and snapshot time <= 0.1x; click <= 0.1x; every actionable element listed.');
}

await main();
