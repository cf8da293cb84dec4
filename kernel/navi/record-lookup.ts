// Names to ids through the page's own data: a tool that takes `noteId` is paired with a tool
// that reads notes (chosen by what the id parameter's description says, the nouns the two tools
// share and what the tool says it does; never by a tool's name, and never by the page's
// annotations, which decide nothing), and the person's words are matched to
// the records it returns. Several matches are a question; none is an honest "not found".
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { objectsIn } from '../untrusted-data.ts';
import { paramKind } from './argument-filler.ts';
import { domainWords, propertiesOf, requiredOf, toolMeanings } from './tool-matcher.ts';
import { contentStems, sameStem, splitWords } from './words.ts';

/** The tool to read records with before calling `target`, or null when the page offers none. */
export function chooseReader(target: DiscoveredPageTool, tools: readonly DiscoveredPageTool[], idParams: readonly string[]): DiscoveredPageTool | null {
  const props = propertiesOf(target.inputSchema);
  const hints = idParams.map((k) => (typeof props[k]?.description === 'string' ? (props[k]!.description as string) : '')).join(' ');
  const mine = domainWords(target);
  let best: { tool: DiscoveredPageTool; score: number } | null = null;
  for (const tool of tools) {
    if (tool === target || tool.name === target.name) continue;
    const meanings = toolMeanings(tool);
    const reads = meanings.has('list') || meanings.has('search') || meanings.has('show');
    if (!reads) continue;
    let score = 0;
    // "The id of the to-do, as list_todos returns it": the page says where ids come from.
    if (hints && hints.includes(tool.name)) score += 10;
    for (const w of domainWords(tool)) if ([...mine].some((m) => sameStem(m, w))) score += 2;
    // A reader that needs arguments we cannot give is a poor one.
    const needs = requiredOf(tool.inputSchema).filter((k) => paramKind(k, propertiesOf(tool.inputSchema)[k]!) !== 'text');
    if (needs.length) score -= 5;
    if (score > 0 && (!best || score > best.score)) best = { tool, score };
  }
  return best?.tool ?? null;
}

/** Arguments for the reader: nothing, unless it requires a search text (then the name). */
export function readerArguments(reader: DiscoveredPageTool, phrase: string): Record<string, unknown> {
  const props = propertiesOf(reader.inputSchema);
  const out: Record<string, unknown> = {};
  for (const key of requiredOf(reader.inputSchema)) if (paramKind(key, props[key]!) === 'text') out[key] = phrase;
  return out;
}

export interface PageRecord {
  id: unknown;
  label: string;
  record: Record<string, unknown>;
}

const LABEL_KEYS = ['title', 'name', 'label', 'text', 'subject', 'displayName', 'productName', 'heading', 'summary'];

/** Records in a read result that carry `idKey` (or `id`), each with a human label. */
export function recordsWith(data: unknown, idKey: string): PageRecord[] {
  const out: PageRecord[] = [];
  for (const rec of objectsIn(data)) {
    const key = idKey in rec ? idKey : 'id' in rec ? 'id' : null;
    if (!key) continue;
    const id = rec[key];
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const labelKey = LABEL_KEYS.find((k) => typeof rec[k] === 'string') ?? Object.keys(rec).find((k) => k !== key && typeof rec[k] === 'string');
    out.push({ id, label: labelKey ? String(rec[labelKey]) : String(id), record: rec });
  }
  return out;
}

export type RecordMatch = { kind: 'one'; record: PageRecord } | { kind: 'many'; records: PageRecord[] } | { kind: 'none' };

/** The record a phrase names: every word of the phrase in its label; the closest label wins. */
export function matchRecord(records: readonly PageRecord[], phrase: string): RecordMatch {
  const words = contentStems(phrase);
  if (!words.length) return records.length === 1 ? { kind: 'one', record: records[0]! } : { kind: 'many', records: [...records] };
  const scored = records
    .map((r) => {
      const label = contentStems(r.label);
      const hits = words.filter((w) => label.some((l) => sameStem(l, w))).length;
      const exact = splitWords(r.label).join(' ') === splitWords(phrase).join(' ');
      return { r, hits, extra: label.length - hits, exact };
    })
    .filter((x) => x.hits === words.length);
  const exact = scored.filter((x) => x.exact);
  if (exact.length === 1) return { kind: 'one', record: exact[0]!.r };
  if (!scored.length) return { kind: 'none' };
  const fewest = Math.min(...scored.map((x) => x.extra));
  const best = scored.filter((x) => x.extra === fewest);
  // "Call mum" names "Call mum" rather than "Call mum and dad"; otherwise ask.
  return scored.length === 1 || (best.length === 1 && fewest === 0) ? { kind: 'one', record: best[0]!.r } : { kind: 'many', records: scored.map((x) => x.r) };
}

/** A value of the page's current state a parameter asks for (a revision), found by its name. */
export function stateValue(data: unknown, key: string): unknown {
  const words = splitWords(key);
  const last = words.at(-1) ?? key;
  for (const rec of objectsIn(data)) {
    if (key in rec && (typeof rec[key] === 'number' || typeof rec[key] === 'string')) return rec[key];
    const hit = Object.keys(rec).find((k) => splitWords(k).at(-1) === last && (typeof rec[k] === 'number' || typeof rec[k] === 'string'));
    if (hit) return rec[hit];
  }
  return undefined;
}
