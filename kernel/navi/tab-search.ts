// A question whose answer sits in another tab: a page of tabs shows one panel at a time, and the
// words asked ("how much is left on my balance?") may be in a panel that is not open. When the open
// panel's text says too few of the question's words, the other tabs are opened one by one (plain
// tab clicks, after the fallback is recorded) until one says enough of them; when none does, the
// tab whose text said the most is opened again and the answer is read there. Nothing is typed or
// changed: a tab only shows a different part of the same page.
import { call, EXTRACT, FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK } from './results.ts';
import { controlsOf, targetOf, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { topicOf } from './page-reader.ts';
import { contentStems, sameStem } from './words.ts';

/** Other tabs opened at most, so that a search leaves steps for reading the answer. */
const MAX_TABS = 4;

/** Two word stems that are one word's forms: the stemmer's own, or one a short ending of the other ("owe", "owed"). */
const meets = (a: string, b: string) => sameStem(a, b) || (Math.min(a.length, b.length) >= 3 && Math.abs(a.length - b.length) <= 2 && (a.startsWith(b) || b.startsWith(a)));

const fingerprintOf = (r: Result) => (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint;

function tabsIn(snap: Result | undefined): Control[] {
  return snap?.ok ? controlsOf(outlineLines(snap)).filter((c) => c.line.role === 'tab' && c.line.name.trim()) : [];
}

/**
 * How many of the topic's words the view's text says, the tabs' names left out but for the open
 * one's (the panel is about it). With `counted` (what "how many …" counts), none unless the text
 * puts a number right beside one of those words ("Room credits: 12", "12 room credits").
 */
function coverage(view: readonly Result[], topic: readonly string[], tabNames: readonly string[], openName: string, counted: readonly string[] = []): number | null {
  const page = lastOf(view, EXTRACT, (r) => r.call.arguments.target === undefined && ((r.call.arguments.include as unknown[] | undefined) ?? ['text']).includes('text'));
  if (!page?.ok || !lastOf(view, SNAPSHOT)) return null;
  const raw = (page.result.data as { text?: unknown } | null)?.text;
  if (typeof raw !== 'string') return 0;
  let text = raw;
  for (const n of tabNames) text = text.split(n).join(' ');
  if (counted.length && !numberBeside(text, counted)) return 0;
  const stems = contentStems(`${text} ${openName}`);
  return topic.filter((w) => stems.some((s) => meets(s, w))).length;
}

/** Whether a number stands right before or after one of `words` in `text` ("credits: 12", "£45 balance"). */
function numberBeside(text: string, words: readonly string[]): boolean {
  for (const m of text.matchAll(/[\p{L}']+|\d[\d,.]*/gu)) {
    if (!/^\d/.test(m[0])) continue;
    const near = `${text.slice(Math.max(0, m.index! - 16), m.index!)} ${text.slice(m.index! + m[0].length, m.index! + m[0].length + 16)}`;
    const stems = contentStems(near.replace(/[\n|]/g, ' '));
    if (words.some((w) => stems.some((s) => meets(s, w)))) return true;
  }
  return false;
}

/** Whether the question names one of the page's tabs other than the open one ("what's left in my wallet" and a tab "Wallet"). */
export function namesOtherTab(ctx: StepContext): boolean {
  const topic = topicOf(ctx.step.text);
  return tabsIn(ctx.mine.find((r) => r.call.name === SNAPSHOT)).some((t) => t.line.states.selected !== true && contentStems(t.line.name).some((w) => topic.some((x) => meets(w, x))));
}

/**
 * The plan that looks for a question's answer in the page's other tabs, then `read`s the view it
 * settles on; null when the page has no tabs or the open panel already says enough of the words.
 */
export function tabSearch(ctx: StepContext, reason: string, read: (ctx: StepContext) => StepDecision, counted: readonly string[] = []): StepDecision | null {
  const first = ctx.mine.find((r) => r.call.name === SNAPSHOT);
  const tabs = tabsIn(first);
  if (tabs.length < 2 || !tabs.some((t) => t.line.states.selected === true)) return null;
  const topic = topicOf(ctx.step.text).filter((w) => !/\d/.test(w));
  if (!topic.length) return null;
  const tabNames = tabs.map((t) => t.line.name);
  const nameOfFp = new Map<unknown, string>();
  for (const r of ctx.mine) if (r.call.name === SNAPSHOT) for (const t of tabsIn(r)) if (t.line.fingerprint) nameOfFp.set(t.line.fingerprint, t.line.name);
  // The views seen: the page as it was, then after each tab click of this search.
  const clicks = ctx.mine.map((r, i) => ({ r, i })).filter(({ r }) => r.call.name === CLICK && nameOfFp.has(fingerprintOf(r)));
  if (clicks.some(({ r }) => !r.ok)) return null;
  const opened = [tabs.find((t) => t.line.states.selected === true)!.line.name, ...clicks.map(({ r }) => nameOfFp.get(fingerprintOf(r))!)];
  const view = ctx.mine.slice(clicks.length ? clicks.at(-1)!.i + 1 : 0);
  const here = { ...ctx, mine: view };
  const seen = coverage(view, topic, tabNames, opened.at(-1)!, counted);
  if (seen === null) {
    // The open view not read yet: its reading comes first (a call), then this search resumes.
    const reading = read(here);
    return clicks.length || reading.kind === 'call' ? reading : null;
  }
  // A tab opened a second time is the one settled on.
  if (new Set(opened).size < opened.length) return read(here);
  const enough = topic.length <= 2 ? topic.length : topic.length - 1;
  if (seen >= enough) return clicks.length ? read(here) : null;
  const latestTabs = tabsIn(lastOf(ctx.mine, SNAPSHOT));
  const byName = (name: string) => latestTabs.find((t) => t.line.name === name) ?? latestTabs.find((t) => t.line.name.replace(/\s*\(\d+\)$/, '') === name.replace(/\s*\(\d+\)$/, ''));
  const untried = latestTabs.filter((t) => !opened.includes(t.line.name) && t.line.states.selected !== true && t.line.states.disabled !== true);
  const named = (t: Control) => contentStems(t.line.name).some((w) => topic.some((x) => meets(w, x)));
  const next = clicks.length < MAX_TABS ? (untried.find(named) ?? untried[0]) : undefined;
  if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool answers this).");
  if (next) return call(CLICK, targetOf(next), `The open tab says little of what is asked: open the tab ${JSON.stringify(next.line.name)} to look there.`);
  // Every tab looked at: the one whose text said the most, opened again (the first seen on a tie).
  const scores = opened.map((name, k) => ({ name, n: coverage(ctx.mine.slice(k ? clicks[k - 1]!.i + 1 : 0, k < clicks.length ? clicks[k]!.i : undefined), topic, tabNames, name, counted) ?? 0 }));
  const best = scores.reduce((a, b) => (b.n > a.n ? b : a));
  // A number asked for that no tab puts beside what it counts: the search found nothing.
  if (counted.length && best.n === 0) return null;
  if (best.n === 0 || best.name === opened.at(-1)) return read(here);
  const tab = byName(best.name);
  return tab ? call(CLICK, targetOf(tab), `The tab ${JSON.stringify(tab.line.name)} says most of what is asked: open it again to read the answer.`) : read(here);
}
