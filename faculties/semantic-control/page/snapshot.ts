// The snapshot: the walk's lines (walk.ts), as many as fit the caller's limits. Without a budget
// or query they are taken in document order; with either, lines in the viewport first, then
// lines relevant to the query, then the rest. Nothing is cut silently: a landmark line says how
// many lines inside it were left out (`more=N`), the frame counts the rest by role, and a cursor
// lists them on the next call.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { jsonChars, lineJsonChars } from '../json-chars.ts';
import { bound } from '../limits.ts';
import { formatLine } from '../../sdk/outline.ts';
import type { FrameSnapshot, SnapshotArgs } from '../protocol.ts';
import { selectLines, type Candidate } from '../select-lines.ts';
import { remember } from '../../sdk/page/resolve.ts';
import { frameRegionLevel } from '../../sdk/page/sensitive.ts';
import { CURSOR_TOKEN_CHARS, keepRest, takeRest } from './snapshot-store.ts';
import { inViewport } from '../../sdk/page/state.ts';
import { PathMemo } from '../../sdk/page/tree.ts';
import { countControls, queryWords, relevance, walkDocument, type Walk, type WalkEntry } from './walk.ts';

/** What the service worker adds to each frame (frameId, parentFrameId, documentId and punctuation), at its widest. */
export const FRAME_ENVELOPE_CHARS = jsonChars({ frameId: -(2 ** 31), parentFrameId: -(2 ** 31), documentId: 'F'.repeat(32) });
/** ` frame=<id>` the worker appends to an iframe line once it knows the child frame's id. */
const FRAME_LINK_CHARS = ' frame='.length + 11;
/** Counts are measured at this width before they are known. */
const WIDE_COUNT = 10 ** 9;

/**
 * Where this frame's own <iframe> sits in its parent's document (same origin only), so the
 * service worker can tie the parent's iframe line to this frame's id: content scripts have no
 * chrome.runtime.getFrameId here, and webNavigation does not know DOM order.
 */
function ownerPath(): string | null {
  try {
    const host = window.frameElement;
    return host ? new PathMemo().pathOf(host) : null;
  } catch {
    return null;
  }
}

function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? (i++, 4) : 3;
  }
  return n;
}

/** The walk, or one withheld line when this whole frame sits in a marked region of its parent. */
function walkFrame(memo: PathMemo): Walk {
  const level = frameRegionLevel();
  if (!level) return walkDocument(memo);
  const withheld = document.documentElement ? countControls(document.documentElement) : 0;
  const el = document.documentElement;
  return {
    entries: [{ el, line: { depth: 0, role: 'region', name: '', fingerprint: null, states: { blocked: level, withheld: String(withheld) } }, parent: -1, landmark: false, interactive: false }],
    omitted: { hidden: 0, sensitive: withheld, crossOriginFrames: 0 },
    childFrames: 0,
  };
}

/** The frame's answer without its outline and rest, with every count at its widest: what the outline must leave room for. */
function envelopeChars(url: string, title: string, roles: Iterable<string>): number {
  const rest: Record<string, number> = {};
  for (const role of roles) rest[role] = WIDE_COUNT;
  const omitted = { hidden: WIDE_COUNT, overLimit: WIDE_COUNT, sensitive: WIDE_COUNT, crossOriginFrames: WIDE_COUNT };
  const frame = { url, title, outline: '', listed: WIDE_COUNT, interactive: WIDE_COUNT, omitted, truncated: false, rest, cursor: 'x'.repeat(CURSOR_TOKEN_CHARS), childFrames: WIDE_COUNT };
  return jsonChars(frame) + FRAME_ENVELOPE_CHARS;
}

