// Credentials in free text, by shape and by the name written before them: URLs (user info,
// secret parameters), known token formats, `name: value` / `name=value` pairs, random-looking
// strings and card numbers. Text that is JSON as a whole is handled by ./data.ts, which parses it.
import { isSecretName, isSecretParamName } from './names.ts';
import { replaceRandomRuns } from './random-strings.ts';
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

/** A URL in text: scheme, `//`, then anything up to whitespace, a quote or a bracket. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{0,30}:\/\/[^\s"'<>\\[\]{}]+/gi;
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

/** A URL without its user info and with the values of secret parameters replaced. */
function redactUrl(url: string, hit: () => void): string {
  let out = url.replace(USERINFO, (_m, scheme: string) => {
    hit();
    return `${scheme}${REDACTED}@`;
  });
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
 * name says secret. A name may hold spaces ("Your API key: …"); a quoted value is hidden whole,
 * an unquoted one after `=` up to the next separator, after `:` up to the end of the line.
 */
const ASSIGNMENT =
  /(?<![A-Za-z0-9_])(\\?["']|)([A-Za-z][A-Za-z0-9_. -]{0,63}?)\1\s*(=>|:|=)\s*(\\"(?:[^"\\]|\\[^"])*\\"|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&"'<>:=]+)/g;
const LINE_REST = /[^\n\r}\]"'<>]*/y;

function redactAssignments(text: string, hit: () => void): string {
  const re = new RegExp(ASSIGNMENT);
  let out = '';
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [whole, , name, op, value] = m as unknown as [string, string, string, string, string];
    const valueStart = m.index + whole.length - value.length;
    if (!isSecretName(name.trim()) || isMarker(value.replace(/^\\?["']/, ''))) {
      // What looked like a value may itself start the next pair ("Note: password: x").
      re.lastIndex = valueStart;
      continue;
    }
    let valueEnd = m.index + whole.length;
    let replacement = REDACTED;
    if (/^\\?["']/.test(value)) {
      const q = value.startsWith('\\') ? '\\"' : value[0]!;
      replacement = `${q}${REDACTED}${q}`;
    } else if (op === ':') {
      LINE_REST.lastIndex = valueEnd;
      valueEnd += (LINE_REST.exec(text)?.[0] ?? '').replace(/\s+$/, '').length;
    }
    hit();
    out += text.slice(last, valueStart) + replacement;
    last = re.lastIndex = valueEnd;
  }
  return last ? out + text.slice(last) : text;
}

/** Replaces credential-looking parts of a string with markers; returns the text and how many. */
export function redactShapes(text: string): { text: string; count: number } {
  let count = 0;
  const hit = () => count++;
  let out = text.replace(URL_IN_TEXT, (url) => redactUrl(url, hit));
  for (const { kind, re, confirm } of TOKEN_FORMATS) {
    out = out.replace(re, (match) => {
      if (confirm && !confirm(match)) return match;
      count++;
      return marker(kind);
    });
  }
  out = redactAssignments(out, hit);
  out = replaceRandomRuns(out, marker('random-string'), hit);
  out = out.replace(CARD_CANDIDATE, (match) => {
    if (!isCardNumber(match)) return match;
    count++;
    return marker('card-number');
  });
  return { text: out, count };
}
