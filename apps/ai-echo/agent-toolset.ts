// The typed tool surface the Navi sees. Tools come from the kernel (the registry's descriptors
// through the Faculties, refreshed on manifest-changed) plus two the toolset answers itself:
// `navi.status` and `navi.fallback`. Every call is validated, routed through the ToolRouter,
// read back independently after a mutation, and leaves exactly one receipt.
import Ajv, { type ValidateFunction } from 'ajv';
import type { EchoBridge } from './create-bridge.ts';
import { toErrorShape, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import { canonicalHash } from '../../faculties/sdk/hash.ts';
import type { FindsSpec, NaviTool, ReadbackSpec, ShownCheck, ToolCall } from '../../kernel/navi-engine.ts';
import { FALLBACK_TOOL, FALLBACK_TOOL_DESCRIPTOR, STATUS_TOOL, STATUS_TOOL_DESCRIPTOR, naviTool } from '../../kernel/navi-tools.ts';
import { redactReceipt, type Receipt, type ReceiptOutcome } from '../../kernel/receipts.ts';
import type { TaskState } from '../../kernel/task-state.ts';
import type { RoutedTool, RouteMeta, RouteResult, ToolRouter } from '../../kernel/tool-router.ts';
import { livePatchReadback } from '../../faculties/live-patch/readback.ts';
import type { HandoffView } from '../../faculties/webmcp/handoff.ts';
import { followHandoff, handoffIn, handoffReceipt } from './handoff-follow.ts';
import { checkChange, readbackPlans } from './readback.ts';

/** A read of a page that is still rendering a change is tried again after this long. */
const READBACK_RETRY_MS = 200;

/** How a call is checked: what the page should show, a page read tool, or nothing (a call made to read). */
export interface ExecuteOptions {
  shows?: ShownCheck;
  readback?: ReadbackSpec;
  reads?: boolean;
  /** This read finds the entry of a change approved with it in one window (the router asks for both). */
  finds?: FindsSpec;
  signal?: AbortSignal;
}

const OWN_TOOLS: NaviTool[] = [STATUS_TOOL_DESCRIPTOR, FALLBACK_TOOL_DESCRIPTOR];

/** Outcomes that count as the call having done its part (a filled form waiting for the person has). */
const SUCCEEDED: ReadonlySet<ReceiptOutcome> = new Set(['ok', 'read', 'waiting-for-you', 'submitted']);

export interface ToolOutcome {
  ok: boolean;
  value?: unknown;
  error?: BridgeErrorShape;
  receipt: Receipt;
  /**
   * A page form tool left its form filled for the person: resolves once they submitted or
   * cancelled it, or the wait ended, with the same receipt updated (same id) and saved again.
   */
  handoff?: Promise<{ view: HandoffView; receipt: Receipt }>;
}

export interface AgentToolsetDeps {
  router: ToolRouter;
  bridge: EchoBridge;
  /** Saves a receipt; a rejection is reported through onReceiptError, never swallowed. */
  saveReceipt(receipt: Receipt): Promise<void>;
  onReceipt?(receipt: Receipt): void;
  onReceiptError?(error: BridgeErrorShape, receipt: Receipt): void;
}

export class AgentToolset {
  private readonly ajv = new Ajv({ strict: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly listeners = new Set<() => void>();
  private listed: { from: readonly RoutedTool[]; tools: NaviTool[] } | null = null;

  constructor(private readonly deps: AgentToolsetDeps) {
    deps.bridge.on('manifest-changed', () => {
      this.validators.clear();
      for (const cb of this.listeners) cb();
    });
  }

  /** Called whenever the tool list changes (the Navi must re-read `tools()`). */
  onToolsChanged(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  tools(): NaviTool[] {
    const routed = this.deps.router.tools();
    // The kernel hands out the same list until a Faculty's actions change: map it once per list.
    if (this.listed?.from !== routed) this.listed = { from: routed, tools: [...routed.map(({ descriptor }) => naviTool(descriptor)), ...OWN_TOOLS] };
    return this.listed.tools;
  }

  private validate(tool: NaviTool, args: Record<string, unknown>): BridgeErrorShape | null {
    let validate = this.validators.get(tool.name);
    if (!validate) {
      validate = this.ajv.compile(tool.inputSchema);
      this.validators.set(tool.name, validate);
    }
    if (validate(args)) return null;
    const first = validate.errors?.[0];
    return { code: 'invalid-input', message: `${tool.name}: ${first?.instancePath || '(arguments)'} ${first?.message ?? 'is invalid'}.` };
  }

  async execute(call: ToolCall, task: TaskState, opts: ExecuteOptions = {}): Promise<ToolOutcome> {
    const startedAt = Date.now();
    const tool = this.tools().find((t) => t.name === call.name);
    const invalid = tool ? this.validate(tool, call.arguments) : { code: 'unknown-action' as const, message: `No tool named ${call.name}.` };
    if (invalid) return this.finish(call, task, localMeta(call, startedAt, await canonicalHash(call.arguments)), { ok: false, error: invalid }, null);

    if (call.name === STATUS_TOOL) return this.finish(call, task, localMeta(call, startedAt, await canonicalHash(call.arguments)), await this.status(), null);
    if (call.name === FALLBACK_TOOL) {
      const meta = localMeta(call, startedAt, await canonicalHash(call.arguments));
      try {
        const page = await this.deps.router.recordFallback(call.arguments.tabId as number | undefined, String(call.arguments.reason), task);
        return this.finish(call, task, { ...meta, tabId: page.tabId, documentId: page.documentId, origin: page.origin, ladderReason: String(call.arguments.reason) }, { ok: true, value: { recorded: true, documentId: page.documentId } }, null);
      } catch (err) {
        return this.finish(call, task, meta, { ok: false, error: toErrorShape(err) }, null);
      }
    }

    // A page-tool change that the page's read tool will check: both in one approval.
    const checks = opts.readback && !opts.reads ? [opts.readback.call] : [];
    const routed = await this.deps.router.route(call, task, opts.signal, { checks, ...(opts.finds ? { finds: opts.finds } : {}) });
    if (!routed.ok || routed.meta.effect !== 'mutation') return this.finish(call, task, routed.meta, routed, null);
    // Run only to read (the Navi said so): it claims no change, so nothing is read back.
    if (opts.reads) return this.finish(call, task, routed.meta, routed, null, { reads: true });

    // A filled form is not read back: the person reviews it, and its hand-off is the outcome.
    const handoff = handoffIn(routed.value);
    if (handoff) {
      const outcome = await this.finish(call, task, routed.meta, routed, null, { handoff });
      if (handoff.final) return outcome;
      return { ...outcome, handoff: this.followForm(outcome.receipt, routed.value, handoff) };
    }

    // A mutation that ran: read back independently before calling it a success.
    const plans = readbackPlans(call, routed.meta, routed.value, livePatchReadback(call.name, routed.meta.tabId, routed.value), opts);
    const readback = await checkChange(plans, (check) => this.deps.router.route(check, task, opts.signal), READBACK_RETRY_MS);
    return this.finish(call, task, routed.meta, routed, readback);
  }

  /** Follows a filled form to its end, then saves the same receipt with what came of it. */
  private async followForm(receipt: Receipt, value: unknown, first: HandoffView): Promise<{ view: HandoffView; receipt: Receipt }> {
    const view = await followHandoff(this.deps.bridge, first);
    const { outcome, errorCode, message } = handoffReceipt(view);
    const updated = redactReceipt({ ...receipt, outcome, errorCode, message, evidence: { ...(value as Record<string, unknown>), handoff: view }, endedAt: Date.now() });
    await this.save(updated);
    return { view, receipt: updated };
  }

  private async save(receipt: Receipt): Promise<void> {
    this.deps.onReceipt?.(receipt);
    try {
      await this.deps.saveReceipt(receipt);
    } catch (err) {
      this.deps.onReceiptError?.(toErrorShape(err), receipt);
    }
  }

  /** What `navi.status` answers; MCP clients' own status tool reads it too (without a receipt). */
  async status(): Promise<{ ok: true; value: Record<string, unknown> }> {
    const { bridge } = this.deps;
    const s = bridge.status();
    const [allowed, page] = await Promise.all([
      s.connected ? bridge.control('echo.allowlist.get').catch((e: unknown) => ({ error: toErrorShape(e) })) : null,
      s.connected ? bridge.call('browser.page.info', {}).catch((e: unknown) => ({ error: toErrorShape(e) })) : null,
    ]);
    return {
      ok: true,
      value: {
        bridge: s.state,
        connected: s.connected,
        message: s.message,
        manifestInSync: s.manifestInSync,
        extensionVersion: s.extensionVersion,
        allowedOrigins: allowed && 'origins' in allowed ? allowed.origins : [],
        activeTab: page,
        maintenanceGuide: 'docs/guide/maintenance.md',
      },
    };
  }

  private async finish(
    call: ToolCall,
    task: TaskState,
    meta: RouteMeta,
    result: Pick<RouteResult, 'ok'> & { value?: unknown; error?: BridgeErrorShape },
    readback: Receipt['readback'],
    how: ReceiptHow = {},
  ): Promise<ToolOutcome> {
    // Redacted before anyone sees it: the UI, the store, the caller.
    const receipt = redactReceipt(buildReceipt(call, task, meta, result, readback, how));
    await this.save(receipt);
    return { ok: result.ok && SUCCEEDED.has(receipt.outcome), ...(result.ok ? { value: result.value } : {}), ...(result.error ? { error: result.error } : {}), receipt };
  }
}

/** What else decides a receipt: a filled form's hand-off, or a call made only to read. */
interface ReceiptHow {
  handoff?: HandoffView;
  reads?: boolean;
}

function localMeta(call: ToolCall, startedAt: number, argumentHash: string): RouteMeta {
  return {
    action: call.name,
    facultyId: 'ai-echo',
    tier: 'kernel',
    effect: 'read',
    tabId: null,
    documentId: null,
    origin: null,
    argumentHash,
    descriptorHash: null,
    grantId: null,
    ladderReason: null,
    asked: null,
    startedAt,
    endedAt: Date.now(),
  };
}

/** A page tool's own verdict that a human edit won the race (expectedRevision). */
function isConflict(value: unknown): boolean {
  const inner = (value as { result?: { value?: unknown } } | null)?.result?.value ?? value;
  return typeof inner === 'object' && inner !== null && (inner as { conflict?: unknown }).conflict === true;
}

function buildReceipt(
  call: ToolCall,
  task: TaskState,
  meta: RouteMeta,
  result: { ok: boolean; value?: unknown; error?: BridgeErrorShape },
  readback: Receipt['readback'],
  { handoff, reads = false }: ReceiptHow,
): Receipt {
  let outcome: ReceiptOutcome;
  const form = handoff ? handoffReceipt(handoff) : null;
  if (form) outcome = form.outcome;
  else if (!result.ok) outcome = result.error?.code === 'outcome-unknown' ? 'outcome-unknown' : 'error';
  else if (meta.effect === 'mutation' && isConflict(result.value)) outcome = 'conflict';
  else if (meta.effect === 'mutation' && reads) outcome = 'read';
  else if (meta.effect === 'mutation') outcome = readback?.matched ? 'ok' : 'unverified';
  else outcome = 'ok';
  const value = result.value as { frameId?: unknown; evidence?: { trustedInput?: unknown; frameId?: unknown }; trustedInput?: unknown } | undefined;
  const frameId = typeof call.arguments.frameId === 'number' ? call.arguments.frameId : typeof value?.frameId === 'number' ? value.frameId : null;
  const synthetic = meta.tier === 'semantic' && meta.effect === 'mutation';
  const request = task.request;
  return {
    id: crypto.randomUUID(),
    schemaVersion: 3,
    taskId: task.id,
    actor: task.actor,
    requestId: request?.id ?? null,
    request: request?.text ?? null,
    tool: call.name,
    tier: meta.tier,
    effect: meta.effect,
    tabId: meta.tabId,
    frameId,
    documentId: meta.documentId,
    origin: meta.origin,
    descriptorHash: meta.descriptorHash,
    argumentHash: meta.argumentHash,
    grantId: meta.grantId,
    outcome,
    errorCode: form ? form.errorCode : (result.error?.code ?? null),
    message:
      form?.message ??
      result.error?.message ??
      (outcome === 'unverified'
        ? readback
          ? 'The independent readback did not match what the action claimed.'
          : 'No independent readback was available for this change.'
        : outcome === 'read'
          ? 'Run to read: it claimed no change, so there was nothing to verify (it was approved like any page-tool run).'
          : null),
    evidence: result.ok ? result.value ?? null : null,
    readback,
    ladderReason: meta.ladderReason,
    approval: meta.asked?.approval ?? null,
    picture: meta.asked?.picture ?? null,
    trust: meta.origin ? 'untrusted-page-data' : 'local',
    trustedInput: synthetic ? false : null,
    startedAt: meta.startedAt,
    endedAt: Math.max(meta.endedAt, Date.now()),
  };
}

