// Fills a tool's arguments from what the person typed, by the tool's own schema: codes that fit a
// parameter's pattern, dates and times, "from X to Y", enum values named in the request, numbers
// by the word next to them ("3 passengers"), yes/no parameters by the verb ("unpin" -> false),
// labelled or quoted text, and otherwise the words left over. Id parameters are not guessed: they
// come back as lookups, to be resolved by name through the page's own read tool.
import { findDates, findTimes, type Found } from './dates.ts';
import { paramSort, shapedValues } from './field-values.ts';
import { blank, fillSchedule, scheduleRoles, withPreposition } from './schedule-args.ts';
import { clock, dayRanges, findShift, minutesOf } from './time-words.ts';
import { areSynonyms, isTypo } from './lexicon.ts';
import { findNumbers } from './numbers.ts';
import { addDays, dateRangeParams, findLength } from './date-range.ts';
import { findQuotes, maskQuotes, type Quote } from './steps.ts';
import { findWeekdays, weekdayName, weekdayOf } from './weekdays.ts';
import { codeTokens, domainWords, enumOptions, patternTest, propertiesOf, requiredOf, type MatchableTool } from './tool-matcher.ts';
import { contentStems, findVerb, sameStem, splitWords, stem, STOP_WORDS, type VerbMatch } from './words.ts';

export type ParamKind = 'id' | 'ids' | 'generated' | 'state' | 'date' | 'time' | 'datetime' | 'enum' | 'boolean' | 'number' | 'text' | 'other';

type Prop = ReturnType<typeof propertiesOf>[string] & { format?: unknown; minimum?: unknown; maximum?: unknown; minLength?: unknown; maxLength?: unknown; default?: unknown };

export interface FillResult {
  args: Record<string, unknown>;
  /** Required parameters nothing in the request (or the page) can give: ask the person. */
  missing: string[];
  /** Id parameters to resolve by name with the page's own read tool; `phrase` may be empty. */
  /** `many`: the parameter takes a list of ids, one for each record the phrase names ("sertraline and omeprazole"). */
  lookups: { param: string; phrase: string; many?: true }[];
  /** Parameters whose value is the page's current state (a revision), read with a read tool. */
  fromState: string[];
  /** Values that do not fit the schema, as sentences for the person. */
  problems: string[];
  /** People a name said fits more than one of (a guest list's options): ask which. */
  choices: { param: string; name: string; options: string[] }[];
}

const PEOPLE = new Set(['people', 'person', 'passeng', 'guest', 'adult', 'traveller', 'traveler', 'seat', 'ticket', 'pax', 'diner'].map(stem));
const ORIGIN = new Set(['from', 'origin', 'departur', 'source', 'start', 'leav'].map(stem));
const DESTINATION = new Set(['to', 'destination', 'arrival', 'dest', 'target', 'going'].map(stem));
/** A parameter for a place ("Town", "city", "location"): "in Leeds", "at York" name its value. */
const PLACE = new Set(['place', 'city', 'town', 'location', 'destination', 'region', 'area', 'country', 'venue', 'neighbourhood', 'neighborhood', 'where', 'village', 'resort', 'near'].map(stem));
const TEXT_KEYS = ['title', 'name', 'text', 'query', 'q', 'message', 'content', 'subject', 'body', 'note', 'description', 'label', 'term'];
const CONNECTORS = new Set(['new', 'give', 'to', 'for', 'about', 'called', 'named', 'titled', 'entitled', 'as', 'of', 'in', 'into', 'on', 'under', 'with', 'by', 'due', 'at', 'from', 'off', 'that', 'which', 'saying', 'says']);
const BREAK = /\s(?:to|as|in|into|under|from|with|on|for|due|by|at|until)\s|[,;:!?]|\.(?:\s|$)/i;
/** A name being given ("called Tea with Mirela") runs past "with" and "from"; a date, a time or where it goes ends it. */
const NAME_BREAK = /\s(?:to|as|in|into|under|on|for|due|by|at|until)\s|[,;:!?]|\.(?:\s|$)/i;
/** A record is described past "from", "with" and "by" ("the invoice from Maria"); where it goes ("to Work") ends it. */
const LOOKUP_BREAK = /\s(?:to|as|in|into|under|on|for|due|at|until)\s|[,;:!?]|\.(?:\s|$)/i;

function propWords(key: string, prop: Prop): string[] {
  return [...splitWords(key).map(stem), ...contentStems(typeof prop.description === 'string' ? prop.description : ''), ...contentStems(typeof prop.title === 'string' ? prop.title : '')];
}

/**
 * What a parameter is for, from its declared type, format and words (never from a tool's name).
 * With the tool's description: a text parameter the description says is given by id ("puts a
 * recipe (by id) on a day", "marks one lesson … by its id") takes an id, found by name.
 */
