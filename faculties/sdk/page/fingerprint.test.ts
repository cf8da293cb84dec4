import { expect } from '@esm-bundle/chai';
import { FINGERPRINT_LENGTH, fingerprint, isFingerprint } from './fingerprint.ts';

const base = { role: 'button', name: 'Add to cart', tag: 'button', path: '/html1/body1/main1/button2' };

describe('fingerprints', () => {
  it('are bounded, pattern-shaped and deterministic', () => {
    const fp = fingerprint(base);
    expect(fp).to.have.length(FINGERPRINT_LENGTH);
    expect(isFingerprint(fp)).to.equal(true);
    expect(fingerprint({ ...base })).to.equal(fp);
  });

  it('change when role, name, tag or position change', () => {
    const fp = fingerprint(base);
    for (const change of [{ role: 'link' }, { name: 'Add to basket' }, { tag: 'a' }, { path: '/html1/body1/main1/button3' }]) {
      expect(fingerprint({ ...base, ...change }), JSON.stringify(change)).to.not.equal(fp);
    }
  });

  it('keep their values: a ref from before a change of the hashing code still resolves after it', () => {
    expect(fingerprint(base)).to.equal('u0sjlhup');
    expect(fingerprint({ role: 'link', name: '', tag: 'a', path: '/html1/body1/a1' })).to.equal('907jcefq');
    expect(fingerprint({ role: 'generic', name: 'Ünïcode ☆ 😀', tag: 'div', path: '/html1/body1/div3/#shadow/span1' })).to.equal('6qwo8xm5');
  });

  it('do not run fields together (the separator matters)', () => {
    expect(fingerprint({ ...base, role: 'ab', name: 'c' })).to.not.equal(fingerprint({ ...base, role: 'a', name: 'bc' }));
  });

  it('stay bounded for huge names and rarely collide', () => {
    expect(fingerprint({ ...base, name: 'x'.repeat(100_000) })).to.have.length(FINGERPRINT_LENGTH);
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(fingerprint({ ...base, path: `/html1/body1/div${i}/button1` }));
    expect(seen.size).to.equal(20_000);
  });

  it('recognises only the ref shape', () => {
    for (const bad of ['ABCDEFGH', 'abc', 'abcdefghi', 'abc-efgh', '#submit']) expect(isFingerprint(bad), bad).to.equal(false);
  });
});
