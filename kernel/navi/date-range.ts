// A date range said as a start and a length ("this Friday for two nights", "from tomorrow for a
// week", "pick-up Monday for three days"): which of a tool's date parameters start and end a
// range, by their names and descriptions, and the length the request gives.
import { NUMBER_WORDS, splitWords } from './words.ts';

/** Words that make a date parameter the start of a range, and the end of one. */
const START = new Set(['start', 'from', 'in', 'arrival', 'arrive', 'pick', 'pickup', 'begin', 'begins', 'checkin', 'since', 'first', 'outbound']);
const END = new Set(['end', 'until', 'to', 'out', 'checkout', 'return', 'back', 'drop', 'dropoff', 'last', 'leave', 'till', 'ends', 'finish']);
const DAYS: Record<string, number> = { night: 1, day: 1, week: 7, fortnight: 14 };

export interface DateRange {
  start: string;
  end: string;
}

/** The start and end parameters among a tool's date parameters (words of name, then description), or null. */
export function dateRangeParams(params: readonly { key: string; description: string }[]): DateRange | null {
  const words = (p: { key: string; description: string }) => splitWords(p.key);
  const desc = (p: { key: string; description: string }) => splitWords(p.description);
  const find = (set: ReadonlySet<string>, other?: string) =>
    params.find((p) => p.key !== other && words(p).some((w) => set.has(w)))?.key ?? params.find((p) => p.key !== other && desc(p).some((w) => set.has(w)))?.key;
  // "arrival" and "departure" pair as start and end; a lone "departure" is a trip's start.
  const arrival = params.find((p) => [...words(p), ...desc(p)].includes('arrival'))?.key;
  const departure = params.find((p) => [...words(p), ...desc(p)].some((w) => w === 'departure' || w === 'depart'))?.key;
  if (arrival && departure && arrival !== departure) return { start: arrival, end: departure };
  const end = find(END);
  const start = end ? find(START, end) : undefined;
  return start && end ? { start, end } : null;
}

/** "for two nights", "for a week", "for 3 days": the length in days, with where it was said. */
export function findLength(text: string): { days: number; start: number; end: number } | null {
  const m = /\bfor\s+(?:(\d{1,3}|[a-z]+)\s+)?(nights?|days?|weeks?|fortnight)\b/i.exec(text);
  if (!m) return null;
  const count = m[1] === undefined ? 1 : /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
  if (count === undefined) return null;
  const unit = m[2]!.toLowerCase().replace(/s$/, '');
  return { days: count * DAYS[unit]!, start: m.index, end: m.index + m[0].length };
}

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d + days));
  return t.toISOString().slice(0, 10);
}
