import type { Picture } from '../faculties/sdk/picture.ts';
import type { ReceiptApproval } from './receipts.ts';
import type { RequestBinding } from './recording/origin-binding.ts';
import { readDiscovery, type DiscoveredPageTool } from './untrusted-data.ts';

/** One page tool as an invocation names it. */
export interface PageToolRef {
  frameId: number;
  name: string;
  descriptorHash: string;
}

/**
 * A read the approval of a change also covered (the window listed it): which grant, the page
 * tool and the hash of its exact call. The extension is the gate; this only says which grant to
 * present instead of asking again.
 */
export interface PlannedRead {
  grantId: string;
  documentId: string;
  descriptorHash: string;
  /** canonicalHash of the call's `arguments`. */
  argumentsHash: string;
}

/**
 * A change the person approved together with the read that finds its entry (one window): which
 * grant, the page tool, the hash of its arguments without the fields the read filled, and the
 * values the read's answer filled them with. Again the extension is the gate; this only says
 * which grant to present for exactly that change.
 */
export interface PlannedChange {
  grantId: string;
  documentId: string;
  descriptorHash: string;
  /** canonicalHash of the change's `arguments` without the filled fields. */
  argumentsHash: string;
  filled: Record<string, string | number>;
  /** What the window showed, for the change's receipt. */
  asked: { approval: ReceiptApproval; picture: Picture | null } | null;
}

/** The actor of the built-in Navi's own tasks. */
export const NAVI_ACTOR = 'Navi';

// What the ToolRouter remembers about one Navi task: which documents were discovered and with
// which page tools, why the Navi fell back below WebMCP, and which documents are waiting for an
// inspection after an `outcome-unknown` (and which page tools' outcomes are unknown there).
// Keyed by Chrome document ID, so a navigation starts from nothing. Each caller (the Navi, each
// paired MCP client) has its own task, so none of this crosses between them. Each request the
// person makes starts a new request within the task: discoveries carry over, a reason to fall
// back does not.
export class TaskState {
  /** The request being served: its id and the person's words; null for calls made outside the chat. */
  private current: { id: string; text: string; binding?: RequestBinding } | null = null;
  private readonly discovered = new Set<string>();
  /** Top document -> the page tools its last discovery listed, in every frame. */
  private readonly toolsByPage = new Map<string, DiscoveredPageTool[]>();
  private readonly fallbackReasons = new Map<string, string>();
  /** Document -> the page tools whose outcome is unknown there (empty when the change was not a page tool). */
  private readonly unknownOutcomes = new Map<string, PageToolRef[]>();
  /** Reads approved together with a change of this request, not yet run. */
  private plannedReads: PlannedRead[] = [];
  private plannedChanges: PlannedChange[] = [];

  /**
   * `actor` names who asks (the Navi, or an MCP client by the name it was paired under): receipts
   * and approval requests carry it.
   */
  constructor(
    readonly id: string = crypto.randomUUID(),
    readonly actor: string = NAVI_ACTOR,
  ) {}

  /**
   * A new request from the person. Reasons given for falling back were about the last one, so
   * they are dropped: a receipt of this request never shows another's reason, and the ladder
   * asks again why no page tool fits.
   */
  beginRequest(text: string): { id: string; text: string } {
    this.current = { id: crypto.randomUUID(), text };
    this.fallbackReasons.clear();
    this.plannedReads = [];
    this.plannedChanges = [];
    return this.current;
  }

  get request(): { id: string; text: string; binding?: RequestBinding } | null {
    return this.current;
  }

  /** Binds the current request to an origin (a replay of a flow): the router refuses its calls anywhere else. */
  bindRequest(binding: RequestBinding): void {
    if (this.current) this.current = { ...this.current, binding };
  }

  recordDiscovery(documentId: string): void {
    this.discovered.add(documentId);
  }

