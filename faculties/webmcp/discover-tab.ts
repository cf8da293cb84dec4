// Discovery for one tab, run in the service worker: reads every frame (or one) through
// webmcpPageOp in the content-script world, where page scripts cannot patch the API, falling back
// to the page's own world only for frames where the content-script world lacks it.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext, AllowedTop } from '../sdk/action-context.ts';
import { originOf } from '../sdk/project-url.ts';
import { assembleFrame, summarise, type AssembledFrame, type FrameReport } from './assemble.ts';
import {
  MAX_FORM_FIELDS,
  MAX_FORM_SCAN_ELEMENTS,
  MAX_FRAMES,
  MAX_SCHEMA_BYTES,
  MAX_TOOLS_SCANNED_PER_FRAME,
  MAX_TOOL_DESCRIPTION_CHARS,
  MAX_TOOL_NAME_CHARS,
  MAX_TOOL_TITLE_CHARS,
} from './limits.ts';
import { webmcpPageOp, type PageReadLimits, type PageReadOp, type PageReadResult } from './page-op.ts';
import type { WebmcpDiscovery } from './types.ts';

export const PAGE_READ_LIMITS: PageReadLimits = {
  nameChars: MAX_TOOL_NAME_CHARS,
  titleChars: MAX_TOOL_TITLE_CHARS,
  descriptionChars: MAX_TOOL_DESCRIPTION_CHARS,
  // A string longer than the byte limit in characters is over it in bytes too.
  schemaChars: MAX_SCHEMA_BYTES,
  toolsScanned: MAX_TOOLS_SCANNED_PER_FRAME,
  formFields: MAX_FORM_FIELDS,
  formScan: MAX_FORM_SCAN_ELEMENTS,
};

export interface TabDiscovery {
  discovery: WebmcpDiscovery;
  frames: AssembledFrame[];
}

function isRead(value: unknown): value is PageReadResult {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'read';
}

export async function discoverTab(ctx: Pick<ActionContext, 'page'>, tab: AllowedTop, opts: { frameId?: number; listen?: boolean } = {}): Promise<TabDiscovery> {
  const topOrigin = tab.origin;
  const op: PageReadOp = { kind: 'read', topOrigin, limits: PAGE_READ_LIMITS, listen: opts.listen ?? true };
  const target = opts.frameId === undefined ? { tabId: tab.tabId, allFrames: true as const } : { tabId: tab.tabId, frameId: opts.frameId };
  const isolated = await ctx.page.run(target, webmcpPageOp, [op]);
  const reports: FrameReport[] = isolated
    .filter((r) => isRead(r.value) && r.documentId)
    .map((r) => ({ frameId: r.frameId, documentId: r.documentId, world: 'isolated' as const, read: r.value as PageReadResult }));

  // Fall back to the page's own world only where the content-script world has no API at all
  // (an older browser or a page polyfill); such frames are marked world: 'main'.
  const bare = reports.filter((r) => r.read.api === 'none');
  if (bare.length) {
    const main = await ctx.page.run({ tabId: tab.tabId, documentIds: bare.map((r) => r.documentId) }, webmcpPageOp, [{ ...op, listen: false }], 'MAIN').catch(() => []);
    for (const m of main) {
      const report = reports.find((r) => r.documentId === m.documentId);
      if (report && isRead(m.value) && m.value.api !== 'none') Object.assign(report, { world: 'main', read: m.value });
    }
  }

  if (opts.frameId === undefined) {
    const top = reports.find((r) => r.frameId === 0);
    if (!top) throw new BridgeError('tab-missing', `Tab ${tab.tabId} has no readable top frame.`);
    if (originOf(top.read.href) !== topOrigin) throw new BridgeError('navigated', `Tab ${tab.tabId} navigated away from ${topOrigin} while it was being read.`);
  } else if (!reports.length) {
    throw new BridgeError('frame-missing', `Frame ${opts.frameId} of tab ${tab.tabId} could not be read.`);
  }
  reports.sort((a, b) => a.frameId - b.frameId);
  const kept = reports.slice(0, MAX_FRAMES);
  const frames: AssembledFrame[] = [];
  for (const report of kept) frames.push(await assembleFrame(tab.tabId, topOrigin, report));
  return { discovery: summarise(tab.tabId, topOrigin, tab.url, frames, reports.length - kept.length), frames };
}
