import { expect } from '@esm-bundle/chai';
import type { BridgeEvent } from '../../browser-bridge/protocol.ts';
import { WebmcpToolWatch, type ToolWatchBridge } from './tool-watch.ts';
import type { WebmcpDiscovery } from './types.ts';

function fakeBridge() {
  let listener: ((e: BridgeEvent) => void) | null = null;
  const calls: Record<string, unknown>[] = [];
  let n = 0;
  const bridge: ToolWatchBridge = {
    on: (_event, cb) => {
      listener = cb;
      return () => (listener = null);
    },
    invoke: async (action, input) => {
      expect(action).to.equal('browser.webmcp.discover');
      calls.push(input);
      return { tabId: input.tabId, toolCount: ++n } as unknown as WebmcpDiscovery;
    },
  };
  return { bridge, calls, fire: (e: BridgeEvent) => listener?.(e) };
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WebmcpToolWatch', () => {
  it('drops the list at once on toolchange and rediscovers the whole tab once per burst', async () => {
    const { bridge, calls, fire } = fakeBridge();
    const watch = new WebmcpToolWatch(bridge, 20);
    await watch.watch(7);
    expect(watch.current(7)?.toolCount).to.equal(1);
    fire({ event: 'webmcp-toolchange', data: { tabId: 7, frameId: 3, documentId: 'D', origin: null } });
    expect(watch.current(7)).to.equal(undefined, 'stale at once');
    fire({ event: 'webmcp-toolchange', data: { tabId: 7, frameId: 0, documentId: null, origin: null } });
    fire({ event: 'webmcp-toolchange', data: { tabId: 7, frameId: 3, documentId: null, origin: null } });
    await tick(60);
    expect(calls).to.deep.equal([{ tabId: 7 }, { tabId: 7 }], 'complete discovery, no frameId, once for the burst');
    expect(watch.current(7)?.toolCount).to.equal(2);
    watch.close();
  });

  it('ignores other tabs and other events', async () => {
    const { bridge, calls, fire } = fakeBridge();
    const watch = new WebmcpToolWatch(bridge, 5);
    await watch.watch(7);
    fire({ event: 'webmcp-toolchange', data: { tabId: 8, frameId: 0, documentId: null, origin: null } });
    fire({ event: 'allowlist-changed', data: { origins: [] } });
    await tick(20);
    expect(calls.length).to.equal(1);
    expect(watch.current(7)).to.not.equal(undefined);
    watch.close();
  });
});
