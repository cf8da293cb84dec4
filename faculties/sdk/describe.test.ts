import { expect } from '@esm-bundle/chai';
import { Type } from '@sinclair/typebox';
import { defineAction } from './define-action.ts';
import { assertReservedAgreement, describeActions, manifestHash } from './describe.ts';
import { canonicalHash } from './hash.ts';
import { assertToolNamesRoundTrip, fromToolName, toToolName } from './tool-names.ts';

const stub = (name: string) =>
  defineAction({ name, description: 'd', input: Type.Object({}), effect: 'read', tier: 'inspect', run: async () => null });

describe('tool names', () => {
  it('maps dotted names to underscored tool names and back', () => {
    expect(toToolName('browser.page.info')).to.equal('browser_page_info');
    expect(fromToolName('browser_page_info')).to.equal('browser.page.info');
  });

  it('refuses an action name with an underscore', () => {
    expect(() => assertToolNamesRoundTrip([stub('browser.page_info')])).to.throw(/contains "_"/);
  });

  it('refuses two actions that collide', () => {
    expect(() => assertToolNamesRoundTrip([stub('browser.page.info'), stub('browser.page.info')])).to.throw(/collide/);
  });

  it('runs the round trip on every describe', () => {
    expect(() => describeActions([stub('a.b_c')])).to.throw(/contains "_"/);
  });

});

describe('the reserved prefix and the reserved tier', () => {
  it('refuses an echo. name outside the reserved tier, and a reserved action without the prefix', () => {
    expect(() => assertReservedAgreement([{ name: 'echo.thing.do', tier: 'semantic' }])).to.throw(/must go together/);
    expect(() => assertReservedAgreement([{ name: 'browser.thing.do', tier: 'reserved' }])).to.throw(/must go together/);
    expect(() => assertReservedAgreement([{ name: 'echo.thing.do', tier: 'reserved' }, { name: 'browser.thing.do', tier: 'semantic' }])).not.to.throw();
  });

  it('is asserted on every describe', () => {
    const misfiled = defineAction({ name: 'echo.misfiled', description: 'd', input: Type.Object({}), effect: 'read', tier: 'inspect', run: async () => null });
    expect(() => describeActions([misfiled])).to.throw(/must go together/);
  });
});

describe('hashes', () => {
  it('canonicalises before hashing: key order does not matter, values do', async () => {
    expect(await canonicalHash({ a: 1, b: [1, 2] })).to.equal(await canonicalHash({ b: [1, 2], a: 1 }));
    expect(await canonicalHash({ a: 1 })).not.to.equal(await canonicalHash({ a: 2 }));
  });

  it('changes the manifest hash when one description changes', async () => {
    const base = describeActions([stub('a.one'), stub('a.two')]);
    const changed = base.map((d, i) => (i === 0 ? { ...d, description: `${d.description}!` } : d));
    expect(await manifestHash(base)).to.match(/^[0-9a-f]{64}$/);
    expect(await manifestHash(base)).not.to.equal(await manifestHash(changed));
  });
});
