// Checks a tool's arguments against the tool's own input schema before anything is dispatched.
//
// Why an interpreter and not ajv: the service worker forbids eval, so ajv cannot compile a
// schema that only arrives at run time, and checking in the page would let the page answer for
// itself. This walks a JSON Schema subset directly. Any keyword outside the subset makes the
// check fail closed (`unsupported`), never pass by skipping it. `pattern` is page-supplied code
// for the regex engine: schema-pattern.ts runs it only where its backtracking is bounded.
import canonicalize from 'canonicalize';
import { isPlainObject } from '../sdk/json-measure.ts';
import { checkFormat, formatRole } from './schema-format.ts';
import { type CompiledPattern, compilePattern, matchPattern, MAX_PATTERN_STEPS, PatternRefused, type StepBudget } from './schema-pattern.ts';

/** Keywords that only describe (JSON Schema annotations and identifiers): they constrain nothing. */
const ANNOTATION_KEYWORDS = new Set([
  '$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly',
]);
const VALIDATION_KEYWORDS = new Set([
  'type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties',
  'items', 'minItems', 'maxItems', 'uniqueItems', 'minLength', 'maxLength', 'pattern',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'anyOf', 'oneOf', 'allOf', 'not',
  // The formats schema-format.ts knows are enforced, a pattern written into `format` (as Chrome
  // does for some form controls) is enforced as a pattern, and any other is an annotation.
  'format',
]);
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

export type SchemaCheck = { ok: true } | { ok: false; kind: 'invalid'; message: string } | { ok: false; kind: 'unsupported'; message: string };

class Unsupported extends Error {}
class Invalid extends Error {}

function describePath(path: string): string {
  return path || '(arguments)';
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** Structural equality on JSON values, for enum and const. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A finite number as the exact decimal its shortest round-trip text spells: digits × 10^exponent. */
function decimal(n: number): { digits: bigint; exponent: number } {
  const [mantissa, exp] = Math.abs(n).toExponential().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exp) - fraction.length };
}

/**
 * Whether `value` is an integer multiple of `step`, in decimal as JSON writes numbers. Float
 * division gets this wrong both ways (0.3 / 0.1 is 2.9999999999999996; 1e308 / 0.1 overflows).
 */
function isMultipleOf(value: number, step: number): boolean {
  const a = decimal(value);
  const b = decimal(step);
  const e = Math.min(a.exponent, b.exponent);
  return (a.digits * 10n ** BigInt(a.exponent - e)) % (b.digits * 10n ** BigInt(b.exponent - e)) === 0n;
}

