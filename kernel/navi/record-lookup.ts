// Names to ids through the page's own data: a tool that takes `noteId` is paired with a tool
// that reads notes (chosen by what the id parameter's description says, the nouns the two tools
// share and what the tool says it does; never by a tool's name, and never by the page's
// annotations, which decide nothing), and the person's words are matched to
// the records it returns. Several matches are a question; none is an honest "not found".
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { paramKind } from './argument-filler.ts';
import { domainWords, enumOptions, propertiesOf, requiredOf, toolMeanings } from './tool-matcher.ts';
import { wordsMeet } from './lexicon.ts';
import { findNumbers } from './numbers.ts';
import { findOrdinal, sameStem, splitWords, stem, STOP_WORDS } from './words.ts';

/** The tool to read records with before calling `target`, or null when the page offers none. */
export function chooseReader(target: DiscoveredPageTool, tools: readonly DiscoveredPageTool[], idParams: readonly string[], given: Readonly<Record<string, unknown>> = {}): DiscoveredPageTool | null {
  const props = propertiesOf(target.inputSchema);
  // Where the ids come from, in the id parameters' descriptions or the tool's own ("by the space's id from find_spaces").
  const hints = [...idParams.map((k) => (typeof props[k]?.description === 'string' ? (props[k]!.description as string) : '')), idParams.length ? target.description ?? '' : ''].join(' ');
  const mine = domainWords(target);
  let best: { tool: DiscoveredPageTool; score: number } | null = null;
  // A reader that shares no noun with the target ("search stays" for "save to wishlist") still
  // lists the entries the page shows, when it is the only one that reads without arguments.
  const plain: DiscoveredPageTool[] = [];
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
    const known = shared(tool, given);
    const needs = requiredOf(tool.inputSchema).filter((k) => paramKind(k, propertiesOf(tool.inputSchema)[k]!) !== 'text' && !(k in known));
    if (needs.length) score -= 5;
    if (score > 0 && (!best || score > best.score)) best = { tool, score };
    if (score === 0 && !requiredOf(tool.inputSchema).length) plain.push(tool);
  }
  return best?.tool ?? (plain.length === 1 ? plain[0]! : null);
}

/** The change's own values for the reader's parameters of the same name and type (the day a booking is for, to list that day's spaces). */
function shared(reader: DiscoveredPageTool, given: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const props = propertiesOf(reader.inputSchema);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(given)) {
    const type = props[k]?.type;
    if ((typeof v === 'string' && type === 'string' && !enumOptions(props[k]!).length) || (typeof v === 'number' && (type === 'number' || type === 'integer'))) out[k] = v;
  }
  return out;
}

/** Arguments for the reader: the change's values it shares by name, and a search text it requires (the name). */
export function readerArguments(reader: DiscoveredPageTool, phrase: string, given: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const props = propertiesOf(reader.inputSchema);
  const out: Record<string, unknown> = shared(reader, given);
  for (const key of requiredOf(reader.inputSchema)) if (paramKind(key, props[key]!) === 'text' && !(key in out)) out[key] = phrase;
  return out;
}

export { recordsWith, stateValue, type PageRecord } from '../../faculties/sdk/record-naming.ts';
import { nameWords, type PageRecord } from '../../faculties/sdk/record-naming.ts';

export type RecordMatch = { kind: 'one'; record: PageRecord } | { kind: 'many'; records: PageRecord[] } | { kind: 'none' };

/** Words for a place in a list ("the third result", "the second entry"): they name no one record unless one says them. */
const LIST_NOUNS = new Set(['result', 'item', 'entry', 'entri', 'option', 'listing', 'row', 'hit', 'match', 'record', 'choice', 'card', 'one'].map(stem));

/** Prepositions that relate the parts of a description of a record, and name none of them. */
const RELATIONS = new Set(['about', 'regarding', 'concerning', 're', 'around', 'after', 'before', 'since', 'via', 'per', 'within', 'without', 'between', 'among', 'than', 'sent', 'called', 'named', 'titled']);

/** Words of a record: its label, and every other short text it holds (a sender, a brand, a date). */
function recordWords(r: PageRecord): { label: string[]; other: string[] } {
  const other = Object.entries(r.record)
    .filter(([k, v]) => typeof v === 'string' && v !== r.label && !/id$/i.test(k) && v.length <= 200)
    .flatMap(([, v]) => plainWords(v as string));
  return { label: plainWords(r.label), other };
}

/** Words of a text, split ("SkyHop" is "sky hop") and also as written ("skyhop"), without stop words. */
const plainWords = (text: string) =>
  [...new Set([...splitWords(text), ...text.toLowerCase().split(/[^\p{L}\p{N}]+/u)])].filter((w) => w && !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));

/**
 * Of records a phrase fits alike ("a window desk": Desk 1, Desk 4, Desk 13), those whose fields
 * meet the most of the whole request's words ("in Shoreditch … the standing one"): all of them
 * when no word tells them apart. Only words count, never numbers: "10 till 12" is a time, not
 * the room that seats 12.
 */
