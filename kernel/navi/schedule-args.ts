// Arguments of tools that put something in time: which parameters are a start and an end time
// (or date-time), a length, a reminder's lead and the people who come, read from the schema
// alone (format "time", a HH:MM pattern, names and descriptions saying start/end/from/until,
// "duration"/"minutes", "reminder", "guests"/"attendees"), and their values from the request's
// words: "from 11 till 12:30", "at 8 for forty minutes", "ping me an hour ahead", "with A and B".
// Works for any such tool: an event, a meeting-room booking, a delivery window, a class.
import { findDates, iso } from './dates.ts';
import { enumOptions, type propertiesOf } from './tool-matcher.ts';
import { clock, findLengthOfTime, findReminderLead, findStartTime, findTimeRange, minutesBetween, minutesOf, optionMinutes, type Span } from './time-words.ts';
import { splitWords } from './words.ts';

type Prop = ReturnType<typeof propertiesOf>[string] & { items?: unknown };

export type ScheduleRole = 'start' | 'end' | 'start-datetime' | 'end-datetime' | 'length' | 'reminder' | 'people';

const START = new Set(['start', 'starts', 'starting', 'begin', 'begins', 'from', 'since', 'opens']);
const END = new Set(['end', 'ends', 'ending', 'until', 'till', 'finish', 'finishes', 'closes', 'to']);
const LENGTH = new Set(['duration', 'length', 'minutes', 'mins', 'hours', 'long']);
/** Words that make a length one of time (a "long" may be a longitude, a "length" one in metres). */
const TIME_UNITS = new Set(['duration', 'minutes', 'minute', 'mins', 'min', 'hours', 'hour', 'hrs']);
const REMINDER = new Set(['reminder', 'reminders', 'remind', 'alert', 'alerts', 'alarm', 'notify', 'notification', 'notifications']);
const PEOPLE = new Set(['guests', 'guest', 'attendees', 'attendee', 'invitees', 'invitee', 'participants', 'participant', 'people', 'members', 'with', 'invite', 'invites', 'who', 'persons']);
/** Says a time of day: "HH:MM", "time", "24-hour", "o'clock". */
const TIME_TEXT = /\bhh:mm\b|\btime\b|\b24-hour\b|o'?clock|\bclock\b/i;
const DATETIME_TEXT = /date-?time|iso ?8601|timestamp|yyyy-mm-ddthh/i;

const describe = (p: Prop) => `${typeof p.description === 'string' ? p.description : ''} ${typeof p.title === 'string' ? p.title : ''}`;

/** Whether a pattern takes "09:30" (a time of day). */
function takesClock(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    return new RegExp(pattern).test('09:30') && !new RegExp(pattern).test('2030-01-01');
  } catch {
    return false;
  }
}

/**
 * The scheduling role of each parameter that has one. `kinds` are argument-filler's kinds
 * (a start/end time is plain text to it unless its schema says "time"); `toolText` is the tool's
 * description, which often says "start and end (HH:MM)" for all its parameters at once.
 */
export function scheduleRoles(props: Record<string, Prop>, kinds: ReadonlyMap<string, string>, toolText: string): Map<string, ScheduleRole> {
  const roles = new Map<string, ScheduleRole>();
  const keys = [...kinds.keys()];
  const hasDate = keys.some((k) => kinds.get(k) === 'date');
  for (const key of keys) {
    const p = props[key]!;
    const kind = kinds.get(key);
    const words = splitWords(key);
    const own = describe(p);
    const ownWords = splitWords(own);
    const said = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
    const described = (set: ReadonlySet<string>) => ownWords.some((w) => set.has(w));
    if (p.type === 'array' || (p.type === 'string' && kind === 'text' && said(PEOPLE) && !said(START) && /\bcomma/i.test(own))) {
      if (said(PEOPLE) || described(PEOPLE)) roles.set(key, 'people');
      continue;
    }
    if (said(REMINDER) || (kind !== 'text' && described(REMINDER) && !said(START) && !said(END))) {
      if (kind === 'enum' || kind === 'number' || p.type === 'integer' || p.type === 'number') roles.set(key, 'reminder');
      continue;
    }
    const ofTime = said(TIME_UNITS) || described(TIME_UNITS);
    if ((p.type === 'integer' || p.type === 'number' || (kind === 'enum' && enumOptions(p).every((o) => optionMinutes(o.value, o.title) !== null))) && (said(LENGTH) || described(new Set(['duration', 'length']))) && ofTime) {
      roles.set(key, 'length');
      continue;
    }
    const datetime = kind === 'datetime' || (p.type === 'string' && DATETIME_TEXT.test(own));
    const timeOfDay = kind === 'time' || p.format === 'time' || takesClock(p.pattern) || (kind === 'text' && TIME_TEXT.test(own));
    // A start/end word is a time only with a schema that says so: the parameter's own words, a
    // separate date parameter, or the tool's description saying it takes times.
    const startEnd = said(START) ? 'start' : said(END) ? 'end' : null;
    if (datetime && kind !== 'date') {
      if (startEnd) roles.set(key, startEnd === 'end' ? 'end-datetime' : 'start-datetime');
      continue;
    }
    if (!startEnd) {
      if (timeOfDay && kind === 'time') roles.set(key, 'start');
      continue;
    }
    if ((kind === 'text' || kind === 'time') && (timeOfDay || hasDate || TIME_TEXT.test(toolText))) {
      // "from" and "to" alone are places as often as times: only with a schema that says time.
      if (words.length === 1 && ['to', 'from'].includes(words[0]!) && !timeOfDay) continue;
      roles.set(key, startEnd);
    }
  }
  // An end with no start is no range: it stays an ordinary parameter.
  const has = (r: ScheduleRole) => [...roles.values()].includes(r);
  for (const [k, r] of roles) if ((r === 'end' && !has('start')) || (r === 'end-datetime' && !has('start-datetime'))) roles.delete(k);
  return roles;
}

