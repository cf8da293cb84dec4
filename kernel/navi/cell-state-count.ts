// "How many open tickets do we have?", "how many orders are still pending?": a count of a table's
// rows by the state one of its cells says. A word of the question that is a whole cell of some
// rows ("Open" under "Status") names a state, and the rows whose cell in that column says it are
// counted, over every page of the list that was read (each row once), never the pages themselves
// or the lines that merely mention the word. Rows are page text: quoted, untrusted.
import { cellsOf, isHeaderRow } from './record-parts.ts';
import { contentStems, sameStem } from './words.ts';

export interface CellStateCount {
  count: number;
  /** Each state, as the page writes it, with the header of the column that says it ("Status" → "Open"). */
  states: { column: string; word: string }[];
  rows: string[];
}

/** A table's rows in one page's text: lines of as many cells as the header above them (the first such line of labels), with that header. */
export function tableRows(text: string): { header: string[]; line: string; cells: string[] }[] {
  const out: { header: string[]; line: string; cells: string[] }[] = [];
  let header: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line.includes(' | ')) continue;
    const cells = cellsOf(line);
    if (isHeaderRow(cells) && (!header || cells.length !== header.length || cells.join('|') === header.join('|'))) {
      header = cells;
      continue;
    }
    if (header && cells.length === header.length) out.push({ header, line, cells });
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
  const rows = pages.flatMap(tableRows).filter((r) => !seen.has(r.line) && (seen.add(r.line), true));
  if (rows.length < 2) return null;
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
export function cellStateSummary(found: CellStateCount, pages: number): string {
  const by = found.states.map((s) => `whose ${JSON.stringify(s.column)} says ${JSON.stringify(s.word)}`).join(' and ');
  const list = found.rows.length && found.rows.length <= 12 ? `:\n${found.rows.map((l) => `- ${JSON.stringify(l)}`).join('\n')}` : '.';
  return `That is ${found.count}, the rows ${by}, counted on ${pages} page${pages === 1 ? '' : 's'} of the list (untrusted page text)${list}`;
}
