// Round trips of the reading, picture and form capabilities from the OS page through the real
// extension, on the caps fixtures: median and worst of N runs, and the size of what comes back.
// Prints figures; asserts nothing about time.
import type { Page } from 'puppeteer-core';
import { allowChanges, allowOrigins, invokeFromOs, launch, openOs, openWeb, tabIdOf } from '../support/harness.ts';

const RUNS = 9;

interface Row {
  what: string;
  median: number;
  worst: number;
  bytes: number;
}

async function measure(os: Page, what: string, action: string, input: Record<string, unknown>, before?: () => Promise<void>): Promise<Row> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const started = performance.now();
    const r = await invokeFromOs(os, action, input);
    times.push(performance.now() - started);
    if (!r.ok) throw new Error(`${action}: ${r.code}: ${r.message}`);
    bytes = Buffer.byteLength(JSON.stringify(r.value));
  }
  times.sort((a, b) => a - b);
  return { what, median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)!, bytes };
}

const env = await launch();
try {
  await allowOrigins(env.browser, [env.web.origin]);
  await allowChanges(env.browser, env.web.origin);
  const os = await openOs(env.browser, env.os.origin);
  const article = await openWeb(env.browser, env.web.origin, 'caps/article.html');
  const articleTab = await tabIdOf(os, `${env.web.origin}/caps/article.html`);
  const forms = await openWeb(env.browser, env.web.origin, 'caps/forms.html');
  const formsTab = await tabIdOf(os, `${env.web.origin}/caps/forms.html`);
  const shot = await openWeb(env.browser, env.web.origin, 'caps/screenshot.html');
  const shotTab = await tabIdOf(os, `${env.web.origin}/caps/screenshot.html`);
  await shot.bringToFront();
  const rows: Row[] = [];
  rows.push(await measure(os, 'read (markdown)', 'browser.page.read', { tabId: articleTab }));
  rows.push(await measure(os, 'extract (text), for comparison', 'browser.semantic.extract', { tabId: articleTab, include: ['text'] }));
  rows.push(await measure(os, 'find', 'browser.page.find', { tabId: articleTab, query: 'trail shoes' }));
  rows.push(await measure(os, 'images', 'browser.page.images', { tabId: articleTab }));
  rows.push(await measure(os, 'forms', 'browser.page.forms', { tabId: formsTab }));
  const f = (name: string) => ({ selector: `#booking [name=${name}]` });
  rows.push(
    await measure(os, 'fill (5 fields)', 'browser.semantic.fill', {
      tabId: formsTab,
      fields: [{ target: f('name'), value: 'Ada' }, { target: f('email'), value: 'a@b.c' }, { target: f('departure'), value: '2026-12-24' }, { target: f('cabin'), label: 'Business' }, { target: f('insurance'), checked: true }],
    }, () => forms.evaluate(() => (document.getElementById('booking') as HTMLFormElement).reset())),
  );
  rows.push(await measure(os, 'screenshot (viewport, png)', 'browser.page.screenshot', { tabId: shotTab }));
  rows.push(await measure(os, 'screenshot (crop around a button)', 'browser.page.screenshot', { tabId: shotTab, target: { selector: '#go' } }));
  void article;
  console.log(`| capability | median ms | worst ms (of ${RUNS}) | reply bytes |`);
  console.log('| --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.what} | ${r.median.toFixed(0)} | ${r.worst.toFixed(0)} | ${r.bytes} |`);
} finally {
  await env.close();
}
