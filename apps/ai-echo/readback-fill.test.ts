// The independent readback of a whole-form fill: planned from the evidence's shape (a list of
// fields), read with browser.page.forms, matched field by field.
import { expect } from '@esm-bundle/chai';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { planReadback } from './readback.ts';

const meta = { tier: 'semantic', tabId: 7 } as RouteMeta;
const call = { name: 'browser.semantic.fill', arguments: { tabId: 7 } };
const filled = {
  frameId: 0,
  fields: [
    { fingerprint: 'aaaaaaaa', after: { attached: true, value: 'Ada' } },
    { fingerprint: 'bbbbbbbb', after: { attached: true, checked: true } },
  ],
};

describe('planReadback for a whole-form fill', () => {
  it('reads the form back with browser.page.forms and matches every field by fingerprint', () => {
    const plan = planReadback(call, meta, filled)!;
    expect(plan.call).to.deep.equal({ name: 'browser.page.forms', arguments: { tabId: 7, frameId: 0, target: { fingerprint: 'aaaaaaaa' } } });
    const observed = (value: string, checked: boolean) => ({ forms: [{ fields: [{ fingerprint: 'aaaaaaaa', value }, { fingerprint: 'bbbbbbbb', checked }] }] });
    expect(plan.matches(observed('Ada', true))).to.equal(true);
    expect(plan.matches(observed('Bob', true))).to.equal(false);
    expect(plan.matches(observed('Ada', false))).to.equal(false);
    expect(plan.matches({ forms: [{ fields: [{ fingerprint: 'aaaaaaaa', value: 'Ada' }] }] })).to.equal(false);
  });

  it('plans nothing when a field cannot be found again (no fingerprint)', () => {
    expect(planReadback(call, meta, { fields: [{ fingerprint: null, after: { value: 'x' } }] })).to.equal(null);
  });
});
