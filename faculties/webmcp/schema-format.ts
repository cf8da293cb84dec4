// The `format` values the schema checker enforces, each to its RFC, and how it reads any other.
// A named format outside this list is an annotation, as JSON Schema 2020-12 makes every format by
// default: it constrains nothing, so a tool that says "format: uri" still runs and the person sees
// the exact value in the approval. Chrome writes a regular expression into `format` for some form
// controls (`<input type=time>` gives "^([01][0-9]|2[0-3]):[0-5][0-9]$"); such a format is
// enforced as a pattern, under the pattern rules (schema-pattern.ts). Where a value is legal in a
// way these checks do not model (a punycode label), the answer is `unknown`, which the checker
// turns into a refusal. Plain string code, no page-supplied regular expressions, linear in the
// value's length.

export type FormatVerdict = 'valid' | 'invalid' | 'unknown';

const DIGITS = /^[0-9]+$/;
const HEX = /^[0-9A-Fa-f]+$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** RFC 3339 full-date: YYYY-MM-DD with a real day of that month. */
function isDate(s: string): boolean {
  if (s.length !== 10 || s[4] !== '-' || s[7] !== '-') return false;
  const [y, m, d] = [s.slice(0, 4), s.slice(5, 7), s.slice(8, 10)];
  if (![y, m, d].every((part) => DIGITS.test(part))) return false;
  const month = Number(m);
  const day = Number(d);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(y), month);
}

function twoDigits(s: string, max: number): number | null {
  if (s.length !== 2 || !DIGITS.test(s)) return null;
  const n = Number(s);
  return n <= max ? n : null;
}

/**
 * RFC 3339 full-time: HH:MM:SS[.frac](Z|±HH:MM), the offset required. A leap second (:60) is
 * allowed only where it falls at 23:59 UTC, the one minute a leap second can end.
 */
function isTime(s: string): boolean {
  if (s.length < 9 || s[2] !== ':' || s[5] !== ':') return false;
  const hour = twoDigits(s.slice(0, 2), 23);
  const minute = twoDigits(s.slice(3, 5), 59);
  const second = twoDigits(s.slice(6, 8), 60);
  if (hour === null || minute === null || second === null) return false;
  let rest = s.slice(8);
  if (rest[0] === '.') {
    let end = 1;
    while (end < rest.length && rest[end] >= '0' && rest[end] <= '9') end++;
    if (end === 1) return false;
    rest = rest.slice(end);
  }
  let offsetMinutes: number;
  if (rest === 'Z' || rest === 'z') offsetMinutes = 0;
  else {
    if (rest.length !== 6 || (rest[0] !== '+' && rest[0] !== '-') || rest[3] !== ':') return false;
    const oh = twoDigits(rest.slice(1, 3), 23);
    const om = twoDigits(rest.slice(4, 6), 59);
    if (oh === null || om === null) return false;
    offsetMinutes = (rest[0] === '+' ? 1 : -1) * (oh * 60 + om);
  }
  if (second === 60) {
    const utcMinutes = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
    return utcMinutes === 23 * 60 + 59;
  }
  return true;
}

/** RFC 3339 date-time: full-date "T" full-time (either case of T, as RFC 3339 allows). */
function isDateTime(s: string): boolean {
  return s.length > 11 && (s[10] === 'T' || s[10] === 't') && isDate(s.slice(0, 10)) && isTime(s.slice(11));
}

/** Dotted-quad IPv4: four decimal octets 0-255, no leading zeros (they read as octal elsewhere). */
function isIpv4(s: string): boolean {
  const parts = s.split('.');
  return parts.length === 4 && parts.every((p) => p.length >= 1 && p.length <= 3 && DIGITS.test(p) && (p === '0' || p[0] !== '0') && Number(p) <= 255);
}

