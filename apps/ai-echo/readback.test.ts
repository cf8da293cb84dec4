import { expect } from '@esm-bundle/chai';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { planShown, readbackPlans } from './readback.ts';

const meta = { tier: 'webmcp', tabId: 4 } as RouteMeta;
const spec = {
  call: { name: 'browser.webmcp.invoke', arguments: { name: 'cart.get', descriptorHash: 'h', arguments: {} } },
  expect: { record: { key: 'lineId', value: 'l-1' }, field: 'quantity', equals: 3 },
};

describe('readback choice', () => {
  it('prefers our own read of what the page shows; the page read tool comes last', () => {
    const plans = readbackPlans({ name: 'browser.webmcp.invoke', arguments: {} }, meta, {}, null, { shows: { text: 'Trail shoes', value: '3' }, readback: spec });
    expect(plans.map((p) => p.call.name)).to.deep.equal(['browser.semantic.extract', 'browser.webmcp.invoke']);
    expect(plans[0]!.call.arguments).to.deep.equal({ tabId: 4, include: ['text'] });
  });

  it('checks the one line that names the item for the new value, as a whole number after the name', () => {
    const plan = planShown({ text: 'Trail shoes', value: '3' }, 4);
    const page = (text: string) => ({ text });
    expect(plan.matches(page('Cart\nRevision 2\nTrail shoes × 3 +\nWool socks × 2 +'))).to.equal(true);
    expect(plan.matches(page('Cart\nTrail shoes × 1 +\nWool socks × 3 +'))).to.equal(false, 'another line showing 3 proves nothing');
    expect(plan.matches(page('Trail shoes × 13 +'))).to.equal(false, 'whole numbers only');
    expect(plan.matches(page('3 items\nTrail shoes × 1'))).to.equal(false, 'only after the name');
    expect(plan.matches(page('Trail shoes × 3\nTrail shoes (gift) × 3'))).to.equal(false, 'two lines name it: no guessing');
  });

  it('says when the page shows nothing to check, so the next plan runs', () => {
    const plan = planShown({ text: 'Trail shoes', value: '3' }, 4);
    expect(plan.nothingToCheck!({ text: 'Cart\nRevision 2' })).to.equal(true);
    expect(plan.nothingToCheck!({ text: 'Trail shoes × 1' })).to.equal(false);
    expect(plan.kept!({ text: 'Cart\nTrail shoes × 3' })).to.deep.equal({ lines: ['Trail shoes × 3'] });
  });
});
