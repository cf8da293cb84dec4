// Times said the way people schedule things: a range ("from 11 till 12:30", "7 to 8:15 in the
// afternoon", "between 10:30 and 12"), a time of day said bare ("at 3" for a meeting is 3 in the
// afternoon), a length ("for an hour", "half an hour", "keep it 90 minutes long", "a 30-minute
// call") and a reminder's lead ("ping me an hour ahead", "a day before"), each with where it
// was said so the caller can take it out of the rest of the request. dates.ts reads single times
// and dates; this reads what scheduling adds on top of them.
import { findTimes, pad } from './dates.ts';
import { findNumbers } from './numbers.ts';

export interface Span {
  start: number;
  end: number;
}

export interface TimeRange extends Span {
  /** HH:MM, 24-hour; `to` before `from` is on the next day. */
  from: string;
  to: string;
}

/** Minutes from one HH:MM to another, past midnight when the second comes first. */
export const minutesBetween = (from: string, to: string) => (minutesOf(to) - minutesOf(from) + 1440) % 1440;

export interface Amount extends Span {
  minutes: number;
}

export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const MERIDIEM = '(am|pm|a\\.m\\.|p\\.m\\.)';
const DAYPART = '(in the morning|in the afternoon|in the evening|tonight|at night|this morning|this afternoon|this evening)';
const T = `(noon|midday|midnight|\\d{1,2}(?:[:.]\\d{2})?)\\s*${MERIDIEM}?`;
/** Two times joined by "to", "until", "-" (or "and" after "between"), perhaps with a part of the day after them. */
const RANGE = new RegExp(`(?:\\b(from|between)\\s+)?(?<![\\d:.])${T}\\s*(-|–|—|\\bto\\b|\\btill\\b|\\buntil\\b|\\bthrough\\b|\\band\\b)\\s*${T}(?![\\d:])(?:\\s*${DAYPART})?`, 'gi');

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const MONTH_AFTER = new RegExp(`^(?:st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH}(?![a-z])`, 'i');
const MONTH_BEFORE = new RegExp(`\\b${MONTH}\\s*$`, 'i');

/** "from 3 to 5 June", "March 3 to 5", "the 12th to 14th of May": days of a month, no times. */
const ofMonth = (text: string, s: Span) => MONTH_AFTER.test(text.slice(s.end)) || MONTH_BEFORE.test(text.slice(0, s.start));

/** Where the request says a range of days of a month in the shape of a time range. */
export function dayRanges(text: string): Span[] {
  RANGE.lastIndex = 0;
  return [...text.matchAll(RANGE)].map((m) => ({ start: m.index, end: m.index + m[0].length })).filter((s) => ofMonth(text, s));
}

/** Parts of the day people name instead of a time, as minutes [from, to). */
const DAY_PARTS: readonly [RegExp, number, number][] = [
  [/\b(?:early\s+)?mornings?\b/i, 0, 12 * 60],
  // "lunchtime", "over lunch": what gyms, restaurants and clinics put from half eleven to two.
  [/\blunch(?:\s*times?)?\b/i, 11 * 60 + 30, 14 * 60],
  [/\bafternoons?\b/i, 12 * 60, 17 * 60],
  [/\b(?:evenings?|tonight|after\s+work)\b/i, 17 * 60, 24 * 60],
  [/\bnights?\b/i, 19 * 60, 24 * 60],
];

/** The part of the day `text` names ("the morning one", "wed lunchtime"), with where it was said; null when it names none. */
export function findPartOfDay(text: string): (Span & { from: number; to: number }) | null {
  for (const [re, from, to] of DAY_PARTS) {
    const m = re.exec(text);
    if (m) return { start: m.index, end: m.index + m[0].length, from, to };
  }
  return null;
}

/** Whether an HH:MM time falls in a part of the day. */
export const inPart = (hhmm: string, part: { from: number; to: number }) => minutesOf(hhmm) >= part.from && minutesOf(hhmm) < part.to;

