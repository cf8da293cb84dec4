// Seats said by their codes ("D1 and D2", "row C seats 7 and 8"), on a seat plan whose buttons
// are named by row and number ("Row D, seat 1") or by the code itself ("D1"). Every seat said
// must be on the plan and free; then each is pressed (its own approved click), one already
// chosen left as it is. Matching is by the page's own names; the codes are the request's.
import type { Control } from './target-resolver.ts';

const SEAT_ROLES = new Set(['button', 'gridcell', 'checkbox', 'option', 'switch']);

/** The seats a text says: "D1", "E-12", "row C seat 7", "row C seats 7 and 8", as [row, number]. */
export function seatCodes(text: string): [string, number][] {
  const out: [string, number][] = [];
  for (const m of text.matchAll(/\brow\s+([A-Z]{1,2})\b[\s,]*seats?\s+((?:\d{1,3}(?:\s*(?:,|and|&)\s*)?)+)/gi)) {
    for (const n of m[2]!.match(/\d{1,3}/g) ?? []) out.push([m[1]!.toUpperCase(), Number(n)]);
  }
  // Codes as written on a plan: capital letters then digits, one word.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])([A-Z]{1,2})-?(\d{1,3})(?![\p{L}\p{N}])/gu)) out.push([m[1]!, Number(m[2])]);
  return out.filter(([r, n], i) => out.findIndex(([r2, n2]) => r2 === r && n2 === n) === i);
}

/** The row and number a control's name gives it as a seat, if any. */
function seatOf(c: Control): [string, number] | null {
  const name = c.line.name;
  const byRow = /\brow\s+([A-Z]{1,2})\b[\s,]*seat\s+(\d{1,3})\b/i.exec(name);
  if (byRow) return [byRow[1]!.toUpperCase(), Number(byRow[2])];
  const code = /^\s*([A-Z]{1,2})-?(\d{1,3})\s*$/.exec(name);
  return code ? [code[1]!, Number(code[2])] : null;
}

/**
 * The seat controls for every seat the text says, in its order; null when it says none, or one
 * of them is not on the plan (or not free: taken seats are disabled).
 */
export function seatsNamed(text: string, controls: readonly Control[]): Control[] | null {
  const codes = seatCodes(text);
  if (!codes.length) return null;
  const seats = controls.filter((c) => SEAT_ROLES.has(c.line.role)).map((c) => ({ c, at: seatOf(c) })).filter((x) => x.at !== null);
  if (seats.length < 2) return null;
  const out: Control[] = [];
  for (const [row, n] of codes) {
    const hit = seats.find((s) => s.at![0] === row && s.at![1] === n);
    if (!hit || hit.c.line.states.disabled === true) return null;
    out.push(hit.c);
  }
  return out;
}

/** Whether a seat control is already chosen. */
export const seatChosen = (c: Control) => c.line.states.pressed === true || c.line.states.checked === true || c.line.states.selected === true;
