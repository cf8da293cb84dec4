// Dates and times in the forms people type ("2025-06-14", "14 June 2025", "July 3rd",
// "tomorrow", "next Friday", "3pm"), as ISO strings, with where each was found so the caller can
// take it out of the rest of the sentence. Relative dates are read against `now` (local time).

export interface Found {
  value: string;
  start: number;
  end: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthIndex = (m: string) => MONTHS.findIndex((name) => name.startsWith(m.toLowerCase().slice(0, 3)));

function valid(y: number, m: number, d: number): string | null {
  const date = new Date(y, m, d);
  return date.getMonth() === m && date.getDate() === d ? iso(date) : null;
}

/** A day with no year: this year, or next year when that day has passed. */
function upcoming(now: Date, m: number, d: number): string | null {
  const thisYear = valid(now.getFullYear(), m, d);
  if (thisYear && thisYear >= iso(now)) return thisYear;
  return valid(now.getFullYear() + 1, m, d);
}

/** Every date in `text`, in order. */
export function findDates(text: string, now = new Date()): Found[] {
  const out: Found[] = [];
  const taken = (s: number, e: number) => out.some((f) => s < f.end && e > f.start);
  const add = (m: RegExpExecArray, value: string | null) => {
    if (value && !taken(m.index, m.index + m[0].length)) out.push({ value, start: m.index, end: m.index + m[0].length });
  };
  const all = (re: RegExp, f: (m: RegExpExecArray) => string | null) => {
    for (let m = re.exec(text); m; m = re.exec(text)) add(m, f(m));
  };
  all(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => valid(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // 14 June 2025, 14th of June, 3 Jun
  all(new RegExp(`\\b${DAY}(?:\\s+of)?\\s+${MONTH}\\.?(?:,?\\s+(\\d{4}))?\\b`, 'gi'), (m) =>
    m[3] ? valid(Number(m[3]), monthIndex(m[2]!), Number(m[1])) : upcoming(now, monthIndex(m[2]!), Number(m[1])),
  );
  // June 14, 2025; July 3rd 2025; September 1
  all(new RegExp(`\\b${MONTH}\\.?\\s+${DAY}(?:,?\\s+(\\d{4}))?\\b`, 'gi'), (m) =>
    m[3] ? valid(Number(m[3]), monthIndex(m[1]!), Number(m[2])) : upcoming(now, monthIndex(m[1]!), Number(m[2])),
  );
  // 14/06/2025 (day first, as most of the world writes it)
  all(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (m) => valid(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  const shift = (days: number) => iso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
  all(/\b(today|tonight|tomorrow|day after tomorrow)\b/gi, (m) => {
    const w = m[1]!.toLowerCase();
    return shift(w === 'tomorrow' ? 1 : w === 'day after tomorrow' ? 2 : 0);
  });
  all(/\bin (\d{1,3}|a|one|two|three|four|five|six|seven) (day|week)s?\b/gi, (m) => {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : ['a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'].indexOf(m[1]!.toLowerCase()) || 1;
    return shift(n * (m[2]!.toLowerCase() === 'week' ? 7 : 1));
  });
  all(new RegExp(`\\b(next |this |on )?(${DAYS.join('|')})\\b`, 'gi'), (m) => {
    const target = DAYS.indexOf(m[2]!.toLowerCase());
    let diff = (target - now.getDay() + 7) % 7;
    if (diff === 0 || m[1]?.toLowerCase().startsWith('next')) diff = diff === 0 ? 7 : diff;
    return shift(diff);
  });
  return out.sort((a, b) => a.start - b.start);
}

/** Every time of day in `text` ("3pm", "15:30", "at 9"), as HH:MM. */
export function findTimes(text: string): Found[] {
  const out: Found[] = [];
  const re = /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?=\b|\s|$)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const hasClock = m[2] !== undefined || m[3] !== undefined || /^at\s/i.test(m[0]);
    if (!hasClock) continue;
    let h = Number(m[1]);
    const min = Number(m[2] ?? 0);
    const ampm = m[3]?.toLowerCase().replace(/\./g, '');
    if (ampm === 'pm' && h < 12) h += 12;
    if (ampm === 'am' && h === 12) h = 0;
    if (h > 23 || min > 59) continue;
    // A bare "at 14" next to a date's day number is not a time.
    if (!m[2] && !ampm && h > 23) continue;
    out.push({ value: `${pad(h)}:${pad(min)}`, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
