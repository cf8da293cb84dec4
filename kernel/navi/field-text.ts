// What is typed into a field that takes one kind of value: a date field takes YYYY-MM-DD, a number
// field a number. "9 November" into a date field that holds 2026-11-10 is 2026-11-09 (the year
// nearest what it holds: a record's date is corrected, not moved a year on); "three hundred and
// seventy-nine euros" or "€27.50" into an amount is 379 or 27.50; "eleven euros forty" is 11.40.
// Anything else is typed as said.
import { findDates } from './dates.ts';
import { findNumbers } from './numbers.ts';
import type { Control } from './target-resolver.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^(?:euro|dollar|pound|buck|eur|usd|gbp|quid)s?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The text for `control`, given what the request says its value is. */
export function textForField(control: Control, said: string, now = new Date()): string {
  const { role, states, value } = control.line;
  const text = said.trim();
  if (states.type === 'date' && !ISO.test(text)) return dateFor(text, typeof value === 'string' && ISO.test(value) ? value : null, now) ?? said;
  const numeric = role === 'spinbutton' || states.type === 'number';
  if (numeric && !/^-?\d+(?:\.\d+)?$/.test(text)) return numberFor(text) ?? said;
  return said;
}

function dateFor(text: string, held: string | null, now: Date): string | null {
  const found = findDates(text, now)[0];
  if (!found || text.slice(0, found.start).trim() || text.slice(found.end).trim()) return null;
  const [y, m, day] = found.value.split('-').map(Number) as [number, number, number];
  const d = new Date(y, m - 1, day, 12);
  // Said without a year: the year that puts it nearest the date the field holds (else today).
  const anchor = held ? new Date(`${held}T12:00:00`) : now;
  const saysYear = /\b\d{4}\b/.test(text);
  let best = d;
  if (!saysYear) {
    const options = [-1, 0, 1].map((k) => new Date(anchor.getFullYear() + k, d.getMonth(), d.getDate(), 12));
    best = options.reduce((a, b) => (Math.abs(b.getTime() - anchor.getTime()) < Math.abs(a.getTime() - anchor.getTime()) ? b : a));
  }
  return `${best.getFullYear()}-${pad(best.getMonth() + 1)}-${pad(best.getDate())}`;
}

function numberFor(text: string): string | null {
  // "18,500" and "18 500" are eighteen thousand five hundred; "27,50" is 27.50.
  const plain = text.replace(/[€$£¥]/g, ' ').replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, '$1').replace(/(\d),(\d{2})\b/g, '$1.$2');
  const nums = findNumbers(plain);
  if (!nums.length || nums.length > 2) return null;
  let n = nums[0]!.value;
  // "eleven euros forty": the number after the currency word is its cents.
  if (nums.length === 2) {
    if (!(nums[0]!.unit && CURRENCY.test(nums[0]!.unit) && nums[1]!.value < 100)) return null;
    n += nums[1]!.value / 100;
  }
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
