// Ordering through a page's own tools, end to end on a scripted page (a stationery shop, not a
// restaurant): a wish with no verb adds, the product's own option lists (sizes, finishes) are
// filled from the request, and "make that three" after adding one adds two more.
import { expect } from '@esm-bundle/chai';
import { naviTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const sizes = [{ id: 'a5', label: 'A5 (small)' }, { id: 'a4', label: 'A4 (large)' }];
const catalogue = {
  products: [
    { id: 'n1', name: 'Dotted notebook', description: 'Lay-flat binding', sizes, finishes: [{ id: 'gilt', label: 'Gold edges' }, { id: 'emb', label: 'Embossed initials' }] },
    { id: 'n2', name: 'Ruled notebook', description: 'Lined pages', sizes, finishes: [{ id: 'gilt', label: 'Gold edges' }] },
    { id: 'p1', name: 'Gold pen', description: 'Fine nib', finishes: [] },
  ],
};
const tools = [
  { name: 'find_products', title: 'Find products', description: 'Finds products by words in their name, with their sizes and finishes.', descriptorHash: 'h-find', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } },
  {
    name: 'add_item',
    title: 'Add to basket',
    description: 'Adds a product to the basket by its id, with a size id, finish ids and a count.',
    descriptorHash: 'h-add',
    inputSchema: { type: 'object', properties: { id: { type: 'string' }, size: { type: 'string' }, finishes: { type: 'array', items: { type: 'string' } }, count: { type: 'integer', minimum: 1 } }, required: ['id'] },
  },
];

async function converse(turns: string[]) {
  const added: unknown[] = [];
  const answers = await playConversation(
    turns,
    naviTools(['browser.webmcp.discover', 'browser.webmcp.invoke', 'browser.semantic.snapshot', 'browser.semantic.extract', 'navi.fallback']),
    ({ name, arguments: args }) => {
      if (name === 'browser.webmcp.discover') return { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools }] };
      if (name === 'browser.webmcp.invoke' && args.name === 'find_products') return { result: { value: catalogue } };
      if (name === 'browser.webmcp.invoke') {
        added.push(args.arguments);
        return { result: { value: { ok: true } } };
      }
      return plainAnswer(name, 'main');
    },
  );
  return { added, answers };
}

describe('ordering through the page\'s own tools', () => {
  it('adds what a wish names, with the options it names from the product\'s own lists', async () => {
    const { added, answers } = await converse(["I'd like two large dotted notebooks with gold edges"]);
    expect(added, answers.join('\n')).to.deep.equal([{ id: 'n1', count: 2, size: 'a4', finishes: ['gilt'] }]);
  });

  it('does not take an option\'s words for a product ("gold" edges, not the gold pen)', async () => {
    const { added, answers } = await converse(['add a ruled notebook with gold edges']);
    expect(added, answers.join('\n')).to.deep.equal([{ id: 'n2', finishes: ['gilt'] }]);
  });

  it('adds the difference when a follow-up sets a new total', async () => {
    const { added, answers } = await converse(['add a dotted notebook', 'actually, make that three']);
    expect(added, answers.join('\n')).to.deep.equal([{ id: 'n1' }, { id: 'n1', count: 2 }]);
  });
});
