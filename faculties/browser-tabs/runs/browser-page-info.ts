import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { PageRpc } from '../../sdk/page-rpc.ts';
import { originOf, projectUrl } from '../../sdk/project-url.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageInfo, type FrameInfo, type PageInfo } from '../actions/browser-page-info.ts';

// Serialised by chrome.scripting: it must not close over anything.
function probeWebMcp() {
  return 'modelContext' in document || 'modelContext' in navigator;
}

/**
 * Whether a document exposes WebMCP cannot change during its life (page scripts cannot remove
 * the API from the extension's isolated world), and a navigation makes a new document ID. So the
 * probe runs once per document; the cache is only a cache, lost harmlessly with the worker.
 */
const WEBMCP_CACHE_MAX_ENTRIES = 512;
const webmcpByDocument = new Map<string, boolean>();

async function hasWebMcp(page: PageRpc, tabId: number, documentId: string): Promise<boolean> {
  const cached = webmcpByDocument.get(documentId);
  if (cached !== undefined) return cached;
  const [probe] = await page.run({ tabId, documentId }, probeWebMcp, []);
  const present = probe?.value === true;
  if (webmcpByDocument.size >= WEBMCP_CACHE_MAX_ENTRIES) webmcpByDocument.delete(webmcpByDocument.keys().next().value!);
  webmcpByDocument.set(documentId, present);
  return present;
}

export const browserPageInfoRun = implement(browserPageInfo, {
  async run(ctx, input): Promise<PageInfo> {
    // Frame metadata comes from the browser process, not the page, so it can be read alongside
    // the allowlist check; it is discarded unless the check passes.
    const [tab, early] = await Promise.all([ctx.allowedTab(input.tabId), input.tabId === undefined ? null : ctx.frames(input.tabId)]);
    const navFrames = early ?? (await ctx.frames(tab.tabId));
    const top = navFrames.find((f) => f.frameId === 0);
    if (!top) throw new BridgeError('tab-missing', `Tab ${tab.tabId} has no top frame (it may have closed).`);
    // The tab may have navigated between the allowlist check and this read.
    if (originOf(top.url) !== tab.origin) {
      throw new BridgeError('navigated', `Tab ${tab.tabId} navigated away from ${tab.origin} while it was being read.`);
    }
    const frames: FrameInfo[] = navFrames
      .filter((f) => !f.errorOccurred)
      .map((f) => ({ frameId: f.frameId, parentFrameId: f.parentFrameId, documentId: f.documentId, url: projectUrl(f.url), origin: originOf(f.url) }))
      .sort((a, b) => a.frameId - b.frameId);
    return {
      tabId: tab.tabId,
      title: tab.title,
      url: projectUrl(top.url),
      origin: tab.origin,
      documentId: top.documentId,
      frames,
      webmcp: await hasWebMcp(ctx.page, tab.tabId, top.documentId),
    };
  },
});
