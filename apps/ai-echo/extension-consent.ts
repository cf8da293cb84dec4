// The ConsentBroker AI Echo gives the kernel: it asks the extension to open its own approval
// window, mirrors the pending request in AI Echo (with hashes, origin, tab, frame, document),
// and waits for the person's decision there. It can cancel a request; it can never approve one.
import type { ControlName } from '../../browser-bridge/BrowserBridgeClient.ts';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import type { AllowanceView } from '../../faculties/sdk/consent.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import type { ConsentBroker, ConsentRequest } from '../../kernel/tool-router.ts';
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
  const { input } = req;
  const approval = tierRule(req.descriptor.tier).approval;
  // Who asks, shown in the window; the schema's bounds are the extension's to enforce.
  const requester = req.requester.slice(0, 64);
  if (!approval) throw new BridgeError('consent-required', `${req.action} (tier ${req.descriptor.tier}) has no approval to ask for.`);
  switch (approval.subject) {
    case 'page-tool':
      return {
        action: approval.request,
        input: {
          tabId: req.page.tabId,
          frameId: typeof input.frameId === 'number' ? input.frameId : 0,
          name: input.name,
          descriptorHash: input.descriptorHash,
          arguments: input.arguments ?? {},
          requester,
        },
      };
    case 'action':
      return { action: approval.request, input: { action: req.action, input, requester } };
    case 'code':
      return { action: approval.request, input: { input, requester } };
  }
}

export class ExtensionConsent implements ConsentBroker {
  constructor(
    private readonly bridge: EchoBridge,
    private readonly state: AppState,
  ) {}

  private mirror(view: GrantView, req: ConsentRequest): void {
    const entry: ApprovalView = {
      approvalId: view.approvalId,
      state: view.state,
      action: req.action,
      ...(typeof req.input.name === 'string' ? { toolName: req.input.name } : {}),
      origin: view.binding.origin,
      tabId: view.binding.tabId,
      tabTitle: req.page.title,
      url: req.page.url,
      frameId: view.binding.frameId,
      documentId: view.binding.documentId,
      descriptorHash: view.binding.subjectHash,
      argumentHash: view.binding.argumentHash,
      arguments: req.input.arguments ?? req.input,
      requester: req.requester,
    };
    const others = this.state.approvals.get().filter((a) => a.approvalId !== view.approvalId);
    this.state.approvals.set([entry, ...others].slice(0, 20));
  }

  /** The person's cancel button in AI Echo. */
  async cancel(approvalId: string): Promise<void> {
    await this.bridge.control('echo.approval.cancel', { approvalId });
  }

  async request(req: ConsentRequest, signal?: AbortSignal): Promise<{ grantId: string | null; allowanceUntil?: number }> {
    const { action, input } = approvalRequestFor(req);
    // The tier table names the request (registry.test.ts checks each is a reserved registry
    // action); every approval request answers with the pending approval or the allowance in force.
    const first = (await this.bridge.control(action as ControlName<RegistryActions>, input as never)) as GrantView | AllowanceView;
    if ('allowance' in first) return { grantId: null, allowanceUntil: first.allowance.expiresAt };
    let view = first;
    this.mirror(view, req);
    while (view.state === 'pending') {
      if (signal?.aborted) {
        await this.cancel(view.approvalId).catch(() => undefined);
        throw new BridgeError('approval-cancelled', 'The request was withdrawn before the person decided.');
      }
      await new Promise((r) => setTimeout(r, APPROVAL_POLL_MS));
      view = await this.bridge.control('echo.approval.status', { approvalId: view.approvalId });
      this.mirror(view, req);
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