export function narrowBySaid(records: readonly PageRecord[], request: string, /** An answer's numbers describe ("the eight-seater"): they count, as digits. */ numbers = false): PageRecord[] {
  let text = request;
  if (numbers) for (const n of findNumbers(request).reverse()) text = `${text.slice(0, n.start)}${n.value}${text.slice(n.end)}`;
  const said = [...new Set(splitWords(text).filter((w) => !STOP_WORDS.has(w) && (/^\p{L}{3,}$/u.test(w) || (numbers && /^\d+$/.test(w)))))];
  const scored = records.map((r) => {
    // A time or a date in a field ("opens 08:00") says no count: "the eight-seater" is not the room that opens at 8.
    const { label, other } = recordWords({ ...r, record: Object.fromEntries(Object.entries(r.record).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\b\d{1,4}[:/-]\d{1,2}(?:[:/-]\d{1,4})?\b/g, ' ') : v])) });
    const words = [...label, ...other];
    return { r, met: said.filter((w) => words.some((x) => wordsMeet(w, x) >= 0.75)).length };
  });
  const top = Math.max(0, ...scored.map((x) => x.met));
  return top > 0 ? scored.filter((x) => x.met === top).map((x) => x.r) : [...records];
}

/**
 * The record a phrase names, by any part of it: words of its label count double, words of its
 * other fields (a sender, a brand) once, each through stems, synonyms and typos. A record that
 * has every word wins; otherwise the best one clearly ahead; close ones are a question. An
 * ordinal ("the second one") picks by position among those that fit.
 */
export function matchRecord(records: readonly PageRecord[], phrase: string, kindWords: ReadonlySet<string> = new Set()): RecordMatch {
  const ordinal = findOrdinal(phrase);
  const rest = ordinal ? phrase.slice(0, ordinal.start) + phrase.slice(ordinal.end) : phrase;
  const meetsAny = (w: string) => records.some((r) => {
    const { label, other } = recordWords(r);
    return [...label, ...other].some((x) => wordsMeet(w, x) > 0);
  });
  // Prepositions join the parts of a description ("Maria's message about the invoice"); the
  // kind of record ("message", "email") names no one record when no record says it.
  const words = [...new Set(splitWords(rest).filter((w) => !STOP_WORDS.has(w) && !RELATIONS.has(w) && (w.length > 1 || /\d/.test(w))))].filter(
    (w) => !(([...kindWords].some((k) => wordsMeet(w, k) >= 0.75) || LIST_NOUNS.has(stem(w))) && !meetsAny(w)),
  );
  if (!words.length) {
    if (ordinal) {
      const pick = ordinal.n === -1 ? records.at(-1) : records[ordinal.n - 1];
      return pick ? { kind: 'one', record: pick } : { kind: 'none' };
    }
    return records.length === 1 ? { kind: 'one', record: records[0]! } : { kind: 'many', records: [...records] };
  }
  const scored = records.map((r) => {
    const { label, other } = recordWords(r);
    let score = 0;
    let hits = 0;
    let inLabel = 0;
    for (const w of words) {
      const l = label.reduce((m, x) => Math.max(m, wordsMeet(w, x)), 0);
      const o = l ? 0 : other.reduce((m, x) => Math.max(m, wordsMeet(w, x)), 0);
      if (l || o) hits++;
      if (l) inLabel++;
      score += 2 * l + o;
    }
    const exact = splitWords(r.label).join(' ') === splitWords(rest).join(' ');
    return { r, score, hits, extra: label.length - inLabel, exact };
  });
  const exact = scored.filter((x) => x.exact);
  if (exact.length === 1) return { kind: 'one', record: exact[0]!.r };
  // Every word found: the fewest other words in the label ("Call mum" over "Call mum and dad").
  const full = scored.filter((x) => x.hits === words.length);
  let fits = full.length ? full : scored.filter((x) => x.hits > 0 && x.hits >= Math.ceil(words.length / 2) && x.score >= 1);
  if (!fits.length) return { kind: 'none' };
  fits = fits.sort((a, b) => b.score - a.score || a.extra - b.extra);
  if (ordinal) {
    const inOrder = [...fits].sort((a, b) => records.indexOf(a.r) - records.indexOf(b.r));
    const pick = ordinal.n === -1 ? inOrder.at(-1) : inOrder[ordinal.n - 1];
    return pick ? { kind: 'one', record: pick.r } : { kind: 'none' };
  }
  const [top, next] = fits;
  if (!next) return { kind: 'one', record: top!.r };
  if (top!.score - next.score >= 1) return { kind: 'one', record: top!.r };
  const tied = fits.filter((x) => top!.score - x.score < 1);
  const fewest = Math.min(...tied.map((x) => x.extra));
  const best = tied.filter((x) => x.extra === fewest);
  return best.length === 1 && fewest === 0 && full.length ? { kind: 'one', record: best[0]!.r } : { kind: 'many', records: tied.map((x) => x.r) };
}

/**
 * The one record whose label a text names in full ("Clicked link “Maria Lopez Invoice #4471 …”",
 * an answer quoting one product), or undefined when it names none or several.
 */
export function recordNamedIn(text: string | undefined, records: readonly PageRecord[]): PageRecord | undefined {
  if (!text) return undefined;
  const said = ` ${nameWords(text).join(' ')} `;
  const named = records.filter((r) => nameWords(r.label).length && said.includes(` ${nameWords(r.label).join(' ')} `));
  return named.length === 1 ? named[0] : undefined;
}
