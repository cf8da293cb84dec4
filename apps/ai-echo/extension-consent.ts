// The ConsentBroker AI Echo gives the kernel: it asks the extension to open its own approval
// window, mirrors the pending request in AI Echo (what the window says, its picture, and the
// hashes, origin, tab, frame, document), and waits for the person's decision there. It can bring
// that window forward or cancel the request; it can never approve one.
import type { ControlName } from '../../browser-bridge/BrowserBridgeClient.ts';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import type { NoApprovalView } from '../../faculties/host/actions/echo-action-approval-request.ts';
import { MAX_IMPORTED_FROM_CHARS, MAX_REQUEST_CHARS } from '../../faculties/sdk/approval-wording.ts';
import { consequenceWarning } from '../../faculties/sdk/consequence.ts';
import type { AllowanceView } from '../../faculties/sdk/consent.ts';
import { sentenceText, type ApprovalSummary, type GrantView, type RequestedApproval } from '../../faculties/sdk/grants.ts';
import { checkedPicture } from '../../faculties/sdk/picture.ts';
import type { AskedApproval, ConsentBroker, ConsentRequest } from '../../kernel/tool-router.ts';
import type { AppState, ApprovalView } from './app-state.ts';
import type { EchoBridge } from './create-bridge.ts';
import type { RegistryActions } from '../../faculties/registry.ts';

/** How often a pending approval's state is re-read (events may be lost in a worker restart). */
const APPROVAL_POLL_MS = 250;

/**
 * The reserved control action that asks for consent to this change, from the tier table, with
 * the input its subject needs: a page tool is named by its descriptor; one of our actions by its
 * name and exact input; code by the exact input that carries it.
 */
function approvalRequestFor(req: ConsentRequest): { action: string; input: Record<string, unknown> } {
  const asked = approvalInputFor(req);
  // The person's words go along as context for the window (cut to what it accepts; they bind nothing).
  const input = req.request ? { ...asked.input, request: req.request.slice(0, MAX_REQUEST_CHARS) } : asked.input;
  // A step of an imported flow: the window names the file, and the extension offers no allowance for it.
  return { action: asked.action, input: req.importedFrom ? { ...input, importedFrom: req.importedFrom.slice(0, MAX_IMPORTED_FROM_CHARS) } : input };
}

function approvalInputFor(req: ConsentRequest): { action: string; input: Record<string, unknown> } {
  const { input } = req;
  const approval = tierRule(req.descriptor.tier).approval;
  // Who asks, shown in the window; the schema's bounds are the extension's to enforce.
  const requester = req.requester.slice(0, 64);
  if (!approval) throw new BridgeError('consent-required', `${req.action} (tier ${req.descriptor.tier}) has no approval to ask for.`);
  switch (approval.subject) {
    case 'page-tool':
      // A page rung's call is always pinned to its page first (the router); never guessed here.
      if (!req.page) throw new BridgeError('internal', `${req.action} names no page to approve its tool on.`);
      return {
        action: approval.request,
        input: {
          tabId: req.page.tabId,
          frameId: typeof input.frameId === 'number' ? input.frameId : 0,
          name: input.name,
          descriptorHash: input.descriptorHash,
          arguments: input.arguments ?? {},
          requester,
          // The reads that will check this change, in the same frame: listed in the same window.
          ...(req.checks?.length
            ? { checks: req.checks.map((c) => ({ name: c.arguments.name, descriptorHash: c.arguments.descriptorHash, arguments: c.arguments.arguments ?? {} })) }
            : {}),
          // The read that finds the change's entry first, and what its answer fills: in the same window.
          ...(req.lookup
            ? {
                lookup: {
                  name: req.lookup.call.arguments.name,
                  descriptorHash: req.lookup.call.arguments.descriptorHash,
                  arguments: req.lookup.call.arguments.arguments ?? {},
                  param: req.lookup.param,
                  recordName: req.lookup.recordName.slice(0, 200),
                  fromState: req.lookup.fromState,
                },
              }
            : {}),
        },
      };
    case 'action':
      return { action: approval.request, input: { action: req.action, input, requester } };
    case 'code':
      return { action: approval.request, input: { input, requester } };
  }
}

function askedOf(approvalId: string, summary: ApprovalSummary): AskedApproval {
  return {
    approval: { approvalId, sentence: sentenceText(summary.sentence), warning: consequenceWarning(summary.consequences) },
    picture: checkedPicture(summary.picture),
  };
}