  /** Records a `browser.webmcp.discover` result: every frame document it covered, and its tools. */
  recordDiscoveryResult(topDocumentId: string, result: unknown): void {
    this.recordDiscovery(topDocumentId);
    const frames = (result as { frames?: { documentId?: unknown }[] } | null)?.frames;
    for (const frame of Array.isArray(frames) ? frames : []) if (typeof frame?.documentId === 'string') this.recordDiscovery(frame.documentId);
    this.toolsByPage.set(topDocumentId, readDiscovery(result));
  }

  /**
   * The tool the last discovery of this page listed under exactly this frame, name and
   * descriptorHash. The hash covers the annotations, so what it says about them is what the
   * page declared for the very tool an approval would bind.
   */
  discoveredTool(topDocumentId: string, ref: PageToolRef): DiscoveredPageTool | undefined {
    return (this.toolsByPage.get(topDocumentId) ?? []).find((t) => t.frameId === ref.frameId && t.name === ref.name && t.descriptorHash === ref.descriptorHash);
  }

  /**
   * A `toolchange` in the document: what discovery found (and any reason given against it) no
   * longer holds, so the ladder needs a fresh discovery before falling back or invoking again.
   */
  invalidateDiscovery(documentId: string): void {
    this.discovered.delete(documentId);
    this.toolsByPage.delete(documentId);
    for (const [page, tools] of this.toolsByPage) this.toolsByPage.set(page, tools.filter((t) => t.documentId !== documentId));
    this.fallbackReasons.delete(documentId);
  }

  wasDiscovered(documentId: string): boolean {
    return this.discovered.has(documentId);
  }

  /** The Navi's own words for why none of the document's page tools fits. */
  recordFallback(documentId: string, reason: string): void {
    this.fallbackReasons.set(documentId, reason);
  }

  fallbackReason(documentId: string): string | undefined {
    return this.fallbackReasons.get(documentId);
  }

  /** A change in the document ended with `outcome-unknown`; `tool` is the page tool it ran, if it was one. */
  markOutcomeUnknown(documentId: string, tool: PageToolRef | null): void {
    const tools = this.unknownOutcomes.get(documentId) ?? [];
    if (tool) tools.push(tool);
    this.unknownOutcomes.set(documentId, tools);
  }

  needsInspection(documentId: string): boolean {
    return this.unknownOutcomes.has(documentId);
  }

  /** Whether this page tool (same name and descriptor hash, in any frame) is one whose outcome is unknown in the document. */
  isUnknownOutcome(documentId: string, tool: PageToolRef): boolean {
    return (this.unknownOutcomes.get(documentId) ?? []).some((t) => t.name === tool.name && t.descriptorHash === tool.descriptorHash);
  }

  recordInspection(documentId: string): void {
    this.unknownOutcomes.delete(documentId);
  }

  /** The person approved these reads together with a change (one grant). */
  recordPlannedReads(reads: PlannedRead[]): void {
    this.plannedReads.push(...reads);
  }

  /** Takes the planned read that is exactly this call, if one is left (each is presented once). */
  takePlannedRead(documentId: string, descriptorHash: string, argumentsHash: string): PlannedRead | undefined {
    const i = this.plannedReads.findIndex((r) => r.documentId === documentId && r.descriptorHash === descriptorHash && r.argumentsHash === argumentsHash);
    return i < 0 ? undefined : this.plannedReads.splice(i, 1)[0];
  }

  recordPlannedChange(change: PlannedChange): void {
    this.plannedChanges.push(change);
  }

  /** The planned changes of this page tool in this document, still to run. */
  plannedChangesOf(documentId: string, descriptorHash: string): readonly PlannedChange[] {
    return this.plannedChanges.filter((c) => c.documentId === documentId && c.descriptorHash === descriptorHash);
  }

  /** Takes a planned change (each is presented once). */
  takePlannedChange(change: PlannedChange): void {
    this.plannedChanges = this.plannedChanges.filter((c) => c !== change);
  }
}
