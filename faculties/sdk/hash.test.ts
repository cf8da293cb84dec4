import { expect } from '@esm-bundle/chai';
import { sha256Hex, sha256HexSync } from './hash.ts';

describe('sha256HexSync', () => {
  it('equals crypto.subtle on every padding boundary, multi-byte text and long input', async () => {
    const inputs = ['', 'abc', ...[55, 56, 63, 64, 65, 119, 120, 128].map((n) => 'a'.repeat(n)), 'é漢字🙂'.repeat(50), JSON.stringify({ tabId: 5, target: { fingerprint: 'abcdefgh' } }), 'x'.repeat(100_000)];
    for (const text of inputs) expect(sha256HexSync(text), `${text.length} chars`).to.equal(await sha256Hex(text));
    expect(sha256HexSync('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
