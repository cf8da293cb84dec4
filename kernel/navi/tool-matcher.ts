// Which tool a request means, by the tool's own words: its name (dotted, camel or snake, split),
// title, description, parameter names and descriptions, and enum values, all stemmed; the
// request's action verb must agree with the tool's (by meaning, so "remove" meets "delete").
// Works for any tool list: a page's WebMCP tools, or the kernel's tools for the model engine.
import { timeOffWords } from './time-off.ts';
import { areSynonyms, isTypo } from './lexicon.ts';
import { findDates } from './dates.ts';
import { paramSort, shapedValues } from './field-values.ts';
import { findNumbers } from './numbers.ts';
import { maskQuotes } from './steps.ts';
import { contentStems, findVerb, meaningsOf, sameStem, splitWords, stem, type Meaning, type VerbMatch } from './words.ts';

export interface MatchableTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown> | null;
}

export interface ToolScore<T> {
  tool: T;
  score: number;
  /** The request's verb agrees with the tool's. */
  verbAgrees: boolean;
  /** The request's verb means what the tool's own name or title says ("book" and "Book a desk"), not only something near it. */
  verbExact?: boolean;
  /** Content words of the request found in the tool's own vocabulary. */
  matched: string[];
  /** A code in the request fits one of the tool's patterned parameters. */
  patternHit: boolean;
  /** Content words of the request (outside quotes) the tool does not know. */
  unmatched: number;
}

/** Meanings that are close enough to count as the same action. */
const NEAR: [Meaning, Meaning][] = [
  ['search', 'list'],
  ['search', 'show'],
  ['search', 'track'],
  ['list', 'show'],
  ['book', 'search'],
  ['complete', 'check'],
  ['on', 'set'],
  ['off', 'set'],
  ['choose', 'set'],
  ['pin', 'set'],
  ['unpin', 'set'],
  ['pin', 'unpin'],
  ['complete', 'uncomplete'],
  ['complete', 'set'],
  ['uncomplete', 'set'],
  ['move', 'set'],
  ['rename', 'set'],
];

function near(a: Meaning, b: Meaning): boolean {
  return a === b || NEAR.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

type Props = Record<string, { description?: unknown; title?: unknown; enum?: unknown; anyOf?: unknown; pattern?: unknown; type?: unknown; format?: unknown }>;

export function propertiesOf(schema: Record<string, unknown> | null): Props {
  const p = schema?.properties;
  return p && typeof p === 'object' ? (p as Props) : {};
}

export function requiredOf(schema: Record<string, unknown> | null): string[] {
  return Array.isArray(schema?.required) ? (schema.required as unknown[]).filter((k): k is string => typeof k === 'string') : [];
}

/** Enum values of a property, with their titles (a declarative form's select gives both). */
export function enumOptions(prop: Props[string]): { value: unknown; title: string }[] {
  const out: { value: unknown; title: string }[] = [];
  if (Array.isArray(prop.anyOf)) {
    for (const alt of prop.anyOf as { const?: unknown; title?: unknown }[]) if (alt && 'const' in alt) out.push({ value: alt.const, title: typeof alt.title === 'string' ? alt.title : String(alt.const) });
  }
  if (Array.isArray(prop.enum)) for (const v of prop.enum) if (!out.some((o) => o.value === v)) out.push({ value: v, title: String(v) });
  return out;
}

/** The words a tool is known by, each with how much a match on it counts. */
export function toolVocabulary(tool: MatchableTool): Map<string, number> {
  const vocab = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of contentStems(text)) vocab.set(w, Math.max(vocab.get(w) ?? 0, weight));
  };
  add(tool.name, 3);
  add(tool.title ?? '', 2.5);
  add(tool.description, 1);
  for (const [key, prop] of Object.entries(propertiesOf(tool.inputSchema))) {
    add(key, 1.5);
    if (typeof prop.description === 'string') add(prop.description, 0.75);
    if (typeof prop.title === 'string') add(prop.title, 1);
    for (const o of enumOptions(prop)) add(`${String(o.value)} ${o.title}`, 1.5);
  }
  return vocab;
}

