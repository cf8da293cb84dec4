// A target further down a list the page shows in parts: "open the Alder trail bike" when
// only the first products show. When the request names words that no control on the page meets,
// and the page has one control that shows more of its list ("Load more", "Show more", "Next"),
// that control is pressed (its own approved click) and the step is planned again over the fresh
// page; again while paging brings none of those words, a few times at most.
import { findDates, findTimes } from './dates.ts';
import { wordsMeet } from './lexicon.ts';
import { FALLBACK, lastOf, outlineLines, SNAPSHOT, CLICK } from './results.ts';
import { controlsOf, type Control } from './target-resolver.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { splitWords, STOP_WORDS } from './words.ts';
import { namesNothing } from './settings-wish.ts';


/** Pages turned at most for one step. */
export const MAX_PAGES = 3;

/** Names of controls that show more of a list: general English for pagers. */
const PAGER = /^(?:(?:load|show|see|view)\s+more(?:\s+[\p{L}]+)?|more|next|next page|older(?:\s+[\p{L}]+)?|›|»)$/iu;

/** A pager that says it shows more days or times ("Show more dates", "More times"). */
const DAYS_PAGER = /\b(?:dates?|days?|times?|slots?|weeks?)\b/i;

/** The page's one pager control, if it has exactly one (a disclosure is no pager). */
export function pagerOf(controls: readonly Control[]): Control | null {
  const found = controls.filter((c) => {
    const { role, name, states } = c.line;
    return (role === 'button' || role === 'link') && states.disabled !== true && states.expanded === undefined && states.collapsed === undefined && PAGER.test(name.trim());
  });
  return found.length === 1 ? found[0]! : null;
}

/** The request's words (not numbers) that no control's name or option meets. */
export function unmetWords(words: string, controls: readonly Control[], options: readonly string[] = []): string[] {
  const names = [...controls.map((c) => c.line.name), ...options].flatMap(splitWords);
  const own = [...new Set(splitWords(words).filter((w) => !STOP_WORDS.has(w) && w.length > 1 && !/\d/.test(w)))];
  return own.filter((w) => !names.some((n) => wordsMeet(w, n) >= 0.7));
}

/** What one part of a paged step knows: how many pages were turned, what the last turn left unmet, and how to say it turned one. */
export interface Paging {
  depth: number;
  prev?: readonly string[];
  note(unmet: readonly string[]): void;
}

/**
 * The pager to press for a target the page does not show, or null: the request has words no
 * control meets, the page has a pager, fewer than MAX_PAGES were turned, and the last turn did
 * not bring any of the words it was turned for (once it did, the target is on the page).
 */
export function pageFor(paging: Paging | undefined, words: string, controls: readonly Control[], options: readonly string[]): Control | null {
  if (!paging || paging.depth >= MAX_PAGES) return null;
  const pager = pagerOf(controls);
  if (!pager) return null;
  // A list of days ("Show more dates") shows more days: a request that says no day or time names nothing further down it.
  if (DAYS_PAGER.test(pager.line.name) && !findDates(words).length && !findTimes(words).length) return null;
  // Filler and orderings ("plz", "newest on top") name nothing further down a list: no page is turned for them.
  const unmet = unmetWords(words, controls, options).filter((w) => !namesNothing(w));
  if (!unmet.length || (paging.prev && unmet.length < paging.prev.length)) return null;
  paging.note(unmet);
  return pager;
}

/** Where a pager was pressed in the step's results: the index of each click on the outlined page's pager. */
export function pagerClicks(mine: readonly Result[]): number[] {
  const out: number[] = [];
  mine.forEach((r, i) => {
    if (r.call.name !== CLICK || !r.ok) return;
    const snap = lastOf(mine.slice(0, i), SNAPSHOT);
    const pager = snap ? pagerOf(controlsOf(outlineLines(snap))) : null;
    const target = (r.call.arguments as { target?: { fingerprint?: unknown } }).target?.fingerprint;
    if (pager && pager.line.fingerprint === target) out.push(i);
  });
  return out;
}

/**
 * Plans a step that may turn pages first: the plan up to a pager's click, then the plan again
 * over what followed it (a fresh outline), as a part of its own that knows a page was turned.
 */
export function paged(ctx: StepContext, plan: (ctx: StepContext, paging: Paging) => StepDecision, depth = 0, prev?: readonly string[]): StepDecision {
  let turned: readonly string[] | null = null;
  const paging = (): Paging => ({ depth, ...(prev ? { prev } : {}), note: (unmet) => (turned = unmet) });
  const at = pagerClicks(ctx.mine)[0];
  if (at === undefined) return plan(ctx, paging());
  const pulled: (string | undefined)[] = [];
  const shared = (i: number) => (i < pulled.length ? pulled[i] : (pulled.push(ctx.answer()), pulled[i]));
  let cursor = 0;
  const first = plan({ ...ctx, mine: ctx.mine.slice(0, at + 1), answer: () => shared(cursor++) }, paging());
  // The click was not this plan's turn of a page (the person asked for it): plan as usual.
  if (first.kind !== 'done' || !turned) return plan(ctx, paging());
  const reason = lastOf(ctx.mine.slice(0, at + 1), FALLBACK);
  let later = cursor;
  const rest = { ...ctx, mine: [...(reason ? [reason] : []), ...ctx.mine.slice(at + 1)], answer: () => shared(later++) };
  const then = paged(rest, plan, depth + 1, turned);
  if (then.kind === 'done') return { kind: 'done', summary: `${first.summary} ${then.summary}` };
  if (then.kind === 'stop') return { ...then, text: `${first.summary} ${then.text}` };
  return then;
}
