// A page tool that takes an entry by the values that make it one (a class by its date and start
// time, a slot by its day and hour) instead of by an id. The person names the entry by other
// words ("spin on Wednesday at lunchtime", "Saturday's yoga, the morning one"), so the values the
// request leaves out are read from the page's own list of those entries: the entries that carry
// every missing value, narrowed by the values the request gave, the part of the day it names and
// its other words. One entry fills them; several are a question; none is an honest "not found".
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { objectsIn } from '../untrusted-data.ts';
import { paramKind } from './argument-filler.ts';
import { findDates } from './dates.ts';
import { wordsMeet } from './lexicon.ts';
import { chooseReader, matchRecord, readerArguments, type PageRecord } from './record-lookup.ts';
import { findPartOfDay, inPart, labelAt, saidClock } from './time-words.ts';
import { propertiesOf, requiredOf, toolMeanings } from './tool-matcher.ts';
import type { Meaning } from './words.ts';
import { contentStems, findVerb, sameStem, splitWords, stem, STOP_WORDS } from './words.ts';

/** Kinds of value that pick out an entry that is already there; free text is the person's to say. */
const KEY_KINDS = new Set(['date', 'time', 'datetime', 'enum', 'number']);

/** Tools that make or change something with the values: a missing value there is the person's choice, never an old entry's. */
const MAKES: ReadonlySet<Meaning> = new Set(['add', 'set', 'move', 'rename', 'type', 'save']);

/**
 * The missing parameters a read of the page's entries could give: all of them, when the tool
 * acts on an entry that is there (books it, cancels it, joins it) and each is a key kind; else none.
 */
export function keyedParams(tool: DiscoveredPageTool, missing: readonly string[]): string[] {
  if (!missing.length || [...toolMeanings(tool)].some((m) => MAKES.has(m))) return [];
  const props = propertiesOf(tool.inputSchema);
  return missing.every((k) => KEY_KINDS.has(paramKind(k, props[k]!, tool.description))) ? [...missing] : [];
}

/** Whether a read tool says it lists every one of `keys` ("…: date, time, class, instructor"). */
function readerNames(reader: DiscoveredPageTool, keys: readonly string[]): boolean {
  const said = contentStems(`${reader.title ?? ''} ${reader.description ?? ''}`);
  return keys.every((k) => splitWords(k).every((w) => said.some((s) => sameStem(s, stem(w)))));
}

/** The page's read tool that lists the entries `tool` takes by `keys`, run with no arguments; null when it has none. */
export function keyReader(tool: DiscoveredPageTool, tools: readonly DiscoveredPageTool[], keys: readonly string[]): DiscoveredPageTool | null {
  const reader = keys.length ? chooseReader(tool, tools, []) : null;
  return reader && readerNames(reader, keys) && !Object.keys(readerArguments(reader, '')).length ? reader : null;
}

/** Whether `tool` takes an entry by values the page's own read lists ("book a class by date and time"). */
export function takesKeyed(tool: DiscoveredPageTool, tools: readonly DiscoveredPageTool[]): boolean {
  return keyReader(tool, tools, keyedParams(tool, requiredOf(tool.inputSchema))) !== null;
}

const isScalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** A value that is a date or a time of day: said after what the entry is. */
const WHEN = /^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}$|^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?$/i;

/**
 * An entry as the Navi names it to the person: what it is first ("Pilates, Maria Costa"), then
 * when ("Wednesday, 2026-12-09, 18:00"), then its numbers by their names ("spaces left 0"); ids
 * and yes/no flags left out.
 */
function entryOf(rec: Record<string, unknown>, i: number): PageRecord {
  const shown = Object.entries(rec).filter(([k, v]) => isScalar(v) && !/id$/i.test(k) && String(v).length <= 80);
  const what = shown.filter(([, v]) => typeof v === 'string' && !WHEN.test(v)).map(([, v]) => String(v));
  const when = shown.filter(([, v]) => typeof v === 'string' && WHEN.test(v)).map(([, v]) => String(v));
  const counts = shown.filter(([, v]) => typeof v === 'number').map(([k, v]) => `${splitWords(k).join(' ')} ${String(v)}`);
  return { id: i, label: [...what, ...when, ...counts].join(', '), record: rec };
}

/**
 * The records among `records` at the time of day `text` says: "the evening one", "the 7pm one",
 * by the first clock time in each label. All of them when it says none or no label has a time.
 */
export function atSaidTime(records: readonly PageRecord[], text: string, now: Date): PageRecord[] {
  const clockIn = (r: PageRecord) => /\b(\d{1,2}):(\d{2})\b/.exec(r.label)?.[0];
  if (!records.some(clockIn)) return [...records];
  const part = findPartOfDay(text);
  if (part) return records.filter((r) => clockIn(r) && inPart(clockIn(r)!.padStart(5, '0'), part));
  const said = saidClock(text, now);
  return said ? records.filter((r) => clockIn(r) && labelAt(said, clockIn(r)!)) : [...records];
}

export type KeyedPick = { kind: 'one'; record: PageRecord } | { kind: 'many'; records: PageRecord[] } | { kind: 'none'; said: string } | { kind: 'unlisted' };

/**
 * The entry among a read's `data` that the request names, for the `keys` it left out: entries
 * that carry every key and agree with the values `given` for keys they also carry, in the part
 * of the day the request names, and fitting its words that name some entry of the read (words
 * that name none, "pop me on … again", say nothing about which). 'unlisted' when the read lists
 * no entry with those keys.
 */
export function pickKeyed(data: unknown, keys: readonly string[], given: Readonly<Record<string, unknown>>, request: string, kindWords: ReadonlySet<string>, now: Date): KeyedPick {
  const all = objectsIn(data)
    .filter((o) => keys.every((k) => isScalar(o[k])))
    .map(entryOf);
  if (!all.length) return { kind: 'unlisted' };
  let fit = all.filter((e) => Object.entries(given).every(([k, v]) => !(k in e.record) || !isScalar(v) || String(e.record[k]) === String(v)));
  const part = findPartOfDay(request);
  if (part) fit = atSaidTime(fit, request, now);
  // The words left once the verb, the dates, the part of the day and the kind of entry are out, and those that name some entry at all.
  const verb = findVerb(request);
  let rest = request;
  for (const s of [...findDates(request, now), ...(part ? [part] : []), ...(verb ? [verb] : [])]) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  const left = [...new Set(splitWords(rest).filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w))))].filter((w) => ![...kindWords].some((k) => wordsMeet(w, k) >= 0.75));
  const naming = left.filter((w) => all.some((e) => splitWords(e.label).some((x) => wordsMeet(w, x) > 0)));
  const said = [...(naming.length ? naming : left), ...(part ? [request.slice(part.start, part.end)] : [])].join(' ');
  // Words said, and none of them names any entry ("aqua fit" where the read lists none): not
  // whichever entry the day and the hour leave, but nothing.
  if (!fit.length || (left.length && !naming.length)) return { kind: 'none', said };
  const match = naming.length ? matchRecord(fit, naming.join(' ')) : fit.length === 1 ? { kind: 'one' as const, record: fit[0]! } : { kind: 'many' as const, records: fit };
  if (match.kind === 'none') return { kind: 'none', said };
  if (match.kind === 'many') return { kind: 'many', records: match.records };
  return { kind: 'one', record: match.record };
}