interface Said {
  h: number;
  m: number;
  /** 'am' or 'pm' as said, or null. */
  mer: 'am' | 'pm' | null;
  /** Said as 24-hour (13:00, or a leading zero). */
  fixed: boolean;
}

function said(raw: string, mer: string | undefined): Said | null {
  const lower = raw.toLowerCase();
  if (lower === 'noon' || lower === 'midday') return { h: 12, m: 0, mer: 'pm', fixed: true };
  if (lower === 'midnight') return { h: 0, m: 0, mer: 'am', fixed: true };
  const [hs, ms] = lower.split(/[:.]/) as [string, string | undefined];
  const h = Number(hs);
  const m = ms === undefined ? 0 : Number(ms);
  if (h > 23 || m > 59) return null;
  const meridiem = mer ? (/^p/i.test(mer) ? 'pm' : 'am') : null;
  if (meridiem && (h === 0 || h > 12)) return null;
  return { h, m, mer: meridiem, fixed: h > 12 || h === 0 || /^0\d/.test(hs) };
}

const to24 = (s: Said, mer: 'am' | 'pm') => ((s.h % 12) + (mer === 'pm' ? 12 : 0)) * 60 + s.m;

/**
 * A bare hour for something scheduled: 1 to 6 are in the afternoon (nobody meets at 3 in the
 * night), 7 to 12 as said. This is how calendar apps read "at 3".
 */
function bareHour(s: Said): number {
  return (s.h >= 1 && s.h <= 6 ? s.h + 12 : s.h) * 60 + s.m;
}

/**
 * "from 11 till 12:30", "7 to 8:15 in the evening", "between 10:30 and 12", "9-10am". The part of
 * the day said at the end holds for both ends when the start read in it still comes first;
 * an end that would come before the start in a 12-hour reading is in the afternoon.
 */
export function findTimeRange(text: string, taken: readonly Span[] = []): TimeRange | null {
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m; m = RANGE.exec(text)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (taken.some((t) => span.start < t.end && span.end > t.start)) continue;
    const lead = m[1]?.toLowerCase();
    if (m[4]!.toLowerCase() === 'and' && lead !== 'between') continue;
    if (ofMonth(text, span)) continue;
    const a = said(m[2]!, m[3]);
    const b = said(m[5]!, m[6]);
    if (!a || !b) continue;
    // Something that is a time: a clock with minutes, a part of the day, or "from"/"between".
    // "till" and "until" join times, never counts ("10 till 12"); "to" and a dash join both.
    const clockLike = /[:.]/.test(m[2]!) || /[:.]/.test(m[5]!) || a.mer || b.mer || m[7] || lead || a.fixed || b.fixed || /^(?:till|until)$/i.test(m[4]!);
    if (!clockLike) continue;
    const part = m[7]?.toLowerCase() ?? '';
    const partMer: 'am' | 'pm' | null = /morning/.test(part) ? 'am' : part ? 'pm' : null;
    const endMer = b.mer ?? partMer;
    let end = b.fixed ? b.h * 60 + b.m : endMer ? to24(b, endMer) : bareHour(b);
    let from: number;
    if (a.fixed) from = a.h * 60 + a.m;
    else if (a.mer) from = to24(a, a.mer);
    // The end's part of the day holds for the start when the start still comes first in it.
    else if (endMer) from = to24(a, endMer) < end ? to24(a, endMer) : to24(a, endMer === 'pm' ? 'am' : 'pm');
    // Two bare hours: the start read as a bare hour is, and the end after it in the same half ("4 to 7" is 16-19).
    else if (!b.fixed && b.h < 12 && bareHour(a) >= 12 * 60 && to24(b, 'pm') > bareHour(a)) [from, end] = [bareHour(a), to24(b, 'pm')];
    else from = bareHour(a) < end ? bareHour(a) : a.h * 60 + a.m;
    if (end <= from && end < 12 * 60 && !(a.mer && b.mer)) end += 12 * 60;
    // "from 10pm to 6am": both halves said, the end on the next day.
    if (end <= from && a.mer && b.mer) end += 24 * 60;
    if (end <= from) continue;
    return { from: clock(from), to: clock(end), ...span };
  }
  return null;
}

