// Credentials in free text, by shape and by the name written before them: URLs (user info,
// secret parameters), known token formats, `name: value` / `name=value` pairs, random-looking
// strings and card numbers. Text that is JSON as a whole is handled by ./data.ts, which parses it.
import { isSecretName, isSecretParamName } from './names.ts';
import { looksLikePathToken, replaceRandomRuns, replaceShortBase64 } from './random-strings.ts';
import { TOKEN_FORMATS } from './token-formats.ts';

export const REDACTED = '[redacted]';
const marker = (kind: string) => `[redacted:${kind}]`;
const isMarker = (s: string) => s.startsWith('[redacted');

/** 13-19 digits, optionally grouped by single spaces or dashes: the candidates for a card number. */
const CARD_CANDIDATE = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const isHex = (c: string | undefined) => c !== undefined && /[0-9a-f]/i.test(c);

/**
 * Digits inside a hex digest (a SHA-256 descriptor hash, a commit id) are part of the digest, not
 * a card number: the run of hex characters around them is 32 or longer and has letters in it.
 */
function insideHexDigest(text: string, start: number, end: number): boolean {
  let a = start;
  let b = end;
  while (isHex(text[a - 1])) a--;
  while (isHex(text[b])) b++;
  return b - a >= 32 && /[a-f]/i.test(text.slice(a, b));
}

function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && luhnValid(digits);
}

/**
 * A JSON number that reads as a card number: 15 or 16 digits (Amex, Visa, Mastercard; longer
 * ones are not exact as JSON numbers) starting with a card network's digit (2-6), Luhn-valid.
 * Millisecond timestamps (13 digits) and microsecond ones (16, starting with 1) stay.
 */
export function isCardLikeNumber(value: number): boolean {
  const digits = String(value);
  return Number.isSafeInteger(value) && /^[2-6]\d{14,15}$/.test(digits) && isCardNumber(digits);
}

