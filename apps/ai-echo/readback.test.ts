import { expect } from '@esm-bundle/chai';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { checkChange, planShown, planFromSpec, readbackPlans } from './readback.ts';

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
    expect(plan.inconclusiveMismatch, 'a page may show the change otherwise: a mismatch leaves it to the next plan').to.equal(true);
  });

  describe('checkChange', () => {
    const shows = planShown({ text: 'Trail shoes', value: '3' }, 4);
    const tool = planFromSpec(spec);
    /** Answers each read in turn, and records which calls were made. */
    function reads(...answers: unknown[]) {
      const calls: string[] = [];
      return {
        calls,
        read: async (call: { name: string }) => {
          calls.push(call.name);
          return { ok: true as const, value: answers.shift(), meta: { argumentHash: 'h' } };
        },
      };
    }
    const cart = (quantity: number) => ({ result: { value: { lines: [{ lineId: 'l-1', quantity }] } } });

    it('stops at our own read when it shows the change: the page read tool (its own approval) never runs', async () => {
      const r = reads({ text: 'Trail shoes × 3' });
      const result = await checkChange([shows, tool], r.read, 0);
      expect(r.calls).to.deep.equal(['browser.semantic.extract']);
      expect([result!.action, result!.matched]).to.deep.equal(['browser.semantic.extract', true]);
    });

    it('asks the page read tool when the page shows nothing to check, or does not show the change in its text', async () => {
      const nothing = reads({ text: 'Cart' }, cart(3));
      expect((await checkChange([shows, tool], nothing.read, 0))!.matched).to.equal(true);
      expect(nothing.calls).to.deep.equal(['browser.semantic.extract', 'browser.webmcp.invoke']);
      const otherwise = reads({ text: 'Trail shoes ♥' }, { text: 'Trail shoes ♥' }, { text: 'Trail shoes ♥' }, cart(3));
      const result = await checkChange([shows, tool], otherwise.read, 0);
      expect(otherwise.calls).to.deep.equal(['browser.semantic.extract', 'browser.semantic.extract', 'browser.semantic.extract', 'browser.webmcp.invoke']);
      expect([result!.action, result!.matched]).to.deep.equal(['browser.webmcp.invoke', true]);
    });

    it('a mismatch with nothing left to ask is the verdict: never a success', async () => {
      const r = reads({ text: 'Trail shoes × 1' }, { text: 'Trail shoes × 1' }, { text: 'Trail shoes × 1' });
      const result = await checkChange([shows], r.read, 0);
      expect(result!.matched).to.equal(false);
      expect(result!.observed).to.deep.equal({ lines: ['Trail shoes × 1'] });
      const wrong = reads({ text: 'Cart' }, cart(1));
      expect((await checkChange([shows, tool], wrong.read, 0))!.matched).to.equal(false);
      expect(await checkChange([shows], reads({ text: 'Cart' }).read, 0)).to.equal(null, 'nothing to check: no readback, so the change is unverified');
    });
  });
});