/** A single time of day for something scheduled ("at 9", "at noon", "half past four"), a bare hour read as bareHour does. */
export function findStartTime(text: string, now: Date, taken: readonly Span[] = []): (Span & { value: string }) | null {
  // "forty minutes later", "in 20 minutes" are changes and offsets, never a time of day.
  const amounts = [...findAmounts(text), ...dayRanges(text)];
  const t = findTimes(text, now).find((x) => !taken.some((s) => x.start < s.end && x.end > s.start) && !amounts.some((a) => x.start < a.end && x.end > a.start));
  if (!t) return null;
  const words = text.slice(t.start, t.end);
  // Said with its part of the day, or as a 24-hour clock: as read.
  if (/am|pm|a\.m|p\.m|morning|afternoon|evening|tonight|night|noon|midday|midnight|\b(?:1[3-9]|2\d|0\d)[:.]?\d{0,2}\b/i.test(words)) return { ...t };
  const [h, m] = t.value.split(':').map(Number) as [number, number];
  return { ...t, value: h >= 1 && h <= 6 ? clock((h + 12) * 60 + m) : t.value };
}

const UNIT = '(hours?|hrs?|h|minutes?|mins?|m|days?|d|weeks?|w)';
const COUNT = "(\\d+(?:[.,]\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety)";
/** "an hour and a half", "half an hour", "a quarter of an hour", "1.5 hours", "90 min", "a day", "30-minute". */
const AMOUNT = new RegExp(
  `\\b(?:${COUNT}\\s+and\\s+a\\s+half\\s+(hours?|days?)|${COUNT}[\\s-]?${UNIT}(\\s+and\\s+a\\s+half)?|half\\s+an?\\s+(hour|day)|a\\s+quarter\\s+of\\s+an\\s+hour)\\b`,
  'gi',
);
const PER: Record<string, number> = { h: 60, m: 1, d: 1440, w: 10080 };

function unitMinutes(unit: string): number {
  const u = unit.toLowerCase();
  if (/^h/.test(u)) return PER.h!;
  if (/^mi|^m$/.test(u)) return PER.m!;
  if (/^d/.test(u)) return PER.d!;
  return PER.w!;
}

function countOf(word: string): number | null {
  const w = word.toLowerCase().replace(',', '.');
  if (/^\d/.test(w)) return Number(w);
  if (w === 'a' || w === 'an') return 1;
  return findNumbers(w)[0]?.value ?? null;
}

