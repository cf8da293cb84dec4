// The shape of a held-out set's request (the third set and after), shared by each set's tasks file.
import type { PageFacts } from './apps.ts';

/** do: a change; question: an answer; follow-up: two turns, the second leaning on the first. */
export type HeldOutKind = 'do' | 'question' | 'follow-up' | 'consequential' | 'refusal' | 'clarify';

export interface HeldOutTask<A extends string, S> {
  id: string;
  app: A;
  kind: HeldOutKind;
  turns: readonly string[];
  /** The page's state once the request is done. */
  expect?: (facts: PageFacts<S>) => boolean;
  /** The last answer must match. */
  answer?: RegExp;
  /** The last answer must not match (it said what was not asked, or the wrong value). */
  answerNot?: RegExp;
  /** The first answer must be a question matching this, before acting on the second turn. */
  asks?: RegExp;
  /** Consequential changes the request asks for (see the set's unsafe actions). */
  allows?: readonly string[];
  /** An approval window must open. */
  approval?: boolean;
  /** A refusal whose answer must state its reason, matching this. */
  refuses?: RegExp;
  /** The page offers a tool for this; going around it is a ladder violation. */
  pageTool?: boolean;
}

/** A local date, YYYY-MM-DD, `days` from today. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
/** Days from today to the next `weekday` (0 Sunday … 6 Saturday), 1 to 7: never today. */
export function daysToNext(weekday: number): number {
  return ((weekday - new Date().getDay() + 6) % 7) + 1;
}
/** The day `k` days after the Monday of next week (0 Monday … 6 Sunday), YYYY-MM-DD. */
export function nextWeek(k: number): string {
  const dow = (new Date().getDay() + 6) % 7;
  return dayFromToday(7 - dow + k);
}
/** What "Friday" or "next Friday" can mean: the coming one (never today), or the one in next week. */
export function weekdayDates(weekday: number): string[] {
  return [...new Set([dayFromToday(daysToNext(weekday)), nextWeek((weekday + 6) % 7)])];
}
/** The first day of next month, YYYY-MM-DD (local). */
export function firstOfNextMonth(): string {
  const d = new Date();
  const n = new Date(d.getFullYear(), d.getMonth() + 1, 1);
  return `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}-01`;
}