/** A URL's scheme is read backwards from its `://`; the rest runs up to whitespace, a quote or a bracket. */
const MAX_SCHEME_CHARS = 31;
const URL_REST = /[^\s"'<>\\[\]{}]+/y;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSchemeChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45;

/** Where the scheme ending at `at` starts, or -1 (it must start with a letter). */
function schemeStart(text: string, at: number, floor: number): number {
  let i = at;
  while (i > floor && at - i < MAX_SCHEME_CHARS && isSchemeChar(text.charCodeAt(i - 1))) i--;
  while (i < at && !isLetter(text.charCodeAt(i))) i++;
  return i < at ? i : -1;
}

/** Every `scheme://…` in text passed through `fn` (found from each `://`, so plain text costs nothing). */
function replaceUrls(text: string, fn: (url: string) => string): string {
  let out = '';
  let last = 0;
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 3)) {
    const start = schemeStart(text, at, last);
    if (start < 0) continue;
    URL_REST.lastIndex = at + 3;
    const rest = URL_REST.exec(text)?.[0];
    if (!rest) continue;
    const end = at + 3 + rest.length;
    out += text.slice(last, start) + fn(text.slice(start, end));
    last = end;
    at = end - 3;
  }
  return last ? out + text.slice(last) : text;
}
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@\s]+)@/i;
/** `?name=value`, `&name=value`, `#name=value`, `;name=value` inside a URL. */
const URL_PARAM = /([?&#;])([^=&#;?]*)=([^&#;]*)/g;

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A URL parameter is secret by its name (./names.ts) or by the shape of its (decoded) value. */
export function isSecretParam(name: string, value: string): boolean {
  return isSecretParamName(name) || redactShapes(value).count > 0;
}

/** `scheme://authority` and the path after it, up to the query or fragment. */
const URL_PATH = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(\/[^?#]*)/i;
/** A path segment after one whose name says secret (`/reset-password/<id>`) is a key when it is id-like: this long, with a digit. */
const MIN_NAMED_PATH_KEY = 8;

/**
 * A link that is itself a credential (password reset, magic login, invitation): a path segment
 * of long hex or a random token, or an id-like segment right after a secret-named one.
 */
function redactPath(path: string, hit: () => void): string {
  const segments = path.split('/');
  return segments
    .map((seg, i) => {
      if (!seg || isMarker(seg)) return seg;
      // Prose around a link ends it with punctuation (`(…/reset/<hex>).`): judged without it, kept after the marker.
      const [, core, trail] = /^(.*?)([)\].,;:!?'"]*)$/.exec(seg)!;
      const plain = decode(core!);
      const named = i > 0 && !!segments[i - 1] && isSecretName(decode(segments[i - 1]!)) && plain.length >= MIN_NAMED_PATH_KEY && /[0-9]/.test(plain);
      if (!plain || (!named && !looksLikePathToken(plain))) return seg;
      hit();
      return REDACTED + trail;
    })
    .join('/');
}

/** A URL without its user info, with credential path segments and the values of secret parameters replaced. */
function redactUrl(url: string, hit: () => void): string {
  let out = url.replace(USERINFO, (_m, scheme: string) => {
    hit();
    return `${scheme}${REDACTED}@`;
  });
  out = out.replace(URL_PATH, (_m, origin: string, path: string) => origin + redactPath(path, hit));
  if (!/[?#;]/.test(out)) return out;
  out = out.replace(URL_PARAM, (whole, sep: string, name: string, value: string) => {
    if (!value || isMarker(value)) return whole;
    if (isSecretParam(decode(name), decode(value))) {
      hit();
      return `${sep}${name}=${REDACTED}`;
    }
    return whole;
  });
  return out;
}

/**
 * `name: value`, `name = value`, `"name": "value"` (also with JSON-escaped quotes) where the
 * name says secret. Found from each `:`, `=` or `=>` by reading the name backwards (up to four
 * words: "Your API key: …"), so text without them costs nothing. A quoted value is hidden whole,
 * an unquoted one after `=` up to the next separator, after `:` up to the end of the line.
 */
const OPERATOR = /=>|[:=\uff1a\uff1d]/g;
const VALUE = /\s*(\\"(?:[^"\\]|\\[^"])*\\"|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&"'<>:=]+)/y;
const LINE_REST = /[^\n\r}\]"'<>]*/y;
const MAX_NAME_WORDS = 4;
const MAX_WORD_CHARS = 40;
const NON_ASCII_NAME_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Letters and digits of any script (names are written in every language), `_`, `.` and `-`. */
const isNameChar = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 45 || (c > 127 && NON_ASCII_NAME_CHAR.test(String.fromCharCode(c)));

/** The name written just before position `end` (an operator), or '' when there is none. */
function nameBefore(text: string, end: number, floor: number): string {
  let i = end;
  while (i > floor && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
  if (i > floor && (text[i - 1] === '"' || text[i - 1] === "'")) i -= text[i - 2] === '\\' ? 2 : 1;
  let start = i;
  for (let words = 0; words < MAX_NAME_WORDS; words++) {
    let j = start;
    while (j > floor && start - j < MAX_WORD_CHARS && isNameChar(text.charCodeAt(j - 1))) j--;
    if (j === start) break;
    start = j;
    if (!(j - 1 > floor && text[j - 1] === ' ' && isNameChar(text.charCodeAt(j - 2)))) break;
    start = j - 1;
  }
  return text.slice(start, i).replace(/^[\s"'\\]+|["'\\]+$/g, '').replace(/^[^\p{L}]+/u, '');
}

function redactAssignments(text: string, hit: () => void): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(OPERATOR)) {
    const at = m.index!;
    if (at < last) continue; // inside a value already hidden
    const name = nameBefore(text, at, last);
    if (!name || !isSecretName(name)) continue;
    VALUE.lastIndex = at + m[0].length;
    const v = VALUE.exec(text);
    if (!v) continue;
    const value = v[1]!;
    if (isMarker(value.replace(/^\\?["']/, ''))) continue;
    const valueStart = VALUE.lastIndex - value.length;
    let valueEnd = VALUE.lastIndex;
    let replacement = REDACTED;
    if (/^\\?["']/.test(value)) {
      const q = value.startsWith('\\') ? '\\"' : value[0]!;
      replacement = `${q}${REDACTED}${q}`;
    } else if (m[0] === ':') {
      LINE_REST.lastIndex = valueEnd;
      valueEnd += (LINE_REST.exec(text)?.[0] ?? '').replace(/\s+$/, '').length;
    }
    hit();
    out += text.slice(last, valueStart) + replacement;
    last = valueEnd;
  }
  return last ? out + text.slice(last) : text;
}

/** Shorter text holds no known token format (the shortest, `Basic` and a value, is 12). */
const MIN_TOKEN_CHARS = 12;
/** Short strings (keys, labels, small values) repeat a lot in one result: their answers are kept. */
const MEMO_MAX_CHARS = 64;
const MEMO_MAX_ENTRIES = 4096;
const memo = new Map<string, { text: string; count: number }>();

/** Replaces credential-looking parts of a string with markers; returns the text and how many. */
export function redactShapes(text: string): { text: string; count: number } {
  if (text.length > MEMO_MAX_CHARS) return scan(text);
  let known = memo.get(text);
  if (!known) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    known = scan(text);
    memo.set(text, known);
  }
  return known;
}

function scan(text: string): { text: string; count: number } {
  let count = 0;
  const hit = () => count++;
  let out = replaceUrls(text, (url) => redactUrl(url, hit));
  for (const { kind, re, confirm } of out.length < MIN_TOKEN_CHARS ? [] : TOKEN_FORMATS) {
    out = out.replace(re, (match) => {
      if (confirm && !confirm(match)) return match;
      count++;
      return marker(kind);
    });
  }
  out = redactAssignments(out, hit);
  out = replaceRandomRuns(out, marker('random-string'), hit);
  out = replaceShortBase64(out, marker('base64'), hit);
  out = out.replace(CARD_CANDIDATE, (match, at: number, whole: string) => {
    if (!isCardNumber(match) || insideHexDigest(whole, at, at + match.length)) return match;
    count++;
    return marker('card-number');
  });
  return { text: out, count };
}