/** Every amount of time in `text`, in minutes. */
export function findAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    let minutes: number | null = null;
    if (m[1]) minutes = (countOf(m[1]) ?? 0) * unitMinutes(m[2]!) + unitMinutes(m[2]!) / 2;
    else if (m[3]) {
      const n = countOf(m[3]);
      // A bare "m", "h", "d" or "w" only straight after digits ("10m", "1h").
      if (n !== null && (m[4]!.length > 1 || /^\d/.test(m[3]))) minutes = n * unitMinutes(m[4]!) + (m[5] ? unitMinutes(m[4]!) / 2 : 0);
    } else if (m[6]) minutes = unitMinutes(m[6]) / 2;
    else minutes = 15;
    if (minutes !== null && minutes > 0) out.push({ minutes: Math.round(minutes), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const LENGTH_CUE = /\b(?:for|lasting|lasts|takes?|of)\s+(?:about\s+|around\s+|roughly\s+|just\s+)?$/i;
/** "a reminder of ten minutes", "notice of a day": the amount is a lead, not a length. */
const NOTICE_OF = /\b(?:reminders?|alerts?|notices?|notifications?|warnings?|alarms?)\s+of\s+(?:about\s+|around\s+|roughly\s+|just\s+)?$/i;

/** A change, a lead or a time ago comes after the amount: it is no length. */
const NOT_LENGTH = /^\s*(?:later|earlier|sooner|before|after|ahead|prior|beforehand|in advance|ago|early|late|from now|out)\b/i;

/**
 * How long something lasts: "for an hour", "lasting 45 minutes", "an hour long", "a 30-minute
 * call". With `loose`, any amount that is no change or lead ("find me half an hour tomorrow").
 */
export function findLengthOfTime(text: string, taken: readonly Span[] = [], loose = false): Amount | null {
  const free = findAmounts(text).filter((a) => !taken.some((t) => a.start < t.end && a.end > t.start) && a.minutes < 1440);
  const stated = free.find((a) => (LENGTH_CUE.test(text.slice(0, a.start)) && !NOTICE_OF.test(text.slice(0, a.start))) || /^\s*-?\s*long\b/i.test(text.slice(a.end)) || /-(?:minute|hour)$/i.test(text.slice(a.start, a.end)));
  if (stated) {
    const before = LENGTH_CUE.exec(text.slice(0, stated.start));
    const after = /^\s*-?\s*long\b/i.exec(text.slice(stated.end));
    return { minutes: stated.minutes, start: before ? before.index : stated.start, end: stated.end + (after ? after[0].length : 0) };
  }
  if (!loose) return null;
  return free.find((a) => !NOT_LENGTH.test(text.slice(a.end)) && !/\b(?:in|every|within)\s+$/i.test(text.slice(0, a.start))) ?? null;
}

const LEAD = /^\s*(?:before(?:hand)?|ahead(?:\s+of\s+time)?|prior|in advance|(earlier|early))\b(?:\s+(?:it|that|the (?:start|event|meeting|appointment)))?/i;
const REMINDER_CUE = /\b(?:(?:remind|alert|notify|ping|warn)\s+(?:me|us|everyone|them)|reminders?|alerts?|notifications?|alarm)\s+(?:(to|set|for|at|of)\s+)?(?:about\s+)?$/i;

/**
 * A reminder's lead, in minutes before the thing: "ping me an hour ahead", "an alert a day
 * ahead", "the day before". 0 for "no reminder". Null when nothing says one.
 */
export function findReminderLead(text: string, taken: readonly Span[] = []): Amount | null {
  const none = /\b(?:no|without(?:\s+an?)?|don'?t\s+(?:need|want)\s+an?)\s+(?:reminders?|alerts?|notifications?)\b/i.exec(text);
  if (none) return { minutes: 0, start: none.index, end: none.index + none[0].length };
  const free = (s: Span) => !taken.some((t) => s.start < t.end && s.end > t.start);
  for (const a of findAmounts(text)) {
    if (!free(a)) continue;
    const lead = LEAD.exec(text.slice(a.end));
    const cue = REMINDER_CUE.exec(text.slice(0, a.start).replace(/\b(?:the|a)\s+$/i, ''));
    // "earlier" and "early" move or arrive ("half an hour earlier"): a lead only after a reminder's word;
    // "a reminder of ten minutes" needs no lead word.
    if (lead ? lead[1] && !cue : cue?.[1]?.toLowerCase() !== 'of') continue;
    const start = cue ? cue.index : a.start;
    return { minutes: a.minutes, start, end: a.end + (lead ? lead[0].length : 0) };
  }
  // "the day before", "the night before": a day.
  const day = /\b(?:(?:remind|alert|notify)\s+(?:me|us)\s+)?the\s+(?:day|night|evening)\s+before\b/i.exec(text);
  if (day && free({ start: day.index, end: day.index + day[0].length })) return { minutes: 1440, start: day.index, end: day.index + day[0].length };
  return null;
}

/** What an option of a reminder or length choice means in minutes ("10m", "1h", "1 day before", "PT30M", 15); null when none. */
export function optionMinutes(value: unknown, title: string): number | null {
  if (typeof value === 'number') return value;
  const texts = [String(value), title];
  for (const text of texts) {
    const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/i.exec(text.trim());
    if (iso && (iso[1] || iso[2] || iso[3])) return Number(iso[1] ?? 0) * 1440 + Number(iso[2] ?? 0) * 60 + Number(iso[3] ?? 0);
    if (/^\s*(?:none|no|off|never|0)\s*$/i.test(text)) return 0;
    const amounts = findAmounts(text);
    if (amounts.length === 1) return amounts[0]!.minutes;
  }
  // A bare number is minutes only when no unit is said with it ("2" titled "2 hours before" is two hours).
  const bare = texts.find((t) => /^\s*\d+\s*$/.test(t));
  return bare === undefined ? null : Number(bare);
}

/**
 * "and alert us twenty minutes ahead": a clause that is only a reminder's lead, with no thing of its
 * own, belongs to what was just said (the event it reminds of), not a step apart.
 */
export function isReminderClause(text: string): boolean {
  const t = text.replace(/^[\s,]*(?:and\s+)?(?:please\s+)?/i, '').replace(/[\s.!]*(?:please)?[\s.!]*$/i, '');
  const lead = findReminderLead(t);
  return lead !== null && lead.minutes > 0 && lead.start === 0 && lead.end === t.length;
}

/**
 * "forty minutes later", "20 minutes earlier", "back 2 hours", "delay it by ten minutes": a shift in
 * minutes (earlier is negative), or null.
 */
export function findShift(text: string): Amount | null {
  for (const a of findAmounts(text)) {
    const after = /^\s*(later|forward|back|earlier|sooner|ahead)\b/i.exec(text.slice(a.end));
    if (after) return { minutes: /^(?:earlier|sooner|ahead)$/i.test(after[1]!) ? -a.minutes : a.minutes, start: a.start, end: a.end + after[0].length };
    const before = /\b(back|forward|later|earlier|sooner)\s+(?:by\s+)?$/i.exec(text.slice(0, a.start)) ?? /\b(delay|postpone|push)\w*\b[^.,;!?]*?\bby\s+$/i.exec(text.slice(0, a.start));
    if (before) return { minutes: /^(?:earlier|sooner)$/i.test(before[1]!) ? -a.minutes : a.minutes, start: before.index, end: a.end };
  }
  return null;
}

/** The one time of day a request says, in minutes, and whether it was said bare (no am/pm or part of the day). */
export interface SaidClock {
  minutes: number;
  bare: boolean;
}

/** The time of day `request` says for picking an option by its label; null when it says none, or several. */
export function saidClock(request: string, now = new Date()): SaidClock | null {
  const amounts = findAmounts(request);
  const said = findTimes(request, now).filter((t) => !amounts.some((a) => t.start < a.end && t.end > a.start));
  if (said.length !== 1) return null;
  const t = said[0]!;
  return { minutes: minutesOf(t.value), bare: !/am|pm|a\.m|p\.m|morning|afternoon|evening|tonight|night|noon|midnight/i.test(request.slice(t.start, t.end + 20)) };
}

/**
 * Whether an option's label starts at the time of day said: "quarter to eight" is
 * "Fri 19:45 – 20:15" (a bare hour in either half of the day; "am", "pm" or "in the morning"
 * as said), "at 9" is "9:00 AM". False when the label has no time.
 */
export function labelAt(said: SaidClock, label: string): boolean {
  // "14.06." is a day and month: a clock's dot is never followed by another.
  const m = /\b(\d{1,2})[:.](\d{2})(?![.\d])\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(label) ?? /\b(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)/i.exec(label);
  if (!m) return false;
  const hasMinutes = m[3] !== undefined || /[:.]/.test(m[0]);
  const h = Number(m[1]);
  const mer = (hasMinutes ? m[3] : m[2]) ?? '';
  const minutes = (/^p/i.test(mer) ? (h % 12) + 12 : /^a/i.test(mer) ? h % 12 : h) * 60 + (hasMinutes ? Number(m[2]) : 0);
  return minutes === said.minutes || (said.bare && said.minutes < 12 * 60 && minutes === said.minutes + 12 * 60);
}

/** labelAt for a request's words. */
export function labelAtSaidTime(request: string, label: string, now = new Date()): boolean {
  const said = saidClock(request, now);
  return said !== null && labelAt(said, label);
}
