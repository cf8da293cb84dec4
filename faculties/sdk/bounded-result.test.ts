import { expect } from '@esm-bundle/chai';
import { MAX_RESULT_ARRAY_ITEMS, MAX_RESULT_BYTES, MAX_RESULT_STRING_CHARS, boundResult, parseToolResult } from './bounded-result.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----';

describe('boundResult', () => {
  it('parses JSON text and keeps non-JSON text as a string', () => {
    expect(parseToolResult('{"a":1}').value).to.deep.equal({ a: 1 });
    expect(parseToolResult('a string').value).to.equal('a string');
    expect(parseToolResult(null).value).to.equal(null);
    expect(parseToolResult('{"a":', 5)).to.deep.equal({ value: '{"a":', rawCut: true });
  });
  it('redacts values under credential keys and credential-shaped values anywhere', () => {
    const r = boundResult({ user: 'ann', password: 'hunter2', nested: { apiKey: { v: 1 } }, note: `token is ${JWT}`, card: 4111111111111111, list: ['x', PEM] });
    const text = JSON.stringify(r.value);
    for (const secret of ['hunter2', JWT, 'MIIBOgIBAAJBAKj34GkxFhD90', '4111111111111111']) expect(text).to.not.include(secret);
    expect(text).to.include('ann');
    expect(r.redactions).to.equal(5);
    expect(r.redactedPaths).to.include('/password');
    expect(r.redactedPaths).to.include('/nested/apiKey');
    expect(r.value).to.deep.include({ password: '[redacted]', nested: { apiKey: '[redacted]' } });
  });
  it('redacts before it cuts, so no half secret survives', () => {
    const r = boundResult('x'.repeat(MAX_RESULT_STRING_CHARS - 10) + JWT);
    expect(r.value as string).to.not.include('eyJhbGci');
  });
  it('marks every cut: long strings, long arrays, deep nesting, total size', () => {
    const long = boundResult('y'.repeat(MAX_RESULT_STRING_CHARS + 5));
    expect(long.truncated).to.equal(true);
    expect(long.value as string).to.match(/\[truncated: 5 more characters\]$/);
    const arr = boundResult(Array.from({ length: MAX_RESULT_ARRAY_ITEMS + 3 }, (_, i) => i));
    expect((arr.value as unknown[]).length).to.equal(MAX_RESULT_ARRAY_ITEMS + 1);
    expect((arr.value as unknown[]).at(-1)).to.equal('[truncated: 3 more items]');
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    const d = boundResult(deep);
    expect(d.truncated).to.equal(true);
    expect(JSON.stringify(d.value)).to.include('nested deeper than');
    const huge = boundResult(Array.from({ length: 90 }, () => ({ a: 'z'.repeat(MAX_RESULT_STRING_CHARS), b: '\u0001'.repeat(1000) })));
    expect(new TextEncoder().encode(JSON.stringify(huge.value)).length).to.be.at.most(MAX_RESULT_BYTES);
    expect(huge.truncated).to.equal(true);
    expect(huge.truncations.length).to.be.greaterThan(0);
  });
  it('leaves small clean results untouched', () => {
    const v = { ok: true, revision: 3, lines: [{ id: 'l1', quantity: 2 }] };
    expect(boundResult(v)).to.deep.equal({ value: v, truncated: false, truncations: [], redactions: 0, redactedPaths: [] });
  });
});
