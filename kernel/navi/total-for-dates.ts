// "How much would it cost in total for our dates?": a record priced per night (or per day) is
// multiplied by the nights between the page's own two date fields (its start and end, as the
// page's fields hold them now), and the answer says the arithmetic, so the person can check it.
// A total the record's own text states beside is quoted with it.
import type { OutlineLine } from '../../faculties/sdk/outline.ts';
import { NUMBER_WORDS } from './words.ts';

/** A question asking for a whole amount over a span, not a rate. */
export const ASKS_TOTAL = /\bfor\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a)\s+(?:nights?|days?|weeks?)\b|\b(?:total|altogether|in all|overall|all in|all together)\b|\bfor (?:our|the|my|these|those|both|all) (?:dates|stay|nights|days|trip|booking)\b/i;

/** An amount charged per night or per day: "€210 / night", "$95 per day", "120 EUR a night". */
const PER_UNIT = /([$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?([€£$]|EUR|USD|GBP|CHF))\s*(?:\/|per|an?|each)\s*(night|day)\b/i;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's two date fields holding a day (its start and end), and the nights between them. */
export function datesSpan(outline: readonly OutlineLine[]): { from: OutlineLine; to: OutlineLine; nights: number } | null {
  const dates = outline.filter((l) => l.states.type === 'date' && ISO_DAY.test(l.value ?? ''));
  if (dates.length !== 2) return null;
  const [from, to] = dates as [OutlineLine, OutlineLine];
  const nights = Math.round((Date.parse(`${to.value}T12:00:00Z`) - Date.parse(`${from.value}T12:00:00Z`)) / 86_400_000);
  return nights > 0 ? { from, to, nights } : null;
}

/** An amount written like `like` ("€210" → "€420", "120 EUR" → "240 EUR"). */
function written(n: number, symbol: string, before: boolean): string {
  const v = Number.isInteger(n) ? String(n) : n.toFixed(2);
  return before ? `${symbol}${v}` : `${v} ${symbol}`;
}

/** A length the question says itself ("for three nights", "for 4 days"), in nights or days. */
export function saidLength(question: string): number | null {
  const m = /\bfor\s+(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a)\s+(nights?|days?|weeks?)\b/i.exec(question);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!.toLowerCase()] ?? (m[1]!.toLowerCase() === 'fourteen' ? 14 : null));
  if (!n) return null;
  return /^week/i.test(m[2]!) ? 7 * n : n;
}

/**
 * The total of the first line that prices per night (or day), with the arithmetic said: for the
 * length the question says, else for the page's dates; null when neither, or no line prices so.
 */
export function totalForDates(lines: readonly string[], outline: readonly OutlineLine[], question = ''): { total: string; says: string; line: string } | null {
  const said = saidLength(question);
  const dated = said ? null : datesSpan(outline);
  const span = said ? { nights: said, from: null, to: null } : dated;
  if (!span) return null;
  for (const line of lines) {
    const m = PER_UNIT.exec(line);
    if (!m) continue;
    const before = m[2] !== undefined;
    const rate = Number((m[2] ?? m[3])!.replace(/,/g, ''));
    const symbol = before ? m[1]!.replace(/[\d.,\s]/g, '') : m[4]!;
    const total = written(rate * span.nights, symbol, before);
    const unit = m[5]!.toLowerCase();
    const dates = span.from && span.to ? ` (${span.from.name || 'from'} ${span.from.value} to ${span.to.name || 'to'} ${span.to.value}, as the page's date fields hold them)` : '';
    const says = `${m[1]!.trim()} a ${unit} × ${span.nights} ${unit}${span.nights === 1 ? '' : 's'}${dates} = ${total}`;
    return { total, says, line };
  }
  return null;
}
