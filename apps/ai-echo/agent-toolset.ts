// The typed tool surface the Navi sees. Tools come from the kernel (the registry's descriptors
// through the Faculties, refreshed on manifest-changed) plus two the toolset answers itself:
// `navi.status` and `navi.fallback`. Every call is validated, routed through the ToolRouter,
// read back independently after a mutation, and leaves exactly one receipt.
import Ajv, { type ValidateFunction } from 'ajv';
import type { EchoBridge } from './create-bridge.ts';
import { toErrorShape, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import { canonicalHash } from '../../faculties/sdk/hash.ts';
import type { NaviTool, ReadbackSpec, ToolCall } from '../../kernel/navi-engine.ts';
import { FALLBACK_TOOL, FALLBACK_TOOL_DESCRIPTOR, STATUS_TOOL, STATUS_TOOL_DESCRIPTOR, naviTool } from '../../kernel/navi-tools.ts';
import { redactReceipt, type Receipt, type ReceiptOutcome } from '../../kernel/receipts.ts';
import type { TaskState } from '../../kernel/task-state.ts';
import type { RoutedTool, RouteMeta, RouteResult, ToolRouter } from '../../kernel/tool-router.ts';
import { livePatchReadback } from '../../faculties/live-patch/readback.ts';
import { planFromSpec, planReadback } from './readback.ts';

const OWN_TOOLS: NaviTool[] = [STATUS_TOOL_DESCRIPTOR, FALLBACK_TOOL_DESCRIPTOR];

export interface ToolOutcome {
  ok: boolean;
  value?: unknown;
  error?: BridgeErrorShape;
  receipt: Receipt;
}

export interface AgentToolsetDeps {
  router: ToolRouter;
  bridge: EchoBridge;
  /** Saves a receipt; a rejection is reported through onReceiptError, never swallowed. */
  saveReceipt(receipt: Receipt): Promise<void>;
  onReceipt?(receipt: Receipt): void;
  /** Every call with its receipt (a recording keeps the page-tool calls made for the person). */
  onCall?(call: ToolCall, receipt: Receipt): void;
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

  async execute(call: ToolCall, task: TaskState, opts: { readback?: ReadbackSpec; signal?: AbortSignal } = {}): Promise<ToolOutcome> {
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

    const routed = await this.deps.router.route(call, task, opts.signal);
    if (!routed.ok || routed.meta.effect !== 'mutation') return this.finish(call, task, routed.meta, routed, null);

    // A mutation that ran: read back independently before calling it a success.
    const plan = opts.readback ? planFromSpec(opts.readback) : (planReadback(call, routed.meta, routed.value) ?? livePatchReadback(call.name, routed.meta.tabId, routed.value));
    const readback = plan ? await this.readback(plan, task, opts.signal) : null;
    return this.finish(call, task, routed.meta, routed, readback);
  }

  private async readback(plan: ReturnType<typeof planFromSpec>, task: TaskState, signal?: AbortSignal): Promise<NonNullable<Receipt['readback']>> {
    const r = await this.deps.router.route(plan.call, task, signal);
    const observed = r.ok ? r.value : { error: r.error };
    return { action: plan.call.name, matched: r.ok ? plan.matches(r.value) : plan.matchesError?.(r.error) ?? false, claimed: plan.claimed, observed };
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
  ): Promise<ToolOutcome> {
    // Redacted before anyone sees it: the UI, the store, the caller.
    const receipt = redactReceipt(buildReceipt(call, task, meta, result, readback));
    this.deps.onReceipt?.(receipt);
    this.deps.onCall?.(call, receipt);
    try {
      await this.deps.saveReceipt(receipt);
    } catch (err) {
      this.deps.onReceiptError?.(toErrorShape(err), receipt);
    }
    return { ok: result.ok && receipt.outcome === 'ok', ...(result.ok ? { value: result.value } : {}), ...(result.error ? { error: result.error } : {}), receipt };
  }
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
): Receipt {
  let outcome: ReceiptOutcome;
  if (!result.ok) outcome = result.error?.code === 'outcome-unknown' ? 'outcome-unknown' : 'error';
  else if (meta.effect === 'mutation' && isConflict(result.value)) outcome = 'conflict';
  else if (meta.effect === 'mutation') outcome = readback?.matched ? 'ok' : 'unverified';
  else outcome = 'ok';
  const value = result.value as { frameId?: unknown; evidence?: { trustedInput?: unknown; frameId?: unknown }; trustedInput?: unknown } | undefined;
  const frameId = typeof call.arguments.frameId === 'number' ? call.arguments.frameId : typeof value?.frameId === 'number' ? value.frameId : null;
  const synthetic = meta.tier === 'semantic' && meta.effect === 'mutation';
  return {
    id: crypto.randomUUID(),
    schemaVersion: 2,
    taskId: task.id,
    actor: task.actor,
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
    errorCode: result.error?.code ?? null,
    message:
      result.error?.message ??
      (outcome === 'unverified'
        ? readback
          ? 'The independent readback did not match what the action claimed.'
          : 'No independent readback was available for this change.'
        : null),
    evidence: result.ok ? result.value ?? null : null,
    readback,
    ladderReason: meta.ladderReason,
    trust: meta.origin ? 'untrusted-page-data' : 'local',
    trustedInput: synthetic ? false : null,
    startedAt: meta.startedAt,
    endedAt: Math.max(meta.endedAt, Date.now()),
  };
}