function num(schema: Record<string, unknown>, key: string): number | undefined {
  const v = schema[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Unsupported(`"${key}" is not a finite number.`);
  return v;
}

function count(schema: Record<string, unknown>, key: string): number | undefined {
  const v = num(schema, key);
  if (v !== undefined && (!Number.isInteger(v) || v < 0)) throw new Unsupported(`"${key}" is not a non-negative integer.`);
  return v;
}

/** Compiled patterns by source, so an array of many strings parses its pattern once. */
const patterns = new Map<string, CompiledPattern>();

function pattern(source: unknown): CompiledPattern {
  const cached = typeof source === 'string' ? patterns.get(source) : undefined;
  if (cached) return cached;
  try {
    const compiled = compilePattern(source);
    if (patterns.size >= 64) patterns.clear();
    patterns.set(source as string, compiled);
    return compiled;
  } catch (err) {
    throw err instanceof PatternRefused ? new Unsupported(err.message) : err;
  }
}

function matches(source: unknown, value: string, budget: StepBudget): boolean {
  const compiled = pattern(source);
  try {
    return matchPattern(compiled, value, budget);
  } catch (err) {
    throw err instanceof PatternRefused ? new Unsupported(err.message) : err;
  }
}

/** Checks a value against a schema that `scan` has passed: every keyword here is one `scan` allowed. */
function check(schema: unknown, value: unknown, path: string, depth: number, budget: StepBudget): void {
  if (depth > 32) throw new Unsupported('The schema nests too deeply to check.');
  if (schema === true) return;
  if (schema === false) throw new Invalid(`${describePath(path)} is not allowed.`);
  if (!isPlainObject(schema)) throw new Unsupported(`The schema at ${describePath(path)} is not an object.`);
  const where = describePath(path);

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.length || !types.every((t) => typeof t === 'string' && TYPES.has(t))) throw new Unsupported(`"type" at ${where} is not a JSON Schema type.`);
    if (!types.some((t) => matchesType(value, t as string))) throw new Invalid(`${where} must be ${types.join(' or ')}, not ${typeOf(value)}.`);
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum)) throw new Unsupported(`"enum" at ${where} is not an array.`);
    if (!schema.enum.some((e) => jsonEqual(e, value))) throw new Invalid(`${where} must be one of ${JSON.stringify(schema.enum).slice(0, 200)}.`);
  }
  if (schema.const !== undefined && !jsonEqual(schema.const, value)) throw new Invalid(`${where} must be ${JSON.stringify(schema.const).slice(0, 200)}.`);

  if (typeof value === 'number') {
    const min = num(schema, 'minimum');
    const max = num(schema, 'maximum');
    const xmin = num(schema, 'exclusiveMinimum');
    const xmax = num(schema, 'exclusiveMaximum');
    const mult = num(schema, 'multipleOf');
    if (min !== undefined && value < min) throw new Invalid(`${where} must be at least ${min}.`);
    if (max !== undefined && value > max) throw new Invalid(`${where} must be at most ${max}.`);
    if (xmin !== undefined && value <= xmin) throw new Invalid(`${where} must be more than ${xmin}.`);
    if (xmax !== undefined && value >= xmax) throw new Invalid(`${where} must be less than ${xmax}.`);
    if (mult !== undefined && !isMultipleOf(value, mult)) throw new Invalid(`${where} must be a multiple of ${mult}.`);
  }
  if (typeof value === 'string') {
    const minL = count(schema, 'minLength');
    const maxL = count(schema, 'maxLength');
    const len = [...value].length;
    if (minL !== undefined && len < minL) throw new Invalid(`${where} must be at least ${minL} characters.`);
    if (maxL !== undefined && len > maxL) throw new Invalid(`${where} must be at most ${maxL} characters.`);
    if (schema.pattern !== undefined && !matches(schema.pattern, value, budget)) throw new Invalid(`${where} does not match ${JSON.stringify(schema.pattern)}.`);
    if (typeof schema.format === 'string') {
      const role = formatRole(schema.format);
      if (role === 'pattern' && !matches(schema.format, value, budget)) throw new Invalid(`${where} does not match the format ${JSON.stringify(schema.format)}.`);
      if (role === 'checked') {
        const verdict = checkFormat(schema.format, value);
        if (verdict === 'invalid') throw new Invalid(`${where} is not a valid ${schema.format}.`);
        if (verdict === 'unknown') throw new Unsupported(`${where} may be a valid ${schema.format}, but not one this check can confirm.`);
      }
    }
  }
  if (Array.isArray(value)) {
    const minI = count(schema, 'minItems');
    const maxI = count(schema, 'maxItems');
    if (minI !== undefined && value.length < minI) throw new Invalid(`${where} must have at least ${minI} items.`);
    if (maxI !== undefined && value.length > maxI) throw new Invalid(`${where} must have at most ${maxI} items.`);
    if (schema.uniqueItems === true) {
      // Canonical JSON is equal exactly when jsonEqual is, and one pass over it stays linear.
      const seen = new Map<string | undefined, number>();
      value.forEach((item, i) => {
        const key = canonicalize(item);
        if (seen.has(key)) throw new Invalid(`${where} must not repeat items (${seen.get(key)} and ${i} are equal).`);
        seen.set(key, i);
      });
    }
    if (schema.items !== undefined) {
      if (Array.isArray(schema.items)) throw new Unsupported(`Tuple "items" at ${where} is not supported.`);
      value.forEach((item, i) => check(schema.items, item, `${path}/${i}`, depth + 1, budget));
    }
  }
  if (isPlainObject(value)) {
    const props = schema.properties;
    if (props !== undefined && !isPlainObject(props)) throw new Unsupported(`"properties" at ${where} is not an object.`);
    const required = schema.required;
    if (required !== undefined) {
      if (!Array.isArray(required) || !required.every((r) => typeof r === 'string')) throw new Unsupported(`"required" at ${where} is not a list of names.`);
      for (const r of required as string[]) if (!Object.hasOwn(value, r)) throw new Invalid(`${where} is missing "${r}".`);
    }
    const minP = count(schema, 'minProperties');
    const maxP = count(schema, 'maxProperties');
    const keys = Object.keys(value);
    if (minP !== undefined && keys.length < minP) throw new Invalid(`${where} must have at least ${minP} properties.`);
    if (maxP !== undefined && keys.length > maxP) throw new Invalid(`${where} must have at most ${maxP} properties.`);
    const extra = schema.additionalProperties;
    if (extra !== undefined && typeof extra !== 'boolean' && !isPlainObject(extra)) throw new Unsupported(`"additionalProperties" at ${where} is not a schema.`);
    for (const key of keys) {
      const child = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (props && Object.hasOwn(props, key)) check(props[key], value[key], child, depth + 1, budget);
      else if (extra !== undefined) check(extra, value[key], child, depth + 1, budget);
    }
  }

  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.length) throw new Unsupported(`"${key}" at ${where} is not a non-empty list of schemas.`);
    let passed = 0;
    for (const sub of list) {
      try {
        check(sub, value, path, depth + 1, budget);
        passed++;
      } catch (err) {
        if (!(err instanceof Invalid)) throw err; // unsupported inside a branch still fails closed
        if (key === 'allOf') throw err;
      }
    }
    if (key === 'anyOf' && passed === 0) throw new Invalid(`${where} matches none of the allowed shapes.`);
    if (key === 'oneOf' && passed !== 1) throw new Invalid(`${where} must match exactly one allowed shape; it matches ${passed}.`);
  }
  if (schema.not !== undefined) {
    let matched = true;
    try {
      check(schema.not, value, path, depth + 1, budget);
    } catch (err) {
      if (!(err instanceof Invalid)) throw err;
      matched = false;
    }
    if (matched) throw new Invalid(`${where} matches a shape that is not allowed.`);
  }
}

