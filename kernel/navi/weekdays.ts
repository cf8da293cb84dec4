// Days of the week in a request ("on Tuesday", "thursday's", "Mon", "tomorrow") and in a page's
// options ("tue", "Wednesday"), as one index (Monday 0 … Sunday 6), so a weekday said in any
// spelling meets a parameter or option that names one.

const NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The weekday a word names: its full name or a prefix of at least three letters ("tue", "thurs"); null otherwise. */
export function weekdayOf(word: string): number | null {
  const w = word.toLowerCase().replace(/['’]s$/, '').replace(/\.$/, '');
  if (w.length < 3) return null;
  const i = NAMES.findIndex((n) => n.startsWith(w));
  return i >= 0 ? i : null;
}

/** A weekday's name, capitalised ("Tuesday"). */
export function weekdayName(i: number): string {
  const n = NAMES[i]!;
  return n[0]!.toUpperCase() + n.slice(1);
}

/** Weekdays the text says, in order: by name, or as a day relative to `now` ("today", "tonight", "tomorrow"). */
export function findWeekdays(text: string, now: Date = new Date()): { day: number; start: number; end: number }[] {
  const out: { day: number; start: number; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}]+(?:['’]s)?/gu)) {
    const word = m[0].toLowerCase();
    const rel = word === 'today' || word === 'tonight' ? 0 : word === 'tomorrow' ? 1 : null;
    // A short form that is also a word ("sun cream", "I sat", "we wed") counts only with a capital.
    const named = /^\p{Lu}/u.test(m[0]) || !/^(?:sun|sat|wed)$/.test(word) ? weekdayOf(word) : null;
    const day = rel !== null ? (now.getDay() + 6 + rel) % 7 : named;
    if (day !== null) out.push({ day, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}