export interface ScheduleFill {
  args: Record<string, unknown>;
  /** Where each value was said. */
  spans: Span[];
  /** People a name fits more than one of: ask which. */
  ambiguous: { param: string; name: string; options: string[] }[];
}

/** A person's name said after "with", "invite", "guests:": capitalised words or an address. */
const NAME = "(?:[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+|\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)";
const PEOPLE_RE = new RegExp(`\\b(?:with|invite|inviting|invites?|guests?:?|attendees?:?|and invite)\\s+(${NAME}(?:\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*)${NAME})*)`, 'gu');
/** Words that are capitalised without being a person. */
const NOT_NAMES = /^(?:I|Me|Us|Them|Him|Her|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** People named in `text` after "with" or "invite", each with where it was said. */
export function findPeople(text: string, taken: readonly Span[]): { names: string[]; span: Span } | null {
  PEOPLE_RE.lastIndex = 0;
  for (let m = PEOPLE_RE.exec(text); m; m = PEOPLE_RE.exec(text)) {
    const start = m.index;
    const end = m.index + m[0].length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    // "a dinner called Supper with Odile": a "with" inside a name being given belongs to the name.
    const clause = text.slice(0, start).split(/[,;.!?]/).at(-1) ?? '';
    if (/\b(?:called|named|titled|entitled)\b/i.test(clause)) continue;
    const names = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/).map((n) => n.trim()).filter((n) => n && !NOT_NAMES.test(n.split(/\s+/)[0]!));
    if (names.length) return { names, span: { start, end } };
  }
  return null;
}

/** The options a name fits: an address or a name whose words include all of the name's. */
export function peopleFitting(name: string, options: readonly string[]): string[] {
  const want = name.toLowerCase().split(/\s+/);
  const exact = options.filter((o) => o.toLowerCase() === name.toLowerCase());
  if (exact.length) return exact;
  return options.filter((o) => {
    const parts = o.toLowerCase().split(/@/)[0]!.split(/[\s._+-]+/);
    return want.every((w) => parts.includes(w));
  });
}

/**
 * Values for the parameters `roles` names, from `text` (quotes masked); `taken` are spans
 * already read. Dates for date-times are the request's first date (else today).
 */
