// Form tool facts: what the page func reported, checked; the sensitivity rules of the semantic
// rung applied to each field; the refusal before any approval; and the approval's words.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { afterFill, filledValues, formFieldRefusal, projectForm } from './form-tool.ts';
import { MAX_FORM_FIELDS } from './limits.ts';
import type { FormToolFacts, RawFormField } from './types.ts';

const field = (name: unknown, control: unknown = 'text', autocomplete: unknown = null, region: unknown = null): RawFormField => ({ name, control, autocomplete, region });
function facts(fields: RawFormField[], autosubmit = false): FormToolFacts {
  const p = projectForm({ autosubmit, fields });
  if (!p.ok) throw new Error(p.detail);
  return p.form;
}

describe('projectForm', () => {
  it('keeps the submit mode and each named control, unknown control kinds as other', () => {
    expect(facts([field('who'), field('when', 'date'), field('x', 'fancy-widget')], true)).to.deep.equal({
      submit: 'autosubmit',
      fields: [
        { name: 'who', control: 'text', sensitive: null },
        { name: 'when', control: 'date', sensitive: null },
        { name: 'x', control: 'other', sensitive: null },
      ],
    });
  });

  it('excludes a form whose controls are too many, unnamed or over-long', () => {
    expect(projectForm({ autosubmit: false, fields: Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => field(`f${i}`)) }).ok).to.equal(false);
    expect(projectForm({ autosubmit: false, fields: [field('')] }).ok).to.equal(false);
    expect(projectForm({ autosubmit: false, fields: [field(7)] }).ok).to.equal(false);
    expect(projectForm({ autosubmit: false, fields: [field('n'.repeat(129))] }).ok).to.equal(false);
    expect(projectForm({ autosubmit: 'yes' as unknown as boolean, fields: [] }).ok).to.equal(false);
  });

  it('marks passwords, whole login forms, credentials, one-time codes, payment fields and marked regions', () => {
    expect(facts([field('user', 'email', 'username'), field('pw', 'password')]).fields.map((f) => f.sensitive)).to.deep.equal(['password-form', 'password']);
    expect(facts([field('code', 'text', 'one-time-code')]).fields[0]!.sensitive).to.equal('one-time-code');
    expect(facts([field('card', 'text', 'billing cc-number')]).fields[0]!.sensitive).to.equal('payment');
    expect(facts([field('k', 'text', 'new-password')]).fields[0]!.sensitive).to.equal('credential');
    expect(facts([field('note', 'textarea', null, ' Private ')]).fields[0]!.sensitive).to.equal('private');
    expect(facts([field('note', 'textarea', null, 'public')]).fields[0]!.sensitive).to.equal(null);
  });
});

describe('formFieldRefusal', () => {
  const gift = facts([field('to'), field('card', 'text', 'cc-number')]);

  it('refuses only arguments that fill a sensitive field', () => {
    expect(formFieldRefusal(gift, { to: 'Bo' })).to.equal(null);
    const err = formFieldRefusal(gift, { to: 'Bo', card: '4111' });
    expect(err).to.be.instanceOf(BridgeError);
    expect(err!.code).to.equal('blocked-sensitive');
    expect(err!.message).to.match(/"card" is a payment field: AI Echo never fills it/);
    expect(err!.detail).to.deep.equal({ field: 'card', reason: 'payment' });
  });

  it('names an own key only, and passes imperative tools (no form facts) untouched', () => {
    expect(formFieldRefusal(gift, Object.create({ card: '4111' }) as Record<string, unknown>)).to.equal(null);
    expect(formFieldRefusal(undefined, { card: '4111' })).to.equal(null);
  });
});

describe('the approval words for a form tool', () => {
  const form = facts([field('name'), field('extras', 'select-multiple')]);
  const schema = { type: 'object', properties: { name: { type: 'string', description: 'Your name' }, extras: { type: 'array' } } };

  it('lists each value with its control and the page label, and says which arguments fill no control', () => {
    expect(filledValues(form, schema, { name: 'Ann', extras: ['wine'], stray: 1 })).to.equal(
      'name (text "Your name") = "Ann"\nextras (select-multiple) = ["wine"]\nstray (not a control of this form) = 1',
    );
    expect(filledValues(form, schema, { name: 'x'.repeat(2000) })).to.have.length.below(700);
  });

  it('says whether the person reviews before anything is sent', () => {
    expect(afterFill(form)).to.match(/nothing is sent until you review it and press Submit/);
    expect(afterFill({ ...form, submit: 'autosubmit' })).to.match(/no review step/);
  });
});
