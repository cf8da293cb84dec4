// A question about a day that the page answers only once that day is chosen: a calendar shows a
// day's free times after its cell is pressed ("what times are free on the 22nd?", "anything open
// next Monday morning?"). When the question names one date and the page has one control whose
// name reads as that day, not chosen yet, it is pressed (an approved click, after the reason for
// using the page's controls is recorded) and the question is answered from the page as it is
// then: what appeared with the day (its time slots, say) leads the answer, narrowed to the part
// of the day the question names.
import { findDates, findTimes } from './dates.ts';
import { call, failure, FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK } from './results.ts';
import { quoteUntrusted } from './page-reader.ts';
import { controlsOf, describeControl, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { findPartOfDay, inPart } from './time-words.ts';
import { findVerb } from './words.ts';

const DAY_ROLES = new Set(['button', 'gridcell', 'link', 'option', 'radio', 'tab']);

/** The one date a question names, or null. */
function askedDay(question: string, now: Date): string | null {
  const days = [...new Set(findDates(question, now).map((f) => f.value))];
  return days.length === 1 ? days[0]! : null;
}

/** The page's one control named as the day `iso` (a calendar's day cell), or null. */
export function dayControl(controls: readonly Control[], iso: string, now: Date): Control | null {
  const found = controls.filter((c) => DAY_ROLES.has(c.line.role) && /\d/.test(c.line.name) && findDates(c.line.name, now).some((f) => f.value === iso));
  return found.length === 1 ? found[0]! : null;
}

const fingerprintOf = (r: Result) => (r.call.arguments as { target?: { fingerprint?: unknown } }).target?.fingerprint;

const chosen = (c: Control) => c.line.states.pressed === true || c.line.states.selected === true || c.line.states.checked === true;

/** The names among `shown` that fall in the part of the day the question names (all of them when it names none, or none has a time). */
export function inPartOfDay(question: string, shown: readonly string[], now = new Date()): string[] {
  const part = findPartOfDay(question);
  if (!part) return [...shown];
  const timed = shown.map((s) => ({ s, t: findTimes(s, now)[0]?.value }));
  if (!timed.some((x) => x.t)) return [...shown];
  return timed.filter((x) => x.t && inPart(x.t, part)).map((x) => x.s);
}

/**
 * "Show me the times for the 22nd", "list what's free on Monday": a request to see what one day
 * offers, on a page that shows it once the day is chosen, is planned as that question (the day
 * pressed, what appeared listed). Null when the request is no such request, or the page has no
 * control for that day (then it is planned as any other).
 */
export function showDay(ctx: StepContext, reason: string, now: Date, read: (ctx: StepContext) => StepDecision): StepDecision | null {
  const verb = findVerb(ctx.step.text);
  if (!verb || !verb.meanings.some((m) => m === 'show' || m === 'list') || !askedDay(ctx.step.text, now)) return null;
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap) return call(SNAPSHOT, {}, 'Outline the page to find the day you named.');
  if (!snap.ok) return null;
  return dayFirst(ctx, snap, reason, now, read);
}

/**
 * Plans the day's click before a question is read from the page, and the reading after it.
 * `read` answers from the page (its own snapshot and extracts among the results it is given).
 * Returns null when the question names no day the page has a control for, or that day is chosen.
 */
export function dayFirst(ctx: StepContext, snap: Result, reason: string, now: Date, read: (ctx: StepContext) => StepDecision): StepDecision | null {
  const iso = askedDay(ctx.step.text, now);
  if (!iso) return null;
  // The click on that day's cell, as the outline before it showed it.
  const clickAt = ctx.mine.findIndex((r, i) => r.call.name === CLICK && fingerprintOf(r) === dayControl(controlsOf(outlineLines(lastOf(ctx.mine.slice(0, i), SNAPSHOT))), iso, now)?.line.fingerprint);
  if (clickAt < 0) {
    const day = dayControl(controlsOf(outlineLines(snap)), iso, now);
    if (!day || chosen(day)) return null;
    if (day.line.states.disabled === true) return { kind: 'done', summary: `${describeControl(day)} cannot be chosen on the page (it is disabled): it offers nothing that day.` };
    if (!lastOf(ctx.mine, FALLBACK, (r) => r.ok && ctx.thisMessage(r))) return call(FALLBACK, { reason: reason.slice(0, 500) }, "Record why I am using the page's ordinary controls (no page tool answers this).");
    const target = { target: { fingerprint: day.line.fingerprint }, ...(day.line.frameId ? { frameId: day.line.frameId } : {}) };
    return call(CLICK, target, `The page shows what that day offers only once it is chosen: choose ${describeControl(day)}, then read the page.`);
  }
  const clicked = ctx.mine[clickAt]!;
  if (!clicked.ok) return { kind: 'stop', text: `I could not choose the day: ${failure(clicked)}` };
  const after = ctx.mine.slice(clickAt + 1);
  const answer = read({ ...ctx, mine: after });
  if (answer.kind !== 'done') return answer;
  const controlsBefore = controlsOf(outlineLines(lastOf(ctx.mine.slice(0, clickAt), SNAPSHOT)));
  const before = new Set(controlsBefore.map((c) => c.line.name));
  const appeared = [...new Set(controlsOf(outlineLines(lastOf(after, SNAPSHOT))).map((c) => c.line.name))].filter((n) => n && !before.has(n));
  if (!appeared.length) return answer;
  // The day, in the page's words, leads the list: a later "the third one" is that day's third.
  const day = controlsBefore.find((c) => c.line.fingerprint === fingerprintOf(clicked))?.line.name;
  const chosenDay = day ? `Choosing ${JSON.stringify(day)}` : 'Choosing that day';
  const fit = inPartOfDay(ctx.step.text, appeared, now);
  if (!fit.length) return { kind: 'done', summary: `${chosenDay} shows these, none of them in the part of the day you asked about (untrusted page text):\n${quoteUntrusted(appeared)}` };
  return { kind: 'done', summary: `${chosenDay}, the page shows ${fit.length === appeared.length ? 'these' : `these (of ${appeared.length}, those in the part of the day you asked about)`} (untrusted page text):\n${quoteUntrusted(fit)}` };
}
