import { expect } from '@esm-bundle/chai';
import { argumentHash, descriptorHash, noArgumentsSchema, projectAnnotations, projectTool } from './descriptor.ts';
import { MAX_SCHEMA_BYTES, MAX_SCHEMA_DEPTH, MAX_TOOL_DESCRIPTION_CHARS, MAX_TOOL_TITLE_CHARS } from './limits.ts';
import type { RawTool } from './types.ts';

const ORIGIN = 'https://shop.example';
function raw(over: Partial<RawTool> = {}): RawTool {
  return { name: 'cart.get', title: 'Cart', description: 'Read the cart.', schemaText: '{"type":"object"}', annotations: { readOnlyHint: true }, origin: ORIGIN, ...over };
}
function reason(r: RawTool): string | null {
  const p = projectTool(r, ORIGIN);
  return p.ok ? null : p.excluded.reason;
}

describe('projectTool', () => {
  it('passes a tool within every limit', () => {
    const p = projectTool(raw(), ORIGIN);
    expect(p.ok).to.equal(true);
    if (p.ok) expect(p.descriptor).to.deep.equal({ name: 'cart.get', title: 'Cart', description: 'Read the cart.', inputSchema: { type: 'object' }, inputSchemaDeclared: true, origin: ORIGIN, annotations: { readOnlyHint: true } });
  });

  it('excludes names outside the spec and never echoes a hostile one', () => {
    expect(reason(raw({ name: 'bad name!' }))).to.equal('invalid-name');
    expect(reason(raw({ name: '' }))).to.equal('invalid-name');
    expect(reason(raw({ name: 42 }))).to.equal('invalid-name');
    expect(reason(raw({ name: 'x'.repeat(129) }))).to.equal('name-too-long');
    expect(reason(raw({ name: 'x'.repeat(128) }))).to.equal(null);
    const p = projectTool(raw({ name: '<img onerror=x>' }), ORIGIN);
    expect(!p.ok && p.excluded.name).to.equal(null);
  });

  it('excludes text over its limit instead of cutting it', () => {
    expect(reason(raw({ title: 't'.repeat(MAX_TOOL_TITLE_CHARS + 1) }))).to.equal('title-too-long');
    expect(reason(raw({ description: 'd'.repeat(MAX_TOOL_DESCRIPTION_CHARS + 1) }))).to.equal('description-too-long');
    expect(reason(raw({ description: 'd'.repeat(MAX_TOOL_DESCRIPTION_CHARS) }))).to.equal(null);
    expect(reason(raw({ description: undefined }))).to.equal('invalid-field');
    expect(reason(raw({ title: 7 }))).to.equal('invalid-field');
  });

  it('excludes schemas over the byte or depth limit, or not JSON objects', () => {
    const big = JSON.stringify({ type: 'object', description: 'x'.repeat(MAX_SCHEMA_BYTES) });
    expect(reason(raw({ schemaText: big }))).to.equal('schema-too-large');
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < MAX_SCHEMA_DEPTH; i++) deep = { type: 'object', properties: { a: deep } };
    expect(reason(raw({ schemaText: JSON.stringify(deep) }))).to.equal('schema-too-deep');
    expect(reason(raw({ schemaText: '{not json' }))).to.equal('schema-invalid');
    expect(reason(raw({ schemaText: '[1,2]' }))).to.equal('schema-invalid');
    expect(reason(raw({ schemaUnreadable: true }))).to.equal('schema-invalid');
  });

  it('gives a tool without a schema a stand-in that takes no arguments, never a null', () => {
    for (const schemaText of [null, undefined]) {
      const none = projectTool(raw({ schemaText }), ORIGIN);
      expect(none.ok && none.descriptor.inputSchema).to.deep.equal({ type: 'object', properties: {}, additionalProperties: false });
      expect(none.ok && none.descriptor.inputSchemaDeclared).to.equal(false);
    }
    const empty = projectTool(raw({ schemaText: '{}' }), ORIGIN);
    expect(empty.ok && [empty.descriptor.inputSchema, empty.descriptor.inputSchemaDeclared]).to.deep.equal([{}, true]);
  });

  it('projects a form tool\'s facts, and excludes one whose controls cannot be read', () => {
    const p = projectTool(raw({ form: { autosubmit: true, fields: [{ name: 'q', control: 'search', autocomplete: null, region: null }] } }), ORIGIN);
    expect(p.ok && p.descriptor.form).to.deep.equal({ submit: 'autosubmit', fields: [{ name: 'q', control: 'search', sensitive: null }] });
    expect(reason(raw({ form: { autosubmit: false, fields: [{ name: '', control: 'text', autocomplete: null, region: null }] } }))).to.equal('invalid-field');
    const plain = projectTool(raw({ form: null }), ORIGIN);
    expect(plain.ok && 'form' in plain.descriptor).to.equal(false);
  });

  it("excludes a tool whose origin is not its frame's", () => {
    expect(reason(raw({ origin: 'https://evil.example' }))).to.equal('cross-origin-tool');
  });

  it('drops unknown annotation keys and non-boolean values', () => {
    expect(projectAnnotations({ readOnlyHint: 'yes', destructiveHint: false, grantsAuthority: true, debugging: true })).to.deep.equal({ destructiveHint: false, debugging: true });
    expect(projectAnnotations(null)).to.deep.equal({});
    expect(projectAnnotations([true])).to.deep.equal({});
  });
});

