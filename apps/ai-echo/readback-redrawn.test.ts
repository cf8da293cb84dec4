import { expect } from '@esm-bundle/chai';
import type { BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { RouteMeta } from '../../kernel/tool-router.ts';
import { checkChange, readbackPlans } from './readback.ts';
import { planRedrawn } from './readback-redrawn.ts';

const meta = { tier: 'semantic', tabId: 4 } as RouteMeta;
const detached = { attached: false, visible: false, enabled: false, focused: false, inViewport: false };
/** What a semantic action returns when the page replaced its target while it acted. */
const redrawnEvidence = (role: string, name: string, before: Record<string, unknown>) => ({ fingerprint: 'ffffffff', role, name, before: { attached: true, ...before }, after: detached });
const found = (...lines: string[]) => ({ tabId: 4, frames: [{ frameId: 0, documentId: 'D', url: 'u', matches: lines, total: lines.length }], total: lines.length, listed: lines.length });

/** Answers each read in turn, and records which calls were made. */
function reads(...answers: ({ error: string } | unknown)[]) {
  const calls: { name: string; arguments: Record<string, unknown> }[] = [];
  return {
    calls,
    read: async (call: { name: string; arguments: Record<string, unknown> }) => {
      calls.push(call);
      const a = answers.shift();
      const e = (a as { error?: string } | undefined)?.error;
      return e ? { ok: false as const, error: { code: e, message: e } as BridgeErrorShape, meta: { argumentHash: 'h' } } : { ok: true as const, value: a, meta: { argumentHash: 'h' } };
    },
  };
}

describe('readback on a page that redraws', () => {
  const check = { name: 'browser.semantic.check', arguments: { tabId: 4, target: { fingerprint: 'ffffffff' }, checked: true } };
  const tick = redrawnEvidence('checkbox', 'Select Row Two', { checked: false });

  it('reads a redrawn record back by its role and name, not by the detached element', async () => {
    const plans = readbackPlans(check, meta, tick, null, {});
    expect(plans.map((p) => p.call.name)).to.deep.equal(['browser.semantic.find', 'browser.semantic.verify']);
    expect(plans[0]!.call.arguments).to.deep.equal({ tabId: 4, name: 'Select Row Two', roles: ['checkbox'], limit: 5 });
    // The list drew the row again, checked: the change was kept.
    const kept = reads(found('checkbox "Select Row Two" @bbbbbbbb checked'));
    const r = await checkChange(plans, kept.read, 0);
    expect([r!.action, r!.matched]).to.deep.equal(['browser.semantic.find', true]);
  });

  it('a redrawn record that does not show the change is a mismatch, never a success', async () => {
    const plans = readbackPlans(check, meta, tick, null, {});
    const lost = reads(found('checkbox "Select Row Two" @bbbbbbbb'), found('checkbox "Select Row Two" @bbbbbbbb'), found('checkbox "Select Row Two" @bbbbbbbb'));
    const r = await checkChange(plans, lost.read, 0);
    expect([r!.action, r!.matched]).to.deep.equal(['browser.semantic.find', false]);
    expect(lost.calls.map((c) => c.name)).to.deep.equal(['browser.semantic.find', 'browser.semantic.find', 'browser.semantic.find'], 'a list still drawing gets a few reads');
  });

  it('only the exact name counts: a longer name holding the same words is another record', () => {
    const plan = planRedrawn(check, meta, tick)!;
    expect(plan.matches(found('checkbox "Select Row Twenty" @cccccccc checked'))).to.equal(false);
    expect(plan.nothingToCheck!(found('checkbox "Select Row Twenty" @cccccccc checked'))).to.equal(true);
  });

  it('several records of that name: the target\'s own place decides, judged by what the call asked for', async () => {
    const click = { name: 'browser.semantic.click', arguments: { tabId: 4, target: { fingerprint: 'ffffffff' } } };
    const star = redrawnEvidence('button', 'Star', { pressed: false });
    const plans = readbackPlans(click, meta, star, null, {});
    const twins = found('button "Star" @aaaaaaa1', 'button "Star" @aaaaaaa2 pressed');
    const pressedNow = reads(twins, { state: { attached: true, pressed: true } });
    expect((await checkChange(plans, pressedNow.read, 0))!.matched).to.equal(true);
    expect(pressedNow.calls.map((c) => c.name)).to.deep.equal(['browser.semantic.find', 'browser.semantic.verify']);
    const unchanged = reads(twins, { state: { attached: true, pressed: false } });
    expect((await checkChange(plans, unchanged.read, 0))!.matched).to.equal(false, 'the toggle did not move');
  });

  it('a click that took its record away is still confirmed by the record being gone', async () => {
    const click = { name: 'browser.semantic.click', arguments: { tabId: 4, target: { fingerprint: 'ffffffff' } } };
    const plans = readbackPlans(click, meta, redrawnEvidence('menuitem', 'Remove', {}), null, {});
    const gone = reads(found(), { error: 'stale' });
    expect((await checkChange(plans, gone.read, 0))!.matched).to.equal(true);
  });

  it('judges a select by its chosen option and a cleared field by its text', () => {
    const select = { name: 'browser.semantic.select', arguments: { tabId: 4, target: { fingerprint: 'ffffffff' }, label: 'Weekly' } };
    const plan = planRedrawn(select, meta, redrawnEvidence('combobox', 'Repeat', {}))!;
    expect(plan.matches(found('combobox "Repeat" @dddddddd ="Weekly"'))).to.equal(true);
    expect(plan.matches(found('combobox "Repeat" @dddddddd ="Never"'))).to.equal(false);
    const type = { name: 'browser.semantic.type', arguments: { tabId: 4, target: { fingerprint: 'ffffffff' }, text: 'Hello', clear: true } };
    const typed = planRedrawn(type, meta, redrawnEvidence('textbox', 'Title', {}))!;
    expect(typed.matches(found('textbox "Title" @eeeeeeee ="Hello"'))).to.equal(true);
    expect(typed.matches(found('textbox "Title" @eeeeeeee ="Hell"'))).to.equal(false);
  });

  it('a target still attached, or one with no name to look for, keeps the ordinary readback', () => {
    const attached = { fingerprint: 'ffffffff', role: 'checkbox', name: 'A', before: { attached: true }, after: { attached: true, checked: true } };
    expect(planRedrawn(check, meta, attached)).to.equal(null);
    expect(planRedrawn(check, meta, redrawnEvidence('checkbox', '', {}))).to.equal(null);
    expect(readbackPlans(check, meta, attached, null, {}).map((p) => p.call.name)).to.deep.equal(['browser.semantic.verify']);
  });
});
