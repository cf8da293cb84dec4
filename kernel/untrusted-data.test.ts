import { expect } from '@esm-bundle/chai';
import { objectsIn, readDiscovery } from './untrusted-data.ts';

describe('untrusted data readers', () => {
  it('reads a discovery result per frame, taking only well-formed tools', () => {
    const tools = readDiscovery({
      tabId: 3,
      frames: [
        { frameId: 0, documentId: 'D0', origin: 'http://a', tools: [{ name: 'cart.get', descriptorHash: 'h', annotations: { readOnlyHint: true, debugging: true } }, { name: 7 }, null] },
        { frameId: 2, documentId: 'D2', tools: [{ name: 'x.y', descriptorHash: 'g', origin: 'http://a', title: 'T', inputSchema: 'not an object' }] },
        'junk',
      ],
    });
    expect(tools.map((t) => [t.name, t.frameId, t.documentId, t.tabId, t.debugging])).to.deep.equal([
      ['cart.get', 0, 'D0', 3, true],
      ['x.y', 2, 'D2', 3, false],
    ]);
    expect(tools[1]!.inputSchema).to.equal(null);
    expect(tools[0]!.origin).to.equal('http://a');
  });

  it('never throws on hostile shapes', () => {
    for (const bad of [null, 1, 'x', [], { frames: 'no' }, { frames: [{ tools: {} }] }]) expect(readDiscovery(bad)).to.deep.equal([]);
  });

  it('walks every nested object, skipping arrays themselves', () => {
    const found = objectsIn({ a: [{ id: 1 }, [{ id: 2 }]], b: { id: 3 } });
    expect(found.map((o) => o.id).filter((x) => x !== undefined)).to.deep.equal([1, 2, 3]);
  });
});
