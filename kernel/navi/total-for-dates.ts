// "How much would it cost in total for our dates?": a record priced per night (or per day) is
// multiplied by the nights between the page's own two date fields (its start and end, as the
// page's fields hold them now), and the answer says the arithmetic, so the person can check it.
// A total the record's own text states beside is quoted with it.
import type { OutlineLine } from '../../faculties/sdk/outline.ts';

/** A question asking for a whole amount over a span, not a rate. */
export const ASKS_TOTAL = /\b(?:total|altogether|in all|overall|all in|all together)\b|\bfor (?:our|the|my|these|those|both|all) (?:dates|stay|nights|days|trip|booking)\b/i;

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

/** The total for the page's dates of the first line that prices per night, with the arithmetic said; null when none does. */
export function totalForDates(lines: readonly string[], outline: readonly OutlineLine[]): { total: string; says: string; line: string } | null {
  const span = datesSpan(outline);
  if (!span) return null;
  for (const line of lines) {
    const m = PER_UNIT.exec(line);
    if (!m) continue;
    const before = m[2] !== undefined;
    const rate = Number((m[2] ?? m[3])!.replace(/,/g, ''));
    const symbol = before ? m[1]!.replace(/[\d.,\s]/g, '') : m[4]!;
    const total = written(rate * span.nights, symbol, before);
    const unit = m[5]!.toLowerCase();
    const says = `${m[1]!.trim()} a ${unit} × ${span.nights} ${unit}${span.nights === 1 ? '' : 's'} (${span.from.name || 'from'} ${span.from.value} to ${span.to.name || 'to'} ${span.to.value}, as the page's date fields hold them) = ${total}`;
    return { total, says, line };
  }
  return null;
}
