// The benchmark's pages come from the project's own generator, and are the same on every run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildBenchPages } from '../bench/bench-pages.ts';

describe('benchmark pages (test/bench/bench-pages.ts)', () => {
  it('are deterministic: two builds are byte-identical', () => {
    const a = buildBenchPages();
    const b = buildBenchPages();
    for (const page of ['form', 'shop', 'large'] as const) assert.equal(a[page].html, b[page].html, page);
  });

  it('have the sizes the benchmark labels them with', () => {
    const { form, shop, large } = buildBenchPages();
    assert.equal(form.elements, 58);
    assert.equal(shop.elements, 5358);
    assert.equal(large.elements, 30263);
    assert.equal(large.links, 2000);
    assert.match(form.html, /type="password"/);
  });
});
