// Turns a page's raw answer (a WebMCP tool's result, raw JS's value) into bounded, redacted data. Redaction (redaction/data.ts) runs on
// the whole value before any cut, so a cut can never leave half of a secret behind. Every cut is
// marked in the value and listed in `truncations`.
import { jsonBytes, utf8Bytes } from './json-measure.ts';
import { redactData } from './redaction/data.ts';

/** The bounded result as it leaves the extension. */
export const MAX_RESULT_BYTES = 65_536;
export const MAX_RESULT_DEPTH = 12;
export const MAX_RESULT_ARRAY_ITEMS = 100;
export const MAX_RESULT_OBJECT_KEYS = 100;
export const MAX_RESULT_STRING_CHARS = 4096;
/** Paths listed in a result's `truncations`; the rest are counted (redactions list theirs: redaction/data.ts). */
export const MAX_RESULT_PATHS_LISTED = 32;

export interface BoundedResult {
  /** The tool's result after parsing, redaction and bounding. */
  value: unknown;
  truncated: boolean;
  /** Where something was cut (JSON pointer-ish paths), at most MAX_RESULT_PATHS_LISTED. */
  truncations: string[];
  redactions: number;
  /** Where something was redacted, at most MAX_RESULT_PATHS_LISTED. */
  redactedPaths: string[];
}

export interface ResultLimits {
  maxBytes: number;
  maxDepth: number;
  maxArrayItems: number;
  maxObjectKeys: number;
  maxStringChars: number;
}

export const RESULT_LIMITS: ResultLimits = {
  maxBytes: MAX_RESULT_BYTES,
  maxDepth: MAX_RESULT_DEPTH,
  maxArrayItems: MAX_RESULT_ARRAY_ITEMS,
  maxObjectKeys: MAX_RESULT_OBJECT_KEYS,
  maxStringChars: MAX_RESULT_STRING_CHARS,
};

/** What a cut leaves in place of what it removed. */
export function truncationMarker(what: string): string {
  return `[truncated: ${what}]`;
}

/**
 * The page hands back text: JSON for objects, the bare string for a string result. Text that does
 * not parse is the result itself, as a string. `cutAt` says the page already cut the raw text.
 */
export function parseToolResult(raw: string | null, cutAt?: number): { value: unknown; rawCut: boolean } {
  if (raw === null) return { value: null, rawCut: false };
  if (cutAt !== undefined) return { value: raw, rawCut: true };
  try {
    return { value: JSON.parse(raw) as unknown, rawCut: false };
  } catch {
    return { value: raw, rawCut: false };
  }
}

class Walker {
  truncations: string[] = [];
  truncationCount = 0;
  /** Rough running size of the output JSON; once past the budget, values are replaced by markers. */
  private spent = 0;

  constructor(private readonly limits: ResultLimits) {}

  private cut(path: string): void {
    this.truncationCount++;
    if (this.truncations.length < MAX_RESULT_PATHS_LISTED) this.truncations.push(path || '/');
  }

  private overBudget(path: string): string | null {
    if (this.spent <= this.limits.maxBytes) return null;
    this.cut(path);
    return truncationMarker('result size limit');
  }

  walk(value: unknown, path: string, depth: number): unknown {
    const over = this.overBudget(path);
    if (over !== null) return over;
    if (value === null || typeof value === 'boolean') {
      this.spent += 5;
      return value;
    }
    if (typeof value === 'number') {
      this.spent += 24;
      return Number.isFinite(value) ? value : null;
    }
    if (typeof value === 'string') return this.text(value, path);
    if (typeof value !== 'object') {
      this.spent += 5;
      return null; // undefined, functions, symbols do not exist in JSON
    }
    if (depth >= this.limits.maxDepth) {
      this.cut(path);
      return truncationMarker(`nested deeper than ${this.limits.maxDepth} levels`);
    }
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      this.spent += 2;
      const n = Math.min(value.length, this.limits.maxArrayItems);
      for (let i = 0; i < n; i++) {
        if (this.spent > this.limits.maxBytes) {
          this.cut(`${path}/${i}`);
          out.push(truncationMarker(`${value.length - i} more items over the result size limit`));
          return out;
        }
        out.push(this.walk(value[i], `${path}/${i}`, depth + 1));
        this.spent += 1;
      }
      if (value.length > n) {
        this.cut(`${path}/${n}`);
        out.push(truncationMarker(`${value.length - n} more items`));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    this.spent += 2;
    const keys = Object.keys(value);
    const n = Math.min(keys.length, this.limits.maxObjectKeys);
    for (let i = 0; i < n; i++) {
      const rawKey = keys[i]!;
      const key = rawKey.length > 256 ? `${rawKey.slice(0, 256)}…` : rawKey;
      const child = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (this.spent > this.limits.maxBytes) {
        this.cut(child);
        out['…'] = truncationMarker(`${keys.length - i} more keys over the result size limit`);
        return out;
      }
      this.spent += utf8Bytes(key) + 4;
      out[key] = this.walk((value as Record<string, unknown>)[rawKey], child, depth + 1);
    }
    if (keys.length > n) {
      this.cut(path);
      out['…'] = truncationMarker(`${keys.length - n} more keys`);
    }
    return out;
  }

  private text(value: string, path: string): string {
    let out = value;
    const room = Math.max(0, Math.min(this.limits.maxStringChars, this.limits.maxBytes - this.spent));
    if (out.length > room) {
      this.cut(path);
      out = `${out.slice(0, room)}${truncationMarker(`${out.length - room} more characters`)}`;
    }
    this.spent += utf8Bytes(out) + 2;
    return out;
  }
}

/** Redacts and bounds any JSON-ish value; `alreadyCut` marks a value the page side had to cut. */
export function boundResult(raw: unknown, alreadyCut = false, limits: ResultLimits = RESULT_LIMITS): BoundedResult {
  const redacted = redactData(raw);
  const value = redacted.value;
  let walker = new Walker(limits);
  let out = walker.walk(value, '', 0);
  // The walk estimates size as it goes; JSON escaping can make text bigger than estimated, so
  // measure and walk again with a smaller budget until the real size fits.
  let shrunk = false;
  for (let budget = limits.maxBytes; jsonBytes(out) > limits.maxBytes; ) {
    shrunk = true;
    budget = Math.floor(budget / 2);
    if (budget < 64) {
      out = truncationMarker('result size limit');
      break;
    }
    walker = new Walker({ ...limits, maxBytes: budget });
    out = walker.walk(value, '', 0);
  }
  if (alreadyCut) walker.truncations.unshift('/ (the raw text was cut in the page)');
  return {
    value: out,
    truncated: alreadyCut || shrunk || walker.truncationCount > 0,
    truncations: walker.truncations.slice(0, MAX_RESULT_PATHS_LISTED),
    redactions: redacted.count,
    redactedPaths: redacted.paths,
  };
}
