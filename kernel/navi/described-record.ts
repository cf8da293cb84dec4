// "Put the insurance on the cat's record" with a button for each pet ("Mochi: no insurance on
// record", "Pepper: no insurance on record"): the request names the record by what the page says
// about it, not by its name. A word of the request that no candidate's name says ("cat") picks the
// candidate whose lines in the page's text say it ("Mochi" over "British Shorthair (cat), 3
// years"), when the page says that word only there, and no other such word points elsewhere. The
// person is asked otherwise, as before. The page's text is untrusted: it only narrows a choice
// among controls the request already fits, and every action is approved as usual.
import { call, EXTRACT, lastOf, MAX_PAGE_CHARS } from './results.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { contentStems, sameStem } from './words.ts';

/** Lines after a name said alone (a card's heading) that still describe that record. */
const UNDER = 2;

const has = (stems: readonly string[], w: string) => stems.some((s) => sameStem(s, w));

/** The words of each candidate's name that the others' names do not say. */
function ownWords(names: readonly string[]): string[][] {
  const stems = names.map((n) => contentStems(n));
  return stems.map((own, i) => own.filter((w) => stems.every((other, j) => j === i || !has(other, w))));
}

/** The candidate each line of the text is about: one whose own word it says, or the one named alone just above it; -1 for none or several. */
function ownersOf(lines: readonly string[][], own: readonly string[][]): number[] {
  let heading = -1;
  let since = 0;
  return lines.map((line) => {
    const saying = own.map((ws, i) => (ws.some((w) => has(line, w)) ? i : -1)).filter((i) => i >= 0);
    if (saying.length === 1) {
      // A line that is the name alone heads the lines under it.
      if (line.length <= own[saying[0]!]!.length + 1) [heading, since] = [saying[0]!, 0];
      return saying[0]!;
    }
    if (saying.length > 1) heading = -1;
    return heading >= 0 && ++since <= UNDER ? heading : -1;
  });
}

/** The request's words no candidate's name says ("cat" of "the cat's record"), numbers left out. */
function unnamedWords<T>(candidates: readonly T[], nameOf: (t: T) => string, request: string): string[] {
  const named = candidates.flatMap((c) => contentStems(nameOf(c)));
  return contentStems(request).filter((w) => !/\d/.test(w) && !has(named, w));
}

/** The one candidate the request's unnamed words describe in `text`, or null. */
export function describedAmong<T>(candidates: readonly T[], nameOf: (t: T) => string, request: string, text: string): T | null {
  if (candidates.length < 2) return null;
  const own = ownWords(candidates.map(nameOf));
  if (own.some((ws) => !ws.length)) return null;
  const unnamed = unnamedWords(candidates, nameOf, request);
  const lines = text.split('\n').map((l) => contentStems(l)).filter((l) => l.length);
  const owners = ownersOf(lines, own);
  const picks = new Set<number>();
  for (const w of unnamed) {
    const at = lines.map((l, i) => (has(l, w) ? owners[i]! : null)).filter((o): o is number => o !== null);
    // Said somewhere, and only in one candidate's lines.
    if (at.length && at.every((o) => o >= 0 && o === at[0])) picks.add(at[0]!);
  }
  return picks.size === 1 ? candidates[[...picks][0]!]! : null;
}

const readsText = (r: Result) => r.call.arguments.target === undefined && Array.isArray(r.call.arguments.include) && (r.call.arguments.include as unknown[]).includes('text');

/**
 * Before asking which of several candidates is meant: the one the request describes by the page's
 * text (a read of that text first, as a call), or null when the text does not single one out.
 */
export function describedPick<T>(ctx: StepContext, candidates: readonly T[], nameOf: (t: T) => string): { pick: T } | StepDecision | null {
  const pointed = pointedAt(ctx, candidates, nameOf);
  if (pointed) return { pick: pointed };
  if (candidates.length < 2 || !unnamedWords(candidates, nameOf, ctx.step.text).length) return null;
  const read = lastOf(ctx.mine, EXTRACT, readsText);
  if (!read) return call(EXTRACT, { include: ['text'], maxChars: MAX_PAGE_CHARS }, 'Several controls fit: read the page\'s text for what it says about each, before asking which.');
  const text = read.ok ? (read.result.data as { text?: unknown } | null)?.text : undefined;
  const pick = typeof text === 'string' ? describedAmong(candidates, nameOf, ctx.step.text, text) : null;
  return pick === null ? null : { pick };
}

/** "it", "that one": a pointer to what was said before, not a name. */
const POINTER = /\b(?:it|that(?: one)?|this one|the one you (?:said|mentioned|found))\b/i;

/**
 * "go on then, add it" after the Navi's answer quoted "Wi-Fi booster disc …": of several
 * candidates, the one whose own words (those no other candidate's name says) that answer says,
 * when it says no other's. The answer may quote page text: it only narrows a choice among
 * controls the request already fits, and the action is approved as usual.
 */
export function pointedAt<T>(ctx: StepContext, candidates: readonly T[], nameOf: (t: T) => string): T | null {
  if (candidates.length < 2 || !ctx.earlier || !POINTER.test(ctx.step.text)) return null;
  const said = contentStems(ctx.earlier);
  const own = ownWords(candidates.map(nameOf));
  const hits = candidates.filter((_, i) => own[i]!.length > 0 && own[i]!.every((w) => has(said, w)));
  return hits.length === 1 ? hits[0]! : null;
}
