// Reading the results of the Navi's own calls: the latest of a kind, a page tool's value, the
// outline lines of a snapshot. Every result is untrusted data; these helpers only pick it apart.
import { parseOutline } from '../../faculties/sdk/outline.ts';
import type { ToolCall } from '../navi-engine.ts';
import type { Line } from './target-resolver.ts';
import type { Result } from './turn.ts';
import { readDiscovery, type DiscoveredPageTool } from '../untrusted-data.ts';

export const DISCOVER = 'browser.webmcp.discover';
export const INVOKE = 'browser.webmcp.invoke';
export const SNAPSHOT = 'browser.semantic.snapshot';
export const EXTRACT = 'browser.semantic.extract';
export const FALLBACK = 'navi.fallback';
export const CLICK = 'browser.semantic.click';
/** Characters of a page's text read at most. */
export const MAX_PAGE_CHARS = 60_000;

export function lastOf(results: readonly Result[], name: string, pred: (r: Result) => boolean = () => true): Result | undefined {
  for (let i = results.length - 1; i >= 0; i--) if (results[i]!.call.name === name && pred(results[i]!)) return results[i];
  return undefined;
}

/** The page tools of the latest successful discovery among `results`. */
export function discoveredIn(results: readonly Result[]): { result: Result; tools: DiscoveredPageTool[] } | undefined {
  const r = lastOf(results, DISCOVER, (x) => x.ok);
  return r ? { result: r, tools: readDiscovery(r.result.data) } : undefined;
}

/** The invocation of one page tool among `results`. */
export function invocationOf(results: readonly Result[], toolName: string): Result | undefined {
  return lastOf(results, INVOKE, (r) => r.call.arguments.name === toolName);
}

/** What a page tool returned (unwrapped from the invoke result). */
export function toolValue(r: Result | undefined): unknown {
  return (r?.result.data as { result?: { value?: unknown } } | undefined)?.result?.value;
}

/** The error message a failed call carries (the bridge's own words). */
export function errorMessage(r: Result): string {
  const msg = (r.result.data as { message?: unknown } | null)?.message;
  return typeof msg === 'string' ? msg : '';
}

/** Every outline line of a snapshot, with the frame it came from. */
export function outlineLines(snapshot: Result | undefined): Line[] {
  const out: Line[] = [];
  const frames = (snapshot?.result.data as { frames?: { frameId?: unknown; outline?: unknown }[] } | undefined)?.frames;
  for (const f of Array.isArray(frames) ? frames : []) {
    if (typeof f?.outline !== 'string') continue;
    const frameId = typeof f.frameId === 'number' ? f.frameId : 0;
    for (const line of parseOutline(f.outline)) out.push({ ...line, frameId });
  }
  return out;
}

export const call = (name: string, args: Record<string, unknown>, rationale: string): { kind: 'call'; call: ToolCall; rationale: string } => ({
  kind: 'call',
  call: { name, arguments: args },
  rationale,
});

/** A failed call, in the person's terms: which call, its error code and message. */
export function failure(r: Result): string {
  return `${r.call.name === INVOKE ? `the page tool ${String(r.call.arguments.name)}` : r.call.name} failed (${r.errorCode ?? 'error'}): ${errorMessage(r)}`.trim();
}
