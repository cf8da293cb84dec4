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
});
