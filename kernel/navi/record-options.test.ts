import { expect } from '@esm-bundle/chai';
import { recordsWith } from './record-lookup.ts';
import { matchRecord } from './record-lookup.ts';
import { optionArguments, phraseWithoutOptions, recordsWithoutOptions } from './record-options.ts';

// A bakery's order tool: a product by id, with a size and toppings from the product's own lists.
const tool = {
  name: 'order_item',
  title: 'Order an item',
  description: 'Orders a product by id with a size id and topping ids.',
  inputSchema: { type: 'object', properties: { id: { type: 'string' }, size: { type: 'string' }, toppings: { type: 'array', items: { type: 'string' } }, count: { type: 'integer' } } },
};
const sizes = [{ id: 'sm', label: 'Small (8 oz)' }, { id: 'lg', label: 'Large (16 oz)' }];
const data = {
  products: [
    { id: 'c1', name: 'Hot chocolate', description: 'Cocoa and steamed milk', sizes, toppings: [{ id: 'cream', label: 'Whipped cream' }, { id: 'mm', label: 'Mini marshmallows' }] },
    { id: 'c2', name: 'Chai latte', description: 'Spiced tea', sizes, toppings: [{ id: 'cin', label: 'Cinnamon dust' }] },
    { id: 'b1', name: 'Cream bun', description: 'Soft bun', toppings: [] },
  ],
};

describe('record options', () => {
  const records = recordsWith(data, 'id');
  const taken = new Set<string>();

  it('looks a record up by its name with its options set aside', () => {
    const whole = recordsWithoutOptions(tool, records, taken);
    expect(whole.map((r) => r.label)).to.deep.equal(['Hot chocolate', 'Chai latte', 'Cream bun']);
    const phrase = phraseWithoutOptions(tool, whole, 'big hot chocolate with marshmallows', taken);
    const m = matchRecord(whole, phrase);
    expect(m.kind === 'one' && m.record.label).to.equal('Hot chocolate');
  });

  it('fills the options the request names, by all their words or the thing itself', () => {
    const choc = records.find((r) => r.label === 'Hot chocolate')!;
    expect(optionArguments(tool, choc, 'a large hot chocolate with marshmallows', taken)).to.deep.equal({ size: 'lg', toppings: ['mm'] });
    expect(optionArguments(tool, choc, 'hot chocolate with whipped cream', taken)).to.deep.equal({ toppings: ['cream'] });
    expect(optionArguments(tool, choc, 'a hot chocolate', taken)).to.deep.equal({});
  });

  it('keeps words a record is named by ("cream bun") and parameters already given', () => {
    const whole = recordsWithoutOptions(tool, records, taken);
    const m = matchRecord(whole, phraseWithoutOptions(tool, whole, 'cream bun', taken));
    expect(m.kind === 'one' && m.record.label).to.equal('Cream bun');
    const choc = records.find((r) => r.label === 'Hot chocolate')!;
    expect(optionArguments(tool, choc, 'small hot chocolate', new Set(['size']))).to.deep.equal({});
  });
});
