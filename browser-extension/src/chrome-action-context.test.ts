// One request resolves each tab and frame once: what the consent gate checked is what the action
// uses. Against a stand-in chrome.tabs / webNavigation / storage that counts lookups; the real
// path runs in the semantic and consent e2e tests.
import { expect } from '@esm-bundle/chai';

const lookups = { tabs: 0, frames: 0 };
(globalThis as unknown as { chrome: unknown }).chrome = {
  runtime: { getManifest: () => ({ externally_connectable: { matches: ['http://127.0.0.1:4870/*'] } }) },
  tabs: {
    get: async (tabId: number) => (lookups.tabs++, { id: tabId, url: 'http://shop.test/', title: 'Shop' }),
    query: async () => (lookups.tabs++, [{ id: 5, url: 'http://shop.test/', title: 'Shop', lastAccessed: 2 }]),
  },
  webNavigation: { getFrame: async () => (lookups.frames++, { documentId: 'D5', url: 'http://shop.test/', parentFrameId: -1, errorOccurred: false }) },
  storage: { local: { get: async () => ({ allowedOrigins: ['http://shop.test'] }) }, onChanged: { addListener: () => undefined } },
};
const { requestResolver } = await import('./chrome-action-context.ts');

describe('requestResolver', () => {
  it('looks a tab and a frame up once per request, whether named or meant by default', async () => {
    const r = requestResolver();
    const tab = await r.allowedTab(undefined);
    expect(tab.tabId).to.equal(5);
    await r.allowedTab(5);
    await r.allowedTab(undefined);
    expect((await r.frame(5, 0)).documentId).to.equal('D5');
    await r.frame(5, 0);
    expect(lookups).to.deep.equal({ tabs: 1, frames: 1 });
  });

  it("shares one tab lookup between the audit entry's origin and the allowed tab", async () => {
    lookups.tabs = 0;
    const r = requestResolver();
    expect(await r.tabOrigin(5)).to.equal('http://shop.test');
    expect((await r.allowedTab(5)).origin).to.equal('http://shop.test');
    expect(await r.tabOrigin('5')).to.equal(null);
    expect(lookups.tabs).to.equal(1);
  });

  it('looks again in the next request', async () => {
    lookups.tabs = lookups.frames = 0;
    await requestResolver().allowedTab(5);
    await requestResolver().allowedTab(5);
    expect(lookups.tabs).to.equal(2);
  });
});
