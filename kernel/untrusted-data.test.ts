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

  it("redacts a page tool's prose and schema, and keeps its name and hash exact", () => {
    const secret = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
    const [tool] = readDiscovery({
      frames: [{ frameId: 0, tools: [{ name: 'acct.login', descriptorHash: 'h1', title: `Key ${secret}`, description: `Use token=${secret}`, inputSchema: { type: 'object', properties: { pin: { type: 'string', default: '1234' } } } }] }],
    });
    expect(JSON.stringify(tool)).to.not.include(secret);
    expect(tool!.inputSchema).to.deep.equal({ type: 'object', properties: { pin: { type: 'string', default: '[redacted]' } } });
    expect([tool!.name, tool!.descriptorHash]).to.deep.equal(['acct.login', 'h1']);
  });

  it('never throws on hostile shapes', () => {
    for (const bad of [null, 1, 'x', [], { frames: 'no' }, { frames: [{ tools: {} }] }]) expect(readDiscovery(bad)).to.deep.equal([]);
  });

  it('walks every nested object, skipping arrays themselves', () => {
    const found = objectsIn({ a: [{ id: 1 }, [{ id: 2 }]], b: { id: 3 } });
    expect(found.map((o) => o.id).filter((x) => x !== undefined)).to.deep.equal([1, 2, 3]);
  });
});
