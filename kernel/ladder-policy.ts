// The capability ladder as local policy: the tier table's rules (browser-bridge/tiers.ts) applied
// to one call. It keys on declared data (effect, tier), never on names, and page annotations
// never enter into it: every WebMCP invocation is mutation-grade.
import { tierRule } from '../browser-bridge/tiers.ts';
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import type { PolicyDecision } from '../faculties/sdk/policy.ts';
import type { TaskState } from './task-state.ts';

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

/** Reads that count as inspecting a document after an `outcome-unknown` (the tier table's `inspects`). */
export function isInspection(d: ToolDescriptor): boolean {
  return d.effect === 'read' && tierRule(d.tier).inspects;
}

/** A read that discovers the page's own tools: the router records what it covered. */
export function isDiscovery(d: ToolDescriptor): boolean {
  return d.effect === 'read' && tierRule(d.tier).discovers;
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
