// A download that ends before the gate's listener is added is still judged: Chrome's change event
// for it reached no one, so the gate reads the download's state once. Against a stand-in
// chrome.downloads whose downloads finish at once and announce nothing; the real path runs in
// caps-each-time and tabs-navigation (e2e).
import { expect } from '@esm-bundle/chai';

interface Item { id: number; url: string; finalUrl: string; state: string }
const items = new Map<number, Item>();
const removed: number[] = [];
let nextId = 1;
/** The URL each download really comes from (a redirect's end), by the URL asked for. */
const redirects: Record<string, string> = { 'http://shop.test/away.csv': 'http://elsewhere.test/away.csv' };
(globalThis as unknown as { chrome: unknown }).chrome = {
  downloads: {
    download: async ({ url }: { url: string }) => {
      const id = nextId++;
      items.set(id, { id, url, finalUrl: redirects[url] ?? url, state: 'complete' });
      return id;
    },
    search: async ({ id }: { id: number }) => (items.has(id) ? [items.get(id)] : []),
    cancel: async () => undefined,
    erase: async ({ id }: { id: number }) => void items.delete(id),
    removeFile: async (id: number) => void removed.push(id),
    onChanged: { addListener: () => undefined, removeListener: () => undefined },
    onDeterminingFilename: { addListener: () => undefined },
  },
};
const { downloadFromAllowedSite } = await import('./download-gate.ts');
const allowed = async () => ['http://shop.test'];

describe('downloadFromAllowedSite', () => {
  it('resolves a download from an allowed site that finished before anyone listened', async () => {
    const id = await downloadFromAllowedSite('http://shop.test/report.csv', allowed);
    expect(items.get(id)?.state).to.equal('complete');
    expect(removed).to.deep.equal([]);
  });

  it('deletes and refuses one that finished, unnamed, on a site not allowed', async () => {
    const err = await downloadFromAllowedSite('http://shop.test/away.csv', allowed).then(
      () => null,
      (e: { code?: string }) => e,
    );
    expect(err?.code).to.equal('origin-not-allowed');
    expect(removed).to.have.length(1);
    expect(items.has(removed[0]!)).to.equal(false);
  });
});
