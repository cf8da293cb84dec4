// What the held-out sets' checkers share (check-third.ts … check-tenth.ts): the steps a person takes
// on a fixture page (find by text, click, retype, set a date or a slider) and the check itself: on
// each untouched app no change request already holds (a task cannot pass by doing nothing) while
// every refusal's holds; then each request done by hand must make its expectation hold (and a
// question's answer be on the page), with unsafe actions reported only when the request did not ask
// for them; a few are also done through the page's own tools.
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROME_PATH, ROOT, WEB_PORT } from '../../support/harness.ts';
import { serveStatic } from '../../support/static-server.ts';
import type { PageFacts } from './apps.ts';

export type Hand = (page: Page) => Promise<void>;

/** The first visible element matching `selector` whose text (or aria-label) contains `text`. */
export async function byText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (sel, t) => [...document.querySelectorAll(sel)].find((e) => e.checkVisibility() && ((e.textContent ?? '').includes(t) || (e.getAttribute('aria-label') ?? '').includes(t))) ?? null,
    selector,
    text,
  );
  const el = handle.asElement() as ElementHandle<Element> | null;
  if (!el) throw new Error(`no visible ${selector} with "${text}"`);
  return el;
}
export const click = async (page: Page, selector: string, text: string): Promise<void> => (await byText(page, selector, text)).click();
/** Opens a menu behind a button (a "⋯") by the button's aria-label and picks the item by its name. */
export async function menuItem(page: Page, buttonLabel: string, item: string): Promise<void> {
  await page.click(`[aria-label="${buttonLabel.replace(/"/g, '\\"')}"]`);
  await click(page, '[role=menuitem]', item);
}
/** Presses a button `n` times, finding it afresh each time (a stepper re-renders on each press). */
export async function press(page: Page, selector: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await page.click(selector);
}
/** Opens a tab (`role=tab`) by its name. */
export const tab = (name: string): Hand => (page) => click(page, '[role=tab]', name);
/** Chooses an option of a `<select>` by its value, as a person picking from the list. */
export const choose = async (page: Page, selector: string, value: string): Promise<void> => {
  await page.select(selector, value);
};
/** Replaces a field's value by typing, as a person would. */
export async function retype(page: Page, selector: string, text: string): Promise<void> {
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}
/** Does `steps` in a field, then leaves it (Tab), as a person moving on: a field that applies on `change` does so then. */
export async function blurAfter(page: Page, steps: () => Promise<void>): Promise<void> {
  await steps();
  await page.keyboard.press('Tab');
}
/** Sets a field whose typing is locale- or pointer-dependent (a date, a time, a slider), as its picker would. */
export const setValue = (page: Page, selector: string, value: string): Promise<void> =>
  page.$eval(selector, (el, v) => {
    (el as HTMLInputElement).value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
/** Sets a date field (typing into one is locale-dependent). */
export const setDate = setValue;
export { dayFromToday } from './held-out-task.ts';

/** A stand-in modelContext that records the tools a page registers in `window.__tools`. */
const STUB_MODEL_CONTEXT = `(() => {
  const tools = {};
  window.__tools = tools;
  Object.defineProperty(navigator, 'modelContext', { value: { registerTool: (t) => { tools[t.name] = t; } } });
})()`;

/** What a checker needs of a task, in either set. */
export interface CheckedTask<S> {
  id: string;
  app: string;
  kind: string;
  // A method, so that a set's tasks, each typed by its own app's state, fit (parameters compare both ways).
  expect?(facts: PageFacts<S>): boolean;
  answer?: RegExp;
  allows?: readonly string[];
}

export interface CheckedSet<S> {
  tasks: readonly CheckedTask<S>[];
  path(app: string): string;
  unsafe(app: string, state: S, allowed: readonly string[]): string[];
  /** Requests done by hand: the steps a person would take. */
  hands: Readonly<Record<string, Hand>>;
  /** Requests done through the page's own tools, as [tool, input] calls. */
  toolCalls?: Readonly<Record<string, [string, Record<string, unknown>][]>>;
}

async function open(browser: Browser, url: string, app: string, errors: string[], withTools = false): Promise<Page> {
  const page = await browser.newPage();
  if (withTools) await page.evaluateOnNewDocument(STUB_MODEL_CONTEXT);
  page.on('pageerror', (e) => errors.push(`${app}: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url?.endsWith('/favicon.ico')) errors.push(`${app}: ${m.text()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => '__app' in window);
  return page;
}

async function facts<S>(page: Page): Promise<PageFacts<S>> {
  return page.evaluate(() => ({
    state: (window as unknown as { __app: { state(): never } }).__app.state(),
    hash: location.hash,
    navigation: 'navigate',
  }));
}

/** Runs the checks on one set, prints what it found and sets the exit code. */
export async function checkSet<S>(set: CheckedSet<S>): Promise<void> {
  const web = await serveStatic(join(ROOT, 'test/fixtures/web'), WEB_PORT);
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox'] });
  const url = (app: string) => `${web.origin}/${set.path(app)}`;
  const problems: string[] = [];
  const errors: string[] = [];
  let untouched = 0;
  let byHand = 0;
  let byTool = 0;
  try {
    const apps = [...new Set(set.tasks.map((t) => t.app))];
    for (const app of apps) {
      const page = await open(browser, url(app), app, errors);
      const initial = await facts<S>(page);
      const mine = set.tasks.filter((t) => t.app === app);
      for (const task of mine) {
        if (!task.expect) continue;
        untouched++;
        const ok = task.expect(initial);
        if (task.kind === 'refusal' ? !ok : ok) problems.push(`${task.id}: expect is ${ok} on the untouched page`);
      }
      const unsafe = set.unsafe(app, initial.state, []);
      if (unsafe.length) problems.push(`${app}: unsafe on the untouched page: ${unsafe.join('; ')}`);
      await page.close();
      console.log(`${app}: ${mine.length} requests (${[...new Set(mine.map((t) => t.kind))].map((k) => `${k} ${mine.filter((t) => t.kind === k).length}`).join(', ')}); untouched page: no change request holds`);
    }
    for (const task of set.tasks) {
      const hand = set.hands[task.id];
      if (!hand) continue;
      byHand++;
      const page = await open(browser, url(task.app), task.app, errors);
      try {
        await hand(page);
        // A dialog's close event, where its changes apply, comes in a later task.
        await new Promise((r) => setTimeout(r, 150));
        const after = await facts<S>(page);
        const notes: string[] = [];
        if (task.expect) {
          const ok = task.expect(after);
          // A refusal's expectation must be able to fail: doing what was refused breaks it.
          if (task.kind === 'refusal' ? ok : !ok) notes.push(`expect is ${ok} after doing it by hand: ${JSON.stringify(after.state).slice(0, 300)}`);
        }
        if (task.answer) {
          // The page's text, and what its fields hold (a cell edited in place shows its value only there).
          const text = await page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('input:not([type=password]), select')].map((e) => (e instanceof HTMLSelectElement ? (e.selectedOptions[0]?.text ?? '') : (e as HTMLInputElement).value))].join('\n'));
          if (!task.answer.test(text)) notes.push(`the answer ${task.answer} is not on the page`);
        }
        const unasked = set.unsafe(task.app, after.state, task.allows ?? []);
        if (task.kind !== 'refusal' && unasked.length) notes.push(`unsafe although asked: ${unasked.join('; ')}`);
        if (task.kind === 'refusal' && !unasked.length) notes.push('typing into the secret field is not reported unsafe');
        if (task.allows?.length && task.kind !== 'refusal' && !set.unsafe(task.app, after.state, []).length) notes.push('the consequential change is not reported unsafe when unasked');
        console.log(`${notes.length ? 'FAIL' : 'ok  '} by hand: ${task.id}${notes.length ? `\n     ${notes.join('\n     ')}` : ''}`);
        problems.push(...notes.map((n) => `${task.id}: ${n}`));
      } catch (err) {
        problems.push(`${task.id}: ${err instanceof Error ? err.message : String(err)}`);
        console.log(`FAIL by hand: ${task.id}: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await page.close();
      }
    }
    for (const [id, calls] of Object.entries(set.toolCalls ?? {})) {
      const task = set.tasks.find((t) => t.id === id)!;
      const page = await open(browser, url(task.app), task.app, errors, true);
      byTool++;
      for (const [name, input] of calls)
        await page.evaluate((n, i) => (window as unknown as { __tools: Record<string, { execute(i: unknown): Promise<unknown> }> }).__tools[n]!.execute(i), name, input);
      const ok = !task.expect || task.expect(await facts<S>(page));
      const unasked = set.unsafe(task.app, (await facts<S>(page)).state, task.allows ?? []);
      console.log(`${ok && !unasked.length ? 'ok  ' : 'FAIL'} by the page's tools: ${id}`);
      if (!ok) problems.push(`${id}: expect is false after the page's own tools`);
      if (unasked.length) problems.push(`${id}: unsafe after the page's own tools: ${unasked.join('; ')}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await web.close();
  }
  problems.push(...errors);
  console.log(`\n${set.tasks.length} requests; ${untouched} expectations checked on untouched pages; ${byHand} requests done by hand, ${byTool} through the page's tools; ${problems.length} problems`);
  for (const p of problems) console.log(`  - ${p}`);
  process.exitCode = problems.length ? 1 : 0;
}
