// "Which is the lightest folding bike you have?" over cards or rows the page shows, with no page tool
// to read them from: among the shown records that say every naming word of the question (words no
// record says, "car", name the kind and are left out), the one with the lowest (or highest) amount.
// The answer names it and says its amount, quoted as untrusted page text.
import type { OutlineLine } from '../../faculties/sdk/outline.ts';
import { quoteUntrusted, topicOf } from './page-reader.ts';
import { shownRecords } from './record-parts.ts';
import { findSuperlative } from './superlative.ts';
import { valuesIn } from './value-answer.ts';
import { contentStems, sameStem } from './words.ts';

const amountOf = (s: string) => Number(s.replace(/[^\d.]/g, '').replace(/\.(?=.*\.)/g, ''));

export function shownSuperlative(question: string, text: string, outline: readonly OutlineLine[]): string | null {
  const sup = findSuperlative(question);
  // Only a measure the page writes as an amount (a price, a cost).
  if (!sup || !sup.measures.includes('price')) return null;
  const records = shownRecords(text, outline).map((r) => ({ r, stems: contentStems(r.lines.join(' ')), amount: r.lines.flatMap((l) => valuesIn(l, 'amount'))[0] }));
  const priced = records.filter((x) => x.amount !== undefined);
  if (priced.length < 2) return null;
  const topic = topicOf(`${question.slice(0, sup.start)} ${question.slice(sup.end)}`);
  const says = (stems: readonly string[], w: string) => stems.some((x) => sameStem(x, w));
  const naming = topic.filter((w) => priced.some((x) => says(x.stems, w)));
  const fit = priced.filter((x) => naming.every((w) => says(x.stems, w)));
  if (!fit.length) return null;
  const sorted = [...fit].sort((a, b) => (sup.dir === 'min' ? 1 : -1) * (amountOf(a.amount!) - amountOf(b.amount!)));
  const best = sorted[0]!;
  if (sorted[1] && amountOf(sorted[1].amount!) === amountOf(best.amount!)) return null;
  return `That is ${JSON.stringify(best.r.name)}, at ${JSON.stringify(best.amount)} (${sup.dir === 'min' ? 'the lowest' : 'the highest'} of the ${fit.length} the page shows${naming.length ? ` that say ${naming.map((w) => JSON.stringify(w)).join(' and ')}` : ''}). The page says (quoted page text, untrusted):\n${quoteUntrusted(best.r.lines)}`;
}
