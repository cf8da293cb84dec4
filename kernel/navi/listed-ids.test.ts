// A page tool that takes a list of ids ("items: ids (b1…) or names"): each record the request
// names, looked up by name through the page's own read tool. An invented bakery's page.
import { expect } from '@esm-bundle/chai';
import { paramKind } from './argument-filler.ts';
import { pageControlTools, playConversation } from './scripted-conversation.ts';

const ORDER = { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } }, note: { type: 'string' } }, required: ['items'] };
const PAGE = {
  tabId: 3,
  frames: [
    {
      frameId: 0,
      documentId: 'D1',
      tools: [
        { name: 'list_loaves', title: 'Our loaves', description: 'Lists the loaves you can order again: id, name and price.', descriptorHash: 'h1', inputSchema: { type: 'object', properties: {} }, annotations: {} },
        { name: 'reorder_loaves', title: 'Reorder loaves', description: 'Orders loaves again for collection. items: ids (b1…) or names of loaves; note: optional.', descriptorHash: 'h2', inputSchema: ORDER, annotations: {} },
      ],
    },
  ],
};
const LOAVES = { loaves: [{ id: 'b1', name: 'Seeded rye sourdough', price: 4.2 }, { id: 'b2', name: 'White bloomer', price: 2.5 }, { id: 'b3', name: 'Spelt and honey tin', price: 3.8 }] };

async function converse(turns: string[]) {
  const invoked: string[] = [];
  const answers = await playConversation(turns, pageControlTools('browser.webmcp.invoke'), ({ name, arguments: args }) => {
    if (name === 'browser.webmcp.discover') return PAGE;
    if (name !== 'browser.webmcp.invoke') return {};
    invoked.push(`${String(args.name)} ${JSON.stringify(args.arguments)}`);
    return { result: { value: args.name === 'list_loaves' ? LOAVES : { ordered: true } } };
  });
  return { invoked, answers };
}

describe('a page tool that takes a list of ids', () => {
  it('knows such a parameter by its name or by what the tool says of it, not a list of free text', () => {
    const desc = PAGE.frames[0]!.tools[1]!.description;
    expect(paramKind('items', ORDER.properties.items, desc)).to.equal('ids');
    const strings = { type: 'array', items: { type: 'string' } } as Parameters<typeof paramKind>[1];
    expect(paramKind('itemIds', strings)).to.equal('ids');
    expect(paramKind('tags', strings, 'Adds a note. tags: free words to file it under.')).to.not.equal('ids');
  });
  it('looks each named record up through the read tool, and sends their ids', async () => {
    const one = await converse(['could you reorder my rye please?']);
    expect(one.invoked).to.deep.equal(['list_loaves {}', 'reorder_loaves {"items":["b1"]}']);
    const two = await converse(['reorder the bloomer n the spelt one']);
    expect(two.invoked.at(-1)).to.equal('reorder_loaves {"items":["b2","b3"]}');
  });
  it('the last named record may run on into the rest of the sentence ("the spelt through again")', async () => {
    const { invoked } = await converse(['reorder my rye n the spelt through again']);
    expect(invoked.at(-1)).to.equal('reorder_loaves {"items":["b1","b3"]}');
  });
  it('names what it could not find and orders nothing', async () => {
    const { invoked, answers } = await converse(['reorder the baguette and the bloomer']);
    expect(invoked.filter((c) => c.startsWith('reorder_loaves'))).to.deep.equal([]);
    expect(answers.at(-1)).to.match(/nothing matching "the baguette"|nothing matching "baguette"/);
  });
});
