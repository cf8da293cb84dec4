// One conversation with the Navi: it asks the engine for the next step, runs calls through the
// AgentToolset (which routes, reads back and writes receipts), and feeds results back to the
// engine as untrusted data, until the engine answers or the step budget runs out.
import { signal } from '@lit-labs/signals';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { consequenceWarning, type Consequence } from '../../faculties/sdk/consequence.ts';
import { redactText } from '../../faculties/sdk/redaction/data.ts';
import { untrusted, type NaviEngine, type NaviMessage, type ToolCall } from '../../kernel/navi-engine.ts';
import type { Receipt, ReceiptOutcome } from '../../kernel/receipts.ts';
import type { RequestBinding } from '../../kernel/recording/origin-binding.ts';
import { TaskState } from '../../kernel/task-state.ts';
import type { AgentToolset, ToolOutcome } from './agent-toolset.ts';
import { handoffNews } from './handoff-follow.ts';

/**
 * Most tool calls one request (or one step of a planned request) may take before the Navi stops
 * and says so: enough for a form of several fields inside a closed tab and section (open each,
 * read it, fill each field, check and press its submit), each change approved on its own.
 */
export const MAX_STEPS_PER_REQUEST = 24;
/** Most steps of a planned request the budget grows for. */
export const MAX_PLANNED_STEPS = 6;

const RUNG_LABELS: Record<string, string> = {
  inspect: 'Inspect',
  browser: 'Browser',
  webmcp: 'WebMCP',
  semantic: 'Semantic control',
  livepatch: 'Live Patch',
  rawjs: 'Raw JavaScript',
  kernel: 'AI Echo',
};

export interface StepView {
  id: string;
  /** Who asked: the Navi, or an MCP client by the name it was paired under. */
  actor: string;
  call: ToolCall;
  rationale: string;
  rung: string;
  /** `waiting`: a filled form waits for the person; the step ends when they submit or cancel it. */
  status: 'running' | 'waiting' | 'done' | 'failed';
  outcome?: ReceiptOutcome;
  errorCode?: string;
  /** Semantic mutations are synthetic events, never the person's own input. */
  synthetic: boolean;
}

/** `approval`: the chat waits on the extension's approval window for this request (shown live from AppState). */
export type ChatEntry =
  | { kind: 'user'; text: string }
  | { kind: 'navi'; text: string }
  | { kind: 'plan'; steps: string[] }
  | { kind: 'step'; step: StepView }
  | { kind: 'approval'; approvalId: string };

/**
 * Requests the kernel answers itself, read from the person's own words before any engine sees
 * them (recording, replay, mapping): an answer, or an engine for this one request. `run` does a
 * call through the toolset as one of this task's steps (router, approval, readback, receipt).
 */
export type PersonCommands = (
  text: string,
  run: (call: ToolCall, rationale: string) => Promise<ToolOutcome>,
) => Promise<{ kind: 'answer'; text: string } | { kind: 'engine'; engine: NaviEngine; binding?: RequestBinding } | null>;

function redactStep(step: StepView): StepView {
  return { ...step, rationale: redactText(step.rationale).text };
}

export class NaviSession {
  readonly chat = signal<ChatEntry[]>([]);
  readonly busy = signal(false);
  readonly engine;
  private messages: NaviMessage[] = [];
  private task = new TaskState();
  /** The kernel's own requests (boot.ts sets it); none when absent. */
  commands: PersonCommands | null = null;
  /** Hears each call an engine that follows the person's own words made for them (a recording keeps its page-tool calls). */
  onPersonsCall: ((call: ToolCall, receipt: Receipt) => void) | null = null;

  constructor(
    private readonly toolset: AgentToolset,
    engine: NaviEngine,
  ) {
    this.engine = signal<NaviEngine>(engine);
  }

  /** Switches engines without a reload; the conversation and the task's ladder memory stay. */
  useEngine(engine: NaviEngine): void {
    this.engine.set(engine);
  }

  /**
   * Adds to the chat. The Navi's words and rationales may quote page data, so they are shown
   * redacted; the person's own words are shown as typed.
   */
  private push(entry: ChatEntry): void {
    const shown: ChatEntry =
      entry.kind === 'navi' ? { kind: 'navi', text: redactText(entry.text).text } : entry.kind === 'step' ? { kind: 'step', step: redactStep(entry.step) } : entry;
    this.chat.set([...this.chat.get(), shown]);
  }

  private updateStep(id: string, patch: Partial<StepView>): void {
    this.chat.set(this.chat.get().map((e) => (e.kind === 'step' && e.step.id === id ? { kind: 'step', step: redactStep({ ...e.step, ...patch }) } : e)));
  }

  /**
   * Shows one step in the chat while it runs, with its rung and who asked: the Navi's own steps,
   * and those of MCP clients relayed through AI Echo.
   */
  async showStep(call: ToolCall, rationale: string, actor: string, run: () => Promise<ToolOutcome>): Promise<ToolOutcome> {
    const tool = this.toolset.tools().find((t) => t.name === call.name);
    const view: StepView = {
      id: crypto.randomUUID(),
      actor,
      call,
      rationale,
      rung: RUNG_LABELS[tool?.tier ?? ''] ?? tool?.tier ?? '?',
      status: 'running',
      synthetic: tool?.tier === 'semantic' && tool.effect === 'mutation',
    };
    this.push({ kind: 'step', step: view });
    let outcome: ToolOutcome;
    try {
      outcome = await run();
    } catch (err) {
      this.updateStep(view.id, { status: 'failed' });
      throw err;
    }
    this.updateStep(view.id, {
      status: outcome.handoff ? 'waiting' : outcome.ok ? 'done' : 'failed',
      outcome: outcome.receipt.outcome,
      ...(outcome.error ? { errorCode: outcome.error.code } : {}),
    });
    if (outcome.handoff) this.followForm(view.id, outcome.handoff);
    return outcome;
  }

