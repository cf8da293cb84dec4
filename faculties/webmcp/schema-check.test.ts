import { expect } from '@esm-bundle/chai';
import { noArgumentsSchema } from './descriptor.ts';
import { checkArguments, schemaSupport } from './schema-check.ts';
import { MAX_PATTERN_SUBJECT_CHARS } from './schema-pattern.ts';

const cart = {
  type: 'object',
  properties: {
    lineId: { type: 'string', minLength: 1, pattern: '^[a-z0-9-]+$' },
    quantity: { type: 'integer', minimum: 0, maximum: 99 },
    expectedRevision: { type: 'integer', minimum: 0 },
    operationId: { type: 'string' },
    note: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
    tags: { type: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true, maxItems: 2 },
  },
  required: ['lineId', 'quantity'],
  additionalProperties: false,
};

function kind(schema: Record<string, unknown>, args: unknown): string {
  const r = checkArguments(schema, args);
  return r.ok ? 'ok' : r.kind;
}

describe('checkArguments', () => {
  it('accepts arguments that fit', () => {
    expect(kind(cart, { lineId: 'l-1', quantity: 2, note: null, tags: ['a'] })).to.equal('ok');
  });
  it('refuses each kind of misfit', () => {
    expect(kind(cart, { lineId: 'l-1' })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l-1', quantity: 2.5 })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l-1', quantity: 100 })).to.equal('invalid');
    expect(kind(cart, { lineId: 'L 1', quantity: 1 })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l', quantity: 1, extra: true })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l', quantity: 1, note: 'too long' })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l', quantity: 1, tags: ['a', 'a'] })).to.equal('invalid');
    expect(kind(cart, { lineId: 'l', quantity: 1, tags: ['c'] })).to.equal('invalid');
    expect(kind(cart, [1])).to.equal('invalid');
    expect(kind(cart, 'x')).to.equal('invalid');
  });
  it('says which field is wrong', () => {
    const r = checkArguments(cart, { lineId: 'l', quantity: -1 });
    expect(!r.ok && r.message).to.include('/quantity');
  });
  it('checks a tool without a schema against its stand-in: it takes no arguments', () => {
    expect(kind(noArgumentsSchema(), {})).to.equal('ok');
    expect(kind(noArgumentsSchema(), { a: 1 })).to.equal('invalid');
  });
  it('lets an empty schema and a bare object schema take any object, and nothing else', () => {
    for (const schema of [{}, { type: 'object' }]) {
      expect(kind(schema, {})).to.equal('ok');
      expect(kind(schema, { a: 1, b: [true] })).to.equal('ok');
      expect(kind(schema, [])).to.equal('invalid');
      expect(kind(schema, null)).to.equal('invalid');
    }
  });
  it('fails closed on keywords it cannot check, even in branches these arguments do not reach', () => {
    expect(kind({ type: 'object', properties: { a: { $ref: '#/$defs/x' } } }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', patternProperties: { '^a': { type: 'string' } } }, { a: 1 })).to.equal('unsupported');
    expect(kind({ type: 'object', if: {}, then: {} }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', properties: { a: { type: 'strin' } } }, {})).to.equal('unsupported');
    expect(schemaSupport({ type: 'object', properties: { a: { dependentRequired: {} } } }).ok).to.equal(false);
    expect(schemaSupport({ type: 'object', properties: { a: { uniqueItems: 'yes' } } }).ok).to.equal(false);
    expect(schemaSupport({ type: 'object', properties: { a: { multipleOf: 0 } } }).ok).to.equal(false);
    expect(schemaSupport(cart).ok).to.equal(true);
  });
  it('refuses patterns that could backtrack catastrophically on the value given', () => {
    const withPattern = (pattern: string) => ({ type: 'object', properties: { a: { type: 'string', pattern } } });
    // Long enough to be refused, short enough that without the bound the test fails rather than hangs.
    const attack = 'a'.repeat(25) + '!';
    expect(kind(withPattern('^(a+)+$'), { a: attack })).to.equal('unsupported');
    expect(kind(withPattern('^(a|a)*$'), { a: attack })).to.equal('unsupported'); // no nested quantifier, still exponential
    expect(kind(withPattern('a*a*a*a*b'), { a: attack })).to.equal('unsupported'); // polynomial, n^5 per start
    expect(kind(withPattern('^(a+)+$'), { a: 'aaaa' })).to.equal('ok'); // the same pattern on a value too short to hurt
    expect(kind(withPattern('(a)\\1'), {})).to.equal('unsupported');
    expect(kind(withPattern('(?=a)a'), {})).to.equal('unsupported');
    expect(kind(withPattern('['), {})).to.equal('unsupported');
    expect(kind(withPattern('^[a-z0-9-]+$'), { a: 'x'.repeat(MAX_PATTERN_SUBJECT_CHARS) })).to.equal('ok');
    expect(kind(withPattern('^[a-z0-9-]+$'), { a: 'x'.repeat(MAX_PATTERN_SUBJECT_CHARS + 1) })).to.equal('unsupported');
  });
  it('shares one backtracking budget across every match of a check', () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: { type: 'string', pattern: 'x*x*y' } } } };
    const one = 'x'.repeat(99) + 'y';
    expect(kind(schema, { a: [one] })).to.equal('ok'); // fits the budget alone
    expect(kind(schema, { a: Array(50).fill(one) })).to.equal('unsupported');
  });
  it('checks multipleOf in decimal, as JSON writes numbers', () => {
    const m = (multipleOf: number, n: number) => kind({ type: 'object', properties: { n: { multipleOf } } }, { n });
    expect(m(0.1, 0.3)).to.equal('ok'); // 0.3 / 0.1 is 2.9999999999999996 in floating point
    expect(m(0.01, 19.99)).to.equal('ok');
    expect(m(0.123456789, 1e308)).to.equal('invalid'); // the quotient overflows to Infinity
    expect(m(1, 4.5e-10)).to.equal('invalid'); // within any fixed tolerance of 0
    expect(m(7, 1e21)).to.equal('invalid');
  });
  it('finds repeated items whatever the key order', () => {
    const s = { type: 'object', properties: { a: { uniqueItems: true } } };
    expect(kind(s, { a: [{ x: 1, y: 2 }, { y: 2, x: 1 }] })).to.equal('invalid');
    expect(kind(s, { a: [1, '1', [1], { 1: 1 }, null, false, 0] })).to.equal('ok');
  });
  it('enforces the formats it knows, runs a pattern written into format, and reads any other format as an annotation', () => {
    const f = (format: unknown, value: unknown) => kind({ type: 'object', properties: { v: { format } } }, { v: value });
    expect(f('email', 'joe@example.com')).to.equal('ok');
    expect(f('email', 'not an address')).to.equal('invalid');
    expect(f('date', '2024-02-30')).to.equal('invalid');
    expect(f('email', 42)).to.equal('ok'); // a format constrains strings only
    expect(f('uri', 'not a uri at all')).to.equal('ok'); // an annotation, as JSON Schema 2020-12 says
    expect(f('x-made-up', 'anything')).to.equal('ok');
    expect(f('hostname', 'xn--nxasmq6b.example')).to.equal('unsupported'); // punycode it cannot decode
    // What Chromium 156 writes for <input type=time>: enforced as a pattern.
    const time = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
    expect(f(time, '20:15')).to.equal('ok');
    expect(f(time, '24:00')).to.equal('invalid');
    expect(f(time, 42)).to.equal('ok');
    // A hostile pattern in format is refused exactly as one in `pattern` is.
    expect(f('^(a+)+$', 'aaaa')).to.equal('ok');
    expect(f('^(a+)+$', 'a'.repeat(60))).to.equal('unsupported'); // its backtracking bound is past the budget
    expect(f('^(a)\\1$', 'aa')).to.equal('unsupported'); // a back-reference
    expect(f('^(?=a)a$', 'a')).to.equal('unsupported'); // lookaround
    expect(f('^[', 'x')).to.equal('unsupported'); // not a regular expression
    expect(f(`^${'a'.repeat(300)}$`, 'a')).to.equal('unsupported'); // longer than a pattern may be
    expect(f(42, 'x')).to.equal('unsupported'); // a format is text
    expect(schemaSupport({ type: 'object', properties: { v: { type: 'string', format: '^(a)\\1$' } } }).ok).to.equal(false, 'refused for the whole tool, whatever the arguments');
  });
  it('takes every schema Chromium 156 synthesises for form controls with attributes (min, max, step, pattern, required, repeated checkboxes)', () => {
    // Read from Chromium 156's getTools() for a form of such controls (docs/decisions/page-tool-shapes.md).
    const option = (value: string, title?: string) => ({ type: 'string', const: value, ...(title === undefined ? {} : { title }) });
    const chromium = {
      type: 'object',
      properties: {
        date_min: { type: 'string', format: 'date', description: "Dates MUST be provided in 'YYYY-MM-DD' format." },
        time_step: { type: 'string', format: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' },
        dt_min: { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]$' },
        month_min: { type: 'string', format: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
        week_min: { type: 'string', format: '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$' },
        num_any: { type: 'number' },
        num_dec: { type: 'number', minimum: 0, multipleOf: 0.01 },
        num_plain: { type: 'number', multipleOf: 1 },
        text_len: { type: 'string', pattern: '[a-z]+' },
        email_multi: { type: 'string' },
        cb_val: { type: 'boolean' },
        grouped: { type: 'string', anyOf: [option('a', 'A'), option('', 'None')], enum: ['a', ''] },
        req_sel: { type: 'string', anyOf: [option('', 'Pick'), option('x', 'X')], enum: ['', 'x'] },
        ta_len: { type: 'string' },
        cbs: { type: 'array', items: { type: 'string', anyOf: [option('a'), option('b')], enum: ['a', 'b'] }, uniqueItems: true },
      },
      required: ['date_min', 'req_sel'],
    };
    expect(schemaSupport(chromium)).to.deep.equal({ ok: true });
    const valid = { date_min: '2026-06-01', req_sel: 'x', time_step: '09:30:15', num_dec: 2.25, num_plain: 3, text_len: 'abc', cbs: ['a', 'b'], grouped: '' };
    expect(kind(chromium, valid)).to.equal('ok');
    expect(kind(chromium, { ...valid, time_step: '09:30:75' })).to.equal('invalid');
    expect(kind(chromium, { ...valid, num_dec: 2.255 })).to.equal('invalid');
    expect(kind(chromium, { ...valid, cbs: ['a', 'a'] })).to.equal('invalid');
    expect(kind(chromium, { date_min: '2026-06-01' })).to.equal('invalid'); // req_sel is required
  });
  it('handles oneOf, allOf, not, const and number bounds', () => {
    const s = {
      type: 'object',
      properties: {
        n: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
        k: { oneOf: [{ const: 'x' }, { type: 'string', maxLength: 1 }] },
        m: { allOf: [{ type: 'integer' }, { not: { const: 3 } }] },
      },
    };
    expect(kind(s, { n: 1.5, m: 2 })).to.equal('ok');
    expect(kind(s, { n: 0 })).to.equal('invalid');
    expect(kind(s, { n: 1.2 })).to.equal('invalid');
    expect(kind(s, { k: 'x' })).to.equal('invalid'); // matches both branches
    expect(kind(s, { k: 'y' })).to.equal('ok');
    expect(kind(s, { m: 3 })).to.equal('invalid');
  });
});
