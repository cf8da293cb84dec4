// The only way the Navi reaches a Faculty. It enforces the capability ladder as local policy,
// obtains the person's consent (minted by the extension) before any mutation, and keeps the
// per-task memory the ladder needs. It never lets a page-provided tool into its registry:
// page tools are reached only through `browser.webmcp.invoke` with an exact descriptor.
import { BridgeError, toErrorShape, type BridgeErrorShape } from '../browser-bridge/errors.ts';
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import { tierRule } from '../browser-bridge/tiers.ts';
import { isReservedName } from '../browser-bridge/vocabulary.ts';
import type { Picture } from '../faculties/sdk/picture.ts';
import { canonicalHash } from '../faculties/sdk/hash.ts';
import type { ReceiptApproval } from './receipts.ts';
import type { Faculty, RoutedCall } from './faculty.ts';
import { developerModeDecision, invokesPageTool, isDiscovery, isInspection, ladderDecision, pageToolDecision, pageToolRef } from './ladder-policy.ts';
import type { FindsSpec, ToolCall } from './navi-engine.ts';
import { fillFromRead, type LookupFill } from '../faculties/sdk/record-naming.ts';
import { bindingRefusal } from './recording/origin-binding.ts';
import type { PageToolRef, PlannedChange, TaskState } from './task-state.ts';
import { hideDebuggingTools } from './untrusted-data.ts';

/**
 * Whether a call acts on one page document, which the router resolves and pins first: every call
 * of a page rung, and a browser-level one whose schema names a tab (the tier table says which).
 */
function actsOnTab(d: ToolDescriptor): boolean {
  const rule = tierRule(d.tier);
  const props = (d.inputSchema as { properties?: Record<string, unknown> }).properties;
  return rule.pageScoped || (rule.pinsNamedTab && !!props && 'tabId' in props);
}

export interface PageDocument {
  tabId: number;
  documentId: string;
  origin: string;
  url: string;
  title: string;
}

export interface ConsentRequest {
  action: string;
  input: Record<string, unknown>;
  descriptor: ToolDescriptor;
  /** null for a browser-level change that names no tab (opening a new one). */
  page: PageDocument | null;
  argumentHash: string;
  /** The person's words for the request this call serves, shown in the window as context. */
  request?: string;
  /** Who asks (the task's actor: the Navi or an MCP client), shown with the request. */
  requester: string;
  /** The imported flow file this call replays: the window names it, and no site allowance stands in for it. */
  importedFrom?: string;
  /** Page-tool reads that will check this page-tool change: the same window lists them, and its grant covers each once. */
  checks?: ToolCall[];
  /** The page-tool read that finds this change's entry first: the same window shows it and what its answer fills. */
  lookup?: { call: ToolCall } & LookupFill;
}

/** What the approval window asked and showed, for the receipt. */
export interface AskedApproval {
  approval: ReceiptApproval;
  picture: Picture | null;
}

/**
 * Asks the extension to get the person's approval; only the extension's own page can mint it.
 * `grantId` is null when an allowance the person gave for the site covers the change (the
 * extension checks that allowance again when the action arrives). `asked` hears what the window
 * shows as soon as it opens (and again if its picture was taken anew), decided or not.
 */
export interface ConsentBroker {
  request(req: ConsentRequest, signal?: AbortSignal, asked?: (what: AskedApproval) => void): Promise<{ grantId: string | null; allowanceUntil?: number }>;
}

export interface RouteMeta {
  action: string;
  facultyId: string | null;
  tier: string;
  effect: 'read' | 'mutation';
  tabId: number | null;
  documentId: string | null;
  origin: string | null;
  argumentHash: string;
  descriptorHash: string | null;
  grantId: string | null;
  ladderReason: string | null;
  /** What the person was asked, when this call needed an approval. */
  asked: AskedApproval | null;
  startedAt: number;
  endedAt: number;
}

