// Type-level tests: `tsc` (npm run typecheck) fails if a @ts-expect-error line stops being an
// error, so these pin the typing of defineAction and the bridge's typed call.
import { expect } from '@esm-bundle/chai';
import { Type } from '@sinclair/typebox';
import { defineAction } from '../faculties/clicks-and-clankers/define-action.ts';
import type { BrowserBridgeClient } from './BrowserBridgeClient.ts';

export function typedCalls(bridge: BrowserBridgeClient): void {
  void bridge.call('browser.page.info', { tabId: 3 }).then((info) => info.documentId.toUpperCase());
  // @ts-expect-error tabId is an integer, not a string
  void bridge.call('browser.page.info', { tabId: 'three' });
  // @ts-expect-error no such action in the registry
  void bridge.call('browser.nothing', {});
  // @ts-expect-error page.info's result has no `tabs`
  void bridge.call('browser.page.info', {}).then((info) => info.tabs);
}

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

describe('typed actions', () => {
  it('keeps the schema object as plain JSON Schema', () => {
    expect(JSON.parse(JSON.stringify(typed.input))).to.deep.equal({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] });
  });
});
