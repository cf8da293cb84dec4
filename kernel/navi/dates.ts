// Dates and times in the forms people type ("2025-06-14", "14 June 2025", "July 3rd",
// "tomorrow", "next Friday", "3pm", "the third of March at quarter past nine", "the 22nd"), as ISO
// strings, with where each was found so the caller can take it out of the rest of the sentence.
// chrono-node reads them (British order, day before month, as most of the world writes it);
// two parsers of ours add what it lacks: clock phrases ("half past four", "quarter to ten",
// "eleven o'clock") and a bare day of the month ("on the 22nd"). Relative dates are read against
// `now` (local time), always forwards.
import * as chrono from 'chrono-node';
import { isTypo } from './lexicon.ts';

export interface Found {
  value: string;
  start: number;
  end: number;
  /** The last day, when the words said a range of days ("Tuesday to Thursday"). */
  until?: string;
  /** Words said apart that belong to the date ("Monday … next week"): read with it, so taken with it. */
  also?: { start: number; end: number };
}

export const pad = (n: number) => String(n).padStart(2, '0');
/** A day as YYYY-MM-DD, in local time. */
export const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A day with no year: this year, or next year when that day has passed. */
function upcoming(now: Date, month: number, day: number): string | null {
  for (const year of [now.getFullYear(), now.getFullYear() + 1]) {
    const d = new Date(year, month, day);
    if (d.getDate() === day && iso(d) >= iso(now)) return iso(d);
  }
  return null;
}

const HOUR_WORDS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const hourOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : HOUR_WORDS.indexOf(w.toLowerCase()) || 12);
const HOUR = `(\\d{1,2}|${HOUR_WORDS.join('|')})`;

/** "half past four", "quarter to ten", "ten past six", "eleven o'clock", "at seven". */
const clockPhrases: chrono.Parser = {
  pattern: () => new RegExp(`\\b(?:(half|quarter|ten|five|twenty|twenty-five)\\s+(past|to|after|before)\\s+${HOUR}|${HOUR}\\s+o'?clock|at\\s+(${HOUR_WORDS.join('|')}))(?:\\s*(am|pm|a\\.m\\.|p\\.m\\.|in the morning|in the afternoon|in the evening|tonight))?\\b`, 'i'),
  extract: (_context, m) => {
    const minutes = { half: 30, quarter: 15, ten: 10, five: 5, twenty: 20, 'twenty-five': 25 }[(m[1] ?? '').toLowerCase()] ?? 0;
    const before = /^(?:to|before)$/i.test(m[2] ?? '');
    let hour = hourOf(m[3] ?? m[4] ?? m[5] ?? '12') % 12;
    let minute = minutes;
    if (before) {
      hour = (hour + 11) % 12;
      minute = 60 - minutes;
    }
    const pm = /^(?:pm|p\.m\.|in the afternoon|in the evening|tonight)$/i.test(m[6] ?? '');
    return { hour: hour + (pm ? 12 : 0), minute };
  },
};

const ORDINAL_DAY = /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;

/** "on the 22nd": that day of this month, or of the next when it has passed. */
const dayOfMonth: chrono.Parser = {
  pattern: () => ORDINAL_DAY,
  extract: (context, m) => {
    const day = Number(m[1]);
    const ref = context.refDate;
    const month = day < ref.getDate() ? ref.getMonth() + 1 : ref.getMonth();
    const date = new Date(ref.getFullYear(), month, day);
    if (date.getDate() !== day) return null;
    return { day, month: date.getMonth() + 1, year: date.getFullYear() };
  },
};


const parser = chrono.en.GB.clone();
parser.parsers.push(clockPhrases, dayOfMonth);

interface Parsed {
  start: number;
  end: number;
  date: string | null;
  time: string | null;
  /** Where the time of day is inside the text, when it has one. */
  timeSpan: { start: number; end: number } | null;
  /** The range's last day, when chrono read a range of named days. */
  until: string | null;
  /** Only a weekday was said (no day of the month). */
  weekdayOnly: boolean;
}

const TIME_IN = new RegExp(
  `(?:\\bat\\s+)?(?:\\b\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|\\b\\d{1,2}:\\d{2}|(?:half|quarter|ten|five|twenty|twenty-five)\\s+(?:past|to|after|before)\\s+\\w+|\\w+\\s+o'?clock|\\b(?:\\d{1,2}|${HOUR_WORDS.join('|')})(?=\\s+(?:in the (?:morning|afternoon|evening)|tonight))|\\bnoon\\b|\\bmidnight\\b|\\bat\\s+(?:\\d{1,2}|${HOUR_WORDS.join('|')})\\b)(?:\\s*(?:in the (?:morning|afternoon|evening)|tonight))?`,
  'i',
);

const memo = new Map<string, Parsed[]>();
const MEMO_SIZE = 32;

/**
 * One parse per text and minute: the Navi replays a request's steps at every call and reads the
 * same sentences (and its parts) for dates again each time; chrono is the costly part.
 */
