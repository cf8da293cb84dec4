// The one redaction function: everything page-derived passes through `redactData` before it
// becomes a tool result, a receipt, chat text, a prompt block or an export. It walks any JSON-ish
// value and returns a redacted copy:
// - a key that is itself a credential is replaced by `[redacted-key-N]` (the object stays usable);
// - a value under a key whose name says secret is replaced whole (booleans and null stay: one bit
//   is not a credential); the same for `{name|label|key…: "<secret name>", value: …}` records,
//   `[name, value]` entry lists and table columns whose header says secret;
// - strings are scanned for shapes (./text.ts), and a string that is JSON is parsed, redacted and
//   written back;
// - in a JSON Schema (`type: "object"` with `properties`), property names are field names, not
//   data: a secret-named property keeps its structural keywords and loses any example values.
import { isSecretName } from './names.ts';
import { REDACTED, isCardLikeNumber, redactShapes } from './text.ts';

export interface Redacted<T = unknown> {
  value: T;
  /** How many things were hidden. */
  count: number;
  /** Where (JSON-pointer-like paths), at most MAX_PATHS_LISTED. */
  paths: string[];
}

/** Deeper structures are hidden whole: redaction must not recurse without bound. */
export const MAX_REDACT_DEPTH = 64;
const MAX_PATHS_LISTED = 32;

