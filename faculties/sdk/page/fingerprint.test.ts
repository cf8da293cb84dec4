import { expect } from '@esm-bundle/chai';
import { EMPTY_HASH, FINGERPRINT_LENGTH, extendHash, fingerprint as fingerprintOf, isFingerprint } from './fingerprint.ts';
import { PathMemo, allElements } from './tree.ts';

const base = { role: 'button', name: 'Add to cart', tag: 'button', path: '/html1/body1/main1/button2' };
const fingerprint = ({ path, ...rest }: typeof base) => fingerprintOf({ ...rest, pathHash: extendHash(EMPTY_HASH, path) });

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

  it('keep their values: a change to how they are computed that would change them shows here', () => {
    expect(fingerprint(base)).to.equal('1qpfog0b');
    expect(fingerprint({ role: 'link', name: '', tag: 'a', path: '/html1/body1/a1' })).to.equal('icba1kiy');
    expect(fingerprint({ role: 'generic', name: 'Ünïcode ☆ 😀', tag: 'div', path: '/html1/body1/div3/#shadow/span1' })).to.equal('wy5e55mf');
  });

  it("hash a path as it is built from the parent's, the same as hashing the whole path", () => {
    const host = document.createElement('div');
    host.innerHTML = '<section><p>one</p><p>two <b>bold</b></p><my-card></my-card></section><ul>' + '<li><a href="#">x</a></li>'.repeat(40) + '</ul>';
    const card = host.querySelector('my-card')!;
    card.attachShadow({ mode: 'open' }).innerHTML = '<button>Go</button><span><button>Stop</button></span>';
    document.body.append(host);
    try {
      const memo = new PathMemo();
      // In reverse document order too: a child may be asked before its parent.
      const elements = [...allElements(host)].reverse();
      expect(elements.length).to.be.greaterThan(80);
      const fresh = new PathMemo();
      for (const el of elements) {
        const hash = memo.pathHash(el);
        expect(hash, fresh.pathOf(el)).to.deep.equal(extendHash(EMPTY_HASH, fresh.pathOf(el)));
      }
    } finally {
      host.remove();
    }
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
