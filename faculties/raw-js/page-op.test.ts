import { expect } from '@esm-bundle/chai';
import { rawJsPageOp, type RawJsPageArgs } from './page-op.ts';

const run = (code: string, extra: Partial<RawJsPageArgs> = {}) => rawJsPageOp({ code, origin: location.origin, timeoutMs: 500, maxChars: 100_000, maxDepth: 8, ...extra });

describe('raw JavaScript page op', () => {
  it('returns the completion value as plain data', async () => {
    expect(await run('1 + 2')).to.deep.include({ status: 'ok', type: 'number', value: 3, cut: false });
    expect(await run('({ a: [1, "x", null, undefined], b: 2n })')).to.deep.include({ value: { a: [1, 'x', null, null], b: '2n' } });
    expect(await run('document.title = "t"; [document.body]')).to.deep.include({ value: ['[body node]'] });
  });

  it('awaits a promise, and reports a timeout as such', async () => {
    expect(await run('Promise.resolve(41).then((n) => n + 1)')).to.deep.include({ status: 'ok', value: 42 });
    expect((await run('new Promise(() => {})', { timeoutMs: 100 })).status).to.equal('timeout');
  });

  it('reports what the code threw', async () => {
    expect(await run('throw new TypeError("nope")')).to.deep.include({ status: 'threw', name: 'TypeError', message: 'nope' });
    expect(await run('Promise.reject(new Error("later"))')).to.deep.include({ status: 'threw', message: 'later' });
  });

  it('survives cycles, depth and size', async () => {
    const cyc = await run('const o = { n: 1 }; o.self = o; o');
    expect(cyc).to.deep.include({ value: { n: 1, self: '[circular]' } });
    const deep = await run('let d = {}; for (let i = 0; i < 20; i++) d = { d }; d', { maxDepth: 3 });
    expect(deep).to.deep.include({ cut: true });
    const big = await run('"x".repeat(5000)', { maxChars: 100 });
    expect(big.status === 'ok' && big.cut).to.equal(true);
    expect(big.status === 'ok' && (big.value as string).length).to.be.below(200);
  });

  it('runs nothing on another origin', async () => {
    expect((await run('window.__ran = true', { origin: 'https://other.example' })).status).to.equal('origin');
    expect((window as unknown as { __ran?: boolean }).__ran).to.equal(undefined);
  });
});