/** The words naming what a tool acts on (name and title), e.g. "todo", "note", "cart". */
export function domainWords(tool: MatchableTool): Set<string> {
  return new Set(contentStems(`${tool.name} ${tool.title ?? ''}`));
}

/** The action meanings a tool's name and title carry (and its description's first verb). */
export function toolMeanings(tool: MatchableTool): Set<Meaning> {
  const out = new Set<Meaning>();
  for (const w of splitWords(`${tool.name} ${tool.title ?? ''}`)) for (const m of [...meaningsOf(w), ...meaningsOf(stem(w))]) out.add(m);
  const first = findVerb(tool.description.split(/[.;]/)[0] ?? '');
  if (first && first.start < 12) for (const m of first.meanings) out.add(m);
  // "Marks", "Files", "Pins": third-person verbs at the start of a description.
  const lead = /^\s*([A-Za-z]+?)s\b/.exec(tool.description);
  if (lead) for (const m of meaningsOf(lead[1]!)) out.add(m);
  return out;
}

/**
 * Tokens that look like codes: letters and digits in one word ("SK1234", "A-42"), or a capitalised
 * prefix and a number written apart ("LH 400").
 */
export function codeTokens(text: string): string[] {
  const words = text.split(/[\s,;:!?()]+/).filter(Boolean).map((w) => w.replace(/[.'"]+$/, ''));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(words[i]!);
    if (i + 1 < words.length && /^\p{Lu}{1,4}$/u.test(words[i]!) && /^\p{N}+$/u.test(words[i + 1]!)) out.add(`${words[i]}${words[i + 1]}`);
  }
  return [...out].filter((t) => t.length <= 32 && /\p{L}/u.test(t) && /\p{N}/u.test(t));
}

/** A page's pattern as a whole-string test, or null when it is unusable or could backtrack badly. */
export function patternTest(pattern: unknown): ((s: string) => boolean) | null {
  if (typeof pattern !== 'string' || pattern.length > 200) return null;
  // Nested quantifiers ("(a+)+") can take exponential time on a crafted input: not evaluated.
  if (/\([^)]*[+*}][^)]*\)[+*{]/.test(pattern)) return null;
  try {
    const re = new RegExp(`^(?:${pattern})$`, 'u');
    return (s) => s.length <= 32 && re.test(s);
  } catch {
    return null;
  }
}

/** Words of a tool's name that set it apart from the page's other tools ("like" in playlist.like). */
function distinctiveNameWords(tool: MatchableTool, tools: readonly MatchableTool[]): string[] {
  const others = tools.filter((t) => t !== tool).map((t) => new Set(splitWords(t.name).map(stem)));
  return splitWords(tool.name)
    .map(stem)
    .filter((w) => w.length > 2 && !(others.length && others.every((o) => o.has(w))));
}

/** Verbs that carry their action as a noun ("give it a like", "leave a star"). */
const LIGHT_VERBS = new Set(['give', 'leave', 'drop', 'do', 'make', 'put', 'send', 'have', 'take']);

/**
 * The request's own word for a tool's action when it uses no verb the Navi knows: "like",
 * "unlike", "star" for tools named so. A leading "un" marks the negation.
 */
export function toolVerb(text: string, tool: MatchableTool, tools: readonly MatchableTool[]): VerbMatch | null {
  const masked = maskQuotes(text);
  // ("unlike" is read here by the tool's own name, not as turning something off.)
  const known = findVerb(masked);
  if (known && !known.undoes) return null;
  const names = distinctiveNameWords(tool, tools);
  // An imperative starts with its verb ("star Maria's message" names set_starred, not
  // list_messages by its "message"), or a light verb carries it as a noun ("give it a like").
  const first = /^\s*([\p{L}]+)/u.exec(masked);
  const candidates: { word: string; index: number }[] = [];
  if (first) candidates.push({ word: first[1]!, index: first[0].length - first[1]!.length });
  if (first && LIGHT_VERBS.has(first[1]!.toLowerCase())) {
    const re = /\b(?:a|an)\s+([\p{L}]+)/giu;
    for (let m = re.exec(masked); m; m = re.exec(masked)) candidates.push({ word: m[1]!, index: m.index + m[0].length - m[1]!.length });
  }
  for (const { word, index } of candidates) {
    const w = stem(word);
    const bare = word.toLowerCase().startsWith('un') ? stem(word.slice(2)) : null;
    if (names.some((n) => n === w || (bare !== null && n === bare))) return { meanings: [], text: word.toLowerCase(), start: index, end: index + word.length };
  }
  return null;
}