export function snapshot(args: SnapshotArgs): FrameSnapshot {
  const url = projectUrl(location.href);
  const title = bound(document.title, 200);
  let entries: WalkEntry[];
  let indexes: number[];
  let omitted: Walk['omitted'];
  let childFrames = 0;
  const ranked = args.budgetChars !== undefined || args.query !== undefined;
  if (args.cursor !== undefined) {
    const kept = takeRest(args.cursor);
    entries = kept.entries;
    // The rest, with the landmarks around it again: a line reads in its context.
    const wanted = new Set(kept.rest);
    for (const i of kept.rest) for (let p = entries[i]!.parent; p >= 0 && !wanted.has(p); p = entries[p]!.parent) wanted.add(p);
    indexes = [...wanted].sort((a, b) => a - b);
    // What the first answer counted as hidden or withheld is not counted again.
    omitted = { hidden: 0, sensitive: 0, crossOriginFrames: 0 };
  } else {
    const walk = walkFrame(new PathMemo());
    entries = walk.entries;
    indexes = entries.map((_, i) => i);
    omitted = walk.omitted;
    childFrames = walk.childFrames;
  }

  const position = new Map<number, number>();
  indexes.forEach((entryIndex, k) => position.set(entryIndex, k));
  const words = queryWords(args.query);
  const texts: string[] = [];
  const candidates: Candidate[] = indexes.map((i, k) => {
    const entry = entries[i]!;
    const text = formatLine(entry.line);
    texts[k] = text;
    const link = entry.iframePath ? FRAME_LINK_CHARS : 0;
    let rank = 0;
    if (ranked && args.cursor === undefined) {
      const score = relevance(entry.line, words);
      rank = inViewport(entry.el) ? 0 : score > 0 ? 1 + 1 / (1 + score) : 2;
    }
    let parent = entry.parent;
    while (parent >= 0 && !position.has(parent)) parent = entries[parent]!.parent;
    // Characters of JSON are only counted against a budget: a stringify per line otherwise wasted.
    const chars = args.budgetChars === undefined ? 0 : lineJsonChars(text) + link;
    return { parent: parent >= 0 ? position.get(parent)! : -1, rank, landmark: entry.landmark, bytes: utf8Length(text) + 1 + link, chars };
  });

  let maxChars = Infinity;
  if (args.budgetChars !== undefined) {
    const envelope = envelopeChars(url, title, new Set(indexes.map((i) => entries[i]!.line.role)));
    if (envelope > args.budgetChars) {
      throw new BridgeError('invalid-input', `A budget of ${args.budgetChars} characters does not hold this frame's address, title and counts (${envelope}); give a larger budget.`, {
        needed: envelope,
      });
    }
    maxChars = args.budgetChars - envelope;
  }
  const chosen = selectLines(candidates, { lines: args.maxElements, bytes: args.maxBytes, chars: maxChars });

  const lines: string[] = [];
  const iframes: FrameSnapshot['iframes'] = [];
  let interactive = 0;
  let outlineBytes = 0;
  for (const k of chosen.taken) {
    const entry = entries[indexes[k]!]!;
    let text = texts[k]!;
    // selectLines kept room for this count when it took the landmark.
    const more = chosen.moreIn.get(k);
    if (more) text += ` more=${more}`;
    if (entry.iframePath) iframes.push({ path: entry.iframePath, line: lines.length });
    if (entry.interactive) interactive++;
    if (entry.line.fingerprint) remember(entry.line.fingerprint, entry.el);
    outlineBytes += candidates[k]!.bytes + (more ? ` more=${more}`.length : 0);
    lines.push(text);
  }

  const result: FrameSnapshot = {
    url,
    title,
    outline: lines.join('\n'),
    listed: lines.length,
    interactive,
    omitted: { ...omitted, overLimit: chosen.rest.length },
    truncated: chosen.rest.length > 0,
    childFrames,
    outlineBytes,
    iframes,
    ownerPath: ownerPath(),
  };
  if (chosen.rest.length) {
    const rest: Record<string, number> = {};
    for (const k of chosen.rest) {
      const role = entries[indexes[k]!]!.line.role;
      rest[role] = (rest[role] ?? 0) + 1;
    }
    result.rest = rest;
    result.cursor = keepRest(entries, chosen.rest.map((k) => indexes[k]!));
  }
  return result;
}
