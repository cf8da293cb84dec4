// Questions over a read tool's records that a list alone does not answer: "how much have I spent
// on parking" (the sum of the records' amount), "which orders are still missing an invoice" (a yes/no
// field said with a negation: `invoice: false`). Only general words: the amount is the records'
// one money-like number field (amount, price, cost, total, …) or their only number field.
import { splitWords } from './words.ts';

/** A question that asks for a sum: "how much", "in total", "spent". */
const SUMS = /\bhow much\b|\b(?:in )?total\b|\bsum\b|\bspent\b|\badd(?:s|ed)? up\b/i;
const MONEY_KEY = /^(?:amount|price|cost|total|sum|value|spent|fee|charge|paid|subtotal)s?$/i;
/** Words that turn a yes/no field around ("missing a receipt": receipt is false). */
export const NEGATIONS = /^(?:miss|missing|without|lack|lacks|lacking|no|not|never|none|unsent|hasn|haven|doesn|don|isn|aren|still|yet)$/i;

/** The field to add up: the one money-like number field, else the only number field. */
function amountKey(records: readonly Record<string, unknown>[]): string | null {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r).filter((k) => typeof r[k] === 'number')))];
  const money = keys.filter((k) => MONEY_KEY.test(splitWords(k).at(-1) ?? k));
  return money.length === 1 ? money[0]! : keys.length === 1 ? keys[0]! : null;
}

/** An amount as prices are written ("16.50", "94"). */
export const asAmount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** "That is 112.50 in total (94 + 18.50)" for a question that asks how much, over `records`; null otherwise. */
export function sumOf(question: string, records: readonly Record<string, unknown>[]): string | null {
  if (!SUMS.test(question) || !records.length) return null;
  const key = amountKey(records);
  if (!key) return null;
  const parts = records.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
  const total = Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100;
  return `That is ${asAmount(total)} in total${parts.length > 1 ? ` (${parts.map(asAmount).join(' + ')}, the ${key} of ${parts.length} entries)` : ''}, added up from the page's data.`;
}

/** Whether the question says `word` (a stem) after a negation ("missing a receipt", "without notes"). */
export function negatedIn(question: string, word: string): boolean {
  const words = splitWords(question.toLowerCase());
  const at = words.findIndex((w) => w.startsWith(word));
  if (at < 0) return false;
  return words.slice(Math.max(0, at - 3), at).some((w) => NEGATIONS.test(w) && !/^(?:still|yet)$/.test(w));
}
