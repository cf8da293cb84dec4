import { expect } from '@esm-bundle/chai';
import { recordsAnswering } from './record-answer.ts';
import { negatedIn, sumOf } from './record-sum.ts';

const ORDERS = {
  orders: [
    { id: 'o1', customer: 'Harbour Bakery', product: 'flour', price: 42.5, invoiced: true },
    { id: 'o2', customer: 'Lido Café', product: 'coffee beans', price: 18, invoiced: false },
    { id: 'o3', customer: 'Harbour Bakery', product: 'yeast', price: 7.25, invoiced: false },
    { id: 'o4', customer: 'Mill Street Deli', product: 'olive oil', price: 30, invoiced: true },
  ],
};

describe('sums and negated yes/no fields over a read tool\'s records', () => {
  it('adds up the money field of the records the question names', () => {
    const a = recordsAnswering('how much did Harbour Bakery order in total?', ORDERS, new Set(['order']))!;
    expect(a.text).to.match(/^That is 49\.75 in total \(42\.50 \+ 7\.25/);
  });
  it('reads "without an invoice" as the yes/no field being false', () => {
    const a = recordsAnswering('which orders are still without an invoice?', ORDERS, new Set(['order']))!;
    expect(a.text).to.include('Lido Café').and.include('yeast').and.not.include('olive oil').and.not.include('flour');
  });
  it('sums only when asked how much, and only a money-like or lone number field', () => {
    expect(sumOf('which orders are open', ORDERS.orders)).to.equal(null);
    expect(sumOf('how much', [{ a: 1, b: 2 }])).to.equal(null);
    expect(sumOf('how much', [{ weight: 1 }, { weight: 2.5 }])).to.match(/3\.50 in total/);
    expect(negatedIn('orders lacking an invoice', 'invoic')).to.equal(true);
    expect(negatedIn('orders with an invoice', 'invoic')).to.equal(false);
  });
});
