// Options a record carries as lists of its own: a dish's sizes and extras, a room's bed types, a
// ticket's fare classes, each an entry with an id and a label. A page tool that takes "a size" or
// "extras" next to the record's id takes ids from those lists; the request names them by their
// labels ("large", "with extra cheese"). The option words are not part of the record's name, so
// they are set aside before the record is looked up, and filled into the tool's parameters after.
import type { PageRecord } from '../../faculties/sdk/record-naming.ts';
import { wordsMeet } from './lexicon.ts';
import { propertiesOf, type MatchableTool } from './tool-matcher.ts';
import { sameStem, splitWords, stem, STOP_WORDS } from './words.ts';

interface Option {
  id: string | number;
  words: string[];
  /** Words in brackets after the name ("A4 (large)"): another way to say it. */
  aside: string[];
}

const LABELS = ['label', 'name', 'title', 'text'];

/** The record's own lists of options: arrays of entries each with an id and a label. */
function optionLists(record: Record<string, unknown>): Map<string, Option[]> {
  const out = new Map<string, Option[]>();
  for (const [key, value] of Object.entries(record)) {
    if (!Array.isArray(value) || !value.length) continue;
    const options = value.flatMap((v): Option[] => {
      if (!v || typeof v !== 'object') return [];
      const o = v as Record<string, unknown>;
      const label = LABELS.map((k) => o[k]).find((x): x is string => typeof x === 'string');
      const id = o.id;
      if (!label || (typeof id !== 'string' && typeof id !== 'number')) return [];
      // "Small (25 cm)", "Olives (+€1.00)": the words before a bracket name it; "A4 (large)": so may those in it.
      const plain = (text: string) => splitWords(text).filter((w) => !STOP_WORDS.has(w) && !/^\d/.test(w));
      return [{ id, words: plain(label.replace(/\(.*?\)/g, ' ')), aside: plain([...label.matchAll(/\((.*?)\)/g)].map((m) => m[1]).join(' ')) }];
    });
    if (options.length === value.length) out.set(key, options);
  }
  return out;
}

/** The tool's parameters that take entries of a list named like them ("size" and "sizes", "extras"). */
function optionParams(tool: MatchableTool, lists: Map<string, Option[]>, taken: ReadonlySet<string>): { param: string; many: boolean; options: Option[] }[] {
  const out: { param: string; many: boolean; options: Option[] }[] = [];
  for (const [param, prop] of Object.entries(propertiesOf(tool.inputSchema))) {
    if (taken.has(param) || (prop.type !== 'string' && prop.type !== 'array')) continue;
    const key = [...lists.keys()].find((k) => sameStem(stem(k), stem(param)));
    if (key) out.push({ param, many: prop.type === 'array', options: lists.get(key)! });
  }
  return out;
}

/**
 * The records a lookup chooses among when `tool` fills some of their own lists by parameter:
 * the options inside them are no records of their own (an "Extra cheese" of every pizza).
 */
export function recordsWithoutOptions(tool: MatchableTool, records: readonly PageRecord[], taken: ReadonlySet<string>): PageRecord[] {
  const parts = new Set<unknown>();
  for (const r of records) {
    const lists = optionLists(r.record);
    for (const { param } of optionParams(tool, lists, taken)) {
      const key = [...lists.keys()].find((k) => sameStem(stem(k), stem(param)))!;
      for (const v of r.record[key] as unknown[]) parts.add(v);
    }
  }
  const whole = records.filter((r) => !parts.has(r.record));
  return whole.length ? whole : [...records];
}

const meets = (word: string, option: Option) => [...option.words, ...option.aside].some((w) => wordsMeet(word, w) >= 0.75);

/** Whether the phrase names the option: all its words, or its last word, the thing itself ("chicken" for "Grilled chicken"). */
function named(words: readonly string[], option: Option): boolean {
  const all = (of: readonly string[]) => of.length > 0 && of.every((w) => words.some((x) => wordsMeet(x, w) >= 0.75));
  const head = option.words.at(-1);
  return all(option.words) || all(option.aside) || (head !== undefined && words.some((x) => wordsMeet(x, head) >= 0.75));
}

/**
 * The phrase naming a record with the words that name options of the records set aside ("large
 * bagels with extra cheese" looks up "bagels with"), unless a record's own name has them.
 */
export function phraseWithoutOptions(tool: MatchableTool, records: readonly PageRecord[], phrase: string, taken: ReadonlySet<string>): string {
  const options = records.flatMap((r) => optionParams(tool, optionLists(r.record), taken).flatMap((p) => p.options));
  if (!options.length) return phrase;
  const inNames = (w: string) => records.some((r) => splitWords(r.label).some((x) => wordsMeet(w, x) > 0));
  return phrase
    .split(/(\s+)/)
    .filter((token) => {
      const w = splitWords(token)[0];
      return !w || inNames(w) || !options.some((o) => meets(w, o));
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The option ids the request names for the record's lists that `tool` takes: every named one for
 * a list parameter, the one named for a single one (none when several are). Words of the
 * record's own name do not name its options.
 */
export function optionArguments(tool: MatchableTool, record: PageRecord, request: string, taken: ReadonlySet<string>): Record<string, unknown> {
  const own = splitWords(record.label);
  const words = splitWords(request).filter((w) => !STOP_WORDS.has(w) && !own.some((x) => wordsMeet(w, x) === 1));
  const out: Record<string, unknown> = {};
  for (const { param, many, options } of optionParams(tool, optionLists(record.record), taken)) {
    const hits = options.filter((o) => named(words, o));
    if (many && hits.length) out[param] = hits.map((o) => o.id);
    else if (!many && hits.length === 1) out[param] = hits[0]!.id;
  }
  return out;
}