export function paramKind(key: string, prop: Prop, toolDescription?: string): ParamKind {
  const type = prop.type;
  const words = splitWords(key);
  const desc = typeof prop.description === 'string' ? prop.description.toLowerCase() : '';
  if (enumOptions(prop).length) return 'enum';
  if (type === 'string' && toolDescription && givenById(key, toolDescription)) return 'id';
  if (type === 'array' && takesIds(key, prop, toolDescription)) return 'ids';
  if (type === 'boolean') return 'boolean';
  if (type === 'string' && /unique|idempot|retry|nonce/.test(desc) && /id$|key$|token$/i.test(key)) return 'generated';
  if ((type === 'integer' || type === 'number' || type === 'string') && words.some((w) => ['revision', 'version', 'etag'].includes(w))) return 'state';
  const last = words.at(-1) ?? '';
  if ((type === 'string' || type === 'integer') && (last === 'id' || key === 'sku' || last === 'uuid' || last === 'key')) return 'id';
  if (prop.format === 'date' || (type === 'string' && words.some((w) => ['date', 'day', 'due', 'deadline', 'depart', 'birthday', 'when'].includes(w)) && prop.format !== 'date-time')) return 'date';
  // "start and end dates (YYYY-MM-DD)": a text parameter the tool's description calls a date.
  if (type === 'string' && prop.format === undefined && toolDescription && describedAsDate(key, toolDescription)) return 'date';
  if (prop.format === 'date-time') return 'datetime';
  if (prop.format === 'time' || (type === 'string' && words.some((w) => ['time', 'hour'].includes(w)))) return 'time';
  if (type === 'string' && prop.format === undefined && (/\bHH:MM\b/.test(String(prop.description ?? '')) || (toolDescription && describedAsTime(key, toolDescription)))) return 'time';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' || type === undefined) return 'text';
  return 'other';
}

/** An option that is a part of the day. */
const DAY_PARTS = /^(?:morning|afternoon|evening|night)$/i;

/** Whether a tool's description names the parameter as a date: "the start date", "start and end dates", "start (YYYY-MM-DD)". */
function describedAsDate(key: string, description: string): boolean {
  return describedAs(key, description, '(?:dates?\\b|\\(?YYYY-MM-DD)');
}

/** "by its date and start time (HH:MM)": a text parameter the tool's description calls a time of day. */
function describedAsTime(key: string, description: string): boolean {
  return describedAs(key, description, '(?:times?\\b|\\(?HH:MM)');
}