export function fillSchedule(text: string, props: Record<string, Prop>, roles: ReadonlyMap<string, ScheduleRole>, required: readonly string[], taken: readonly Span[], now = new Date()): ScheduleFill {
  const args: Record<string, unknown> = {};
  const spans: Span[] = [];
  const ambiguous: ScheduleFill['ambiguous'] = [];
  const keyOf = (r: ScheduleRole) => [...roles].find(([, v]) => v === r)?.[0];
  const busy = () => [...taken, ...spans];
  const startKey = keyOf('start') ?? keyOf('start-datetime');
  const endKey = keyOf('end') ?? keyOf('end-datetime');
  const lengthKey = keyOf('length');
  const reminderKey = keyOf('reminder');
  const peopleKey = keyOf('people');

  // The reminder's lead first, so "twenty minutes ahead" is never the event's length.
  if (reminderKey) {
    const lead = findReminderLead(text, busy());
    const value = lead ? reminderValue(props[reminderKey]!, lead.minutes) : undefined;
    if (lead && value !== undefined) {
      args[reminderKey] = value;
      spans.push(lead);
    }
  }

  if (startKey) {
    const range = findTimeRange(text, busy());
    const length = findLengthOfTime(text, [...busy(), ...(range ? [range] : [])], !!lengthKey);
    const single = range ? null : findStartTime(text, now, [...busy(), ...(length ? [length] : [])]);
    const from = range?.from ?? single?.value;
    if (range) spans.push(range);
    if (single) spans.push(withPreposition(text, single));
    if (length) spans.push(length);
    const minutes = range ? minutesBetween(range.from, range.to) : length?.minutes;
    let to = range?.to;
    // An end nobody said: from the length said, else an hour, the usual length of a calendar entry;
    // none when that passes midnight (a day's time parameter cannot say the next day).
    const until = from ? minutesOf(from) + (length?.minutes ?? 60) : 0;
    if (!to && from && endKey && (length || required.includes(endKey)) && until < 24 * 60) to = clock(until);
    const datetime = roles.get(startKey) === 'start-datetime';
    const day = datetime ? (findDates(blank(text, busy()), now)[0]?.value ?? iso(now)) : '';
    const at = (t: string, next = false) => (datetime ? `${next ? nextDay(day) : day}T${t}:00` : t);
    if (from) args[startKey] = at(from);
    if (to && endKey) args[endKey] = at(to, !!from && minutesOf(to) <= minutesOf(from));
    if (lengthKey && minutes !== undefined) {
      const v = lengthValue(props[lengthKey]!, lengthKey, minutes);
      if (v !== undefined) args[lengthKey] = v;
    }
  } else if (lengthKey) {
    const length = findLengthOfTime(text, busy(), true);
    const v = length ? lengthValue(props[lengthKey]!, lengthKey, length.minutes) : undefined;
    if (length && v !== undefined) {
      args[lengthKey] = v;
      spans.push(length);
    }
  }

  if (peopleKey) {
    const people = findPeople(text, busy());
    if (people) {
      const p = props[peopleKey]!;
      const items = (p.items && typeof p.items === 'object' ? p.items : {}) as Prop;
      const options = enumOptions(items).map((o) => String(o.value));
      const chosen: string[] = [];
      for (const name of people.names) {
        if (!options.length) {
          chosen.push(name);
          continue;
        }
        const fits = peopleFitting(name, options);
        // A capitalised word nobody offered is a team, a product or a place ("with Sales"): left out.
        if (fits.length === 1) chosen.push(fits[0]!);
        else if (fits.length > 1) ambiguous.push({ param: peopleKey, name, options: fits });
      }
      if (chosen.length || ambiguous.length) {
        args[peopleKey] = p.type === 'array' ? chosen : chosen.join(', ');
        spans.push(people.span);
      }
    }
  }
  return { args, spans, ambiguous };
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return iso(new Date(y, m - 1, d + 1));
}

/** `text` with `spans` blanked (same length), so readers after this one skip them. */
export function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** A preposition right before a span is part of it ("at 9", "on 3 June", "due 2031-06-14"). */
export function withPreposition(text: string, s: Span): Span {
  const m = /\b(?:on|due|by|for|at|around|until|before|from|in)\s+$/i.exec(text.slice(0, s.start));
  return m ? { start: m.index, end: s.end } : s;
}

/** A reminder's lead as the parameter takes it: the option of that many minutes, or a number. */
function reminderValue(p: Prop, minutes: number): unknown {
  const options = enumOptions(p);
  if (options.length) return options.find((o) => optionMinutes(o.value, o.title) === minutes)?.value;
  if (p.type === 'integer' || p.type === 'number') return /hour/i.test(describe(p)) && !/minute/i.test(describe(p)) ? minutes / 60 : minutes;
  return undefined;
}

/** A length as the parameter takes it: minutes, or hours when its name or description says hours. */
function lengthValue(p: Prop, key: string, minutes: number): unknown {
  const options = enumOptions(p);
  if (options.length) return options.find((o) => optionMinutes(o.value, o.title) === minutes)?.value;
  const hours = (splitWords(key).includes('hours') || /\bhours?\b/i.test(describe(p))) && !splitWords(key).includes('minutes') && !/\bminutes?\b/i.test(describe(p));
  return hours ? minutes / 60 : minutes;
}
