// Values that say which field they belong to without a label: an address with an "@" is an
// email, a run of seven or more digits a phone number, "https://…" or "www.…" a web address, and
// a name after "from" or "at" ("Ada from Northwind", "Joe at Harbour Labs") the company. A
// field's sort comes from its input type and its label's words, the plain-English names of HTML's
// autofill fields (email, phone, website, organisation). Each value goes to the one field of its
// sort; with none, or several, it stays for the other readers of the request.
import { findDates } from './dates.ts';
import { splitWords } from './words.ts';

export type FieldSort = 'email' | 'phone' | 'url' | 'organisation';

/** Label words of each sort (autofill's field names, in the words labels use). */
const SORT_WORDS: readonly [FieldSort, ReadonlySet<string>][] = [
  ['email', new Set(['email', 'mail', 'e'])],
  ['phone', new Set(['phone', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'landline'])],
  ['url', new Set(['website', 'url', 'homepage', 'web', 'link'])],
  ['organisation', new Set(['company', 'organisation', 'organization', 'employer', 'business', 'firm', 'org', 'agency', 'institution'])],
];

/** Input types that say the sort themselves. */
const SORT_TYPES: Readonly<Record<string, FieldSort>> = { email: 'email', tel: 'phone', url: 'url' };

/** What a text field takes, by its input type, else its label's words; null for anything else. */
export function fieldSort(label: string, type?: string): FieldSort | null {
  if (type && SORT_TYPES[type]) return SORT_TYPES[type]!;
  const words = splitWords(label);
  // "E-mail" splits into "e" and "mail": the lone "e" counts only beside "mail".
  const hits = SORT_WORDS.filter(([sort, set]) => words.some((w) => set.has(w) && (w !== 'e' || (sort === 'email' && words.includes('mail')))));
  return hits.length === 1 ? hits[0]![0] : null;
}

/** What a tool's parameter takes, by its name's words and its description. */
export function paramSort(key: string, prop: { description?: unknown }): FieldSort | null {
  return fieldSort(`${splitWords(key).join(' ')} ${typeof prop.description === 'string' ? prop.description : ''}`);
}

export interface ShapedValue {
  sort: FieldSort;
  value: string;
  start: number;
  end: number;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL = /\b(?:https?:\/\/|www\.)[^\s,;]+[^\s,;.!?)]/gi;
const PHONE = /(?:\+|\b)\d[\d ().-]{5,}\d\b/g;
/** "from X", "at X", "works for X": a name of capitalised words (with "&" or "and" between them). */
const ORGANISATION = /\b(?:from|at|works? (?:at|for))\s+((?:\p{Lu}[\p{L}\p{N}'.-]*)(?:\s+(?:&|and)\s+\p{Lu}[\p{L}\p{N}'.-]*|\s+\p{Lu}[\p{L}\p{N}'.-]*){0,4})/gu;

/** Kinds of number that are no phone's, said right before "number", "no." or "#" ("policy number", "order no."). */
const OTHER_NUMBERS = new Set(['security', 'social', 'account', 'order', 'invoice', 'tracking', 'reference', 'ref', 'customer', 'member', 'membership', 'policy', 'passport', 'tax', 'vat', 'card', 'serial', 'license', 'licence', 'booking', 'confirmation', 'case', 'ticket', 'claim', 'routing', 'sort', 'student', 'employee', 'registration', 'flight', 'item', 'product', 'part', 'model', 'insurance', 'id', 'pin', 'zip', 'postal']);

/**
 * The words right before digits name them as a number of another kind: "policy number: …",
 * "order no. …", "customer ID …". Only the last few words count, so "update my account with my
 * new phone …" is still a phone.
 */
function namedOtherwise(before: string): boolean {
  const clause = before.split(/[,;!?\u2014\u2013]|\.\s/).at(-1) ?? '';
  const near = clause.split(/\s+/).filter(Boolean).slice(-4).join(' ');
  for (const m of near.matchAll(/([\p{L}]+)\s+(?:number|no\.?|#)(?=\s|$|:)/giu)) if (OTHER_NUMBERS.has(m[1]!.toLowerCase())) return true;
  return /\b(?:id|iban|ssn|account|order|invoice|tracking|reference|passport|pin|zip|postcode|serial)\b[\s:#.]*(?:(?:is|was|reads)\s*)?:?\s*$/i.test(near);
}

/** The values in `text` that their shape or the word before them sorts, in order, none overlapping. */
export function shapedValues(text: string, now?: Date): ShapedValue[] {
  const out: ShapedValue[] = [];
  const free = (s: number, e: number) => !out.some((v) => s < v.end && e > v.start);
  const dates = findDates(text, now);
  const add = (sort: FieldSort, re: RegExp, group = 0, accept: (v: string, at: number) => boolean = () => true) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const value = m[group]!.replace(/[.,]+$/, '');
      const start = m.index + m[0].length - m[group]!.length;
      const end = start + value.length;
      if (free(m.index, end) && accept(value, start)) out.push({ sort, value, start: group ? m.index : start, end });
    }
  };
  add('email', EMAIL);
  add('url', URL);
  // Seven digits or more, not a date the request says ("2030-01-07"), and not digits the request
  // names as another number ("the policy number is 4471-220-93").
  add('phone', PHONE, 0, (v, at) => v.replace(/\D/g, '').length >= 7 && !dates.some((d) => at < d.end && at + v.length > d.start) && !namedOtherwise(text.slice(0, at)));
  add('organisation', ORGANISATION, 1);
  return out.sort((a, b) => a.start - b.start);
}

/** Labels that ask for a name and nothing else ("Name", "Full name", "Contact name"). */
const NAME_LABEL = /^(?:(?:full|contact(?:'s)?|your|their)\s+)?name\s*\*?$/i;

/** Whether a field's label asks only for a name. */
export const takesName = (label: string) => NAME_LABEL.test(label.trim());

/** Words capitalised for other reasons than being a name's: days, months, the speaker. */
const NOT_NAMES = /^(?:I|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** Two or three capitalised words, no digits after them ("Ruth Okoye", not "Road Trip 2025"). */
const PROPER = /(?<![\p{L}'’])\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)?){1,2}(?![\p{L}\p{N}]|\s+\p{N})/gu;

/** The proper names a request says (a person's, written as people write them), with where they stand. */
export function properNames(text: string): { value: string; start: number; end: number }[] {
  return [...text.matchAll(PROPER)]
    .filter((m) => !m[0].split(/\s+/).some((w) => NOT_NAMES.test(w)))
    .map((m) => ({ value: m[0], start: m.index!, end: m.index! + m[0].length }));
}