  /**
   * An approval window opened for this request. Something that may spend money or cannot be
   * undone is said in the chat first, in our words; then the chat shows what it waits for.
   */
  approvalAsked(approval: { approvalId: string; consequences: readonly Consequence[] }): void {
    const warning = consequenceWarning(approval.consequences);
    if (warning) this.push({ kind: 'navi', text: `Careful: ${warning}` });
    this.push({ kind: 'approval', approvalId: approval.approvalId });
  }

  /** The page's tools changed (`toolchange`): the task must discover that document again. */
  invalidateDiscovery(documentId: string): void {
    this.task.invalidateDiscovery(documentId);
  }

  /** Starts a fresh task: the ladder's memory (discoveries, fallback reasons) starts over. */
  newTask(): void {
    this.task = new TaskState();
    this.messages = [];
  }

  /** When the person submits or cancels a filled form (or the wait ends), the step and the chat say so. */
  private followForm(stepId: string, handoff: NonNullable<ToolOutcome['handoff']>): void {
    void handoff.then(({ view, receipt }) => {
      this.updateStep(stepId, { status: receipt.outcome === 'submitted' ? 'done' : 'failed', outcome: receipt.outcome, ...(receipt.errorCode ? { errorCode: receipt.errorCode } : {}) });
      const text = handoffNews(view);
      this.messages.push({ role: 'navi', text });
      this.push({ kind: 'navi', text });
    });
  }

  async ask(text: string): Promise<string> {
    if (this.busy.get()) throw new Error('The Navi is still working on the last request.');
    this.busy.set(true);
    this.push({ kind: 'user', text });
    this.messages.push({ role: 'user', text });
    this.task.beginRequest(text);
    try {
      const task = this.task;
      const command = await this.commands?.(text, (call, rationale) => this.showStep(call, rationale, task.actor, () => this.toolset.execute(call, task)));
      if (command?.kind === 'answer') {
        this.messages.push({ role: 'navi', text: command.text });
        this.push({ kind: 'navi', text: command.text });
        return redactText(command.text).text;
      }
      const engine = command?.kind === 'engine' ? command.engine : this.engine.get();
      if (command?.kind === 'engine' && command.binding) this.task.bindRequest(command.binding);
      let budget = MAX_STEPS_PER_REQUEST;
      for (let i = 0; i < budget; i++) {
        const tools = this.toolset.tools();
        const step = await engine.next(this.messages, tools);
        if (step.kind === 'answer') {
          this.messages.push({ role: 'navi', text: step.text });
          this.push({ kind: 'navi', text: step.text });
          return redactText(step.text).text;
        }
        if (step.plan?.length) {
          this.push({ kind: 'plan', steps: step.plan });
          // A plan of several steps gets the budget once per step (bounded).
          budget = Math.max(budget, MAX_STEPS_PER_REQUEST * Math.min(step.plan.length, MAX_PLANNED_STEPS));
        }
        this.messages.push({ role: 'call', call: step.call, rationale: step.rationale });
        const task = this.task;
        const opts = { ...(step.shows ? { shows: step.shows } : {}), ...(step.readback ? { readback: step.readback } : {}), ...(step.reads ? { reads: true } : {}), ...(step.finds ? { finds: step.finds } : {}) };
        const outcome = await this.showStep(step.call, step.rationale, task.actor, () => this.toolset.execute(step.call, task, opts));
        if (engine.followsPersonsWords) this.onPersonsCall?.(step.call, outcome.receipt);
        const { readback } = outcome.receipt;
        this.messages.push({
          role: 'result',
          call: step.call,
          ok: outcome.error === undefined,
          result: untrusted(step.call.name, outcome.error ?? outcome.value ?? null),
          ...(outcome.error ? { errorCode: outcome.error.code } : {}),
          // The change this read found the entry of, as approved with it: the next step runs exactly that.
          ...(step.finds ? { finds: step.finds } : {}),
          // The engine answers from what the independent read showed, not from the action's claim.
          check: { outcome: outcome.receipt.outcome, readback: readback ? { matched: readback.matched, observed: untrusted(readback.action, readback.observed) } : null },
        });
      }
      const stopped = `I stopped after ${budget} steps without finishing; nothing more will run for this request.`;
      this.push({ kind: 'navi', text: stopped });
      return stopped;
    } catch (err) {
      // Cancelling the model mid-answer is the person's choice, not a failure.
      const text =
        err instanceof BridgeError && err.code === 'cancelled'
          ? `Stopped: ${err.message} Nothing more will run for this request.`
          : `Something went wrong: ${err instanceof Error ? err.message : String(err)}`;
      this.push({ kind: 'navi', text });
      return text;
    } finally {
      this.busy.set(false);
    }
  }
}
