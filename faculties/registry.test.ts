// The registry as a whole, and type-level tests: `tsc` (npm run typecheck) fails if an expected
// type error stops being one, so these pin the typing of defineAction and of the bridge's call.
import { expect } from '@esm-bundle/chai';
import { Type } from '@sinclair/typebox';
import type { BrowserBridgeClient } from '../browser-bridge/BrowserBridgeClient.ts';
import type { DiscoveryResult, EvidenceResult, PageInfoResult, PageToolRunResult, SnapshotResult } from '../browser-bridge/results.ts';
import { LADDER_TIERS, tierRule } from '../browser-bridge/tiers.ts';
import { isReservedName } from '../browser-bridge/vocabulary.ts';
import { REGISTRY, type RegistryActions } from './registry.ts';
import { defineAction } from './sdk/define-action.ts';
import { describeActions } from './sdk/describe.ts';

export function typedCalls(bridge: BrowserBridgeClient<RegistryActions>): void {
  void bridge.call('browser.page.info', { tabId: 3 }).then((info) => info.documentId.toUpperCase());
  // @ts-expect-error tabId is an integer, not a string
  void bridge.call('browser.page.info', { tabId: 'three' });
  // @ts-expect-error no such action in the registry
  void bridge.call('browser.nothing', {});
  // @ts-expect-error page.info's result has no `tabs`
  void bridge.call('browser.page.info', {}).then((info) => info.tabs);
}

/** Each declared `output` fits what its action returns: tsc fails on this line otherwise. */
type Result<N extends keyof RegistryActions> = RegistryActions[N]['result'];
type Fits<R, S> = [R] extends [S] ? true : false;
export const outputsFit: Fits<Result<'browser.page.info'>, PageInfoResult>[] &
  Fits<Result<'browser.webmcp.discover'>, DiscoveryResult>[] &
  Fits<Result<'browser.webmcp.invoke'>, PageToolRunResult>[] &
  Fits<Result<'browser.semantic.snapshot'>, SnapshotResult>[] &
  Fits<Result<'browser.semantic.click' | 'browser.semantic.type' | 'browser.semantic.key' | 'browser.semantic.check'>, EvidenceResult>[] = [true];

const typed = defineAction({
  name: 'test.typed',
  description: 'A type-level fixture.',
  input: Type.Object({ count: Type.Integer() }),
  effect: 'read',
  tier: 'inspect',
  async run(_ctx, input) {
    // @ts-expect-error input.count is a number, derived from the schema
    const text: string = input.count;
    return { doubled: input.count * 2, text };
  },
});

describe('the registry', () => {
  it('describes every action with plain JSON Schema', () => {
    const descriptors = describeActions(REGISTRY);
    expect(descriptors.map((d) => d.name)).to.deep.equal(REGISTRY.map((a) => a.name));
    for (const d of descriptors) {
      expect(Object.getOwnPropertySymbols(d.inputSchema)).to.have.length(0);
      expect(d.inputSchema.type).to.equal('object');
      expect(d.description.length).to.be.greaterThan(20);
    }
  });

  it('keeps the reserved prefix and the reserved tier in agreement, action by action', () => {
    for (const a of REGISTRY) expect(isReservedName(a.name), a.name).to.equal(tierRule(a.tier).reserved);
  });

  it("offers, for every rung that takes an approval, the reserved action the tier table names to ask for it", () => {
    for (const tier of LADDER_TIERS) {
      const approval = tierRule(tier).approval;
      if (!approval) continue;
      const request = REGISTRY.find((a) => a.name === approval.request);
      expect(request, `${tier}: ${approval.request}`).to.not.equal(undefined);
      expect(tierRule(request!.tier).reserved, approval.request).to.equal(true);
    }
  });
});

describe('typed actions', () => {
  it('keeps the schema object as plain JSON Schema', () => {
    expect(JSON.parse(JSON.stringify(typed.input))).to.deep.equal({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] });
  });
});
