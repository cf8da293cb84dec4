// The capability ladder as local policy. It keys on declared data (effect, tier), never on names,
// and page annotations never enter into it: every WebMCP invocation is mutation-grade.
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { purposeProblem } from '../faculties/live-patch/rules.ts';
import type { PolicyDecision } from './faculty.ts';
import type { TaskState } from './task-state.ts';

/** A ladder refusal with a code of its own (the top rungs' conditions). */
export type LadderDecision = PolicyDecision | { allow: false; code: 'purpose-required' | 'developer-mode-off'; message: string };

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
 * Reads that count as inspecting a document after an `outcome-unknown`: discovery, snapshot,
 * extract, verify. (Invoking a page tool the last discovery annotated read-only counts too; the
 * router decides that, since it needs the discovered descriptor.)
 */
export function isInspection(d: ToolDescriptor): boolean {
  return d.effect === 'read' && (d.tier === 'webmcp' || d.tier === 'semantic');
}

/**
 * `browser.webmcp.invoke` is declared `mutation` in the registry, so every page-tool call is
 * mutation-grade here whatever its annotations say; `readOnlyInspection` only lets a call
 * through the outcome-unknown gate, never past consent.
 */
export function ladderDecision(d: ToolDescriptor, documentId: string | null, task: TaskState, readOnlyInspection = false): PolicyDecision {
  if (d.effect !== 'mutation') return { allow: true };
  if (documentId !== null && task.needsInspection(documentId) && !readOnlyInspection) {
    return {
      allow: false,
      code: 'inspection-required',
      message: `An earlier change on this page ended with outcome-unknown. Inspect it first (discover, snapshot, extract or a read-only tool) before ${d.name} runs again.`,
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