function describedAs(key: string, description: string, what: string): boolean {
  const words = splitWords(key);
  if (words.length !== 1 || words[0]!.length < 3) return false;
  const name = words[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${name}\\b(?:\\s+(?:and|or|&)\\s+[\\p{L}-]+)?\\s+${what}`, 'iu').test(description);
}

/** Whether a tool's description says the thing a parameter names is given by its id ("a recipe (by id)"). */
function givenById(key: string, description: string): boolean {
  const words = splitWords(key);
  if (words.length !== 1 || TEXT_KEYS.includes(words[0]!) || words[0]!.length < 3) return false;
  const name = words[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "moves a card by its id", "books … by the space's id from find_spaces".
  return new RegExp(`\\b${name}(?:e?s)?\\b[^.;:]{0,50}?\\bby (?:its |their )?ids?\\b|\\bby the ${name}(?:'s|’s|s') ids?\\b`, 'i').test(description);
}

/** A list of free strings the tool calls ids ("medications: ids (m1…) or names", "itemIds"): looked up by name, each. */
function takesIds(key: string, prop: Prop, toolDescription = ''): boolean {
  const items = (prop as { items?: { type?: unknown; enum?: unknown } }).items;
  if (!items || items.type !== 'string' || Array.isArray(items.enum)) return false;
  if (splitWords(key).at(-1) === 'ids') return true;
  const name = splitWords(key).join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return /^\s*ids?\b/i.test(String(prop.description ?? '')) || new RegExp(`\\b${name}\\b\\s*[:(\u2014-]\\s*(?:the\\s+)?ids?\\b`, 'i').test(toolDescription);
}

export interface Span {
  start: number;
  end: number;
}

const overlaps = (taken: readonly Span[], s: Span) => taken.some((t) => s.start < t.end && s.end > t.start);

/** Words of `text` with their spans. */
function tokens(text: string): (Span & { word: string })[] {
  const out: (Span & { word: string })[] = [];
  const re = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** Text between `from` and the next connector, with taken spans cut out, trimmed of filler; with `untilTaken`, it ends at the first taken span. */
function phraseFrom(masked: string, from: number, taken: readonly Span[], strip: ReadonlySet<string>, stops = BREAK, untilTaken = false): Span & { text: string } {
  const rest = masked.slice(from);
  const stop = stops.exec(rest);
  const next = untilTaken ? Math.min(...taken.filter((t) => t.start >= from && t.end > t.start).map((t) => t.start)) : Infinity;
  const end = Math.min(from + (stop ? stop.index : rest.length), next);
  const words = tokens(masked.slice(from, end))
    .map((t) => ({ ...t, start: t.start + from, end: t.end + from }))
    .filter((t) => !overlaps(taken, t));
  const keep = trimFiller(words, strip);
  return { text: keep.map((t) => t.word).join(' '), start: keep[0]?.start ?? from, end: keep.at(-1)?.end ?? from };
}

/** Drops filler words (articles, connectors, the tool's own nouns) from both ends. */
function trimFiller<T extends { word: string }>(words: T[], strip: ReadonlySet<string>): T[] {
  const filler = (w: string) => {
    const lw = w.toLowerCase();
    return STOP_WORDS.has(lw) || CONNECTORS.has(lw) || strip.has(stem(lw)) || strip.has(stem(lw.replace(/-/g, '')));
  };
  let a = 0;
  let b = words.length;
  while (a < b && filler(words[a]!.word)) a++;
  while (b > a && filler(words[b - 1]!.word)) b--;
  return words.slice(a, b);
}

/** Where a phrase (several words) occurs in `text` as whole words, stem by stem. */
function findPhrase(text: string, phrase: string, taken: readonly Span[]): Span | null {
  const want = splitWords(phrase).map(stem);
  if (!want.length) return null;
  const words = tokens(text);
  for (let i = 0; i + want.length <= words.length; i++) {
    const slice = words.slice(i, i + want.length);
    const span = { start: slice[0]!.start, end: slice.at(-1)!.end };
    if (overlaps(taken, span)) continue;
    if (slice.every((w, j) => {
      const parts = splitWords(w.word).map(stem);
      return parts.length === 1 && sameStem(parts[0]!, want[j]!);
    })) return span;
  }
  return want.length === 1 ? openCompound(words, want[0]!, taken) : null;
}

/** "waiting list" for a parameter named "waitlist", "check in" for "checkin": one word said as two. */
function openCompound(words: readonly { word: string; start: number; end: number }[], want: string, taken: readonly Span[]): Span | null {
  if (want.length < 6) return null;
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    const span = { start: a.start, end: b.end };
    if (overlaps(taken, span)) continue;
    const [x, y] = [a.word.toLowerCase(), b.word.toLowerCase()];
    if (x + y === want || stem(x) + stem(y) === want || stem(x + y) === want) return span;
  }
  return null;
}

export function fillArguments(
  text: string,
  tool: MatchableTool,
  opts: {
    now?: Date;
    only?: readonly string[];
    /** The request's word for the tool's action when it has no known verb. */
    verb?: VerbMatch | null;
    /** Text only when labelled or quoted, never the words left over (a form's optional fields). */
    noLeftover?: boolean;
    /** Spans of the text another reader already gave a value from: no value is read from them, and the words left over end at them. */
    taken?: readonly Span[];
    /** The one text parameter the words left over may go to (a new record's name), instead of the first open one. */
    leftoverTo?: string;
  } = {},
): FillResult {
  const props = propertiesOf(tool.inputSchema) as Record<string, Prop>;
  const required = requiredOf(tool.inputSchema);
  const keys = Object.keys(props).filter((k) => !opts.only || opts.only.includes(k));
  const kinds = new Map(keys.map((k) => [k, paramKind(k, props[k]!, tool.description)] as const));
  const quotes = findQuotes(text);
  const masked = maskQuotes(text, quotes);
  const verb = findVerb(masked) ?? opts.verb ?? null;
  const taken: Span[] = [...(opts.taken ?? []), ...(verb ? [{ start: verb.start, end: verb.end }] : [])];
  const usedQuotes = new Set<Quote>();
  const args: Record<string, unknown> = {};
  const problems: string[] = [];
  const domain = domainWords(tool);
  const strip = new Set([...domain, ...keys.flatMap((k) => splitWords(k).map(stem))]);
  const of = (kind: ParamKind) => keys.filter((k) => kinds.get(k) === kind && !(k in args));
  const take = (s: Span) => taken.push(s);

  // Codes that fit a parameter's own pattern ("SK1234", "LH 400").
  for (const key of keys) {
    const test = patternTest(props[key]!.pattern);
    if (!test || kinds.get(key) === 'enum') continue;
    const code = codeTokens(text).find(test) ?? quotes.map((q) => q.text).find(test);
    if (!code) continue;
    args[key] = code;
    const first = code.match(/^[\p{L}]+|^[\p{N}]+/u)?.[0] ?? code;
    const at = masked.indexOf(first);
    if (at >= 0) take({ start: at, end: at + code.length + (masked.slice(at, at + code.length + 1).includes(' ') ? 1 : 0) });
    const q = quotes.find((x) => x.text === code);
    if (q) usedQuotes.add(q);
  }

  // Values a text parameter takes by their shape: an address with an "@" for an email parameter,
  // a run of digits for a phone one, a web address for a link.
  const shaped = shapedValues(masked, opts.now);
  const byShape: string[] = [];
  for (const key of of('text')) {
    const sort = paramSort(key, props[key]!);
    if (!sort || sort === 'organisation') continue;
    const fits = shaped.filter((v) => v.sort === sort && !overlaps(taken, v));
    if (fits.length !== 1) continue;
    args[key] = fits[0]!.value;
    byShape.push(key);
    take(withPreposition(masked, fits[0]!));
  }

  // Start and end times, lengths, reminders and guests of tools that put something in time.
  const roles = scheduleRoles(props, kinds, tool.description);
  const schedule = roles.size ? fillSchedule(masked, props, roles, required, taken, opts.now) : { args: {}, spans: [], ambiguous: [] };
  for (const [k, v] of Object.entries(schedule.args)) if (keys.includes(k)) args[k] = v;
  for (const s of schedule.spans) take(s);
  // Dates are read with the times and lengths already read blanked out ("Thursday from 11 to 12:30").
  const dateText = blank(masked, schedule.spans);

  // Dates and times, in the order the schema lists them; a "return" date goes to a return parameter.
  // With a start and an end date parameter, "for two nights" is the range's length, not a date.
  const range = dateRangeParams(of('date').map((k) => ({ key: k, description: typeof props[k]!.description === 'string' ? props[k]!.description : '' })));
  const length = range ? findLength(masked) : null;
  if (length && overlaps(taken, length)) length.days = 0;
  const dates = findDates(dateText, opts.now).filter((d) => !overlaps(taken, d) && !(length?.days && overlaps([length], d)));
  if (length?.days) take(length);
  // A free-text parameter that takes a day of the week ("day", "weekday", described by weekday names) gets its name.
  for (const key of of('date')) {
    const p = props[key]!;
    const about = `${key} ${typeof p.description === 'string' ? p.description : ''} ${typeof p.title === 'string' ? p.title : ''}`;
    if (p.format !== undefined || !/weekday|day of (?:the )?week|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b|^day\b/i.test(about)) continue;
    if (!/weekday|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday/i.test(about)) continue;
    const said = findWeekdays(masked, opts.now).find((x) => !overlaps(taken, x));
    if (!said) continue;
    args[key] = weekdayName(said.day);
    take(withPreposition(masked, said));
  }
  for (const key of of('date')) {
    const wantsReturn = /return|back|end|until|checkout/i.test(key);
    const pick = dates.find((d) => !overlaps(taken, d) && /return|back|until/i.test(masked.slice(Math.max(0, d.start - 12), d.start)) === wantsReturn) ?? dates.find((d) => !overlaps(taken, d));
    if (!pick) continue;
    args[key] = pick.value;
    take(withPreposition(masked, pick));
    if (pick.also) take(pick.also);
  }
  if (range && length?.days && typeof args[range.start] === 'string' && !(range.end in args)) args[range.end] = addDays(args[range.start] as string, length.days);
  // "Tuesday to Thursday": one range of days read as one date; its last day ends the range.
  const through = range && typeof args[range.start] === 'string' ? dates.find((d) => d.value === args[range.start] && d.until) : undefined;
  if (range && through?.until && (!(range.end in args) || args[range.end] === args[range.start])) args[range.end] = through.until;
  // "from 3 to 5 June" says days, never a time of day.
  const days = dayRanges(masked);
  for (const key of of('time')) {
    const t = findTimes(dateText, opts.now).find((x) => !overlaps(taken, x) && !overlaps(days, x));
    if (!t) continue;
    args[key] = t.value;
    take(withPreposition(masked, t));
  }
  for (const key of of('datetime')) {
    const d = dates.find((x) => !overlaps(taken, x));
    if (!d) continue;
    const t = findTimes(dateText, opts.now).find((x) => !overlaps(taken, x));
    args[key] = `${d.value}T${t?.value ?? '00:00'}:00`;
    take(withPreposition(masked, d));
    if (t) take(t);
  }

  // "from X to Y", "X to Y", "X → Y" for an origin and a destination parameter.
  const textual = keys.filter((k) => kinds.get(k) === 'text');
  const origin = textual.find((k) => propWords(k, props[k]!).some((w) => ORIGIN.has(w)));
  const placeParam = textual.find((k) => k !== origin && propWords(k, props[k]!).some((w) => PLACE.has(w)));
  const destination = textual.find((k) => k !== origin && propWords(k, props[k]!).some((w) => DESTINATION.has(w))) ?? placeParam;
  if (origin || destination) {
    const place = "((?<![\\p{L}])(?:[\\p{L}][\\p{L}.'-]*)(?:\\s+(?!(?:on|to|for|in|at|with|by|from|and|then|tomorrow|today|next)\\b)[\\p{Lu}][\\p{L}.'-]*){0,2})";
    const from = new RegExp(`\\bfrom\\s+${place}`, 'iu').exec(masked);
    const to = new RegExp(`(?:\\bto|→|->)\\s+${place}`, 'iu');
    const bare = new RegExp(`${place}\\s+(?:to|→|->)\\s+${place}`, 'u');
    const clean = (s: string) => s.replace(/[.,]+$/, '');
    const isPlace = (s: string) => !contentStems(s).some((w) => strip.has(w)) && !STOP_WORDS.has(s.toLowerCase()) && !findVerb(s);
    if (from && origin && isPlace(from[1]!)) {
      args[origin] = clean(from[1]!);
      take({ start: from.index, end: from.index + from[0].length });
    }
    const toMatch = [...masked.matchAll(new RegExp(to.source, 'giu'))].find((m) => !overlaps(taken, { start: m.index!, end: m.index! + m[0].length }) && isPlace(m[1]!));
    if (toMatch && destination) {
      args[destination] = clean(toMatch[1]!);
      take({ start: toMatch.index!, end: toMatch.index! + toMatch[0].length });
    }
    if (destination && destination === placeParam && !(destination in args)) {
      // "somewhere in Leeds", "a table at Leeds", "search Leeds": a capitalised name after "in",
      // "at", "near" or the search verb, for a parameter that is a place.
      const named = "((?:[\\p{Lu}][\\p{L}.'-]*)(?:\\s+(?:[\\p{Lu}][\\p{L}.'-]*)){0,2})";
      const after = verb?.meanings.includes('search') ? `|(?<=^.{${verb.end}}\\s+)` : '';
      const at = [...masked.matchAll(new RegExp(`(?:\\b(?:in|at|near|around)\\s+${after})${named}`, 'gu'))]
        .find((m) => !overlaps(taken, { start: m.index! + m[0].length - m[1]!.length, end: m.index! + m[0].length }) && isPlace(m[1]!));
      if (at) {
        args[destination] = clean(at[1]!);
        take({ start: at.index!, end: at.index! + at[0].length });
      }
    }
    if (origin && !(origin in args)) {
      // "Berlin to Madrid": the place right before "to", when it is not a word of the tool's own.
      const b = bare.exec(masked);
      const words = b ? b[1]!.split(/\s+/) : [];
      const first = words.findIndex((w) => /^[\p{Lu}]/u.test(w));
      const placeText = first >= 0 ? words.slice(first).join(' ') : '';
      if (b && placeText && isPlace(placeText)) {
        args[origin] = clean(placeText);
        take({ start: b.index + b[1]!.length - placeText.length, end: b.index + b[1]!.length });
      }
    }
  }

  // Enum values named in the request (value or its title), e.g. "business", "high priority";
  // times of day by the clock ("half past four" is the option "4:30 PM"); else by a word of the
  // option said with a typo or run together ("blow-dry" is "blowdry").
  for (const key of of('enum')) {
    const byClock = clockOption(enumOptions(props[key]!), masked, taken, opts.now) ?? weekdayOption(enumOptions(props[key]!), masked, taken, opts.now);
    if (byClock) {
      args[key] = byClock.value;
      take(byClock.span);
      continue;
    }
    for (const option of enumOptions(props[key]!)) {
      const hit = (typeof option.value === 'string' ? findPhrase(masked, option.value, taken) : null) ?? findPhrase(masked, option.title, taken);
      if (!hit) continue;
      // "not urgent": the option said is the one not wanted.
      if (/\b(?:not|no|isn't|isnt|non)[\s-]+(?:very\s+|too\s+|that\s+)?$/i.test(masked.slice(Math.max(0, hit.start - 16), hit.start))) {
        take(hit);
        continue;
      }
      args[key] = option.value;
      // The parameter's own name next to the value ("high priority", "business class") goes with it.
      const after = /^\s+([\p{L}]+)/u.exec(masked.slice(hit.end));
      const extra = after && propWords(key, props[key]!).some((w) => sameStem(w, stem(after[1]!))) ? after[0].length : 0;
      take(withPreposition(masked, { start: hit.start, end: hit.end + extra }));
      break;
    }
  }

  // A list of options ("any of mornings, evenings, weekends"): every option the request names.
  for (const key of keys.filter((k) => kinds.get(k) === 'other' && !(k in args) && props[k]!.type === 'array')) {
    const items = (props[key] as { items?: unknown }).items;
    if (!items || typeof items !== 'object') continue;
    const chosen: unknown[] = [];
    for (const option of enumOptions(items as Prop)) {
      const hit = (typeof option.value === 'string' ? findPhrase(masked, option.value, taken) : null) ?? findPhrase(masked, option.title, taken);
      if (!hit) continue;
      chosen.push(option.value);
      take(hit);
    }
    if (chosen.length) args[key] = chosen;
  }

  for (const key of of('enum')) {
    const near = nearOption(enumOptions(props[key]!), masked, taken);
    if (!near) continue;
    args[key] = near.value;
    take(near.span);
  }
  // An option glossed in the tool's words ("heating (heating and hot water)", "fruit (apples and
  // pears)"): a word of the request in exactly one option's gloss names that option.
  for (const key of of('enum')) {
    if (key in args) continue;
    const said = tokens(masked).filter((t) => !overlaps(taken, t) && !STOP_WORDS.has(t.word.toLowerCase()));
    const hits: { value: unknown; span: Span }[] = [];
    for (const option of enumOptions(props[key]!)) {
      if (typeof option.value !== 'string') continue;
      const gloss = optionGloss(option.value, `${tool.description} ${typeof props[key]!.description === 'string' ? props[key]!.description : ''}`);
      const hit = gloss.length ? said.find((t) => gloss.some((g) => sameStem(stem(t.word.toLowerCase()), g))) : undefined;
      if (hit) hits.push({ value: option.value, span: hit });
    }
    if (hits.length === 1) {
      args[key] = hits[0]!.value;
      take(hits[0]!.span);
    }
  }
  // "Monday morning": a part of the day said with a date is read with the date, and is still the option that names it.
  for (const key of of('enum')) {
    const part = enumOptions(props[key]!).find((o) => typeof o.value === 'string' && DAY_PARTS.test(o.value) && new RegExp(`\\b${o.value}\\b`, 'i').test(masked));
    if (part) args[key] = part.value;
  }

  // Yes/no parameters: negated verbs and "not"/"no longer"/"off" mean false.
  for (const key of of('boolean')) {
    const words = propWords(key, props[key]!);
    const verbMeanings = verb?.meanings ?? [];
    const negated = verbMeanings.some((m) => ['uncomplete', 'unpin', 'off', 'uncheck'].includes(m)) || (verb?.text.startsWith('un') ?? false);
    const named = splitWords(key).map(stem);
    const near = new RegExp(`\\b(not|no longer|un-?)\\s*(?:be\\s+|as\\s+)?(${named.join('|')})`, 'i');
    const mentioned = named.some((w) => findPhrase(masked, w, []) !== null) || (verb ? named.some((w) => sameStem(stem(verb.text), w) || sameStem(stem(verb.text.replace(/^un/, '')), w)) : false);
    const aboutVerb = verb ? words.some((w) => sameStem(w, stem(verb.text.replace(/^un/, '')))) || verbMeanings.some((m) => ['complete', 'uncomplete', 'pin', 'unpin', 'on', 'off', 'check', 'uncheck'].includes(m)) : false;
    if (near.test(masked)) args[key] = false;
    else if (negated && (mentioned || aboutVerb)) args[key] = false;
    else if (mentioned || (aboutVerb && required.includes(key))) args[key] = true;
  }

  // A parameter named in the request with its value right after it ("size 10", "reference
  // December rent"), for parameters that are not free text (those take the words left over).
  for (const key of of('text')) {
    const words = splitWords(key);
    if (words.some((w) => TEXT_KEYS.includes(w))) continue;
    const name = findPhrase(masked, words.join(' '), taken);
    if (!name) continue;
    const v = phraseFrom(masked, name.end, taken, new Set());
    if (!v.text || masked.slice(name.end, v.start).trim() !== '') continue;
    args[key] = text.slice(v.start, v.end);
    take({ start: name.start, end: v.end });
  }

  // Numbers, matched by the word next to them ("3 passengers", "quantity 3"), else the only one left.
  // A number inside a capitalised name ("the Summit 40 backpack") is part of the name, not the count left over.
  const inName = (n: Span) => /[\p{L}]\s+$/u.test(masked.slice(0, n.start)) && /(?:^|\s)\p{Lu}[\p{L}\p{N}-]*\s+$/u.test(masked.slice(0, n.start)) && !/^\s*\p{Lu}[\p{L}\p{N}-]*\s+$/u.test(masked.slice(0, n.start));
  const numbers = findNumbers(masked, taken);
  const usedNumbers = new Set<number>();
  const numeric = of('number');
  for (const key of numeric) {
    const words = new Set(propWords(key, props[key]!));
    const peopleParam = [...words].some((w) => PEOPLE.has(w));
    const idx = numbers.findIndex((n, i) => !usedNumbers.has(i) && ((n.unit !== null && ([...words].some((w) => sameStem(w, n.unit!) || areSynonyms(stem(n.unit!), w)) || (peopleParam && PEOPLE.has(n.unit)))) || (n.before !== null && [...words].some((w) => sameStem(w, n.before!)))));
    if (idx >= 0) {
      usedNumbers.add(idx);
      args[key] = numbers[idx]!.value;
      take(numbers[idx]!);
      const unit = /^\s+[\p{L}]+/u.exec(masked.slice(numbers[idx]!.end));
      if (unit) take({ start: numbers[idx]!.end, end: numbers[idx]!.end + unit[0].length });
    }
  }
  const leftNumbers = numbers.filter((_, i) => !usedNumbers.has(i) && !overlaps(taken, numbers[i]!) && !(of('id').length && inName(numbers[i]!)));
  const leftNumeric = numeric.filter((k) => !(k in args));
  // The one number left for the one number parameter: digits, or a number word other than "one"
  // (which is as often a pronoun: "the one about…").
  if (leftNumeric.length === 1 && leftNumbers.length === 1 && !/^one$/i.test(masked.slice(leftNumbers[0]!.start, leftNumbers[0]!.end))) {
    args[leftNumeric[0]!] = leftNumbers[0]!.value;
    take(withPreposition(masked, leftNumbers[0]!));
    // "two pairs of …": the word counted by goes with the count.
    const by = /^\s+(?:pairs?|pieces?|units?|packs?|sets?|boxes|box|bottles?|copies|copy)(?:\s+of)?\b/i.exec(masked.slice(leftNumbers[0]!.end));
    if (by) take({ start: leftNumbers[0]!.end, end: leftNumbers[0]!.end + by[0].length });
  }
  for (const key of numeric) {
    if (!(key in args)) continue;
    const v = args[key] as number;
    const p = props[key]!;
    if (p.type === 'integer' && !Number.isInteger(v)) problems.push(`${key} must be a whole number, not ${v}.`);
    if (typeof p.minimum === 'number' && v < p.minimum) problems.push(`${key} must be at least ${p.minimum} (you said ${v}).`);
    if (typeof p.maximum === 'number' && v > p.maximum) problems.push(`${key} must be at most ${p.maximum} (you said ${v}).`);
  }

  // The object a lookup resolves: a quote right after the verb, or the words up to a connector.
  const lookups: FillResult['lookups'] = [];
  const idKeys = [...of('id'), ...of('ids')];
  if (idKeys.length) {
    const from = verb?.end ?? 0;
    const q = quotes.find((x) => !usedQuotes.has(x) && x.start >= from && masked.slice(from, x.start).trim().split(/\s+/).every((w) => !w || STOP_WORDS.has(w.toLowerCase()) || CONNECTORS.has(w.toLowerCase()) || strip.has(stem(w))));
    let phrase: string;
    if (q) {
      usedQuotes.add(q);
      phrase = q.text;
      take(q);
    } else {
      let p = phraseFrom(masked, from, taken, strip, LOOKUP_BREAK);
      // "give a like to X", "give X a like": the object is after a connector, or before the verb.
      const connector = /^\s*(?:to|for|on|of)\s+/i.exec(masked.slice(from));
      if (!p.text && connector) p = phraseFrom(masked, from + connector[0].length, taken, strip, LOOKUP_BREAK);
      if (!p.text) {
        const words = trimFiller(tokens(masked).filter((t) => !overlaps(taken, t)), strip);
        p = { text: words.map((t) => t.word).join(' '), start: words[0]?.start ?? 0, end: words.at(-1)?.end ?? 0 };
      }
      phrase = p.text;
      if (p.text) take(p);
    }
    for (const key of idKeys) lookups.push({ param: key, phrase, ...(kinds.get(key) === 'ids' ? { many: true as const } : {}) });
  }

  // Text: labelled ("called X", "with the text X", "title: X"), quoted, or the words left over.
  const texts = of('text').filter((k) => k !== origin && k !== destination);
  const label = (k: string) => propWords(k, props[k]!);
  const claim = (key: string, value: string, span?: Span) => {
    args[key] = value;
    if (span) take(span);
  };
  const valueAt = (at: number, naming = false): { value: string; span: Span } | null => {
    const q = quotes.find((x) => !usedQuotes.has(x) && x.start >= at && masked.slice(at, x.start).trim() === '');
    if (q) {
      usedQuotes.add(q);
      return { value: q.text, span: q };
    }
    const p = naming ? phraseFrom(masked, at, taken, new Set(), NAME_BREAK, true) : phraseFrom(masked, at, taken, new Set());
    return p.text ? { value: text.slice(p.start, p.end), span: p } : null;
  };
  const cue = /\b(called|named|titled|entitled|saying|that says)\s+|\bwith (?:the |a |an )?([\p{L}]+)\s+|\b([\p{L}]+)\s*:\s*/giu;
  for (let m = cue.exec(masked); m; m = cue.exec(masked)) {
    if (overlaps(taken, { start: m.index, end: m.index + m[0].length })) continue;
    const word = stem((m[2] ?? m[3] ?? 'title').toLowerCase());
    const key = m[1]
      ? (texts.find((k) => !(k in args) && label(k).some((w) => ['titl', 'name', 'head', 'subject', 'label'].includes(w))) ?? texts.find((k) => !(k in args)))
      : texts.find((k) => !(k in args) && label(k).some((w) => sameStem(w, word)));
    if (!key) continue;
    const v = valueAt(m.index + m[0].length, !!m[1]);
    if (!v) continue;
    take({ start: m.index, end: m.index });
    claim(key, v.value, { start: m.index, end: v.span.end });
  }
  // "rename X to Y", "set X to Y": with a lookup, what follows "to" is the new value ("add X to
  // my cart" says where, not what).
  if (lookups.length && (!verb || verb.meanings.some((m) => ['rename', 'set', 'type'].includes(m)))) {
    const key = texts.find((k) => !(k in args));
    const to = /\s(?:to|as)\s+/i.exec(masked.slice(verb?.end ?? 0));
    if (key && to) {
      const v = valueAt((verb?.end ?? 0) + to.index + to[0].length);
      if (v && !overlaps(taken.filter((t) => t.end > t.start), v.span)) claim(key, v.value, v.span);
    }
  }
  const freeQuotes = quotes.filter((q) => !usedQuotes.has(q));
  const openTexts = texts.filter((k) => !(k in args));
  if (freeQuotes.length && openTexts.length) {
    const main = openTexts.sort((a, b) => textRank(a, required) - textRank(b, required))[0]!;
    claim(main, freeQuotes[0]!.text, freeQuotes[0]);
    usedQuotes.add(freeQuotes[0]!);
  }
  const stillOpen = texts.filter((k) => !(k in args) && (opts.leftoverTo === undefined || k === opts.leftoverTo)).sort((a, b) => textRank(a, required) - textRank(b, required));
  // "I moved, the landline is now 020 7946 0018": once a value is read by its shape, the words around it are
  // talk about it, never a value for another parameter that may stay as it is.
  const talk = byShape.length > 0 && !required.includes(stillOpen[0] ?? '');
  if (stillOpen.length && !lookups.length && !opts.noLeftover && !talk) {
    // The words left over, minus filler at the edges ("to my to-dos", "a new to-do:").
    let from = verb?.end ?? 0;
    if (verb?.meanings.includes('search')) {
      const f = /\bfor\s+/i.exec(masked.slice(from));
      if (f) from += f.index + f[0].length;
    }
    // Words of an option already chosen ("wash" of "Wash & blow-dry") are not left over.
    const chosen = new Set(
      keys.filter((k) => kinds.get(k) === 'enum' && k in args).flatMap((k) => enumOptions(props[k]!).filter((o) => o.value === args[k]).flatMap((o) => splitWords(o.title).map(stem))),
    );
    const words = tokens(masked.slice(from))
      .map((t) => ({ ...t, start: t.start + from, end: t.end + from }))
      .filter((t) => !overlaps(taken, t) && !chosen.has(stem(t.word)));
    // Only one run of words: a gap (taken span) in the middle ends the text.
    const run: typeof words = [];
    const trimmed = trimFiller(words, strip);
    for (const w of trimmed) {
      const prev = run.at(-1);
      if (prev && overlaps(taken, { start: prev.end, end: w.start })) break;
      run.push(w);
    }
    let kept = trimFiller(run, strip);
    // "a piano tuning in my diary": where the tool puts it (its description says "to the diary")
    // ends the name, it is no part of it.
    const home = new Set(contentStems(tool.description));
    const homeWord = (w: { word: string }) => home.has(stem(w.word.toLowerCase()));
    const at = kept.findIndex((w, i) => i > 0 && /^(?:in|into|on|onto|to)$/i.test(w.word) && kept.slice(i + 1).some(homeWord) && kept.slice(i + 1).every((x) => homeWord(x) || STOP_WORDS.has(x.word.toLowerCase())));
    if (at > 0) kept = trimFiller(kept.slice(0, at), strip);
    if (kept.length) {
      const value = text.slice(kept[0]!.start, kept.at(-1)!.end).replace(/[\s,;:.!?]+$/, '');
      if (value) claim(stillOpen[0]!, value);
    }
  }
  for (const key of keys) {
    const p = props[key]!;
    const v = args[key];
    if (typeof v !== 'string') continue;
    if (typeof p.maxLength === 'number' && v.length > p.maxLength) problems.push(`${key} can be at most ${p.maxLength} characters.`);
    const test = patternTest(p.pattern);
    if (test && kinds.get(key) !== 'id' && !test(v)) problems.push(`${JSON.stringify(v)} is not a valid ${key}${typeof p.description === 'string' ? ` (${p.description.slice(0, 120)})` : ''}.`);
  }

  const fromState = of('state');
  const generatedKeys = keys.filter((k) => kinds.get(k) === 'generated');
  for (const key of generatedKeys) args[key] = `navi-${crypto.randomUUID()}`;
  const missing = required.filter((k) => keys.includes(k) && !(k in args) && !lookups.some((l) => l.param === k) && !fromState.includes(k));
  return { args, missing, lookups, fromState, problems, choices: schedule.ambiguous };
}

/** Required first, then the usual names for free text. */
function textRank(key: string, required: readonly string[]): number {
  const i = TEXT_KEYS.findIndex((k) => splitWords(key).includes(k));
  return (required.includes(key) ? 0 : 100) + (i < 0 ? 50 : i);
}

/** A short human name for a parameter: its description when it has one, else its name in words. */
export function describeParam(tool: MatchableTool, key: string): string {
  const prop = propertiesOf(tool.inputSchema)[key];
  const words = splitWords(key).join(' ');
  const desc = typeof prop?.description === 'string' ? prop.description.trim().slice(0, 120) : '';
  return desc ? `${words} (${JSON.stringify(desc)})` : words;
}

export type { Found };

/** "4:30 PM", "16:30", "9am" as HH:MM, or null. */
export function clockOf(text: string): string | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  let h = Number(m[1]);
  const pm = /^p/i.test(m[3] ?? '');
  if (pm && h < 12) h += 12;
  if (/^a/i.test(m[3] ?? '') && h === 12) h = 0;
  return h < 24 ? `${String(h).padStart(2, '0')}:${m[2] ?? '00'}` : null;
}

/** The option that is the time of day the request says, when the options are times. */
function clockOption(options: readonly { value: unknown; title: string }[], masked: string, taken: readonly Span[], now?: Date): { value: unknown; span: Span } | null {
  const clocks = options.map((o) => clockOf(String(o.value)) ?? clockOf(o.title));
  if (!options.length || clocks.filter(Boolean).length < options.length / 2) return null;
  const t = findTimes(masked, now).find((x) => !overlaps(taken, x));
  if (!t) return null;
  // "at half past four" at a salon is 16:30 when only that one is offered.
  const [h, mm] = t.value.split(':').map(Number) as [number, number];
  const later = h < 12 ? `${String(h + 12).padStart(2, '0')}:${String(mm).padStart(2, '0')}` : null;
  const i = clocks.indexOf(t.value) >= 0 ? clocks.indexOf(t.value) : later ? clocks.indexOf(later) : -1;
  return i >= 0 ? { value: options[i]!.value, span: t } : null;
}

/** The option that is the weekday the request says ("on Tuesday" is the option "tue"), when the options are weekdays. */
function weekdayOption(options: readonly { value: unknown; title: string }[], masked: string, taken: readonly Span[], now?: Date): { value: unknown; span: Span } | null {
  const days = options.map((o) => (typeof o.value === 'string' ? weekdayOf(o.value) : null) ?? weekdayOf(o.title));
  if (days.filter((d) => d !== null).length < Math.max(2, options.length / 2)) return null;
  const said = findWeekdays(masked, now).find((x) => !overlaps(taken, x));
  const i = said ? days.indexOf(said.day) : -1;
  return i >= 0 ? { value: options[i]!.value, span: said! } : null;
}

/** The one option a word of the request names with a typo, or by its words run together. */
/** The words a description glosses an option with, in brackets right after it: "damp (damp and mould)". */
function optionGloss(value: string, description: string): string[] {
  const esc = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|[^\\p{L}-])${esc}\\s*\\(([^)]{1,80})\\)`, 'iu').exec(description);
  return m ? contentStems(m[1]!) : [];
}

function nearOption(options: readonly { value: unknown; title: string }[], masked: string, taken: readonly Span[]): { value: unknown; span: Span } | null {
  const words = tokens(masked).filter((t) => !overlaps(taken, t) && !STOP_WORDS.has(t.word.toLowerCase()));
  const hits: { value: unknown; span: Span }[] = [];
  for (const option of options) {
    const own = [...new Set([...(typeof option.value === 'string' ? splitWords(option.value) : []), ...splitWords(option.title)])].filter((w) => w.length >= 4 && !/\d/.test(w));
    const joined = (typeof option.value === 'string' ? option.value : option.title).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const hit = words.find((t) => own.some((w) => isTypo(t.word.toLowerCase(), w)) || (joined.length >= 5 && t.word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') === joined));
    if (hit) hits.push({ value: option.value, span: hit });
  }
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * "shift the rehearsal forty minutes later", "push the audit to 11am": a record's start and end moved
 * through an update tool, from the times the record holds (read with the page's own read tool).
 * A shift moves both; a new start keeps the record's length unless a length was said.
 */
export function movedTimes(text: string, tool: MatchableTool, record: Record<string, unknown>, args: Record<string, unknown>): Record<string, string> {
  const props = propertiesOf(tool.inputSchema) as Record<string, Prop>;
  const kinds = new Map(Object.keys(props).map((k) => [k, paramKind(k, props[k]!)] as const));
  const roles = scheduleRoles(props, kinds, tool.description);
  const key = (r: string) => [...roles].find(([, v]) => v === r)?.[0];
  const start = key('start');
  const end = key('end');
  const held = (k: string | undefined) => (k && typeof record[k] === 'string' && /^\d{1,2}:\d{2}$/.test(record[k] as string) ? minutesOf(record[k] as string) : null);
  if (!start || held(start) === null) return {};
  const out: Record<string, string> = {};
  const from = held(start)!;
  const to = held(end);
  // A shift of a day or more changes the date, not the time of day; words in quotes are a name's.
  const shift = findShift(maskQuotes(text));
  if (!(start in args) && shift && Math.abs(shift.minutes) < 1440) {
    out[start] = clock((from + shift.minutes + 1440) % 1440);
    if (end && to !== null && !(end in args)) out[end] = clock((to + shift.minutes + 1440) % 1440);
  } else if (typeof args[start] === 'string' && end && to !== null && !(end in args)) {
    out[end] = clock((minutesOf(args[start] as string) + to - from) % 1440);
  }
  return out;
}
