import { expect } from '@esm-bundle/chai';
import { autocompleteReason, sensitiveRegionLevel } from './sensitivity.ts';

describe('sensitivity rules', () => {
  it('names the four region levels and nothing else', () => {
    expect(sensitiveRegionLevel('private')).to.equal('private');
    expect(sensitiveRegionLevel(' System-Secret ')).to.equal('system-secret');
    expect(sensitiveRegionLevel('restricted')).to.equal('restricted');
    expect(sensitiveRegionLevel('credential')).to.equal('credential');
    for (const v of [null, '', 'public', 'secret', 'private restricted']) expect(sensitiveRegionLevel(v), String(v)).to.equal(null);
  });

  it('blocks credential, one-time-code and payment autocomplete tokens, with section and mode prefixes', () => {
    expect(autocompleteReason('current-password')).to.equal('credential');
    expect(autocompleteReason('section-login new-password')).to.equal('credential');
    expect(autocompleteReason('webauthn')).to.equal('credential');
    expect(autocompleteReason('one-time-code')).to.equal('one-time-code');
    for (const t of ['cc-number', 'cc-csc', 'cc-exp', 'cc-exp-month', 'cc-name', 'billing cc-number', 'transaction-amount']) expect(autocompleteReason(t), t).to.equal('payment');
  });

  it('leaves identifiers and ordinary fields alone', () => {
    for (const t of [null, '', 'name', 'email', 'username', 'shipping street-address', 'off', 'on', 'tel']) expect(autocompleteReason(t), String(t)).to.equal(null);
  });
});
