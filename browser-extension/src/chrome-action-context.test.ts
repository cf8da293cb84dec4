// One request resolves each tab and frame once: what the consent gate checked is what the action
// uses. Against a stand-in chrome.tabs / webNavigation / storage that counts lookups; the real
// path runs in the semantic and consent e2e tests.
import { expect } from '@esm-bundle/chai';

const lookups = { tabs: 0, frames: 0 };
const injections: { args?: unknown[] }[] = [];
(globalThis as unknown as { chrome: unknown }).chrome = {
  scripting: {
    executeScript: async (injection: { args?: unknown[] }) => {
      injections.push(injection);
      return [{ frameId: 0, documentId: 'D5', result: { ok: true, value: 'done' } }];
    },
  },
  runtime: { getManifest: () => ({ externally_connectable: { matches: ['http://127.0.0.1:4870/*'] } }) },
  tabs: {
    get: async (tabId: number) => {
      lookups.tabs++;
      if (tabId === 8) throw new Error(`No tab with id: ${tabId}.`);
      return tabId === 7 ? { id: 7, url: '', pendingUrl: 'http://shop.test/', title: '' } : { id: tabId, url: 'http://shop.test/', title: 'Shop' };
    },
    query: async () => (lookups.tabs++, [{ id: 5, url: 'http://shop.test/', title: 'Shop', lastAccessed: 2 }]),
  },
  // Tab 7 still shows its first, empty document (a page loading); tab 8 does not exist.
  webNavigation: {
    getFrame: async ({ tabId }: { tabId: number }) => (
      lookups.frames++, tabId === 8 ? null : { documentId: `D${tabId}`, url: tabId === 7 ? 'about:blank' : 'http://shop.test/', parentFrameId: -1, errorOccurred: false }
    ),
  },
  // Chrome grants the allowed site (the allowlist counts only granted sites).
  permissions: { contains: async () => true },
  // `session`: no native dialog recorded (the dialog guard of every page call reads it).
  storage: { local: { get: async () => ({ allowedOrigins: ['http://shop.test'] }) }, session: { get: async () => ({}) }, onChanged: { addListener: () => undefined } },
};
const { judgedPages, requestResolver } = await import('./chrome-action-context.ts');
const { SEMANTIC_RUNTIME } = await import('../../faculties/semantic-control/run.ts');
const { LIVEPATCH_RUNTIME } = await import('../../faculties/live-patch/protocol.ts');

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

  it("guesses a tab's origin from its last lookup, and only from one", async () => {
    const r = requestResolver();
    expect(r.guessOrigin(9)).to.equal(null, 'never looked up');
    await r.tabOrigin(9);
    expect(requestResolver().guessOrigin(9)).to.equal('http://shop.test');
    expect(requestResolver().guessOrigin('9')).to.equal(null);
    expect(requestResolver().guessOrigin(undefined)).to.equal(null);
  });

  it("answers a named tab's site, its top document and the audit's origin with one frame lookup, no tab lookup", async () => {
    lookups.tabs = lookups.frames = 0;
    const r = requestResolver();
    expect(await r.tabOrigin(5)).to.equal('http://shop.test');
    expect(await r.allowedTop(5)).to.deep.equal({ tabId: 5, url: 'http://shop.test/', origin: 'http://shop.test' });
    expect((await r.frame(5, 0)).documentId).to.equal('D5');
    expect(lookups).to.deep.equal({ tabs: 0, frames: 1 });
  });

  it('asks the tab itself when its top frame says nothing allowed, so it answers or refuses as allowedTab does', async () => {
    lookups.tabs = lookups.frames = 0;
    const r = requestResolver();
    expect((await r.allowedTop(7)).origin).to.equal('http://shop.test', 'a first page still loading: its pending URL, as before');
    expect(await r.tabOrigin(7)).to.equal('http://shop.test');
    expect(lookups).to.deep.equal({ tabs: 1, frames: 1 });
    const code = await r.allowedTop(8).then(
      () => 'resolved',
      (err: { code?: string }) => err.code,
    );
    expect(code).to.equal('tab-missing');
  });

  it('looks again in the next request', async () => {
    lookups.tabs = lookups.frames = 0;
    await requestResolver().allowedTab(5);
    await requestResolver().allowedTab(5);
    expect(lookups.tabs).to.equal(2);
  });
});

describe('judgedPages', () => {
  const judged = { target: { selector: '#buy' } };
  const refusal = async (p: () => Promise<unknown>) => {
    try {
      await p();
    } catch (err) {
      return (err as { code?: string }).code;
    }
    return 'ran';
  };

  it('hands what to judge to every call of the semantic runtime', async () => {
    injections.length = 0;
    const answer = await judgedPages(judged).call(SEMANTIC_RUNTIME, { tabId: 5, documentId: 'D5' }, 'http://shop.test', 'click', { target: { selector: '#buy' } });
    expect(answer.value).to.equal('done');
    expect(injections).to.have.length(1);
    expect(injections[0]!.args?.at(-1)).to.deep.equal(judged);
  });

  it('lets nothing else run code in the page, so no path skips the judgement', async () => {
    injections.length = 0;
    const pages = judgedPages(judged);
    expect(await refusal(() => pages.run({ tabId: 5, frameId: 0 }, () => 1, []))).to.equal('internal');
    expect(await refusal(() => pages.runChange({ tabId: 5, documentId: 'D5' }, () => 1, [], { subject: 'x', timeoutMs: 1000, signal: new AbortController().signal }))).to.equal('internal');
    expect(await refusal(() => pages.call(LIVEPATCH_RUNTIME, { tabId: 5, documentId: 'D5' }, 'http://shop.test', 'list' as never, {} as never))).to.equal('internal');
    expect(injections).to.have.length(0);
  });
});
