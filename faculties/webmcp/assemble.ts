// Pure assembly of a discovery answer from what each frame reported: projection and hashing per
// tool, the per-frame count limit, the cross-origin rules, and the total byte budget.
import { projectUrl } from '../sdk/project-url.ts';
import { projectTool, toWebmcpTool } from './descriptor.ts';
import { jsonBytes, jsonFits } from '../sdk/json-measure.ts';
import { MAX_DISCOVERY_BYTES, MAX_EXCLUDED_LISTED_PER_FRAME, MAX_TOOLS_PER_FRAME } from './limits.ts';
import type { PageApi, PageReadResult } from './page-op.ts';
import type { ExcludedTool, RawTool, WebmcpDiscovery, WebmcpFrame, WebmcpTool } from './types.ts';

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

/**
 * Projections by what the page reported plus the frame's origin: projection and hashing are pure
 * functions of exactly that, so a repeat discovery of unchanged tools skips parsing,
 * canonicalisation and SHA-256. Bounded, oldest first out; lost with the worker, which only
 * costs time.
 */
type Finished = { ok: true; tool: WebmcpTool } | { ok: false; excluded: ExcludedTool };
const projectionCache = new Map<string, Finished>();
const PROJECTION_CACHE_ENTRIES = 4096;

async function finishTool(raw: RawTool, frameOrigin: string): Promise<Finished> {
  const key = JSON.stringify([frameOrigin, raw.name, raw.title, raw.description, raw.schemaText, raw.schemaUnreadable ?? false, raw.annotations, raw.origin, raw.form ?? null]);
  const hit = projectionCache.get(key);
  if (hit) return hit;
  const projected = projectTool(raw, frameOrigin);
  let done: Finished;
  if (!projected.ok) done = projected;
  else {
    try {
      done = { ok: true, tool: await toWebmcpTool(projected.descriptor) };
    } catch {
      done = { ok: false, excluded: { name: projected.descriptor.name, reason: 'schema-invalid', detail: 'The descriptor cannot be put in canonical JSON (e.g. a non-finite number).' } };
    }
  }
  if (projectionCache.size >= PROJECTION_CACHE_ENTRIES) projectionCache.delete(projectionCache.keys().next().value!);
  projectionCache.set(key, done);
  return done;
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
  // Projections run concurrently (hashing is async); the list keeps the page's order (by name).
  const finished = await Promise.all(read.tools.map((tool) => finishTool(tool, read.origin)));
  const seen = new Set<string>();
  finished.forEach((done, i) => {
    if (!done.ok) {
      if (done.excluded.name) names.push(done.excluded.name);
      addExcluded(frame, done.excluded);
      return;
    }
    const { tool } = done;
    names.push(tool.name);
    if (seen.has(tool.name)) {
      // Chromium ignores a second registration of a name; a polyfill might not. Either way one name, one tool.
      addExcluded(frame, { name: tool.name, reason: 'invalid-name', detail: 'Another tool in this frame has the same name.' });
      return;
    }
    seen.add(tool.name);
    if (frame.tools.length >= MAX_TOOLS_PER_FRAME) {
      addExcluded(frame, { name: tool.name, reason: 'too-many-tools', detail: `The frame has more than ${MAX_TOOLS_PER_FRAME} tools.` });
      return;
    }
    frame.tools.push(tool);
    raw.set(tool.name, read.tools[i]!);
  });
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
  for (let pass = 0; pass < 4 && !jsonFits(discovery, maxBytes); pass++) {
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
