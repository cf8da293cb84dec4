// One MCP session of a paired client, as the kernel sees it: one more Navi. It has its own
// TaskState (so its discoveries, fallback reasons and pending inspections never mix with the
// Navi's, another client's or another session's of the same program), asks for approvals under
// its own name, and every call it makes runs through the same AgentToolset (validation,
// ToolRouter ladder, consent, readback, one receipt), shown in AI Echo's chat as its step.
// Everything it sends back is redacted whole first, as the Navi's results are: the MCP process
// is another program, and what it relays reaches a model.
import { redactData } from '../../faculties/sdk/redaction/data.ts';
import type { ToolCall } from '../../kernel/navi-engine.ts';
import { TaskState, type PageToolRef } from '../../kernel/task-state.ts';
import { takePictures } from '../../browser-bridge/mcp-relay/pictures.ts';
import type { PageFrame, RelayCallFrame, RelayResultFrame, ServerFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { AgentToolset, ToolOutcome } from './agent-toolset.ts';

/** A change a session of this pairing never heard the end of: every later session must inspect first. */
export interface OutcomeMark {
  documentId: string;
  tool: PageToolRef | null;
}

export interface McpClientSessionDeps {
  toolset: AgentToolset;
  /** Shows a step in AI Echo's chat while it runs (NaviSession.showStep). */
  showStep(call: ToolCall, rationale: string, actor: string, run: () => Promise<ToolOutcome>): Promise<ToolOutcome>;
  /** Sends a frame to the client; false when it is gone. */
  send(frame: PageFrame): boolean;
  /** Marks earlier sessions of the same pairing left: a restriction is inherited, never a discovery. */
  inherited?: readonly OutcomeMark[];
  /** This session left a change's outcome unknown (the pairing keeps it for sessions to come). */
  onOutcomeUnknown?(mark: OutcomeMark): void;
}

interface InFlight {
  controller: AbortController;
  /** The client cancelled or went away: it will never learn how this call ended. */
  abandoned: boolean;
}

export class McpClientSession {
  readonly task: TaskState;
  private readonly inFlight = new Map<string, InFlight>();

  constructor(
    pairingId: string,
    sessionId: string,
    readonly name: string,
    private readonly deps: McpClientSessionDeps,
  ) {
    // Keyed by the pairing and the session, so a session's receipts share one task id across reconnects.
    this.task = new TaskState(`mcp:${pairingId}:${sessionId}`, name);
    for (const mark of deps.inherited ?? []) this.task.markOutcomeUnknown(mark.documentId, mark.tool);
  }

  async call(frame: RelayCallFrame): Promise<void> {
    if (this.inFlight.has(frame.id)) return; // a repeated id is the client's bug; the first call stands
    const entry: InFlight = { controller: new AbortController(), abandoned: false };
    this.inFlight.set(frame.id, entry);
    const call: ToolCall = { name: frame.action, arguments: frame.arguments };
    let outcome: ToolOutcome;
    try {
      outcome = await this.deps.showStep(call, `Asked by ${this.name} over MCP`, this.task.actor, () =>
        this.deps.toolset.execute(call, this.task, { signal: entry.controller.signal }),
      );
    } catch (err) {
      this.inFlight.delete(frame.id);
      if (!entry.abandoned) this.deps.send({ type: 'result', id: frame.id, ok: false, error: { code: 'internal', message: String(err) }, receipt: null });
      return;
    }
    this.inFlight.delete(frame.id);
    if (entry.abandoned) return this.abandoned(call, outcome);
    if (!this.deps.send(resultFrame(frame.id, outcome))) this.abandoned(call, outcome);
  }

  /** AI Echo's status for this session (the page's own words and its active tab), redacted like a result. */
  async status(frame: Extract<ServerFrame, { type: 'status' }>): Promise<void> {
    const { value } = await this.deps.toolset.status();
    this.deps.send({ type: 'status', id: frame.id, value: redactData(value).value });
  }

  /** The client withdrew the call (MCP cancellation): a pending approval is withdrawn too. */
  cancel(id: string): void {
    const entry = this.inFlight.get(id);
    if (!entry) return;
    entry.abandoned = true;
    entry.controller.abort();
  }

  /** The client went away: everything it had in flight is abandoned. */
  disconnected(): void {
    for (const id of this.inFlight.keys()) this.cancel(id);
  }

  /** The page's tools changed (`toolchange`): this client must discover that document again. */
  invalidateDiscovery(documentId: string): void {
    this.task.invalidateDiscovery(documentId);
  }

  /**
   * A change the client never heard the end of: whatever the receipt says, the client does not
   * know, so the outcome-unknown rule holds for it on that document until it inspects again.
   */
  private abandoned(call: ToolCall, outcome: ToolOutcome): void {
    const { effect, tier, documentId, frameId, descriptorHash } = outcome.receipt;
    if (effect !== 'mutation' || !documentId) return;
    // A page tool's run names that tool, so the same tool never counts as its own inspection.
    const name = call.arguments.name;
    const tool = tier === 'webmcp' && typeof name === 'string' && typeof descriptorHash === 'string' ? { frameId: frameId ?? 0, name, descriptorHash } : null;
    this.task.markOutcomeUnknown(documentId, tool);
    this.deps.onOutcomeUnknown?.({ documentId, tool });
  }
}

/**
 * The answer to one call, redacted whole in one step (value, error and its detail, the receipt's
 * message); its pictures (masked when taken) are taken out first, to travel as image content.
 */
export function resultFrame(id: string, outcome: ToolOutcome): RelayResultFrame {
  const { receipt } = outcome;
  const summary = { id: receipt.id, outcome: receipt.outcome, message: receipt.message?.slice(0, 4096) ?? null, trust: receipt.trust };
  if (outcome.error) return redactData<RelayResultFrame>({ type: 'result', id, ok: false, error: outcome.error, receipt: summary }).value;
  const { value, pictures } = takePictures(outcome.value ?? null);
  const frame = redactData<Extract<RelayResultFrame, { ok: true }>>({ type: 'result', id, ok: true, value, receipt: summary }).value;
  return pictures.length ? { ...frame, pictures } : frame;
}
