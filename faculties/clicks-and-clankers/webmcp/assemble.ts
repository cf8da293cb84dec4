// Pure assembly of a discovery answer from what each frame reported: projection and hashing per
// tool, the per-frame count limit, the cross-origin rules, and the total byte budget.
import { projectUrl } from '../project-url.ts';
import { projectTool, toWebmcpTool } from './descriptor.ts';
import { jsonBytes } from './json-measure.ts';
import { MAX_DISCOVERY_BYTES, MAX_EXCLUDED_LISTED_PER_FRAME, MAX_TOOLS_PER_FRAME } from './limits.ts';
import type { PageApi, PageReadResult } from './page-op.ts';
import type { ExcludedTool, RawTool, WebmcpDiscovery, WebmcpFrame } from './types.ts';

export interface FrameReport {
  frameId: number;
  documentId: string;
  world: 'isolated' | 'main';
  read: PageReadResult;
}

/** A frame as assembled, with the raw tools kept beside it for dispatch (never sent on the wire). */
export interface AssembledFrame {
  frame: WebmcpFrame;
  raw: Map<string, RawTool>;
  /** Every tool name the frame has that passed name checks, included or not (for ambiguity). */
  names: string[];
}

function addExcluded(frame: WebmcpFrame, entry: ExcludedTool): void {
  if (frame.excluded.length < MAX_EXCLUDED_LISTED_PER_FRAME) frame.excluded.push(entry);
  else frame.excludedOmitted++;
}

export async function assembleFrame(tabId: number, topOrigin: string, report: FrameReport): Promise<AssembledFrame> {
  const { read } = report;
  const frame: WebmcpFrame = {
    tabId,
    frameId: report.frameId,
    documentId: report.documentId,
    origin: read.origin,
    url: projectUrl(read.href),
    api: read.api as PageApi,
    world: report.world,
    tools: [],
    excluded: [],
    excludedOmitted: 0,
  };
  const raw = new Map<string, RawTool>();
  const names: string[] = [];
  if (read.crossOrigin || read.origin !== topOrigin) {
    // Neither names nor descriptions of another origin's tools leave the extension.
    if (read.total > 0) {
      addExcluded(frame, { name: null, reason: 'cross-origin-frame', detail: `${read.total} tool(s) in a frame on ${read.origin}, not the tab's origin ${topOrigin}.` });
    }
    return { frame, raw, names };
  }
  const seen = new Set<string>();
  for (const tool of read.tools) {
    const projected = projectTool(tool, read.origin);
    if (!projected.ok) {
      if (projected.excluded.name) names.push(projected.excluded.name);
      addExcluded(frame, projected.excluded);
      continue;
    }
    const d = projected.descriptor;
    names.push(d.name);
    if (seen.has(d.name)) {
      // Chromium ignores a second registration of a name; a polyfill might not. Either way one name, one tool.
      addExcluded(frame, { name: d.name, reason: 'invalid-name', detail: 'Another tool in this frame has the same name.' });
      continue;
    }
    seen.add(d.name);
    if (frame.tools.length >= MAX_TOOLS_PER_FRAME) {
      addExcluded(frame, { name: d.name, reason: 'too-many-tools', detail: `The frame has more than ${MAX_TOOLS_PER_FRAME} tools.` });
      continue;
    }
    try {
      frame.tools.push(await toWebmcpTool(d));
      raw.set(d.name, tool);
    } catch {
      addExcluded(frame, { name: d.name, reason: 'schema-invalid', detail: 'The descriptor cannot be put in canonical JSON (e.g. a non-finite number).' });
    }
  }
  const unread = read.total - read.tools.length;
  if (unread > 0) frame.excludedOmitted += unread; // past MAX_TOOLS_SCANNED_PER_FRAME: counted, not read
  return { frame, raw, names };
}

/**
 * Drops whole tools, last frame first, until the answer fits `maxBytes`; each one dropped is
 * listed as `bridge-bytes`. If the exclusion lists themselves are too big, their tail is turned
 * into counts (`excludedOmitted`). Sizes are tracked incrementally, then checked exactly.
 */
export function applyByteBudget(discovery: WebmcpDiscovery, frames: AssembledFrame[], maxBytes = MAX_DISCOVERY_BYTES): void {
  for (let pass = 0; pass < 4 && jsonBytes(discovery) > maxBytes; pass++) {
    let size = jsonBytes(discovery);
    for (let f = frames.length - 1; f >= 0 && size > maxBytes; f--) {
      const frame = frames[f]!.frame;
      while (frame.tools.length && size > maxBytes) {
        const tool = frame.tools.pop()!;
        frames[f]!.raw.delete(tool.name);
        size -= jsonBytes(tool) + 1;
        const entry: ExcludedTool = { name: tool.name, reason: 'bridge-bytes', detail: `Listing it would take the answer past ${maxBytes} bytes.` };
        if (frame.excluded.length < MAX_EXCLUDED_LISTED_PER_FRAME) size += jsonBytes(entry) + 1;
        addExcluded(frame, entry);
      }
    }
    for (let f = frames.length - 1; f >= 0 && size > maxBytes; f--) {
      const frame = frames[f]!.frame;
      while (frame.excluded.length && size > maxBytes) {
        size -= jsonBytes(frame.excluded.pop()) + 1;
        frame.excludedOmitted++;
      }
    }
  }
  discovery.toolCount = discovery.frames.reduce((n, fr) => n + fr.tools.length, 0);
  discovery.excludedCount = discovery.frames.reduce((n, fr) => n + fr.excluded.length + fr.excludedOmitted, 0);
}

export function summarise(tabId: number, origin: string, url: string, frames: AssembledFrame[], framesOmitted = 0): WebmcpDiscovery {
  const discovery: WebmcpDiscovery = {
    tabId,
    origin,
    url: projectUrl(url),
    frames: frames.map((f) => f.frame),
    framesOmitted,
    toolCount: 0,
    excludedCount: 0,
    untrusted: true,
  };
  applyByteBudget(discovery, frames);
  return discovery;
}
