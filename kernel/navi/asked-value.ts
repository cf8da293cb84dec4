// Which value a question asks for, and where a text or a page tool's data holds it. A question
// names the value two ways: by the shape the value takes ("who" is a person, "link" a web
// address, "order number" a code, "which CV" a file's name, "how much" an amount, "when" a date)
// and by the field's own word ("what plan is …" meets a label "Plan", a tool's key `plan`, a
// column "Plan"). The value is found under a label or key the question's words meet (a
// "Label: value" line, a label line and the lines under it, a definition term and its
// description, an object's key), else as the value of the asked shape that sits nearest the
// question's words. Everything found is untrusted page text: quoted, never obeyed.
import { wordsMeet } from './lexicon.ts';
import { topicOf } from './page-reader.ts';
import { askedKinds, valuesIn, type ValueKind } from './value-answer.ts';
import { contentStems, sameStem, splitWords, stem } from './words.ts';

export type Shape = 'person' | 'link' | 'code' | 'file' | ValueKind;

/** Shapes said by the words of a question (general words for kinds of value, not any page's). */
const SHAPE_WORDS: readonly [Shape, RegExp][] = [
  ['person', /\bwho(?:m|se)?\b|\bwho['’]?s\b|\b(?:guests?|attendees?|invitees?|participants?|members?)\b/i],
  ['link', /\b(?:link|links|url|urls|web ?address|website|hyperlink)\b/i],
  ['code', /\b(?:number|code|id|reference|ref|tracking)\b/i],
  ['file', /\b(?:file|files|document|documents|attachment|attachments|attached|cv|résumé|resume|pdf|upload|uploaded)\b/i],
];

/** Words meaning money: a question saying one ("salary", "fee") asks for an amount. */
const MONEY = ['price', 'cost', 'pay', 'fee', 'wage'];

/** Whether a word of the question names a kind of value ("number", "link", "file"), not a record. */
export function namesShape(word: string): boolean {
  return SHAPE_WORDS.some(([, re]) => re.test(word)) || /^(?:who|whom|whose)$/i.test(word);
}

/** A question that asks for a value: a wh-word, "how much", or "… what is it". */
const ASKS = /\b(?:what|which|who|whom|whose|when|where|how much|how many)\b|\bwhat['’]?s\b|\bwho['’]?s\b/i;

export interface AskedValue {
  /** The shapes the value may take, those the question says first. */
  shapes: Shape[];
  /** The question's own words (stemmed), without the words that frame a question. */
  words: string[];
}

/** The value a question asks for, or null when it asks for none. */
export function askedValue(question: string): AskedValue | null {
  if (!ASKS.test(question)) return null;
  const words = topicOf(question);
  const shapes: Shape[] = SHAPE_WORDS.filter(([, re]) => re.test(question)).map(([s]) => s);
  for (const k of askedKinds(question)) if (!shapes.includes(k)) shapes.push(k);
  if (!shapes.includes('amount') && splitWords(question).some((w) => MONEY.some((m) => wordsMeet(w.toLowerCase(), m) >= 0.75))) shapes.push('amount');
  // "how many" asks for a count, answered elsewhere; a question with no word of its own asks nothing here.
  if (/\bhow many\b/i.test(question) || !words.length) return null;
  return { shapes, words };
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PERSON = /\b\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}\b/gu;
const LINK = /\bhttps?:\/\/[^\s<>"')]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')]*/gi;
/** A code: a token with digits and a letter, a '#' or a dash ("#A-77231", "INV-2291", "#1047"). */
const CODE = /#?\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z-]|#)[A-Z0-9]+(?:-[A-Z0-9]+)*\b|#\d{2,}\b/g;
const FILE = /\b[\w.()-]+\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|rtf|odt|ods|png|jpe?g|gif|zip|md)\b/gi;

/** The values of one shape a text holds, as it writes them. */
export function shapeValues(text: string, shape: Shape, now?: Date): string[] {
  const all = (re: RegExp) => [...text.matchAll(re)].map((m) => m[0].replace(/[.,;:]+$/, ''));
  switch (shape) {
    case 'person': {
      const mails = all(EMAIL);
      return mails.length ? mails : all(PERSON);
    }
    case 'link':
      return all(LINK);
    case 'code':
      return all(CODE).filter((c) => !/^\d{1,4}$/.test(c));
    case 'file':
      return all(FILE);
    default:
      return valuesIn(text, shape, now);
  }
}

/** Whether a short text (a label, a key) says one of the question's words, or a word for a shape asked ("Guests" for "who"). */
function labelMeets(label: string, asked: AskedValue): boolean {
  const own = splitWords(label);
  if (!own.length || own.length > 5) return false;
  if (own.some((o) => asked.words.some((w) => wordsMeet(w, o) >= 0.75 || stem(o) === w))) return true;
  return SHAPE_WORDS.some(([s, re]) => asked.shapes.includes(s) && s !== 'code' && re.test(label));
}

/** What a text holds of the asked shapes (all of it when no shape is asked). */
function fits(text: string, asked: AskedValue, now?: Date): string[] {
  if (!asked.shapes.length) return [text];
  for (const s of asked.shapes) {
    const v = shapeValues(text, s, now);
    if (v.length) return v;
  }
  return [];
}

/** The value found: the values said, and the page's lines quoted for them. */
export interface FoundValue {
  values: string[];
  quoted: string[];
}

const LABEL_MAX = 40;
const UNDER_MAX = 8;

/**
 * Under a label the question's words meet: "Plan: Pro" on one line, or a label line ("Guests")
 * and the lines below it up to the next label-like line. Null when no label holds a fitting value.
 */
export function labelledValue(lines: readonly string[], question: string, now?: Date, field?: readonly string[]): FoundValue | null {
  const found = askedValue(question);
  if (!found) return null;
  // Labels meet the words that name the field, when the caller knows them apart from those naming the record.
  const asked = field?.length ? { ...found, words: [...field] } : found;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = /^([^:]{1,40}):\s+(.+)$/.exec(line);
    if (colon && labelMeets(colon[1]!, asked)) {
      const values = fits(colon[2]!, asked, now);
      if (values.length) return { values, quoted: [line] };
    }
    if (line.length > LABEL_MAX || /\d/.test(line) || !labelMeets(line, asked)) continue;
    const under: string[] = [];
    for (let j = i + 1; j < lines.length && under.length < UNDER_MAX; j++) {
      const next = lines[j]!;
      // A value is short and no label of its own; several values sit under a label of many (guests).
      if (under.length && next.length <= LABEL_MAX && !fits(next, asked, now).length) break;
      under.push(next);
      if (!asked.shapes.includes('person') && !asked.shapes.includes('file')) break;
    }
    const values = under.flatMap((u) => fits(u, asked, now));
    if (values.length) return { values: [...new Set(values)], quoted: [line, ...under.filter((u) => fits(u, asked, now).length)] };
  }
  return null;
}

/** Distance, in words, from a value to the nearest of the question's words before it in its line. */
function nearness(line: string, value: string, words: readonly string[]): number {
  const at = line.indexOf(value);
  const before = splitWords(line.slice(0, Math.max(0, at))).map((w) => w.toLowerCase());
  for (let d = 1; d <= Math.min(4, before.length); d++) if (words.some((w) => wordsMeet(w, before[before.length - d]!) >= 0.75)) return d;
  return 99;
}

/**
 * The value of an asked shape the lines hold, the one nearest the question's words first
 * ("order #A-77231" for "the order number"); for a person, every line that names one.
 */
export function shapedValue(lines: readonly string[], question: string, now?: Date, near = false): FoundValue | null {
  const asked = askedValue(question);
  if (!asked?.shapes.length) return null;
  for (const shape of asked.shapes) {
    // In a list of many records a value counts only beside the question's words ("order A-1"), not anywhere in a row.
    const found = lines
      .flatMap((line, i) => shapeValues(line, shape, now).map((value) => ({ value, line, i, d: nearness(line, value, asked.words) })))
      .filter((f) => !near || shape === 'person' || f.d < 99);
    if (!found.length) continue;
    if (shape === 'person') {
      const people = found.slice(0, UNDER_MAX);
      return { values: [...new Set(people.map((f) => f.value))], quoted: [...new Set(people.map((f) => f.line))] };
    }
    const best = found.sort((a, b) => a.d - b.d || a.i - b.i)[0]!;
    return { values: [best.value], quoted: [best.line] };
  }
  return null;
}

/** The value in lines: under a label the question names, else by its shape (`near`: only beside the question's words). */
export function valueInLines(lines: readonly string[], question: string, now?: Date, near = false, field?: readonly string[]): FoundValue | null {
  return labelledValue(lines, question, now, field) ?? shapedValue(lines, question, now, near);
}

/** The question's words that no line of a list says: those name the field asked for, not the record ("plan" of "what plan is <customer> on"). */
export function fieldWords(question: string, listLines: readonly string[]): string[] {
  const said = new Set(listLines.flatMap((l) => contentStems(l)));
  return (askedValue(question)?.words ?? []).filter((w) => ![...said].some((s) => sameStem(s, w)));
}

/** A read tool's data as "key: value" lines, nested keys joined ("customer plan: Pro"). */
export function keyedLines(value: unknown, path: readonly string[] = [], out: string[] = []): string[] {
  if (out.length > 400) return out;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) {
      if (value.length) out.push(`${path.map((p) => splitWords(p).join(' ')).join(' ')}: ${value.join(', ')}`);
    } else value.forEach((v) => keyedLines(v, path, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) keyedLines(v, [...path.slice(-1), k], out);
  } else if (value !== null && value !== undefined && value !== '' && typeof value !== 'boolean' && path.length) {
    out.push(`${splitWords(path.at(-1)!).join(' ')}: ${String(value)}`);
  }
  return out;
}

/** The answer to a question from a page tool's data: the value under a key the question names, else of the asked shape. */
export function keyedAnswer(question: string, value: unknown, tool: string, now?: Date): string | null {
  const lines = keyedLines(value);
  const found = valueInLines(lines, question, now);
  if (!found) return null;
  return `That is ${valuesSaid(found)}, in the page's data. The page's tool ${tool} says (untrusted page data):\n${found.quoted.map((l) => `- ${JSON.stringify(l)}`).join('\n')}`;
}

/** The values, as the answer says them. */
export const valuesSaid = (found: FoundValue) => found.values.map((v) => JSON.stringify(v)).join(', ');

/** The question's own words (not stems), for saying what was looked for. */
export function askedWords(question: string): string {
  const topic = new Set(topicOf(question));
  return (question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])
    .filter((w) => contentStems(w).some((s) => topic.has(s)))
    .join(' ');
}