describe('descriptor and argument hashes', () => {
  const d = { name: 'a', title: '', description: 'x', inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, inputSchemaDeclared: true, origin: ORIGIN, annotations: {} };
  it('ignores key order and changes with every covered field', async () => {
    const h = await descriptorHash(d);
    expect(h).to.match(/^[0-9a-f]{64}$/);
    expect(await descriptorHash({ ...d, inputSchema: { properties: { q: { type: 'string' } }, type: 'object' } })).to.equal(h);
    for (const change of [{ name: 'b' }, { title: 't' }, { description: 'y' }, { inputSchema: { type: 'object' } }, { origin: 'https://other.example' }, { annotations: { readOnlyHint: true } }]) {
      expect(await descriptorHash({ ...d, ...change })).to.not.equal(h, JSON.stringify(change));
    }
  });
  it('covers what the page declared: no schema hashes apart from a declared stand-in', async () => {
    const none = { ...d, inputSchema: noArgumentsSchema(), inputSchemaDeclared: false };
    const spelled = { ...none, inputSchemaDeclared: true };
    expect(await descriptorHash(none)).to.not.equal(await descriptorHash(spelled));
    expect(await descriptorHash(none)).to.equal(await descriptorHash({ ...none, inputSchema: { type: 'object' } }), 'the stand-in is not what is hashed');
    expect(await descriptorHash({ ...d, inputSchema: {} })).to.not.equal(await descriptorHash(none));
  });
  it('covers a form tool\'s submit mode and fields, and leaves an imperative tool\'s hash as it was', async () => {
    const form = { submit: 'review' as const, fields: [{ name: 'q', control: 'text' as const, sensitive: null }] };
    const plain = await descriptorHash(d);
    const h = await descriptorHash({ ...d, form });
    expect(h).to.not.equal(plain);
    expect(await descriptorHash({ ...d, form: { ...form, submit: 'autosubmit' } })).to.not.equal(h);
    expect(await descriptorHash({ ...d, form: { ...form, fields: [{ name: 'q', control: 'password', sensitive: 'password' }] } })).to.not.equal(h);
    expect(await descriptorHash({ ...d, form: undefined })).to.equal(plain);
  });
  it('hashes arguments canonically', async () => {
    expect(await argumentHash({ a: 1, b: [1, 2] })).to.equal(await argumentHash({ b: [1, 2], a: 1 }));
    expect(await argumentHash({ a: 1 })).to.not.equal(await argumentHash({ a: 2 }));
  });
});
