// The capability ladder as local policy: the tier table's rules (browser-bridge/tiers.ts) applied
// to one call. It keys on declared data (effect, tier), never on names, and page annotations never
// relax it: every WebMCP invocation is mutation-grade, and the one annotation it reads
// (`debugging`) can only hide a tool.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { tierRule } from '../browser-bridge/tiers.ts';
import type { PolicyDecision } from '../faculties/sdk/policy.ts';
import type { PageToolRef, TaskState } from './task-state.ts';
import type { DiscoveredPageTool } from './untrusted-data.ts';

/** A rung that exists only in developer mode (AI Echo's setting and the extension's, both on). */
export function developerModeDecision(d: ToolDescriptor, developerMode: boolean): PolicyDecision {
  if (tierRule(d.tier).developerMode && !developerMode) {
    return {
      allow: false,
      code: 'developer-mode-off',
      message: `${d.name} is on the ${d.tier} rung: it runs only while developer mode is on in both AI Echo's settings and the extension's options page.`,
    };
  }
  return { allow: true };
}

/**
 * Reads that count as inspecting a document after an `outcome-unknown`: our own reads of the
 * page (discovery, snapshot, extract, verify, wait), by declared effect and tier. A page tool
 * counts only when it is not the one whose outcome is unknown, and only once it completed; the
 * router decides that, since it needs the task's memory.
 */
export function isInspection(d: ToolDescriptor): boolean {
  return d.effect === 'read' && tierRule(d.tier).inspects;
}

/** A read that discovers the page's own tools: the router records what it covered. */
export function isDiscovery(d: ToolDescriptor): boolean {
  return d.effect === 'read' && tierRule(d.tier).discovers;
}

/** Whether the call runs a page's own tool: a change on the rung whose approvals bind a page tool. */
export function invokesPageTool(d: ToolDescriptor): boolean {
  return d.effect === 'mutation' && tierRule(d.tier).approval?.subject === 'page-tool';
}

/** The page tool an invocation names; null when the input does not name one completely. */
export function pageToolRef(input: Record<string, unknown>): PageToolRef | null {
  const { name, descriptorHash, frameId } = input;
  if (typeof name !== 'string' || typeof descriptorHash !== 'string') return null;
  return { frameId: typeof frameId === 'number' ? frameId : 0, name, descriptorHash };
}

/**
 * A page tool runs only when this task's discovery of the page listed exactly it (so the router
 * knows the descriptor the approval will bind), and a tool the page marked `debugging` only in
 * developer mode.
 */
export function pageToolDecision(d: ToolDescriptor, ref: PageToolRef | null, known: DiscoveredPageTool | undefined, developerMode: boolean): PolicyDecision {
  if (!ref) return { allow: false, code: 'invalid-input', message: `${d.name} needs the page tool's name and descriptorHash, as discovered.` };
  if (!known) {
    return {
      allow: false,
      code: 'discovery-required',
      message: `${d.name}: this task's discovery of the page did not list ${ref.name} with this descriptorHash in frame ${ref.frameId} (or the page's tools changed since). Run browser.webmcp.discover and use a tool it lists.`,
    };
  }
  if (known.debugging && !developerMode) {
    return {
      allow: false,
      code: 'developer-mode-off',
      message: `${ref.name} is a tool the page marked for debugging: it is used only while developer mode is on in both AI Echo's settings and the extension's options page.`,
    };
  }
  return { allow: true };
}

/**
 * `browser.webmcp.invoke` is declared `mutation` in the registry, so every page-tool call is
 * mutation-grade here whatever its annotations say. After an `outcome-unknown` on a document,
 * a change waits for an inspection; only a different page tool (another name or descriptor hash
 * than any whose outcome is unknown) may run meanwhile, since its completing is an inspection.
 * The call whose outcome is unknown never inspects itself.
 */
export function ladderDecision(d: ToolDescriptor, documentId: string | null, task: TaskState, pageTool: PageToolRef | null = null): PolicyDecision {
  if (d.effect !== 'mutation') return { allow: true };
  if (documentId !== null && task.needsInspection(documentId) && (!pageTool || task.isUnknownOutcome(documentId, pageTool))) {
    const which = pageTool ? `${pageTool.name} is the page tool whose outcome is unknown; it never counts as its own inspection. ` : '';
    return {
      allow: false,
      code: 'inspection-required',
      message: `An earlier change on this page ended with outcome-unknown. ${which}Inspect the page first (discover, snapshot, extract or verify, or another page tool that completes) before ${d.name} runs again.`,
    };
  }
  if (tierRule(d.tier).belowWebmcp) {
    if (documentId === null || !task.wasDiscovered(documentId)) {
      return { allow: false, code: 'ladder-skip', message: `${d.name} is below WebMCP on the ladder: run browser.webmcp.discover on this page first.` };
    }
    if (!task.fallbackReason(documentId)) {
      return {
        allow: false,
        code: 'ladder-skip',
        message: `${d.name} needs a recorded reason why none of this page's WebMCP tools fits (navi.fallback) before falling back.`,
      };
    }
  }
  return { allow: true };
}