function parse(text: string, now: Date): Parsed[] {
  const key = `${Math.floor(now.getTime() / 60_000)}|${text}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const parsed = parseAll(text, now);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, parsed);
  return parsed;
}

/** A rewrite of a span of the request into words chrono-node reads ("tomorow" -> "tomorrow"). */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Words of dates that a typo should not hide. */
const DATE_WORDS = ['tomorrow', 'yesterday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'august', 'september', 'october', 'november', 'december', 'morning', 'afternoon', 'evening', 'tonight', 'fortnight'];
const UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
/** "twenty-second" -> 22: ordinal words up to the 31st. */
function dayOrdinal(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+|-/g, ' ').trim();
  const u = UNITS.indexOf(w);
  if (u > 0) return u;
  const t = TEENS.indexOf(w);
  if (t >= 0) return 10 + t;
  if (w === 'twentieth') return 20;
  if (w === 'thirtieth') return 30;
  const m = /^(twenty|thirty) (\w+)$/.exec(w);
  const v = m ? (m[1] === 'twenty' ? 20 : 30) + UNITS.indexOf(m[2]!) : 0;
  return m && UNITS.indexOf(m[2]!) > 0 && v <= 31 ? v : null;
}
const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
const ORDINAL_WORD = `(?:(?:twenty|thirty)[\\s-])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth`;
const MINUTE_WORDS: Record<string, number> = { 'o five': 5, ten: 10, fifteen: 15, twenty: 20, 'twenty-five': 25, 'twenty five': 25, thirty: 30, 'thirty-five': 35, 'thirty five': 35, forty: 40, 'forty-five': 45, 'forty five': 45, fifty: 50 };
const MINUTES = Object.keys(MINUTE_WORDS).sort((a, b) => b.length - a.length).join('|');
const DAYTIME = '(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|in the (?:morning|afternoon|evening)|tonight))';

/**
 * Rewrites what chrono-node does not read into what it does, keeping where each came from:
 * misspelt date words ("tomorow", "thursdy"), a day said as an ordinal word after "on", "for",
 * "by" or "until" ("on the twenty-second"), "half ten" (half past, as British English says it)
 * and "four thirty" said as a time (after "at", or before "pm", "in the afternoon").
 */
export function normaliseForDates(text: string): Edit[] {
  const edits: Edit[] = [];
  const free = (s: number, e: number) => !edits.some((x) => s < x.end && e > x.start);
  for (const m of text.matchAll(/\p{L}{5,}/gu)) {
    const w = m[0].toLowerCase();
    if (DATE_WORDS.includes(w)) continue;
    const fix = DATE_WORDS.find((d) => isTypo(w, d));
    if (fix) edits.push({ start: m.index!, end: m.index! + m[0].length, text: fix });
  }
  const ordinal = new RegExp(`\\b(on|for|by|until|from|before|after)(\\s+the\\s+)(${ORDINAL_WORD})\\b`, 'gi');
  for (const m of text.matchAll(ordinal)) {
    const n = dayOrdinal(m[3]!);
    const at = m.index! + m[1]!.length + m[2]!.length;
    if (n && free(at, at + m[3]!.length)) edits.push({ start: at, end: at + m[3]!.length, text: `${n}${suffix(n)}` });
  }
  const hour = HOUR_WORDS.join('|');
  for (const m of text.matchAll(new RegExp(`\\bhalf\\s+(\\d{1,2}|${hour})\\b(?!\\s*(?:past|to|after|before|an?\\b|hour))`, 'gi'))) {
    if (free(m.index!, m.index! + m[0].length)) edits.push({ start: m.index!, end: m.index! + m[0].length, text: `${hourOf(m[1]!)}:30` });
  }
  for (const m of text.matchAll(new RegExp(`\\b(at\\s+)?(${hour})\\s+(${MINUTES})\\b(?=(${DAYTIME})?)`, 'gi'))) {
    if (!m[1] && !m[4]) continue;
    const at = m.index! + (m[1]?.length ?? 0);
    const end = m.index! + m[0].length;
    if (free(at, end)) edits.push({ start: at, end, text: `${hourOf(m[2]!)}:${pad(MINUTE_WORDS[m[3]!.toLowerCase().replace('-', ' ')] ?? MINUTE_WORDS[m[3]!.toLowerCase()] ?? 0)}` });
  }
  return edits.sort((a, b) => a.start - b.start);
}

/** The rewritten text, and a map from its positions back to the original's. */
function applyEdits(text: string, edits: readonly Edit[]): { text: string; back: (i: number, end: boolean) => number } {
  if (!edits.length) return { text, back: (i) => i };
  let out = '';
  const segs: { from: number; to: number; orig: number; origEnd: number; edited: boolean }[] = [];
  let pos = 0;
  for (const e of edits) {
    segs.push({ from: out.length, to: out.length + (e.start - pos), orig: pos, origEnd: e.start, edited: false });
    out += text.slice(pos, e.start);
    segs.push({ from: out.length, to: out.length + e.text.length, orig: e.start, origEnd: e.end, edited: true });
    out += e.text;
    pos = e.end;
  }
  segs.push({ from: out.length, to: out.length + (text.length - pos), orig: pos, origEnd: text.length, edited: false });
  out += text.slice(pos);
  const back = (i: number, end: boolean) => {
    const seg = segs.find((s) => (end ? i > s.from && i <= s.to : i >= s.from && i < s.to)) ?? segs.at(-1)!;
    if (seg.edited) return end ? seg.origEnd : seg.orig;
    return seg.orig + (i - seg.from);
  };
  return { text: out, back };
}

/**
 * A bare hour said beside a day ("next Friday, 10 till 12", "Friday 10"): the first number of that
 * hour (either half of the day) that is no day of a month, so the day's words stay a date's.
 */
function bareHourIn(text: string, hour: number): { index: number; 0: string } | null {
  for (const m of text.matchAll(/(?<![\d:.])(\d{1,2})(?:[:.]\d{2})?(?![\d:]|\s*(?:st|nd|rd|th|of)\b)/gi)) {
    if (Number(m[1]) % 12 === hour % 12) return { index: m.index!, 0: m[0] };
  }
  return null;
}

function parseAll(original: string, now: Date): Parsed[] {
  const { text, back } = applyEdits(original, normaliseForDates(original));
  return parser.parse(text, now, { forwardDate: true }).map((r) => {
    const start = back(r.index, false);
    const end = back(r.index + r.text.length, true);
    const s = r.start;
    const hasDay = s.isCertain('day') || s.isCertain('weekday');
    let date = hasDay ? iso(s.date()) : null;
    // The British parser reads "December 24" as December 2024: a month and a number up to 31 is a day.
    const md = !hasDay ? /^([a-z]{3,9})\.?\s+(\d{1,2})$/i.exec(r.text) : null;
    if (md && s.isCertain('month') && Number(md[2]) <= 31) date = upcoming(now, (s.get('month') ?? 1) - 1, Number(md[2]));
    // "next Friday" is the Friday to come, not the one a week after it.
    if (date && /^next\s/i.test(r.text) && s.isCertain('weekday') && !s.isCertain('day')) {
      // Counted in calendar days: on a Thursday, "next Thursday at 11" is a week on, never today.
      const d = s.date();
      const days = Math.round((Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / 864e5);
      if (days > 7) date = iso(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 7));
    }
    const time = s.isCertain('hour') ? `${pad(s.get('hour') ?? 0)}:${pad(s.get('minute') ?? 0)}` : null;
    const inner = time ? (TIME_IN.exec(r.text) ?? bareHourIn(r.text, s.get('hour') ?? 0)) : null;
    const timeSpan = inner ? { start: back(r.index + inner.index, false), end: back(r.index + inner.index + inner[0].length, true) } : time ? { start, end } : null;
    const e = r.end;
    const until = date && e && (e.isCertain('day') || e.isCertain('weekday')) && !e.isCertain('hour') && iso(e.date()) > date ? iso(e.date()) : null;
    const weekdayOnly = s.isCertain('weekday') && !s.isCertain('day');
    return { start, end, date, time, timeSpan, until, weekdayOnly };
  });
}

/** A week said on its own after a weekday ("Monday morning off next week"). */
const WEEK_SAID = /^(?:next|this|the following|following) week$/i;

/** Monday of the week a day falls in, as a Date. */
function mondayOf(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d);
  return new Date(y, m - 1, d - ((day.getDay() + 6) % 7));
}

/** Every date in `text`, in order; a date said with a time of day spans only its own words. */
export function findDates(text: string, now = new Date()): Found[] {
  const parsed = parse(text, now);
  const out: (Found & { weekdayOnly: boolean })[] = [];
  for (const p of parsed) {
    if (!p.date) continue;
    let { start, end } = p;
    if (p.timeSpan && (p.timeSpan.start > start || p.timeSpan.end < end)) {
      if (p.timeSpan.start > start) end = p.timeSpan.start;
      else start = p.timeSpan.end;
    }
    const words = text.slice(start, end);
    const lead = words.length - words.trimStart().length;
    const trimmed = words.replace(/[\s,;]+$/, '');
    const prev = out.at(-1);
    // "Monday … next week": the week said after a weekday places that weekday; it is not a date of its own.
    if (prev?.weekdayOnly && !prev.until && WEEK_SAID.test(trimmed.trim()) && !/[.;!?]/.test(text.slice(prev.end, start)) && start - prev.end <= 24) {
      const monday = mondayOf(p.date);
      const offset = (new Date(`${prev.value}T12:00:00`).getDay() + 6) % 7;
      prev.value = iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));
      prev.also = { start: start + lead, end: start + trimmed.length };
      continue;
    }
    out.push({ value: p.date, start: start + lead, end: start + trimmed.length, ...(p.until ? { until: p.until } : {}), weekdayOnly: p.weekdayOnly });
  }
  return out.map(({ weekdayOnly: _w, ...f }) => f);
}

/** Every time of day in `text` ("3pm", "15:30", "at 9", "half past four"), as HH:MM. */
export function findTimes(text: string, now = new Date()): Found[] {
  return parse(text, now).flatMap((p) => (p.time && p.timeSpan ? [{ value: p.time, ...p.timeSpan }] : []));
}
