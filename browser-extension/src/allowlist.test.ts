// The allowed-sites list and Chrome's site access are one thing. Against a stand-in chrome.storage
// and chrome.permissions that record what was asked (Chrome's prompt cannot be driven by a test);
// the real grants and their withdrawal through Chrome's own site access controls are in
// test/e2e/site-access.test.ts.
import { expect } from '@esm-bundle/chai';

type Listener = (p: chrome.permissions.Permissions) => void;
const store: Record<string, unknown> = {};
const granted = new Set<string>();
const asked: string[] = [];
let answer = true;
const listeners = { added: [] as Listener[], removed: [] as Listener[] };
(globalThis as unknown as { chrome: unknown }).chrome = {
  storage: {
    local: {
      get: async (key: string) => ({ [key]: store[key] }),
      set: async (items: Record<string, unknown>) => void Object.assign(store, items),
    },
    onChanged: { addListener: () => undefined },
  },
  permissions: {
    contains: async (p: chrome.permissions.Permissions) => (p.origins ?? []).every((o) => granted.has(o) || granted.has('<all_urls>')),
    request: async (p: chrome.permissions.Permissions) => {
      asked.push(...(p.origins ?? []));
      if (answer) for (const o of p.origins ?? []) granted.add(o);
      return answer;
    },
    remove: async (p: chrome.permissions.Permissions) => {
      for (const o of p.origins ?? []) granted.delete(o);
      return true;
    },
    onAdded: { addListener: (l: Listener) => listeners.added.push(l) },
    onRemoved: { addListener: (l: Listener) => listeners.removed.push(l) },
  },
};
const { allowSite, removeSite, readAllowedOrigins, watchAllowlist } = await import('./allowlist.ts');
const { originOfPattern } = await import('./site-access.ts');
watchAllowlist(() => undefined);
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('allowlist and site access', () => {
  beforeEach(() => {
    store.allowedOrigins = [];
    granted.clear();
    asked.length = 0;
    answer = true;
  });

  it('allowing a site asks Chrome for exactly that origin, and lists it only when granted', async () => {
    answer = false;
    expect(await allowSite('https://shop.example')).to.equal(false);
    expect(asked).to.deep.equal(['https://shop.example/*']);
    expect(store.allowedOrigins).to.deep.equal([]);
    answer = true;
    expect(await allowSite('https://shop.example')).to.equal(true);
    expect(store.allowedOrigins).to.deep.equal(['https://shop.example']);
    expect(await readAllowedOrigins()).to.deep.equal(['https://shop.example']);
  });

  it('a listed site Chrome does not grant is not allowed', async () => {
    store.allowedOrigins = ['http://a.test', 'http://b.test'];
    granted.add('http://a.test/*');
    expect(await readAllowedOrigins()).to.deep.equal(['http://a.test']);
  });

  it('removing a site gives its access back', async () => {
    await allowSite('http://a.test');
    await removeSite('http://a.test');
    expect(store.allowedOrigins).to.deep.equal([]);
    expect(granted.has('http://a.test/*')).to.equal(false);
  });

  it("Chrome taking a site's access away takes it off the list", async () => {
    await allowSite('http://a.test');
    await allowSite('http://b.test');
    granted.delete('http://a.test/*');
    for (const l of listeners.removed) l({ origins: ['http://a.test/*'] });
    await settle();
    expect(store.allowedOrigins).to.deep.equal(['http://b.test']);
  });

  it('Chrome granting one site puts it on the list; a wider grant (pictures, <all_urls>) adds none', async () => {
    granted.add('http://c.test:8080/*');
    for (const l of listeners.added) l({ origins: ['http://c.test:8080/*'] });
    await settle();
    expect(store.allowedOrigins).to.deep.equal(['http://c.test:8080']);
    granted.add('<all_urls>');
    for (const l of listeners.added) l({ origins: ['<all_urls>', 'https://*.example/*'] });
    await settle();
    expect(store.allowedOrigins).to.deep.equal(['http://c.test:8080']);
  });

  it('reads a pattern as an origin only when it names exactly one http(s) origin', () => {
    expect(originOfPattern('https://shop.example/*')).to.equal('https://shop.example');
    expect(originOfPattern('http://127.0.0.1:4871/*')).to.equal('http://127.0.0.1:4871');
    for (const p of ['<all_urls>', 'https://*.example/*', '*://shop.example/*', 'https://shop.example/path/*', 'file:///*']) expect(originOfPattern(p), p).to.equal(null);
  });
});
