// A new total for a count, said to a tool that only adds: "make it three mugs instead of two",
// "actually, make that two" (after one was added). The tool adds the difference; a smaller total
// is no adding at all (the page's own controls take one away), and the same total changes nothing.
import { findNumbers } from './numbers.ts';

export interface QuantityChange {
  /** The total asked for. */
  to: number;
  /** The total before, when the request says it ("instead of two"). */
  from: number | null;
  /** Where the words that say the totals are, to leave them out of the record's name. */
  spans: { start: number; end: number }[];
}

const MAKE = /\b(?:make|change|switch|bump|up|increase|raise|turn)\s+(?:it|that|this|them|those)(?:\s+(?:to|into))?\s+/iu;
const INSTEAD = /\b(?:instead\s+of|rather\s+than|not)\s+(?:the\s+)?$/iu;

/** The totals a request sets, or null when it sets none. */
export function quantityChange(text: string): QuantityChange | null {
  const numbers = findNumbers(text);
  const make = MAKE.exec(text);
  const said = make ? numbers.find((n) => n.start === make.index + make[0].length) : undefined;
  const before = numbers.find((n) => INSTEAD.test(text.slice(0, n.start)));
  const to = said ?? (before ? numbers.find((n) => n !== before && n.start < before.start) : undefined);
  if (!to) return null;
  const spans = [{ start: to.start, end: to.end }];
  if (before) spans.push({ start: INSTEAD.exec(text.slice(0, before.start))!.index, end: before.end });
  return { to: to.value, from: before?.value ?? null, spans };
}

/** `text` without the words that say the totals. */
export function withoutTotals(text: string, change: QuantityChange): string {
  let out = text;
  for (const s of [...change.spans].sort((a, b) => b.start - a.start)) out = `${out.slice(0, s.start)} ${out.slice(s.end)}`;
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The count an earlier add of this conversation gave, from the Navi's own report of it ("Done:
 * add_item with "Mug", quantity 2."): the number said with the parameter, else its default.
 */
export function earlierCount(earlier: string | undefined, toolName: string, param: string, fallback: number): number | null {
  // The wording page-tool-step.ts's describeDone gives a tool's call; the name whole, not a longer one's start.
  if (!earlier || !new RegExp(`Done: ${toolName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(earlier)) return null;
  const m = new RegExp(`\\b${param}\\s+(\\d+)\\b`).exec(earlier);
  return m ? Number(m[1]) : fallback;
}

export type AddedCount = { kind: 'add'; param: string; count: number; phrase: (lookup: string) => string } | { kind: 'none'; reason: string };

/**
 * For a tool that adds (`adds`) with one count parameter: how many to add for a request that sets
 * a new total, and the record's name without the totals; null when the request sets none or the
 * total before is unknown.
 */
export function addedCount(text: string, tool: { name: string; inputSchema: Record<string, unknown> | null }, adds: boolean, earlier: string | undefined): AddedCount | null {
  const change = adds ? quantityChange(text) : null;
  if (!change) return null;
  const props = (tool.inputSchema?.properties ?? {}) as Record<string, { type?: unknown; default?: unknown; minimum?: unknown }>;
  const counts = Object.entries(props).filter(([, p]) => p.type === 'integer' || p.type === 'number');
  if (counts.length !== 1) return null;
  const [param, prop] = counts[0]!;
  const fallback = typeof prop.default === 'number' ? prop.default : typeof prop.minimum === 'number' ? prop.minimum : 1;
  const from = change.from ?? earlierCount(earlier, tool.name, param, fallback);
  if (from === null) return null;
  const count = change.to - from;
  if (count <= 0) return { kind: 'none', reason: `${tool.name} only adds, and ${change.to} is ${count ? 'fewer than' : 'as many as'} the ${from} there.` };
  return {
    kind: 'add',
    param,
    count,
    phrase: (lookup) => {
      const own = quantityChange(lookup);
      return own ? withoutTotals(lookup, own) : lookup;
    },
  };
}
