// Dates and times in the forms people type ("2025-06-14", "14 June 2025", "July 3rd",
// "tomorrow", "next Friday", "3pm", "the third of March at quarter past nine", "the 22nd"), as ISO
// strings, with where each was found so the caller can take it out of the rest of the sentence.
// chrono-node reads them (British order, day before month, as most of the world writes it);
// two parsers of ours add what it lacks: clock phrases ("half past four", "quarter to ten",
// "eleven o'clock") and a bare day of the month ("on the 22nd"). Relative dates are read against
// `now` (local time), always forwards.
import * as chrono from 'chrono-node';

export interface Found {
  value: string;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

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
}

const TIME_IN = new RegExp(
  `(?:\\bat\\s+)?(?:\\b\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|\\b\\d{1,2}:\\d{2}|(?:half|quarter|ten|five|twenty|twenty-five)\\s+(?:past|to|after|before)\\s+\\w+|\\w+\\s+o'?clock|\\bnoon\\b|\\bmidnight\\b|\\bat\\s+(?:\\d{1,2}|${HOUR_WORDS.join('|')})\\b)(?:\\s*(?:in the (?:morning|afternoon|evening)|tonight))?`,
  'i',
);

let memo: { text: string; now: number; parsed: Parsed[] } | null = null;

/** One parse per text: the argument filler asks for dates and times of the same sentence several times. */
function parse(text: string, now: Date): Parsed[] {
  if (memo?.text === text && memo.now === now.getTime()) return memo.parsed;
  memo = { text, now: now.getTime(), parsed: parseAll(text, now) };
  return memo.parsed;
}

function parseAll(text: string, now: Date): Parsed[] {
  return parser.parse(text, now, { forwardDate: true }).map((r) => {
    const start = r.index;
    const end = r.index + r.text.length;
    const s = r.start;
    const hasDay = s.isCertain('day') || s.isCertain('weekday');
    let date = hasDay ? iso(s.date()) : null;
    // The British parser reads "December 24" as December 2024: a month and a number up to 31 is a day.
    const md = !hasDay ? /^([a-z]{3,9})\.?\s+(\d{1,2})$/i.exec(r.text) : null;
    if (md && s.isCertain('month') && Number(md[2]) <= 31) date = upcoming(now, (s.get('month') ?? 1) - 1, Number(md[2]));
    // "next Friday" is the Friday to come, not the one a week after it.
    if (date && /^next\s/i.test(r.text) && s.isCertain('weekday') && !s.isCertain('day')) {
      const d = s.date();
      if (d.getTime() - now.getTime() > 7 * 864e5) date = iso(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 7));
    }
    const time = s.isCertain('hour') ? `${pad(s.get('hour') ?? 0)}:${pad(s.get('minute') ?? 0)}` : null;
    const inner = time ? TIME_IN.exec(r.text) : null;
    const timeSpan = inner ? { start: start + inner.index, end: start + inner.index + inner[0].length } : time ? { start, end } : null;
    return { start, end, date, time, timeSpan };
  });
}

/** Every date in `text`, in order; a date said with a time of day spans only its own words. */
export function findDates(text: string, now = new Date()): Found[] {
  return parse(text, now).flatMap((p) => {
    if (!p.date) return [];
    let { start, end } = p;
    if (p.timeSpan && (p.timeSpan.start > start || p.timeSpan.end < end)) {
      if (p.timeSpan.start > start) end = p.timeSpan.start;
      else start = p.timeSpan.end;
    }
    const words = text.slice(start, end);
    const lead = words.length - words.trimStart().length;
    return [{ value: p.date, start: start + lead, end: start + words.trimEnd().length }];
  });
}

/** Every time of day in `text` ("3pm", "15:30", "at 9", "half past four"), as HH:MM. */
export function findTimes(text: string, now = new Date()): Found[] {
  return parse(text, now).flatMap((p) => (p.time && p.timeSpan ? [{ value: p.time, ...p.timeSpan }] : []));
}
