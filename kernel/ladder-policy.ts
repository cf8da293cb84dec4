// The capability ladder as local policy. It keys on declared data (effect, tier), never on names,
// and page annotations never relax it: every WebMCP invocation is mutation-grade, and the one
// annotation it reads (`debugging`) can only hide a tool.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { purposeProblem } from '../faculties/live-patch/rules.ts';
import type { PolicyDecision } from './faculty.ts';
import type { PageToolRef, TaskState } from './task-state.ts';
import type { DiscoveredPageTool } from './untrusted-data.ts';

/** A ladder refusal with a code of its own (the top rungs' and page tools' conditions). */
export type LadderDecision =
  | PolicyDecision
  | { allow: false; code: 'purpose-required' | 'developer-mode-off' | 'discovery-required' | 'invalid-input'; message: string };

/**
 * The top rungs' own conditions, keyed on the declared tier: a Live Patch change only when the
 * Navi declares the edit (its operations, when it has any) and its purpose; raw JavaScript only
 * in developer mode (AI Echo's setting and the extension's, both on).
 */
export function topRungDecision(d: ToolDescriptor, input: Record<string, unknown>, developerMode: boolean): LadderDecision {
  if (d.tier === 'rawjs' && !developerMode) {
    return {
      allow: false,
      code: 'developer-mode-off',
      message: `${d.name} is raw JavaScript: it runs only while developer mode is on in both AI Echo's settings and the extension's options page.`,
    };
  }
  if (d.tier === 'livepatch' && d.effect === 'mutation') {
    const why = purposeProblem(input.purpose);
    if (why) return { allow: false, code: 'purpose-required', message: `${d.name}: ${why}` };
    if ('operations' in input && (!Array.isArray(input.operations) || input.operations.length === 0)) {
      return { allow: false, code: 'purpose-required', message: `${d.name} must declare the edit: a non-empty list of operations.` };
    }
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
  return d.effect === 'read' && (d.tier === 'webmcp' || d.tier === 'semantic');
}

/** Whether the descriptor is the WebMCP rung's mutation: the one way to run a page tool. */
export function invokesPageTool(d: ToolDescriptor): boolean {
  return d.tier === 'webmcp' && d.effect === 'mutation';
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
export function pageToolDecision(d: ToolDescriptor, ref: PageToolRef | null, known: DiscoveredPageTool | undefined, developerMode: boolean): LadderDecision {
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
  if (d.tier === 'semantic' || d.tier === 'livepatch' || d.tier === 'rawjs') {
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
