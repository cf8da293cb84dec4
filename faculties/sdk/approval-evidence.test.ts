import { expect } from '@esm-bundle/chai';
import { Type } from '@sinclair/typebox';
import { actsOnFocus, judgedTarget } from './approval-evidence.ts';
import { targetConsequences } from './consequence.ts';
import type { PageView } from './page-view.ts';
import { focusedTargetSchema, passiveTargetSchema, targetSchema } from './schema.ts';

describe('approval evidence', () => {
  it('judges the focused element only for an action whose schema says a missing target means the focus', () => {
    expect(actsOnFocus(Type.Object({ key: Type.String(), target: focusedTargetSchema }))).to.equal(true);
    // A scroll without a target scrolls the page: the focus is not what it acts on.
    expect(actsOnFocus(Type.Object({ to: Type.String(), target: Type.Optional(targetSchema) }))).to.equal(false);
    expect(actsOnFocus(Type.Object({ operations: Type.Array(Type.Object({ target: targetSchema })) }))).to.equal(false);
    expect(actsOnFocus(null)).to.equal(false);
  });

  it('judges a target the action may set off; never one it only scrolls to, hovers or focuses', async () => {
    const placeOrder = { fingerprint: 'abcdefgh', role: 'button', name: 'Place order', rect: null, submits: null };
    const views: unknown[] = [];
    const ctx = {
      view: async (_t: unknown, _o: string, args: unknown): Promise<PageView> => {
        views.push(args);
        return { viewport: { width: 1, height: 1 }, targets: [placeOrder], focused: placeOrder };
      },
    };
    const binding = { tabId: 1, origin: 'https://shop.example', documentId: 'D'.repeat(32) };
    const target = { selector: '#place' };
    expect(await judgedTarget(ctx, binding, target, Type.Object({ target: targetSchema }))).to.equal(placeOrder);
    expect(await judgedTarget(ctx, binding, target, Type.Object({ target: passiveTargetSchema }))).to.equal(null);
    expect(await judgedTarget(ctx, binding, undefined, Type.Object({ target: focusedTargetSchema }))).to.equal(placeOrder);
    expect(await judgedTarget(ctx, binding, undefined, Type.Object({ target: Type.Optional(passiveTargetSchema) }))).to.equal(null);
    expect(views).to.have.length(2);
  });

  it('judges the name of a control that sets something off, never of one that holds a setting; a form with a card counts for both', () => {
    const kinds = (role: string, name: string, submits: { formName: string; fields: ('payment' | 'password')[] } | null = null) =>
      targetConsequences({ fingerprint: 'abcdefgh', role, name, rect: null, submits }).map((c) => c.kind);
    expect(kinds('button', 'Send')).to.deep.equal(['irreversible']);
    expect(kinds('link', 'Delete account')).to.deep.equal(['irreversible']);
    expect(kinds('checkbox', 'Send me news')).to.deep.equal([]);
    expect(kinds('textbox', 'Reason to delete')).to.deep.equal([]);
    expect(kinds('textbox', 'Card holder', { formName: 'Checkout', fields: ['payment'] })).to.deep.equal(['spends-money']);
    expect(kinds('checkbox', 'Save card', { formName: '', fields: ['payment'] })).to.deep.equal(['spends-money']);
  });
});