export class ExtensionConsent implements ConsentBroker {
  /** Told when a window opens for a request, so the chat can say what it is waiting for. */
  onAsked: ((view: ApprovalView) => void) | null = null;

  constructor(
    private readonly bridge: EchoBridge,
    private readonly state: AppState,
  ) {}

  private mirror(view: GrantView, req: ConsentRequest, summary: ApprovalSummary): ApprovalView {
    const entry: ApprovalView = {
      approvalId: view.approvalId,
      state: view.state,
      action: req.action,
      ...(typeof req.input.name === 'string' ? { toolName: req.input.name } : {}),
      origin: view.binding.origin,
      tabId: view.binding.tabId,
      ...(req.page ? { tabTitle: req.page.title, url: req.page.url } : {}),
      frameId: view.binding.frameId,
      documentId: view.binding.documentId,
      descriptorHash: view.binding.subjectHash,
      argumentHash: view.binding.argumentHash,
      arguments: req.input.arguments ?? req.input,
      sentence: sentenceText(summary.sentence),
      tier: summary.tier,
      consequences: summary.consequences,
      picture: checkedPicture(summary.picture),
      requester: req.requester,
    };
    const others = this.state.approvals.get().filter((a) => a.approvalId !== view.approvalId);
    this.state.approvals.set([entry, ...others].slice(0, 20));
    return entry;
  }

  /** The person's cancel button in AI Echo. */
  async cancel(approvalId: string): Promise<void> {
    await this.bridge.control('echo.approval.cancel', { approvalId });
  }

  /** The person's "show the approval window" button in AI Echo; false when it no longer waits. */
  async focus(approvalId: string): Promise<boolean> {
    const r = (await this.bridge.control('echo.approval.focus', { approvalId })) as { focused?: unknown };
    return r.focused === true;
  }

  async request(req: ConsentRequest, signal?: AbortSignal, asked?: (what: AskedApproval) => void): Promise<{ grantId: string | null; allowanceUntil?: number }> {
    const { action, input } = approvalRequestFor(req);
    // The tier table names the request (registry.test.ts checks each is a reserved registry
    // action); every approval request answers with the pending approval (and what its window
    // shows), the allowance in force, or (for an action whose own consent plan needs none for
    // this run) that no approval is needed.
    const first = (await this.bridge.control(action as ControlName<RegistryActions>, input as never)) as RequestedApproval | AllowanceView | NoApprovalView;
    // An imported flow's step is approved in its own window: an answer without one is refused, not run.
    if (req.importedFrom && !('approvalId' in first)) throw new BridgeError('consent-required', `${action} answered without an approval window for a step of the imported flow file "${req.importedFrom}"; nothing ran.`);
    if ('allowance' in first) return { grantId: null, allowanceUntil: first.allowance.expiresAt };
    // The action's own consent plan needs no approval for this run (e.g. closing a tab the Navi opened); the extension applies the same plan.
    if ('noApproval' in first) return { grantId: null };
    let { summary, ...view } = first;
    asked?.(askedOf(view.approvalId, summary));
    this.onAsked?.(this.mirror(view, req, summary));
    while (view.state === 'pending') {
      if (signal?.aborted) {
        await this.cancel(view.approvalId).catch(() => undefined);
        throw new BridgeError('approval-cancelled', 'The request was withdrawn before the person decided.');
      }
      await new Promise((r) => setTimeout(r, APPROVAL_POLL_MS));
      view = await this.bridge.control('echo.approval.status', { approvalId: view.approvalId });
      this.mirror(view, req, summary);
    }
    // The person may have brought the tab forward from the window, which takes a live picture in
    // place of none or of a sketch: the receipt keeps the last one the window showed.
    if (checkedPicture(summary.picture)?.source !== 'live') {
      const final = (await this.bridge.control('echo.approval.status', { approvalId: view.approvalId, summary: true }).catch(() => null)) as RequestedApproval | null;
      if (final?.summary) {
        summary = final.summary;
        asked?.(askedOf(view.approvalId, summary));
        this.mirror(view, req, summary);
      }
    }
    switch (view.state) {
      case 'approved':
        return { grantId: view.approvalId };
      case 'denied':
        throw new BridgeError('approval-denied', view.reason ?? 'The person denied it in the approval window.');
      case 'expired':
        throw new BridgeError('grant-expired', view.reason ?? 'Nobody decided before the approval expired.');
      default:
        throw new BridgeError('approval-cancelled', view.reason ?? `The approval ended as ${view.state}.`);
    }
  }
}
