import { expect } from '@esm-bundle/chai';
import { assembleFrame, summarise, applyByteBudget, type AssembledFrame } from './assemble.ts';
import type { PageReadResult } from './page-op.ts';
import { selectTool } from './select-tool.ts';
import type { RawTool } from './types.ts';

const ORIGIN = 'https://shop.example';
const raw = (name: string, description = 'd'): RawTool => ({ name, title: '', description, schemaText: '{"type":"object"}', annotations: null, origin: ORIGIN });
function read(tools: RawTool[], origin = ORIGIN): PageReadResult {
  return { kind: 'read', href: `${origin}/p?token=abc&x=1`, origin, api: 'document', crossOrigin: origin !== ORIGIN, tools: origin === ORIGIN ? tools : [], total: tools.length, listening: false };
}
async function frame(frameId: number, tools: RawTool[], origin = ORIGIN): Promise<AssembledFrame> {
  return assembleFrame(1, ORIGIN, { frameId, documentId: `${frameId}`.padStart(32, '0'), world: 'isolated', read: read(tools, origin) });
}
function code(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describe('assembleFrame', () => {
  it('projects, hashes and strips secrets from the frame URL', async () => {
    const f = await frame(0, [raw('a'), raw('b')]);
    expect(f.frame.url).to.equal(`${ORIGIN}/p?x=1`);
    expect(f.frame.tools.map((t) => t.name)).to.deep.equal(['a', 'b']);
    expect(f.frame.tools[0]!.descriptorHash).to.match(/^[0-9a-f]{64}$/);
  });
  it('excludes a cross-origin frame wholesale, without names', async () => {
    const f = await frame(3, [raw('secret')], 'https://ads.example');
    expect(f.frame.tools).to.deep.equal([]);
    expect(f.frame.excluded).to.deep.equal([{ name: null, reason: 'cross-origin-frame', detail: "1 tool(s) in a frame on https://ads.example, not the tab's origin https://shop.example." }]);
    expect(f.names).to.deep.equal([]);
  });
  it('keeps one tool per name within a frame', async () => {
    const f = await frame(0, [raw('a'), raw('a', 'other')]);
    expect(f.frame.tools.length).to.equal(1);
    expect(f.frame.excluded[0]!.name).to.equal('a');
  });
});

describe('applyByteBudget', () => {
  it('drops whole tools from the end and lists each one', async () => {
    const frames = [await frame(0, Array.from({ length: 20 }, (_, i) => raw(`t${i}`, 'x'.repeat(1000))))];
    const d = summarise(1, ORIGIN, `${ORIGIN}/`, frames);
    applyByteBudget(d, frames, 8_000);
    expect(new TextEncoder().encode(JSON.stringify(d)).length).to.be.at.most(8_000);
    const dropped = d.frames[0]!.excluded.filter((e) => e.reason === 'bridge-bytes').length;
    expect(d.frames[0]!.tools.length + dropped + d.frames[0]!.excludedOmitted).to.equal(20);
    expect(frames[0]!.raw.size).to.equal(d.frames[0]!.tools.length);
  });
});

describe('selectTool', () => {
  async function tab(): Promise<AssembledFrame[]> {
    return [await frame(0, [raw('a'), raw('b')]), await frame(5, [raw('c')])];
  }
  it('finds exactly the reviewed tool', async () => {
    const frames = await tab();
    const hash = frames[0]!.frame.tools[0]!.descriptorHash;
    const sel = selectTool(frames, { frameId: 0, documentId: '0'.repeat(32), name: 'a', descriptorHash: hash });
    expect(sel.tool.name).to.equal('a');
    expect(sel.raw).to.deep.equal(raw('a'));
  });
  it('says navigated, tool-missing, ambiguous-tool or descriptor-changed', async () => {
    const frames = await tab();
    const hash = frames[0]!.frame.tools[0]!.descriptorHash;
    expect(code(() => selectTool(frames, { frameId: 0, documentId: 'F'.repeat(32), name: 'a', descriptorHash: hash }))).to.equal('navigated');
    expect(code(() => selectTool(frames, { frameId: 9, documentId: '0'.repeat(32), name: 'a', descriptorHash: hash }))).to.equal('navigated');
    expect(code(() => selectTool(frames, { frameId: 9, name: 'a', descriptorHash: hash }))).to.equal('frame-missing');
    expect(code(() => selectTool(frames, { frameId: 0, name: 'zz', descriptorHash: hash }))).to.equal('tool-missing');
    expect(code(() => selectTool(frames, { frameId: 0, name: 'c', descriptorHash: hash }))).to.equal('tool-missing');
    expect(code(() => selectTool(frames, { frameId: 0, name: 'b', descriptorHash: hash }))).to.equal('descriptor-changed');
    const twin = [...frames, await frame(6, [raw('a')])];
    expect(code(() => selectTool(twin, { frameId: 0, name: 'a', descriptorHash: hash }))).to.equal('ambiguous-tool');
  });
  it('counts an excluded twin as a twin', async () => {
    const frames = [await frame(0, [raw('a')]), await frame(5, [{ ...raw('a'), description: 'x'.repeat(5000) }])];
    const hash = frames[0]!.frame.tools[0]!.descriptorHash;
    expect(code(() => selectTool(frames, { frameId: 0, name: 'a', descriptorHash: hash }))).to.equal('ambiguous-tool');
  });
});
