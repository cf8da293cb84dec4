import { expect } from '@esm-bundle/chai';
import { checkArguments, schemaSupport } from './schema-check.ts';

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

function kind(schema: Record<string, unknown> | null, args: unknown): string {
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
  it('treats a tool without a schema as taking no arguments', () => {
    expect(kind(null, {})).to.equal('ok');
    expect(kind(null, { a: 1 })).to.equal('invalid');
  });
  it('fails closed on keywords it cannot check, even in branches these arguments do not reach', () => {
    expect(kind({ type: 'object', properties: { a: { $ref: '#/$defs/x' } } }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', patternProperties: { '^a': { type: 'string' } } }, { a: 1 })).to.equal('unsupported');
    expect(kind({ type: 'object', if: {}, then: {} }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', properties: { a: { type: 'strin' } } }, {})).to.equal('unsupported');
    expect(schemaSupport({ type: 'object', properties: { a: { dependentRequired: {} } } }).ok).to.equal(false);
    expect(schemaSupport(cart).ok).to.equal(true);
  });
  it('refuses patterns that could backtrack catastrophically', () => {
    expect(kind({ type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } }, { a: 'aaaa' })).to.equal('unsupported');
    expect(kind({ type: 'object', properties: { a: { type: 'string', pattern: '(\\w*)*x' } } }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', properties: { a: { type: 'string', pattern: '(a)\\1' } } }, {})).to.equal('unsupported');
    expect(kind({ type: 'object', properties: { a: { type: 'string', pattern: '[' } } }, {})).to.equal('unsupported');
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
