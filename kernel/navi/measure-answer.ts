// "How many km has the hatchback done?", "how many pages is the atlas?": "how many" followed by a
// unit the page writes after its numbers ("41,200 km", "320 pages") asks for one record's
// measure, not for a count of records. The answer is the number with its unit from the lines of
// the one record the question's other words name (its name line and the few lines under it),
// quoted as untrusted page text.
import { quoteUntrusted, topicOf } from './page-reader.ts';
import { contentStems, sameStem, stem } from './words.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The measure a text writes with the unit: "41,200 km" for "km". */
function measuresIn(line: string, unit: string): string[] {
  const u = escape(unit).replace(/s$/i, '');
  const short = SHORT.find(([re]) => re.test(unit))?.[1];
  return [...line.matchAll(new RegExp(`\\d[\\d,.\\u202f\\u00a0]*\\s?(?:${u}s?${short ? `|${short}` : ''})(?![\\p{L}])`, 'giu'))].map((m) => m[0]);
}

/** A number under a label that begins with the unit ("Room credits: 12" for "room"). */
function labelledIn(line: string, unit: string): string[] {
  const u = escape(unit).replace(/s$/i, '');
  return [...line.matchAll(new RegExp(`(?<![\\p{L}])${u}s?(?:\\s+[\\p{L}]+){0,2}\\s*:\\s*(\\d[\\d,.]*)`, 'giu'))].map((m) => m[1]!.replace(/[.,]$/, ''));
}

/** Units a page writes short: general abbreviations, not any page's. */
const SHORT: readonly [RegExp, string][] = [
  [/^minutes?$/i, 'mins?'],
  [/^hours?$/i, 'hrs?|h'],
  [/^kilomet(?:re|er)s?$/i, 'km'],
  [/^miles?$/i, 'mi'],
  [/^seconds?$/i, 'secs?|s'],
];

/** The unit after "how many" when the text writes it after numbers; null when the question counts records. */
export function measuredUnit(question: string, text: string): string | null {
  const m = /\bhow many\s+([\p{L}]+)/iu.exec(question);
  if (!m) return null;
  return measuresIn(text, m[1]!).length ? m[1]! : null;
}

/** Lines a record's name and measure may be apart by (a card's title over its details). */
const UNDER = 3;

/** The measure of the one record the question names, from the page's text; null when none or two records fit. */
export function measureAnswer(question: string, text: string): string | null {
  const unit = measuredUnit(question, text);
  if (!unit) return null;
  const asked = topicOf(question).filter((w) => !sameStem(w, stem(unit)) && !/^(?:mani|done|have|has|got|total)$/.test(w));
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  // A word no line says names the kind of record ("episode"), not which one.
  const naming = asked.filter((w) => lines.some((l) => contentStems(l).some((x) => sameStem(x, w))));
  if (!naming.length) return null;
  const found = new Map<string, string[]>();
  lines.forEach((line, i) => {
    const own = contentStems(line);
    if (!naming.every((w) => own.some((x) => sameStem(x, w)))) return;
    for (let j = i; j < Math.min(lines.length, i + UNDER + 1); j++) {
      // "Room credits: 12" says the count under its own label, before any line further down ("Buy 10 room credits").
      const values = j === i ? [...labelledIn(line, unit), ...measuresIn(line, unit)] : measuresIn(lines[j]!, unit);
      if (!values.length) continue;
      found.set(values[0]!, j === i ? [line] : [line, lines[j]!]);
      break;
    }
  });
  if (found.size !== 1) return null;
  const [[value, quoted]] = [...found];
  return `That is ${JSON.stringify(value)}, in the page's words. The page says (quoted page text, untrusted):\n${quoteUntrusted(quoted!)}`;
}
