import { readDiscovery, type DiscoveredPageTool } from './untrusted-data.ts';

// What the ToolRouter remembers about one Navi task: which documents were discovered, why the
// Navi fell back below WebMCP, and which documents are waiting for an inspection after an
// `outcome-unknown`. Keyed by Chrome document ID, so a navigation starts from nothing. Each caller
// (the Navi, each paired MCP client) has its own task, so none of this crosses between them.
/** The actor of the built-in Navi's own tasks. */
export const NAVI_ACTOR = 'Navi';

export class TaskState {
  private readonly discovered = new Set<string>();
  private readonly toolsByDocument = new Map<string, DiscoveredPageTool[]>();
  private readonly fallbackReasons = new Map<string, string>();
  private readonly awaitingInspection = new Set<string>();

  /**
   * `actor` names who asks (the Navi, or an MCP client by the name it was paired under): receipts
   * and approval requests carry it.
   */
  constructor(
    readonly id: string = crypto.randomUUID(),
    readonly actor: string = NAVI_ACTOR,
  ) {}

  recordDiscovery(documentId: string): void {
    this.discovered.add(documentId);
  }

  /** Records a `browser.webmcp.discover` result: every frame document it covered, and its tools. */
  recordDiscoveryResult(topDocumentId: string, result: unknown): void {
    this.recordDiscovery(topDocumentId);
    const frames = (result as { frames?: { documentId?: unknown }[] } | null)?.frames;
    for (const frame of Array.isArray(frames) ? frames : []) if (typeof frame?.documentId === 'string') this.recordDiscovery(frame.documentId);
    const tools = readDiscovery(result);
    for (const documentId of new Set(tools.map((t) => t.documentId ?? topDocumentId))) {
      this.toolsByDocument.set(documentId, tools.filter((t) => (t.documentId ?? topDocumentId) === documentId));
    }
  }

  /**
   * Whether an invoke input names a page tool that the last discovery of the document annotated
   * read-only: such a call may serve as the inspection after an `outcome-unknown` (it still needs
   * the person's approval like every invocation).
   */
  isReadOnlyPageTool(topDocumentId: string, input: Record<string, unknown>): boolean {
    const name = input.name;
    const hash = input.descriptorHash;
    if (typeof name !== 'string' || typeof hash !== 'string') return false;
    const documentId = typeof input.documentId === 'string' ? input.documentId : topDocumentId;
    return (this.toolsByDocument.get(documentId) ?? []).some((t) => t.name === name && t.descriptorHash === hash && t.readOnlyHint);
  }

  /**
   * A `toolchange` in the document: what discovery found (and any reason given against it) no
   * longer holds, so the ladder needs a fresh discovery before falling back again.
   */
  invalidateDiscovery(documentId: string): void {
    this.discovered.delete(documentId);
    this.toolsByDocument.delete(documentId);
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

  markOutcomeUnknown(documentId: string): void {
    this.awaitingInspection.add(documentId);
  }

  needsInspection(documentId: string): boolean {
    return this.awaitingInspection.has(documentId);
  }

  recordInspection(documentId: string): void {
    this.awaitingInspection.delete(documentId);
  }
}