/** Fields that name the value beside them in a record (`{name: "Authorization", value: …}`). */
const NAME_FIELDS = ['name', 'key', 'label', 'field', 'header', 'param', 'parameter'];
const VALUE_FIELDS = new Set(['value', 'values', 'val', 'content']);
/** Schema keywords that describe a field; any other keyword of a secret field's schema may hold an example value. */
const STRUCTURAL_KEYWORDS = new Set([
  'type', 'title', 'description', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'items',
  'properties', 'required', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', '$ref', '$id', '$schema', '$comment',
  'readOnly', 'writeOnly', 'deprecated', 'nullable', 'contentMediaType', 'contentEncoding',
]);

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (path: string, key: string | number) => `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

function isSchemaObject(obj: Json): boolean {
  const type = obj.type;
  return isRecord(obj.properties) && (type === 'object' || (Array.isArray(type) && type.includes('object')));
}

/** `[["Authorization", "…"], ["Accept", "…"]]`: an entry list (Object.entries, Headers). */
function isEntryList(arr: readonly unknown[]): arr is [string, unknown][] {
  return arr.length > 0 && arr.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string');
}

class Redactor {
  count = 0;
  paths: string[] = [];
  private readonly ancestors = new Set<object>();

  private hit(path: string, n = 1): void {
    this.count += n;
    if (this.paths.length < MAX_PATHS_LISTED) this.paths.push(path || '/');
  }

  /** Hides a value whole; booleans and null carry no credential and stay. */
  private hide(value: unknown, path: string): unknown {
    if (value === null || typeof value === 'boolean') return value;
    if (value === REDACTED) return value; // redacted already (results are redacted again downstream)
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
    this.hit(path);
    return REDACTED;
  }

  value(value: unknown, path: string, depth: number): unknown {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') {
      if (isCardLikeNumber(value)) return this.hide(value, path);
      return Number.isFinite(value) ? value : null;
    }
    if (typeof value === 'bigint') return this.text(String(value), path, depth);
    if (typeof value === 'string') return this.text(value, path, depth);
    if (typeof value !== 'object') return undefined; // undefined, functions, symbols: not data
    if (this.ancestors.has(value)) return '[circular]';
    if (depth >= MAX_REDACT_DEPTH) {
      this.hit(path);
      return `[redacted: nested deeper than ${MAX_REDACT_DEPTH} levels]`;
    }
    this.ancestors.add(value);
    try {
      return Array.isArray(value) ? this.array(value, path, depth) : this.object(value as Json, path, depth);
    } finally {
      this.ancestors.delete(value);
    }
  }

  private array(arr: readonly unknown[], path: string, depth: number): unknown[] {
    if (isEntryList(arr)) {
      return arr.map(([name, v], i) => {
        const at = pointer(path, i);
        const key = this.text(name, pointer(at, 0), depth + 1);
        const secret = key !== name || isSecretName(name);
        return [key, secret ? this.hide(v, pointer(at, 1)) ?? null : this.value(v, pointer(at, 1), depth + 2) ?? null];
      });
    }
    return arr.map((v, i) => this.value(v, pointer(path, i), depth + 1) ?? null);
  }

  private object(obj: Json, path: string, depth: number): Json {
    const out: Json = {};
    const keys = Object.keys(obj);
    const used = new Set(keys);
    let hidden = 0;
    // `{name: "api key", value: "…"}`: the record names its own value.
    const namesSecret = NAME_FIELDS.some((f) => typeof obj[f] === 'string' && isSecretName(obj[f] as string));
    const schema = isSchemaObject(obj);
    const secretColumns = this.secretColumns(obj);
    for (const rawKey of keys) {
      const child = obj[rawKey];
      let key = rawKey;
      if (this.text(rawKey, path, depth) !== rawKey) {
        // The key itself is (or holds) a credential: a numbered stand-in keeps the object usable.
        do key = `[redacted-key-${++hidden}]`;
        while (used.has(key));
        used.add(key);
      }
      const at = pointer(path, key);
      let v: unknown;
      if (schema && rawKey === 'properties' && isRecord(child)) v = this.schemaProperties(child, at, depth + 1);
      else if (secretColumns && rawKey === 'rows' && Array.isArray(child)) v = this.rows(child, secretColumns, at, depth + 1);
      else if (isSecretName(rawKey) || (namesSecret && VALUE_FIELDS.has(rawKey))) v = this.hide(child, at);
      else v = this.value(child, at, depth + 1);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }

  /** A table (`headers` + `rows`): the columns whose header says secret. */
  private secretColumns(obj: Json): Set<number> | null {
    if (!Array.isArray(obj.headers) || !Array.isArray(obj.rows)) return null;
    const cols = new Set<number>();
    obj.headers.forEach((h, i) => typeof h === 'string' && isSecretName(h) && cols.add(i));
    return cols.size ? cols : null;
  }

  private rows(rows: readonly unknown[], cols: ReadonlySet<number>, path: string, depth: number): unknown[] {
    return rows.map((row, r) =>
      Array.isArray(row)
        ? row.map((cell, c) => (cols.has(c) ? this.hide(cell, pointer(pointer(path, r), c)) : this.value(cell, pointer(pointer(path, r), c), depth + 2)) ?? null)
        : this.value(row, pointer(path, r), depth + 1),
    );
  }

  private schemaProperties(props: Json, path: string, depth: number): Json {
    const out: Json = {};
    for (const [name, sub] of Object.entries(props)) {
      const at = pointer(path, name);
      const key = this.text(name, at, depth) === name ? name : `[redacted-key-${Object.keys(out).length + 1}]`;
      if (!isRecord(sub)) {
        const v = isSecretName(name) ? this.hide(sub, at) : this.value(sub, at, depth + 1);
        if (v !== undefined) out[key] = v;
        continue;
      }
      if (!isSecretName(name)) {
        out[key] = this.value(sub, at, depth + 1);
        continue;
      }
      // A secret field's schema: its structure stays, anything that could be an example value goes.
      const kept: Json = {};
      for (const [kw, v] of Object.entries(sub)) {
        const w = STRUCTURAL_KEYWORDS.has(kw) ? this.value(v, pointer(at, kw), depth + 2) : this.hide(v, pointer(at, kw));
        if (w !== undefined) kept[kw] = w;
      }
      out[key] = kept;
    }
    return out;
  }

  private text(s: string, path: string, depth: number): string {
    const { text, count } = redactShapes(this.embeddedJson(s, path, depth));
    if (count) this.hit(path, count);
    return text;
  }

  /**
   * JSON inside a string (the whole string, or a part: "The page said: {…}"), parsed, redacted
   * as data and written back; text between is left as it is. Objects and arrays count, and
   * string literals that hold them (`"{\"pw\": …}"`: JSON encoded twice).
   */
  private embeddedJson(s: string, path: string, depth: number): string {
    if ((!s.includes('{') && !s.includes('[')) || depth >= MAX_REDACT_DEPTH) return s;
    let out = '';
    let last = 0;
    let failures = 0;
    // Scanning for a closing bracket is bounded in total, so hostile text costs linear time.
    let budget = 4 * s.length + 4096;
    for (let i = 0; i < s.length && failures < MAX_JSON_ATTEMPTS && budget > 0; i++) {
      if (s[i] === '"' && (s[i + 1] === '{' || s[i + 1] === '[')) {
        const end = closingQuote(s, i);
        let literal: unknown;
        try {
          literal = end < 0 ? undefined : JSON.parse(s.slice(i, end + 1));
        } catch {
          literal = undefined;
        }
        if (typeof literal !== 'string') continue; // a stray quote: look at what follows it
        budget -= end - i + 1;
        const before = this.count;
        const inner = this.text(literal, path, depth + 1);
        if (this.count !== before) {
          out += s.slice(last, i) + JSON.stringify(inner);
          last = end + 1;
        }
        i = end;
        continue;
      }
      if (s[i] !== '{' && s[i] !== '[') continue;
      const end = closingBracket(s, i, budget);
      budget -= end < 0 ? Math.min(budget, s.length - i) : end - i + 1;
      let parsed: unknown;
      try {
        parsed = end < 0 ? undefined : JSON.parse(s.slice(i, end + 1));
      } catch {
        parsed = undefined;
      }
      if (typeof parsed !== 'object' || parsed === null) {
        failures++;
        continue;
      }
      const before = this.count;
      const redacted = this.value(parsed, path, depth + 1);
      if (this.count !== before) {
        out += s.slice(last, i) + JSON.stringify(redacted);
        last = end + 1;
      }
      i = end;
    }
    return last ? out + s.slice(last) : s;
  }
}

/** Brackets tried per string before the rest is left to the text scan (a string of `{{{{` costs no more). */
const MAX_JSON_ATTEMPTS = 256;

/** Where the JSON string literal opened at `start` closes; -1 if it does not. */
function closingQuote(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
  }
  return -1;
}

/** Where the bracket at `start` closes (looking at most `limit` characters), skipping brackets inside JSON strings; -1 if not. */
function closingBracket(s: string, start: number, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < s.length && i - start < limit; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return i;
    }
  }
  return -1;
}

/** Redacts any JSON-ish value (see the top of this file). Never throws; cycles read `[circular]`. */
export function redactData<T = unknown>(value: T): Redacted<T> {
  const r = new Redactor();
  const out = r.value(value, '', 0);
  return { value: (out === undefined ? null : out) as T, count: r.count, paths: r.paths };
}

/** A string as redactData sees it (JSON inside is parsed): for error messages and other single texts. */
export function redactText(text: string): { text: string; count: number } {
  const r = redactData(text);
  return { text: r.value as string, count: r.count };
}