export type RouteResult = { ok: true; value: unknown; meta: RouteMeta } | { ok: false; error: BridgeErrorShape; meta: RouteMeta };

export interface RoutedTool {
  descriptor: ToolDescriptor;
  faculty: Faculty;
}

/** Every Faculty's current actions, with the Faculty that runs each. */
export function listTools(faculties: readonly Faculty[]): RoutedTool[] {
  return faculties.flatMap((faculty) => faculty.actions().map((descriptor) => ({ descriptor, faculty })));
}

export interface RouterDeps {
  faculties(): readonly Faculty[];
  /** The tool list, when the caller keeps it (the Kernel caches it until a Faculty's actions change). */
  tools?(): readonly RoutedTool[];
  /** The tab's current top document (browser.page.info); throws typed errors for a bad tab. */
  resolvePage(tabId: number | undefined, signal?: AbortSignal): Promise<PageDocument>;
  consent: ConsentBroker;
  /** Developer mode (AI Echo's setting and the extension's, both on): raw JavaScript only then. Off when absent. */
  developerMode?(): boolean;
  /** Progress for the UI: which step of a call is running. */
  onPhase?(phase: 'policy' | 'consent' | 'running', call: ToolCall): void;
}

export class ToolRouter {
  constructor(private readonly deps: RouterDeps) {}

  /** Every tool the kernel knows, across Faculties. Page tools are never among them. */
  tools(): readonly RoutedTool[] {
    return this.deps.tools?.() ?? listTools(this.deps.faculties());
  }

  private find(name: string) {
    return this.tools().find((t) => t.descriptor.name === name);
  }

  /** Records the Navi's reason for falling below WebMCP on the tab's current document. */
  async recordFallback(tabId: number | undefined, reason: string, task: TaskState): Promise<PageDocument> {
    const page = await this.deps.resolvePage(tabId);
    task.recordFallback(page.documentId, reason);
    return page;
  }

