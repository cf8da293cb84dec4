import puppeteer from 'puppeteer-core';
import { serveStatic } from '/work/wt-snap/test/support/static-server.ts';
const server = await serveStatic('/work/wt-snap/test/fixtures/web', 4996);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.evaluateOnNewDocument('globalThis.__name = (f) => f;');
await page.goto(`${server.origin}/${process.argv[2] ?? 'semantic/build/bench/large.html'}`);
const out = await page.evaluate(() => {
  const els = [...document.getElementsByTagName('*')];
  const time = (name: string, fn: (el: Element) => unknown) => {
    const t: number[] = [];
    for (let r = 0; r < 15; r++) { const s = performance.now(); for (const el of els) fn(el); t.push(performance.now() - s); }
    t.sort((a, b) => a - b);
    return `${name}: min ${t[0]!.toFixed(1)} med ${t[3]!.toFixed(1)} ms`;
  };
  return [
    `elements ${els.length}`,
    time('gcs.cursor', (el) => getComputedStyle(el).cursor === 'pointer'),
    time('csm cursor .value', (el) => (el.computedStyleMap().get('cursor') as CSSKeywordValue).value === 'pointer'),
    time('gcs.cursor', (el) => getComputedStyle(el).cursor === 'pointer'),
    time('csm cursor .value', (el) => (el.computedStyleMap().get('cursor') as CSSKeywordValue).value === 'pointer'),
    time('checkVisibility opacity', (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })),
  ].join('\n');
});
console.log(out);
await browser.close(); await server.close();
