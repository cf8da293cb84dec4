import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../errors.ts';
import { authProof, formatPairingCode, newNonce, newPairingSecret, pairProof, parsePairingCode, sameProof } from './pairing.ts';

describe('pairing codes and proofs', () => {
  it('reads a code as a person may type it, and refuses anything else with invalid-input', () => {
    const secret = newPairingSecret();
    expect(secret).to.match(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(parsePairingCode(formatPairingCode({ port: 4873, secret }))).to.deep.equal({ port: 4873, secret });
    // A secret that starts with digits: the port ends at the first separator.
    expect(parsePairingCode(' 4873 - 0123 4567 89ab ')).to.deep.equal({ port: 4873, secret: '0123-4567-89AB' });
    expect(parsePairingCode('4873-OIL0-0000-0000')).to.deep.equal({ port: 4873, secret: '0110-0000-0000' });
    for (const bad of ['', '4873', '4873-ABCD-EFGH', '99999-ABCD-EFGH-JKMN', '4873-ABCD-EFGH-JKMU', 'ABCD-EFGH-JKMN-PQRS']) {
      expect(() => parsePairingCode(bad), bad).to.throw(BridgeError).with.property('code', 'invalid-input');
    }
  });

  it("binds each proof to its role and both nonces, so one side's proof never passes as the other's", async () => {
    const [s, p] = [newNonce(), newNonce()];
    const page = await pairProof('ABCD-EFGH-JKMN', 'page', s, p);
    expect(page).to.match(/^[0-9a-f]{64}$/);
    expect(page).to.not.equal(await pairProof('ABCD-EFGH-JKMN', 'server', s, p));
    expect(page).to.not.equal(await pairProof('ABCD-EFGH-JKMN', 'page', s, newNonce()));
    expect(page).to.not.equal(await authProof('ABCD-EFGH-JKMN', 'page', s, p));
    expect(sameProof(page, page)).to.equal(true);
    expect(sameProof(page, page.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).to.equal(false);
  });
});
