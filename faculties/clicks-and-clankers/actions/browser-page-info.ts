import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { defineAction } from '../define-action.ts';
import { originOf, projectUrl } from '../project-url.ts';

export interface FrameInfo {
  frameId: number;
  parentFrameId: number;
  documentId: string;
  url: string;
  origin: string;
}

export interface PageInfo {
  tabId: number;
  title: string;
  url: string;
  origin: string;
  documentId: string;
  frames: FrameInfo[];
  /** Whether the top frame exposes WebMCP (`document.modelContext` or the older `navigator.modelContext`). */
  webmcp: boolean;
}

// Serialised by chrome.scripting: it must not close over anything.
function probeFrame() {
  return {
    href: location.href,
    title: document.title,
    webmcp: 'modelContext' in document || 'modelContext' in navigator,
  };
}

export const browserPageInfo = defineAction({
  name: 'browser.page.info',
  description:
    "Describe one tab's page: title, URL, Chrome document ID, its frames (id, parent, document ID, URL, origin) and whether it offers WebMCP page tools. Defaults to the active tab. Cheap; use it to check where you are before and after acting.",
  input: Type.Object(
    { tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'Tab to describe; the most recently used web tab when omitted.' })) },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'inspect',
  async run(ctx, input): Promise<PageInfo> {
    const tab = await ctx.allowedTab(input.tabId);
    const [injections, navFrames] = await Promise.all([
      chrome.scripting.executeScript({ target: { tabId: tab.tabId, allFrames: true }, func: probeFrame }),
      chrome.webNavigation.getAllFrames({ tabId: tab.tabId }),
    ]);
    const parents = new Map((navFrames ?? []).map((f) => [f.frameId, f.parentFrameId]));
    const top = injections.find((r) => r.frameId === 0);
    if (!top?.result || !top.documentId) throw new BridgeError('tab-missing', `Tab ${tab.tabId} has no readable top frame.`);
    // The tab may have navigated between the allowlist check and the probe.
    if (originOf(top.result.href) !== tab.origin) {
      throw new BridgeError('navigated', `Tab ${tab.tabId} navigated away from ${tab.origin} while it was being read.`);
    }
    const frames: FrameInfo[] = injections
      .filter((r) => r.result && r.documentId)
      .map((r) => ({
        frameId: r.frameId,
        parentFrameId: parents.get(r.frameId) ?? -1,
        documentId: r.documentId,
        url: projectUrl(r.result!.href),
        origin: originOf(r.result!.href),
      }))
      .sort((a, b) => a.frameId - b.frameId);
    return {
      tabId: tab.tabId,
      title: top.result.title,
      url: projectUrl(top.result.href),
      origin: tab.origin,
      documentId: top.documentId,
      frames,
      webmcp: top.result.webmcp,
    };
  },
});