/**
 * Walks the whole schema, not only the parts today's arguments touch, so a tool is either
 * checkable or refused as a whole: an unsupported keyword in an optional branch still fails closed.
 */
function scan(schema: unknown, where: string, depth: number): void {
  if (depth > 32) throw new Unsupported('The schema nests too deeply to check.');
  if (typeof schema === 'boolean') return;
  if (!isPlainObject(schema)) throw new Unsupported(`The schema at ${where} is not an object.`);
  for (const key of Object.keys(schema)) {
    if (!ANNOTATION_KEYWORDS.has(key) && !VALIDATION_KEYWORDS.has(key)) throw new Unsupported(`The keyword "${key}" at ${where} is not supported, so these arguments cannot be checked.`);
  }
  if (schema.pattern !== undefined) pattern(schema.pattern);
  if (schema.format !== undefined) {
    if (typeof schema.format !== 'string') throw new Unsupported(`"format" at ${where} is not text.`);
    if (formatRole(schema.format) === 'pattern') pattern(schema.format);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.length || !types.every((t) => typeof t === 'string' && TYPES.has(t))) throw new Unsupported(`"type" at ${where} is not a JSON Schema type.`);
  }
  if (schema.required !== undefined && (!Array.isArray(schema.required) || !schema.required.every((r) => typeof r === 'string'))) {
    throw new Unsupported(`"required" at ${where} is not a list of names.`);
  }
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) throw new Unsupported(`"enum" at ${where} is not an array.`);
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']) num(schema, key);
  for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) count(schema, key);
  if ((num(schema, 'multipleOf') ?? 1) <= 0) throw new Unsupported(`"multipleOf" at ${where} is not positive.`);
  if (schema.uniqueItems !== undefined && typeof schema.uniqueItems !== 'boolean') throw new Unsupported(`"uniqueItems" at ${where} is not a boolean.`);
  if (schema.properties !== undefined) {
    if (!isPlainObject(schema.properties)) throw new Unsupported(`"properties" at ${where} is not an object.`);
    for (const [k, sub] of Object.entries(schema.properties)) scan(sub, `${where}/properties/${k}`, depth + 1);
  }
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) throw new Unsupported(`Tuple "items" at ${where} is not supported.`);
    scan(schema.items, `${where}/items`, depth + 1);
  }
  if (schema.additionalProperties !== undefined) scan(schema.additionalProperties, `${where}/additionalProperties`, depth + 1);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.length) throw new Unsupported(`"${key}" at ${where} is not a non-empty list of schemas.`);
    list.forEach((sub, i) => scan(sub, `${where}/${key}/${i}`, depth + 1));
  }
  if (schema.not !== undefined) scan(schema.not, `${where}/not`, depth + 1);
}

/** Whether a schema stays within the subset we can check (discovery reports it; invoke requires it). */
export function schemaSupport(schema: Record<string, unknown>): { ok: true } | { ok: false; message: string } {
  try {
    scan(schema, '#', 0);
    return { ok: true };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** Checks any JSON value against a schema: `ok`, `invalid`, or `unsupported` when the schema leaves the subset. */
export function checkValue(schema: unknown, value: unknown): SchemaCheck {
  try {
    scan(schema, '#', 0);
    check(schema, value, '', 0, { left: MAX_PATTERN_STEPS });
    return { ok: true };
  } catch (err) {
    if (err instanceof Invalid) return { ok: false, kind: 'invalid', message: err.message };
    if (err instanceof Unsupported) return { ok: false, kind: 'unsupported', message: err.message };
    return { ok: false, kind: 'unsupported', message: `The schema could not be checked: ${String(err)}` };
  }
}

/**
 * Checks `args` against `schema` (a tool that declares none has noArgumentsSchema() from
 * discovery). The top level must be an object: that is what `executeTool` takes.
 */
export function checkArguments(schema: Record<string, unknown>, args: unknown): SchemaCheck {
  if (!isPlainObject(args)) return { ok: false, kind: 'invalid', message: 'The arguments must be a JSON object.' };
  return checkValue(schema, args);
}