/** RFC 4291 text form: eight hex groups, one `::` for a run of zeros, an optional IPv4 tail; no zone id. */
function isIpv6(s: string): boolean {
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  const all = [...head, ...tail];
  let count = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!s.endsWith(last) || !isIpv4(last)) return false;
    all.pop();
    count += 1; // the IPv4 tail stands for two groups
  }
  if (!all.every((g) => g.length >= 1 && g.length <= 4 && HEX.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/**
 * RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens, 1-63 each,
 * 253 in all. A label with "--" in places 3-4 is an IDNA (punycode) label, which is only valid
 * if it decodes; that is not checked here, so it is `unknown`.
 */
function hostname(s: string): FormatVerdict {
  if (s.length < 1 || s.length > 253) return 'invalid';
  let verdict: FormatVerdict = 'valid';
  for (const label of s.split('.')) {
    if (label.length < 1 || label.length > 63) return 'invalid';
    if (!/^[A-Za-z0-9-]+$/.test(label) || label[0] === '-' || label[label.length - 1] === '-') return 'invalid';
    if (label.slice(2, 4) === '--') verdict = 'unknown';
  }
  return verdict;
}

const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;

/** RFC 5321 Local-part: a dot-string of atext atoms, or a quoted string of printable ASCII. */
function isLocalPart(s: string): boolean {
  if (s.length >= 2 && s[0] === '"' && s[s.length - 1] === '"') {
    for (let i = 1; i < s.length - 1; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x5c) {
        const next = s.charCodeAt(++i);
        if (i >= s.length - 1 || next < 0x20 || next > 0x7e) return false;
      } else if (c < 0x20 || c > 0x7e || c === 0x22) return false;
    }
    return true;
  }
  return s.split('.').every((atom) => ATEXT.test(atom));
}

/** RFC 5321 Mailbox: local-part "@" (host name | [IPv4] | [IPv6:address]). */
function email(s: string): FormatVerdict {
  const at = s.lastIndexOf('@');
  if (at < 1 || !isLocalPart(s.slice(0, at))) return 'invalid';
  const domain = s.slice(at + 1);
  if (domain.startsWith('[') && domain.endsWith(']')) {
    const literal = domain.slice(1, -1);
    if (literal.startsWith('IPv6:')) return isIpv6(literal.slice(5)) ? 'valid' : 'invalid';
    return isIpv4(literal) ? 'valid' : 'invalid';
  }
  return hostname(domain);
}

/** RFC 4122 textual UUID: 8-4-4-4-12 hex digits, either case. */
function isUuid(s: string): boolean {
  const groups = s.split('-');
  return groups.length === 5 && groups.map((g) => g.length).join() === '8,4,4,4,12' && groups.every((g) => HEX.test(g));
}

const yesNo = (test: (s: string) => boolean) => (s: string): FormatVerdict => (test(s) ? 'valid' : 'invalid');

const FORMATS: Record<string, (s: string) => FormatVerdict> = {
  date: yesNo(isDate),
  time: yesNo(isTime),
  'date-time': yesNo(isDateTime),
  ipv4: yesNo(isIpv4),
  ipv6: yesNo(isIpv6),
  hostname,
  email,
  uuid: yesNo(isUuid),
};

export function isCheckedFormat(name: unknown): boolean {
  return typeof name === 'string' && Object.hasOwn(FORMATS, name);
}

/**
 * What a `format` string is to the checker: one it enforces by name, a pattern (anchored with `^`,
 * as Chrome writes them; no format name begins with `^`), or an annotation (any other name).
 */
export function formatRole(format: string): 'checked' | 'pattern' | 'annotation' {
  if (isCheckedFormat(format)) return 'checked';
  return format.startsWith('^') ? 'pattern' : 'annotation';
}

/** Checks a string against a format `formatRole` calls `checked`. */
export function checkFormat(name: string, value: string): FormatVerdict {
  return FORMATS[name](value);
}

export const CHECKED_FORMATS = Object.keys(FORMATS);