/** A request that states something rather than asking for an action: it starts with its subject ("my …", "the … is", "here's …"). */
const STATEMENT = /^\s*(?:my|our|the|i|i'm|i've|we|we're|we've|it|it's|this|that|here|here's|new)\b/i;

/** Scores every tool for one request, best first. */
export function rankTools<T extends MatchableTool>(request: string, tools: readonly T[], opts: { question?: boolean } = {}): ToolScore<T>[] {
  const masked = maskQuotes(request);
  const found = findVerb(masked);
  // "unlike it": a tool named "like" reads the un- itself (toolVerb), as a yes/no set to no.
  const verb = found?.undoes ? null : found;
  const codes = codeTokens(request);
  // Values that say by their shape what they are: an email address, a phone number, a web address.
  const shapes = new Set<string>(shapedValues(masked).map((v) => v.sort).filter((s) => s !== 'organisation'));
  return tools
    .map((tool) => {
      const own = verb ? null : toolVerb(request, tool, tools);
      const cut = verb ?? own;
      const vocab = toolVocabulary(tool);
      const said = contentStems(masked.slice(0, cut?.start ?? 0) + ' ' + masked.slice(cut?.end ?? 0));
      // "Friday off": time away from work, which the tool may call leave or absence (one word's worth, the best of them).
      const away = timeOffWords(masked).sort((a, b) => (vocab.get(b) ?? 0) - (vocab.get(a) ?? 0)).slice(0, 1);
      const words = [...new Set([...said, ...away])];
      let score = 0;
      const matched: string[] = [];
      for (const w of words) {
        let best = vocab.get(w) ?? 0;
        if (!best) for (const [v, weight] of vocab) if (sameStem(v, w)) best = Math.max(best, weight * 0.8);
        // A misspelt word ("hiarcut") meets the tool's own, for less.
        if (!best) for (const [v, weight] of vocab) if (isTypo(w, v)) best = Math.max(best, weight * 0.7);
        // "unpin" names the tool's "pin".
        if (!best && w.startsWith('un') && w.length > 4) best = (vocab.get(w.slice(2)) ?? 0) * 0.8;
        if (best) {
          score += best;
          matched.push(w);
        }
      }
      const meanings = toolMeanings(tool);
      // A count the tool has a parameter for ("two kids" and a children count) is what the
      // request changes, whatever its verb: "add two kids to the search" sets that count.
      const counts = (!verb || verb.meanings.some((m) => m === 'add' || m === 'set')) && countsFor(tool, masked);
      let verbAgrees = own !== null || counts;
      let verbExact = false;
      if (own) score += 4;
      if (counts) score += 4;
      if (verb && !counts) {
        const exact = verb.meanings.some((m) => meanings.has(m));
        const close = verb.meanings.some((m) => [...meanings].some((t) => near(m, t)));
        verbAgrees = exact || close;
        verbExact = exact;
        if (exact) score += 4;
        else if (close) score += 2;
        // In a question the verb describes ("which tabs are open"); it does not ask for an action.
        else if (meanings.size && !opts.question) score -= 4;
      }
      let patternHit = false;
      for (const prop of Object.values(propertiesOf(tool.inputSchema))) {
        const test = patternTest(prop.pattern);
        if (test && codes.some(test)) patternHit = true;
      }
      // "I moved, the landline is now 020 7946 0018": a value of the shape a parameter takes (its phone) names the tool.
      // Only when the request's verb or words agree with the tool too, or it is a statement about
      // the value: an address in "reply to the ticket from q@r.example" names no subscribe tool.
      if (!patternHit && shapes.size && !opts.question && (verbAgrees || matched.length > 0 || STATEMENT.test(masked))) {
        patternHit = Object.entries(propertiesOf(tool.inputSchema)).some(([k, p]) => {
          const sort = paramSort(k, p);
          return sort !== null && shapes.has(sort);
        });
      }
      if (patternHit) score += 4;
      const unmatched = words.length - matched.length;
      return { tool, score, verbAgrees, verbExact, matched, patternHit, unmatched };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * Whether the request brings values of two or more kinds the tool takes (a date for its date
 * parameter, an amount for its number one): "add yesterday's parking, €27.50" to an add tool whose
 * words the request never says ("expense") is that tool's all the same.
 */
function fillsByValues(tool: MatchableTool, request: string): boolean {
  const props = Object.entries(propertiesOf(tool.inputSchema));
  const dateParam = props.some(([k, p]) => p.format === 'date' || p.format === 'date-time' || /date|day|when/i.test(k));
  const numberParam = props.some(([, p]) => p.type === 'number' || p.type === 'integer');
  const dates = findDates(request);
  const numbers = findNumbers(request, dates);
  return Number(dateParam && dates.length > 0) + Number(numberParam && numbers.length > 0) >= 2;
}

/** Whether a number in the request counts something a numeric parameter of the tool is named by. */
function countsFor(tool: MatchableTool, masked: string): boolean {
  const units = findNumbers(masked).flatMap((n) => (n.unit ? [n.unit] : []));
  if (!units.length) return false;
  return Object.entries(propertiesOf(tool.inputSchema)).some(([key, prop]) => {
    if (prop.type !== 'integer' && prop.type !== 'number') return false;
    const words = [...splitWords(key).map(stem), ...contentStems(typeof prop.description === 'string' ? prop.description : '')];
    return units.some((u) => words.some((w) => sameStem(w, u) || areSynonyms(stem(u), w)));
  });
}

const READING: ReadonlySet<Meaning> = new Set(['list', 'search', 'show', 'track']);

/** A tool that reads: its words say it lists, finds, shows or tracks, or it says no action at all. */
function reads(tool: MatchableTool): boolean {
  const m = toolMeanings(tool);
  return !m.size || [...m].some((x) => READING.has(x));
}

export type ToolChoice<T> = { kind: 'fit'; tool: T; score: ToolScore<T> } | { kind: 'tie'; tools: T[] } | { kind: 'none'; best?: ToolScore<T> };

/**
 * The tool that fits, if one does: its verb agrees and a word of the request names it (or a
 * code fits its pattern). A question needs no verb. Two tools within a point of each other tie.
 * `takesLookup(tool)` says whether the tool resolves the request's object through the page's own
 * data (an id parameter): then the object's name need not be in the tool's words.
 */
export function chooseTool<T extends MatchableTool>(request: string, tools: readonly T[], opts: { question?: boolean; takesLookup?: (tool: T) => boolean } = {}): ToolChoice<T> {
  // A question is answered by a tool that reads, never by one that only changes something.
  const ranked = rankTools(request, opts.question ? tools.filter(reads) : tools, opts.question ? { question: true } : {});
  const fits = ranked.filter((r) => {
    if (r.patternHit) return true;
    if (opts.question) return r.score >= 4 && (r.matched.length >= 2 || r.verbAgrees);
    // The object's name may live in the page's data (a lookup) or in quotes ("add 'Order flowers'").
    return r.verbAgrees && r.score >= 4 && (r.matched.length > 0 || r.unmatched === 0 || (opts.takesLookup?.(r.tool) ?? false) || fillsByValues(r.tool, request));
  });
  if (!fits.length) return ranked[0] ? { kind: 'none', best: ranked[0] } : { kind: 'none' };
  const [first, second] = fits;
  const close = fits.filter((f) => first!.score - f.score < 1);
  // Close in words, but only one does what the verb says by its own name ("grab me a desk": "Book a desk", not "Find desks"): that one.
  const exact = close.filter((f) => f.verbExact);
  if (second && close.length > 1 && exact.length === 1) return { kind: 'fit', tool: exact[0]!.tool, score: exact[0]! };
  if (second && first!.score - second.score < 1) return { kind: 'tie', tools: close.map((f) => f.tool) };
  return { kind: 'fit', tool: first!.tool, score: first! };
}