  /**
   * `checks`: for a page-tool change, the page-tool reads that will check it afterwards (same
   * tab): asked in the same approval, then run under it without another window.
   * `finds`: this call is a page-tool read that finds the entry of the change it names: the
   * person approves that change (with this read and its check) in one window, this read runs
   * under it, and the change then runs under it without another window if it is exactly the
   * change named, with exactly the values the read's answer filled.
   */
  async route(call: ToolCall, task: TaskState, signal?: AbortSignal, opts: { checks?: ToolCall[]; finds?: FindsSpec } = {}): Promise<RouteResult> {
    const startedAt = Date.now();
    const input: Record<string, unknown> = { ...call.arguments };
    const found = this.find(call.name);
    const meta: RouteMeta = {
      action: call.name,
      facultyId: found?.faculty.id ?? null,
      tier: found?.descriptor.tier ?? 'unknown',
      effect: found?.descriptor.effect ?? 'mutation',
      tabId: null,
      documentId: null,
      origin: null,
      // Hashed once, over the arguments as they will run (the tab pinned): see `hashed` below.
      argumentHash: '',
      descriptorHash: typeof input.descriptorHash === 'string' ? input.descriptorHash : null,
      grantId: null,
      ladderReason: null,
      asked: null,
      startedAt,
      endedAt: startedAt,
    };
    const hashed = async () => (meta.argumentHash ||= await canonicalHash(input));
    const fail = async (error: BridgeErrorShape): Promise<RouteResult> => {
      await hashed();
      return { ok: false, error, meta: { ...meta, endedAt: Date.now() } };
    };

    // The reserved prefix and the reserved tier always agree (faculties/registry.test.ts), so a
    // name is enough to refuse the kernel's own actions, even ones no Faculty offers.
    if (isReservedName(call.name) || (found && tierRule(found.descriptor.tier).reserved)) {
      return fail({ code: 'reserved-action', message: `${call.name} is reserved for the OS kernel.` });
    }
    if (!found) return fail({ code: 'unknown-action', message: `No Faculty offers ${call.name}.` });
    const { descriptor, faculty } = found;
    const developerMode = this.deps.developerMode?.() ?? false;
    // The page tool this call runs, if it runs one: remembered when its outcome is unknown.
    let pageTool: PageToolRef | null = null;

    try {
      this.deps.onPhase?.('policy', call);
      const devMode = developerModeDecision(descriptor, developerMode);
      if (!devMode.allow) return fail({ code: devMode.code, message: devMode.message });
      const routed: RoutedCall = { action: call.name, input, descriptor };
      // The Faculty's own rules (e.g. Live Patch's declared purpose), before anything is resolved.
      for (const hook of faculty.policy ?? []) {
        const verdict = await hook(routed);
        if (!verdict.allow) return fail({ code: verdict.code, message: verdict.message });
      }
      let page: PageDocument | null = null;
      if (actsOnTab(descriptor)) {
        page = await this.deps.resolvePage(typeof input.tabId === 'number' ? input.tabId : undefined, signal);
        // Pin the call to the tab that was checked, so the extension acts on the same one.
        input.tabId = page.tabId;
        Object.assign(meta, { tabId: page.tabId, documentId: page.documentId, origin: page.origin });
        // Only a change below WebMCP went there for a reason, and only this request's reason counts.
        meta.ladderReason = tierRule(descriptor.tier).belowWebmcp && descriptor.effect === 'mutation' ? (task.fallbackReason(page.documentId) ?? null) : null;
      }
      await hashed();
      // A replay acts only on its flow's origin, checked on the page just pinned, before anything else.
      const binding = task.request?.binding;
      const unbound = binding ? bindingRefusal(binding, call.name, descriptor.effect, page) : null;
      if (unbound) return fail(unbound.toJSON());

      if (page && invokesPageTool(descriptor)) {
        pageTool = pageToolRef(input);
        const known = pageTool ? task.discoveredTool(page.documentId, pageTool) : undefined;
        const verdict = pageToolDecision(descriptor, pageTool, known, developerMode);
        if (!verdict.allow) return fail({ code: verdict.code, message: verdict.message });
      }
      const decision = ladderDecision(descriptor, page?.documentId ?? null, task, pageTool);
      if (!decision.allow) return fail({ code: decision.code, message: decision.message });

      // A read the person approved with this request's change, or the change approved with the
      // read that found its entry, exactly this call: that grant, no new window.
      const argsOf = (c: Record<string, unknown>) => (c.arguments ?? {}) as Record<string, unknown>;
      const planned = page && pageTool && descriptor.effect === 'mutation' ? task.takePlannedRead(page.documentId, pageTool.descriptorHash, await canonicalHash(argsOf(input))) : undefined;
      const plannedChange = !planned && page && pageTool && descriptor.effect === 'mutation' ? await plannedChangeFor(task, page.documentId, pageTool.descriptorHash, argsOf(input)) : undefined;
      let found: { finds: FindsSpec; ref: PageToolRef; checks: ToolCall[] } | null = null;
      if (planned) {
        routed.grantId = planned.grantId;
        meta.grantId = planned.grantId;
      } else if (plannedChange) {
        task.takePlannedChange(plannedChange);
        routed.grantId = plannedChange.grantId;
        meta.grantId = plannedChange.grantId;
        meta.asked = plannedChange.asked;
      } else if (descriptor.effect === 'mutation') {
        if (!page && descriptor.tier !== 'browser') throw new BridgeError('consent-required', `${call.name} changes something but names no page to ask about.`);
        this.deps.onPhase?.('consent', call);
        const request = task.request?.text;
        // The change this read finds the entry of: held to the same page-tool rules as if it ran now.
        const finds = page && pageTool ? opts.finds : undefined;
        const ref = finds ? pageToolRef(finds.change.arguments) : null;
        if (finds && page) {
          if (!ref || ref.frameId !== pageTool?.frameId) return fail({ code: 'invalid-input', message: 'The read that finds an entry must name a page tool of its change, in the same frame.' });
          const verdict = pageToolDecision(descriptor, ref, task.discoveredTool(page.documentId, ref), developerMode);
          if (!verdict.allow) return fail({ code: verdict.code, message: verdict.message });
        }
        // The change's approval is asked instead of this read's: the change, pinned like this call.
        const asked = finds ? { ...finds.change.arguments, tabId: input.tabId } : input;
        const own = finds ? (finds.check ? [finds.check] : []) : (opts.checks ?? []);
        // Only reads of the same frame, as the extension binds them to the change's frame and document.
        const checks = page && pageTool ? own.filter((c) => c.name === call.name && pageToolRef(c.arguments)?.frameId === pageTool?.frameId) : [];
        const { grantId } = await this.deps.consent.request(
          {
            action: call.name,
            input: asked,
            descriptor,
            page,
            argumentHash: finds ? await canonicalHash(asked) : meta.argumentHash,
            requester: task.actor,
            ...(request ? { request } : {}),
            ...(binding?.importedFrom ? { importedFrom: binding.importedFrom } : {}),
            ...(checks.length ? { checks } : {}),
            ...(finds ? { lookup: { call: { name: call.name, arguments: input }, param: finds.param, recordName: finds.recordName, fromState: finds.fromState } } : {}),
          },
          signal,
          (what) => (meta.asked = what),
        );
        if (grantId) routed.grantId = grantId;
        meta.grantId = grantId;
        if (grantId && page && checks.length) {
          const documentId = page.documentId;
          task.recordPlannedReads(
            await Promise.all(checks.map(async (c) => ({ grantId, documentId, descriptorHash: String(c.arguments.descriptorHash), argumentsHash: await canonicalHash(argsOf(c.arguments)) }))),
          );
        }
        if (grantId && finds && ref) found = { finds, ref, checks };
      }

      this.deps.onPhase?.('running', call);
      let value = await faculty.run(routed, signal);
      if (page) {
        if (isDiscovery(descriptor)) {
          task.recordDiscoveryResult(page.documentId, value);
          // The Navi sees the page's debugging tools only in developer mode; the record names them.
          if (!developerMode) value = hideDebuggingTools(value);
        }
        // Our own read, or a page tool other than any whose outcome is unknown, that completed.
        if (isInspection(descriptor) || (pageTool && !task.isUnknownOutcome(page.documentId, pageTool))) task.recordInspection(page.documentId);
        // The read found the change's entry: the change may run under the same grant, with exactly what it filled.
        if (found && meta.grantId) {
          const fill = fillFromRead((value as { result?: { value?: unknown } } | null)?.result?.value, found.finds);
          const change = argsOf(found.finds.change.arguments);
          if (fill.ok) {
            task.recordPlannedChange({ grantId: meta.grantId, documentId: page.documentId, descriptorHash: found.ref.descriptorHash, argumentsHash: await canonicalHash(change), filled: fill.values, asked: meta.asked });
          }
        }
      }
      return { ok: true, value, meta: { ...meta, endedAt: Date.now() } };
    } catch (err) {
      const error = toErrorShape(err);
      if (error.code === 'outcome-unknown' && meta.documentId) task.markOutcomeUnknown(meta.documentId, pageTool);
      return fail(error);
    }
  }
}

/** The planned change this call is: the same page tool, the arguments named, the values the read filled. */
async function plannedChangeFor(task: TaskState, documentId: string, descriptorHash: string, args: Record<string, unknown>): Promise<PlannedChange | undefined> {
  for (const change of task.plannedChangesOf(documentId, descriptorHash)) {
    const keys = Object.keys(change.filled);
    if (!keys.every((k) => args[k] === change.filled[k])) continue;
    const rest = Object.fromEntries(Object.entries(args).filter(([k]) => !keys.includes(k)));
    if ((await canonicalHash(rest)) === change.argumentsHash) return change;
  }
  return undefined;
}
