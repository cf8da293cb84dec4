// "How many overdue loans are there?", "how many shipments are still pending?": a count of a table's
// rows by the state one of its cells says. A word of the question that is a whole cell of some
// rows ("Overdue" under "Status") names a state, and the rows whose cell in that column says it are
// counted, over every page of the list that was read (each row once), never the pages themselves
// or the lines that merely mention the word. A page's tables are kept apart (by their header), the
// one the question's words name counted. Rows are page text: quoted, untrusted.
import { isHeaderRow } from './record-parts.ts';
import { contentStems, sameStem } from './words.ts';

export interface CellStateCount {
  count: number;
  /** Each state, as the page writes it, with the header of the column that says it ("Status" → "Open"). */
  states: { column: string; word: string }[];
  rows: string[];
}

/** A table's row: its cells, the header of its table, and the line above that header (its caption, if any). */
export interface TableRow {
  /** Which of the page's tables holds it (0 for the first). */
  table: number;
  header: string[];
  caption: string;
  line: string;
  cells: string[];
}

/** A row's cells: the parts " | " keeps apart (a cell's own " · " stays in it). */
const rowCells = (line: string) => line.split(/\s+\|\s+/).map((c) => c.trim()).filter(Boolean);

/**
 * A page's table rows: the lines of as many cells as the header right above them. A line that is
 * no row (a caption, a pager's "Page 1 of 3") ends the table, so the next table starts at its own header.
 */
export function tableRows(text: string): TableRow[] {
  const out: TableRow[] = [];
  let header: string[] | null = null;
  let caption = '';
  let before = '';
  let table = -1;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const cells = line.includes(' | ') ? rowCells(line) : [];
    if (header && cells.length === header.length) {
      if (cells.join('|') !== header.join('|')) out.push({ table, header, caption, line, cells });
      continue;
    }
    header = cells.length && isHeaderRow(cells) ? cells : null;
    if (header) table++;
    caption = before;
    before = line;
  }
  return out;
}

/** Whether a cell says only the word ("Open" for "open"). */
const cellIs = (cell: string, word: string) => {
  const own = contentStems(cell);
  return own.length === 1 && sameStem(own[0]!, word);
};

/**
 * The rows counted by the states the question's words name, over the pages' texts; null when no
 * word is a whole cell of the rows (the question counts by something else).
 */
export function cellStateCount(topic: readonly string[], pages: readonly string[]): CellStateCount | null {
  const seen = new Set<string>();
  const all = pages.flatMap(tableRows).filter((r) => !seen.has(r.line) && (seen.add(r.line), true));
  const tables = new Map<string, TableRow[]>();
  // The same table on each page read is pooled: the n-th table of a page with the n-th of the next.
  for (const r of all) {
    const key = `${r.table}|${r.header.join('|')}`;
    tables.set(key, [...(tables.get(key) ?? []), r]);
  }
  const says = (text: string) => topic.filter((w) => contentStems(text).some((x) => sameStem(x, w))).length;
  // The table the question's words name (its caption, then its header), else the first.
  const ranked = [...tables.values()].sort((a, b) => says(b[0]!.caption) - says(a[0]!.caption) || says(b[0]!.header.join(' ')) - says(a[0]!.header.join(' ')));
  for (const rows of ranked) {
    const found = countIn(topic, rows);
    if (found) return found;
  }
  return null;
}

/** Whether a column holds numbers only ("Seats left": 4, 12, 0). */
const numeric = (rows: readonly TableRow[], c: number) => rows.every((r) => /^[\d.,\s%+-]+$/.test(r.cells[c] ?? ''));

/** The count in one table's rows, or null. */
function countIn(topic: readonly string[], rows: readonly TableRow[]): CellStateCount | null {
  if (rows.length < 2) return null;
  // "how many seats are left in …" asks the number a column holds, not how many rows there are.
  const header = rows[0]!.header;
  if (header.some((h, c) => numeric(rows, c) && contentStems(h).some((x) => topic.some((w) => sameStem(x, w))))) return null;
  const states: { column: number; header: string; word: string; says: string }[] = [];
  for (const word of topic) {
    const width = rows[0]!.cells.length;
    let best = { column: -1, n: 0 };
    for (let c = 0; c < width; c++) {
      const n = rows.filter((r) => r.cells[c] !== undefined && cellIs(r.cells[c]!, word)).length;
      // A state column says several states: a column every row says the word of is no filter.
      const distinct = new Set(rows.map((r) => (r.cells[c] ?? '').toLowerCase())).size;
      if (n > best.n && distinct > 1) best = { column: c, n };
    }
    // Said as the page writes it ("Open"), never as a stem.
    if (best.column >= 0) states.push({ column: best.column, header: rows[0]!.header[best.column] ?? '', word, says: rows.find((r) => cellIs(r.cells[best.column] ?? '', word))!.cells[best.column]! });
  }
  if (!states.length) return null;
  const fit = rows.filter((r) => states.every((s) => cellIs(r.cells[s.column] ?? '', s.word)));
  return { count: fit.length, states: states.map((s) => ({ column: s.header, word: s.says })), rows: fit.map((r) => r.line) };
}

/** The count said, with the rows it counted (up to a dozen), quoted as untrusted page text. */
export function cellStateSummary(found: CellStateCount, pages: number, more = ''): string {
  const by = found.states.map((s) => `whose ${JSON.stringify(s.column)} says ${JSON.stringify(s.word)}`).join(' and ');
  const list = found.rows.length && found.rows.length <= 12 ? `:\n${found.rows.map((l) => `- ${JSON.stringify(l)}`).join('\n')}` : '.';
  return `That is ${found.count}, the rows ${by}, counted on ${pages} page${pages === 1 ? '' : 's'} of the list${more} (untrusted page text)${list}`;
}
