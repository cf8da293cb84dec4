import { expect } from '@esm-bundle/chai';
import { oversizeFrame } from './protocol.ts';

describe('oversizeFrame', () => {
  const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;

  it('is null for a frame within the limit, however its text encodes', () => {
    const ascii = { text: 'a'.repeat(100) };
    expect(oversizeFrame(ascii, bytes(ascii))).to.equal(null);
    // Three UTF-8 bytes per character: within the limit only when counted exactly.
    const wide = { text: '€'.repeat(100) };
    expect(oversizeFrame(wide, bytes(wide))).to.equal(null);
  });

  it('gives the exact UTF-8 size of a frame over the limit', () => {
    const wide = { text: '€'.repeat(100) };
    // Fewer characters than the limit, more bytes: the shortcut must not pass it.
    expect(oversizeFrame(wide, bytes(wide) - 1)).to.equal(bytes(wide));
    const ascii = { text: 'a'.repeat(100) };
    expect(oversizeFrame(ascii, 50)).to.equal(bytes(ascii));
  });

  it('is Infinity for what cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(oversizeFrame(cyclic, 1_000)).to.equal(Infinity);
    expect(oversizeFrame(undefined, 1_000)).to.equal(Infinity);
    expect(oversizeFrame({ n: 1n }, 1_000)).to.equal(Infinity);
  });

  it('answers as the exact measure does for values it does not serialise: six-byte escapes, lone surrogates, keys, toJSON', () => {
    // Each of these takes more bytes per character than three once serialised.
    const cases: unknown[] = [
      { text: '\u0001'.repeat(100) },
      { text: '\ud800'.repeat(100) },
      { text: 'a\udc00'.repeat(50) },
      { ['\u001f'.repeat(100)]: 1 },
      ['\u000b'.repeat(100)],
      { when: new Date(0), pad: 'x'.repeat(10) },
      { toJSON: () => 'y'.repeat(500) },
      [undefined, () => 1, Symbol('s')],
      { skipped: undefined, n: -1.7976931348623157e308 },
    ];
    for (const value of cases) {
      const exact = bytes(value);
      expect(oversizeFrame(value, exact), JSON.stringify(value)).to.equal(null);
      expect(oversizeFrame(value, exact - 1), JSON.stringify(value)).to.equal(exact);
    }
  });

  it('never clears a frame over the limit, whatever its code units and shape', () => {
    // A seeded mix of nested values whose strings draw from every range JSON escapes differently.
    let seed = 7;
    const next = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
    const units = [0x00, 0x08, 0x0a, 0x0b, 0x1f, 0x22, 0x5c, 0x41, 0x7f, 0xe9, 0x20ac, 0xd83d, 0xde00, 0xdbff, 0xdc00, 0xffff];
    const text = () => String.fromCharCode(...Array.from({ length: next(40) }, () => units[next(units.length)]!));
    const value = (depth: number): unknown => {
      const kind = next(depth > 3 ? 3 : 5);
      if (kind === 0) return text();
      if (kind === 1) return next(3) === 0 ? null : next(2) === 0 ? next(1e9) / 7 : next(2) === 0;
      if (kind === 2) return undefined;
      if (kind === 3) return Array.from({ length: next(5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: next(5) }, () => [text(), value(depth + 1)]));
    };
    for (let i = 0; i < 400; i++) {
      const v = { v: value(0) };
      const exact = bytes(v);
      for (const max of [exact - 1, exact, Math.floor(exact / 2), exact * 3]) {
        expect(oversizeFrame(v, max), JSON.stringify(v)).to.equal(exact > max ? exact : null);
      }
    }
  });
});
