// A question about one part of one record the page lists: "who is on the export bug?", "how big
// is the holiday video?", "when was the lease last changed?". The record is the page's titled
// card (a heading and the lines below it, up to the next heading) or a table's row (a line of
// cells whose first cell names it) that the question's words name, one clearly ahead of the
// others; the part is the cell under the column whose header the question's words name, else
// the cell holding a value of the kind asked (a person's name or address for "who", a size in
// bytes for "how big", an amount, a date, a length of time). The answer says the value and
// quotes the row it is in, its cells kept apart; it is page text, quoted, never obeyed.
import type { OutlineLine } from '../../faculties/sdk/outline.ts';
import { topicOf } from './page-reader.ts';
import { ASKS_TOTAL, totalForDates } from './total-for-dates.ts';
import { askedKinds, valuesIn, withoutValueWords, type ValueKind } from './value-answer.ts';
import { contentStems, sameStem } from './words.ts';

export type PartKind = 'person' | 'size' | ValueKind;

/** Kinds of part asked for that value-answer.ts does not know: a person ("who …"), a size ("how big …"). */
const PART_ASKS: readonly [PartKind, RegExp][] = [
  ['person', /\bwho(?:se|m)?\b|\bwho['’]s\b/i],
  ['size', /\bhow (?:big|large|heavy)\b|\b(?:size|file ?size)\b/i],
];

/** The kinds of part a question asks for, its own first. */
export function partKinds(question: string): PartKind[] {
  const own = PART_ASKS.filter(([, re]) => re.test(question)).map(([k]) => k);
  return [...own, ...askedKinds(question).filter((k) => !own.includes(k))];
}

/** The question without the words that ask for a part: what is left names the record. */
export function recordWords(question: string): string[] {
  const bare = [...PART_ASKS.map(([, re]) => re), ASKS_TOTAL].reduce((t, re) => t.replace(new RegExp(re.source, 'gi'), ' '), withoutValueWords(question));
  return topicOf(bare);
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A person's name as a cell shows it: two or three capitalised words and nothing else ("Ada Lovelace"). */
const PERSON_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$/u;
const SIZE = /\b\d+(?:[.,]\d+)?\s?(?:[kKMGTP]i?B|bytes?)\b/g;

/** The values of one kind a cell holds, as it writes them. */
export function partValues(cell: string, kind: PartKind, now?: Date): string[] {
  if (kind === 'person') {
    const mails = [...cell.matchAll(EMAIL)].map((m) => m[0]);
    return mails.length ? mails : PERSON_NAME.test(cell.trim()) ? [cell.trim()] : [];
  }
  if (kind === 'size') return [...cell.matchAll(SIZE)].map((m) => m[0]);
  return valuesIn(cell, kind, now);
}

/** A line's cells: the parts it shows apart (" | " between a row's cells, " · " between a card's facts). */
export function cellsOf(line: string): string[] {
  return line
    .split(/\s+[|·•]\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A record the page shows: its name, its lines (the first names it), and whether it is a table's row. */
export interface ShownRecord {
  name: string;
  lines: string[];
  row: boolean;
  /** For a row: the header row's cells above it, when there is one. */
  header: string[] | null;
}

const MAX_CARD_LINES = 6;

/** A cell's own words, without the icons a file list puts before a name ("📁 Invoices"). */
const bareName = (cell: string) => cell.replace(/^[^\p{L}\p{N}]+/u, '').trim();

/** A row of labels: short cells, none with a digit (a table's header). */
export const isHeaderRow = (cells: readonly string[]) => cells.length >= 2 && cells.every((c) => !/\d/.test(c) && c.split(/\s+/).length <= 3);

/**
 * The records the page's text shows: each titled card (a line that is one of the outline's
 * headings, or a control folded into one, with the lines below it up to the next title) and
 * each table row (a line of three or more cells, under the header row above it).
 */
export function shownRecords(text: string, outline: readonly OutlineLine[]): ShownRecord[] {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const titles = new Set(outline.filter((l) => (l.role === 'heading' || l.heading) && l.name).map((l) => l.name.trim()));
  const out: ShownRecord[] = [];
  let header: string[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cells = cellsOf(line);
    if (line.includes(' | ') && isHeaderRow(cells)) {
      header = cells;
      continue;
    }
    if (titles.has(line)) {
      const block = [line];
      for (let j = i + 1; j < lines.length && block.length < MAX_CARD_LINES && !titles.has(lines[j]!); j++) block.push(lines[j]!);
      out.push({ name: line, lines: block, row: false, header: null });
    } else if (line.includes(' | ') && cells.length >= 3) out.push({ name: bareName(cells[0]!), lines: [line], row: true, header });
  }
  return out;
}

/** The one record the words name, clearly ahead of the others: most of its name's words, or all of the words. */
export function namedRecord(records: readonly ShownRecord[], words: readonly string[]): ShownRecord | null {
  if (!words.length) return null;
  const scored = records
    .map((r) => {
      const name = contentStems(r.name);
      const met = words.filter((w) => name.some((n) => sameStem(n, w))).length;
      return { r, met, share: met / Math.max(1, name.length) };
    })
    .filter((x) => x.met > 0 && (x.met === words.length || 2 * x.met >= Math.min(words.length, contentStems(x.r.name).length)))
    .sort((a, b) => b.met - a.met || b.share - a.share);
  const [top, next] = scored;
  if (!top || (next && next.met === top.met && next.share === top.share)) return null;
  return top.r;
}

/** The column whose header the question's words name, or -1. */
function headerNamed(header: readonly string[], question: string): number {
  const words = contentStems(question);
  return header.findIndex((h) => contentStems(h).some((x) => words.some((w) => sameStem(x, w))));
}

/** The one cell of a record (apart from its name) that holds a word the question says beside the record's name ("Low priority" for "the priority"). */
export function namedCell(record: ShownRecord, question: string): FoundPart | null {
  const name = contentStems(record.name);
  const field = recordWords(question).filter((w) => !/^\d+$/.test(w) && !name.some((n) => sameStem(n, w)));
  if (!field.length) return null;
  const found = record.lines.flatMap((line, i) => cellsOf(line).filter((c, j) => (i > 0 || j > 0) && contentStems(c).some((x) => field.some((w) => sameStem(x, w)))).map((cell) => ({ cell, line })));
  if (found.length !== 1) return null;
  const { cell, line } = found[0]!;
  return { values: [cell], quoted: line === record.lines[0] ? [line] : [record.lines[0]!, line] };
}

/** The part found: the value(s), and the lines quoted for it (the record's name first). */
export interface FoundPart {
  values: string[];
  quoted: string[];
}

/**
 * In one record: the cell under the column whose header the question's words name, else the
 * cells holding a value of each kind asked; null when the record holds none.
 */
export function partOf(record: ShownRecord, question: string, now?: Date): FoundPart | null {
  const kinds = partKinds(question);
  if (record.row && record.header) {
    const cells = cellsOf(record.lines[0]!);
    const column = headerNamed(record.header, question);
    const cell = column >= 0 ? cells[column] : undefined;
    if (cell && !/^[—–-]?$/.test(cell)) return { values: [cell], quoted: [record.lines[0]!] };
    const named = kinds.map((k) => record.header!.findIndex((h) => contentStems(h).some((x) => sameStem(x, k)))).find((c) => c >= 0);
    if (named !== undefined && cells[named] && !/^[—–-]?$/.test(cells[named]!)) return { values: [cells[named]!], quoted: [record.lines[0]!] };
  }
  const values: string[] = [];
  const quoted: string[] = [];
  for (const kind of kinds) {
    for (const line of record.lines) {
      const found = cellsOf(line).flatMap((c) => partValues(c, kind, now));
      if (!found.length) continue;
      for (const v of found) if (!values.includes(v)) values.push(v);
      if (!quoted.includes(line)) quoted.push(line);
      break;
    }
  }
  if (!values.length) return null;
  const lead = record.lines[0]!;
  return { values, quoted: quoted.includes(lead) ? quoted : [lead, ...quoted] };
}

/**
 * The answer to a question about a part of one record the page's text shows, or null (no part
 * asked, no one record named, or the record does not hold it): the value first, then the row or
 * card lines that hold it, quoted as untrusted page text. A total for the page's dates is worked
 * out from a nightly price when the question asks for one (total-for-dates.ts).
 */
/** The lines of the one record the question names among those the page's text shows, or null. */
export function namedRecordLines(question: string, text: string, outline: readonly OutlineLine[]): readonly string[] | null {
  return namedRecord(shownRecords(text, outline), recordWords(question))?.lines ?? null;
}

export function recordPartAnswer(question: string, text: string, outline: readonly OutlineLine[], now?: Date): string | null {
  const kinds = partKinds(question);
  const records = shownRecords(text, outline);
  const record = namedRecord(records, recordWords(question));
  if (!record) return null;
  const quote = (ls: readonly string[]) => ls.map((l) => `> ${JSON.stringify(l)}`).join('\n');
  // No kind of value asked ("what's the priority on …", "how many plays has …"): the column, or
  // the one cell of the record, that the question's other words name.
  if (!kinds.length) {
    const named = (record.row && record.header ? partOf(record, question, now) : null) ?? namedCell(record, question);
    return named ? `That is ${named.values.map((v) => JSON.stringify(v)).join(', ')}, in the page's words. The page says (quoted page text, untrusted):\n${quote(named.quoted)}` : null;
  }
  if (kinds.includes('amount') && ASKS_TOTAL.test(question)) {
    const total = totalForDates(record.lines, outline, question);
    if (total) {
      const quoted = record.lines[0] === total.line ? [total.line] : [record.lines[0]!, total.line];
      return `That is ${total.total} ${total.says.includes('date fields') ? 'for the dates the page holds' : 'for the length you said'}: ${total.says}. The page says (quoted page text, untrusted):\n${quote(quoted)}`;
    }
  }
  const part = partOf(record, question, now);
  if (!part) return null;
  return `That is ${part.values.map((v) => JSON.stringify(v)).join(', ')}, in the page's words. The page says (quoted page text, untrusted):\n${quote(part.quoted)}`;
}
