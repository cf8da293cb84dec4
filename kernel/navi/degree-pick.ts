// "Put the streaming quality up as high as it goes", "the lowest speed": a degree said instead of
// a value. Among candidates that tie on the request's words and each say one amount in the same
// unit ("High (160 kbit/s)", "Very high (320 kbit/s)"), the one with the largest (or smallest)
// amount is meant; the person is not asked to choose between levels they already ranked.
import { findNumbers } from './numbers.ts';

// Not "top" ("top up"), "most" ("most recent"), "min" ("30 min") or "least" ("at least 20").
const MOST = /\b(?:highest|maximum|max|fastest|biggest|largest|as (?:high|much|fast|big|good|loud) as (?:it|they|you can) (?:goes|go|can go|gets|get|can))\b/i;
const LEAST = /\b(?:lowest|minimum|smallest|slowest|the least|as (?:low|little|slow|small|quiet) as (?:it|they|you can) (?:goes|go|can go|gets|get|can))\b/i;

/** Which end of a scale the request asks for, if it names one and not both, and no amount of its own. */
export function degreeOf(text: string): 'max' | 'min' | null {
  if (/\d/.test(text)) return null;
  const [most, least] = [MOST.test(text), LEAST.test(text)];
  return most === least ? null : most ? 'max' : 'min';
}

/** The one amount a label states (its digits and the unit after them), or null when it states none or several. */
function amountOf(label: string): { value: number; unit: string | null } | null {
  const found = findNumbers(label).filter((n) => /\d/.test(label.slice(n.start, n.end)));
  return found.length === 1 ? { value: found[0]!.value, unit: found[0]!.unit } : null;
}

/** The candidate at the end of the scale the request asks for, when every candidate states one amount in one unit; else null. */
export function pickByDegree<T>(candidates: readonly T[], label: (t: T) => string, request: string): T | null {
  const dir = degreeOf(request);
  if (!dir || candidates.length < 2) return null;
  const amounts = candidates.map((c) => amountOf(label(c)));
  if (amounts.some((a) => !a) || new Set(amounts.map((a) => a!.unit)).size !== 1) return null;
  const values = amounts.map((a) => a!.value);
  const end = dir === 'max' ? Math.max(...values) : Math.min(...values);
  const at = values.filter((v) => v === end).length === 1 ? values.indexOf(end) : -1;
  return at < 0 ? null : candidates[at]!;
}
