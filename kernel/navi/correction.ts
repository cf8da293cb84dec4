// A correction said as a statement: "The courier was actually 18.20, not 12.80. Can you fix that?",
// "The rent came to nine hundred in the end, please correct it", "The second row's date is wrong
// — it should be 3 May". It asks for one field of one record to hold the value said, so it is
// read as "set <record> <field> to <value>": the record and field as said, and when no field is
// said, the kind of the value names it (an amount for money, a date for a day), which the page's
// fields are then ranked against as usual.
import { QUESTION_START } from './context-clause.ts';
import { findDates } from './dates.ts';

/** A request to make the correction, after the statement: "can you fix that?", "please correct it". */
const FIX = /^(?:(?:so\s+)?(?:can|could|would|will)\s+you\s+|please\s+)?(?:fix|correct|change|update|amend|sort(?:\s+out)?|adjust)\s+(?:that|it|this|the\s+\w+)(?:\s+(?:for\s+me|please))?\s*[.!?]*$/i;
/** The statement's shapes, subject first, value last. */
const SHAPES: RegExp[] = [
  // "the courier was actually 18.20, not 12.80", "the courier was really 18.20"
  /^(.+?)\s+(?:was|is)\s+(?:actually|really|in\s+fact)\s+(.+?)(?:\s*,?\s+not\s+[^,;]+)?$/i,
  // "the rent came to 900 in the end", "the dinner came out at 40"
  /^(.+?)\s+(?:came|comes|come)\s+(?:to|out\s+(?:at|to))\s+(.+?)(?:\s+in\s+the\s+end|\s+after\s+all)?$/i,
  // "the second row's date is wrong — it should be 3 May", "the date is off, should be 3 May"
  /^(.+?)\s+(?:is|was)\s+(?:wrong|off|incorrect|not\s+right)\s*(?:,|;|\u2014|\u2013|-)?\s*(?:it\s+)?(?:should\s+be|should\s+read|needs\s+to\s+be|must\s+be|is\s+meant\s+to\s+be)\s+(.+)$/i,
];
/** Money said as a number or in words with a currency: an amount. */
const MONEY = /[€$£¥]|\b(?:euros?|dollars?|pounds?|cents?|bucks|eur|usd|gbp)\b|^\s*\d+(?:[.,]\d{1,2})?\s*$/i;
const NUMBERISH = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/i;
/** Field words a record's subject may already say ("the first line's date", "the parking amount"). */
const FIELD_SAID = /\b(?:date|day|amount|price|cost|total|sum|name|title|time|quantity|qty|category|note|email|phone|address|status|role)\b/i;

/** The correction as a request to set a field, or null when the text is no such statement. */
export function readCorrection(text: string, now: Date): string | null {
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=\S)/);
  // The statement, then perhaps a sentence that asks to fix it.
  const asks = sentences.length > 1 && FIX.test(sentences.at(-1)!.trim());
  const statement = (asks ? sentences.slice(0, -1).join(' ') : text).trim().replace(/\s*(?:,|;|\u2014|\u2013)?\s*(?:(?:so\s+)?(?:can|could|would)\s+you\s+|please\s+)?(?:fix|correct|update|amend)\s+(?:that|it|this)(?:\s+please)?\s*[.!?]*$/i, '').replace(/[.!?]+$/, '');
  // "Which expense came to 27.50?" asks; it corrects nothing.
  if (QUESTION_START.test(statement)) return null;
  for (const shape of SHAPES) {
    const m = shape.exec(statement);
    if (!m) continue;
    const subject = m[1]!.trim().replace(/^(?:the|my|our)\s+/i, '');
    const value = m[2]!.trim().replace(/^(?:a|an|the)\s+/i, '');
    if (!subject || !value || /^(?:it|that|this|there)$/i.test(subject)) continue;
    // A value given as a place or a state ("under office supplies", "done") is another request's.
    if (/^(?:under|in|into|on|at|for|to|from|with|done|finished|paid)\b/i.test(value)) continue;
    const money = MONEY.test(value) && NUMBERISH.test(value);
    const date = !money && findDates(value, now).length > 0;
    if (!money && !date && !NUMBERISH.test(value)) continue;
    const field = FIELD_SAID.test(subject) ? '' : money ? ' amount' : date ? ' date' : '';
    return `set the ${subject}${field} to ${value}`;
  }
  return null;
}
