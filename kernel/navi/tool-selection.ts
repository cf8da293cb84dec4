// The tools a model is offered for one request, so its prompt and grammar stay small: the
// ladder's own steps (discover, invoke, the fallback reason, the outline), the few tools the
// request is about (ranked by the same matcher the built-in Navi uses), and every tool already
// used for this request (its results are in the conversation). Page tools are narrowed the same
// way among the discovered ones.
import type { NaviTool } from '../navi-engine.ts';
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { isQuestion } from './request-kind.ts';
import { rankTools } from './tool-matcher.ts';

/** The ladder's own steps, offered whatever the request: the model must be able to follow it. */
export const LADDER_TOOLS = ['browser.webmcp.discover', 'browser.webmcp.invoke', 'navi.fallback', 'browser.semantic.snapshot'];

export function toolsForRequest(request: string, tools: readonly NaviTool[], used: readonly string[] = [], max = 6): NaviTool[] {
  const ranked = rankTools(request, tools, { question: isQuestion(request) }).filter((r) => r.score > 0 && !LADDER_TOOLS.includes(r.tool.name));
  const chosen = new Set([...LADDER_TOOLS, ...used, ...ranked.slice(0, max).map((r) => r.tool.name)]);
  return tools.filter((t) => chosen.has(t.name));
}

/** The discovered page tools the request is about, best first; all of them when none scores. */
export function pageToolsForRequest(request: string, discovered: readonly DiscoveredPageTool[], max = 4): DiscoveredPageTool[] {
  const ranked = rankTools(request, discovered, { question: isQuestion(request) }).filter((r) => r.score > 0);
  return ranked.length ? ranked.slice(0, max).map((r) => r.tool) : discovered.slice(0, max);
}
