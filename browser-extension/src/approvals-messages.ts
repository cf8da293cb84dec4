// The only path by which a grant gets approved: a message from the extension's own approval
// page, in the popup window opened for that very approval. Web pages cannot message this worker
// (no onMessageExternal listener), the OS page reaches it only through the bridge port (which has
// no approve frame), and content scripts send from a web URL, so the sender check refuses them.
import { toErrorShape, BridgeError, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { BridgeEventMap } from '../../browser-bridge/protocol.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import { grantAllowance } from './allowances.ts';
import { ORIGIN_ALLOWANCE_MS } from '../../faculties/sdk/consent.ts';
import { approvalWindowGrants, onGrantChange, type GrantRecord } from './grant-store.ts';

export type ApprovalPageMessage =
  | { type: 'approval-view'; approvalId: string }
  | { type: 'approval-decide'; approvalId: string; decision: 'approve' | 'deny' | 'allow-origin' };

/** What the approval page is shown: the record, less the window and the owning session. */
export type ApprovalPageRecord = Omit<GrantRecord, 'windowId' | 'session'>;

export type ApprovalPageReply =
  | { ok: true; record: ApprovalPageRecord }
  | { ok: true; view: GrantView }
  | { ok: false; error: BridgeErrorShape };

export function isApprovalPageMessage(msg: unknown): msg is ApprovalPageMessage {
  if (!msg || typeof msg !== 'object') return false;
  const m = msg as Record<string, unknown>;
  if (typeof m.approvalId !== 'string') return false;
  if (m.type === 'approval-view') return true;
  return m.type === 'approval-decide' && (m.decision === 'approve' || m.decision === 'deny' || m.decision === 'allow-origin');
}

/** True only for our approval page, top frame, showing this very approval. */
export function isApprovalPageSender(sender: chrome.runtime.MessageSender, approvalId: string): boolean {
  if (sender.id !== chrome.runtime.id || !sender.url || sender.frameId !== 0) return false;
  let url: URL;
  try {
    url = new URL(sender.url);
  } catch {
    return false;
  }
  return url.origin === new URL(chrome.runtime.getURL('/')).origin && url.pathname === '/approval.html' && url.searchParams.get('id') === approvalId;
}

async function handle(msg: ApprovalPageMessage, sender: chrome.runtime.MessageSender): Promise<ApprovalPageReply> {
  if (!isApprovalPageSender(sender, msg.approvalId)) {
    throw new BridgeError('approval-forbidden', "Only the extension's approval window for this request may read or decide it.");
  }
  if (msg.type === 'approval-view') {
    const { windowId: _windowId, session: _session, ...record } = await approvalWindowGrants.record(msg.approvalId);
    return { ok: true, record };
  }
  if (msg.decision === 'allow-origin') {
    // Only action approvals (semantic changes) offer it; a page tool is always approved per call.
    const rec = await approvalWindowGrants.record(msg.approvalId);
    if (!rec.binding.kind.startsWith('action:')) throw new BridgeError('approval-forbidden', 'Only changes below WebMCP can be allowed for a whole site.');
    const view = await approvalWindowGrants.decide(msg.approvalId, 'approve', sender.tab?.windowId);
    if (view.state === 'approved') await grantAllowance(rec.binding.origin, ORIGIN_ALLOWANCE_MS);
    return { ok: true, view };
  }
  return { ok: true, view: await approvalWindowGrants.decide(msg.approvalId, msg.decision, sender.tab?.windowId) };
}

/**
 * Call once, at the worker's top level. `toSession` sends an event to the connections of one
 * session only: an approval's changes go to the session that asked for it, never to another.
 */
export function registerApprovalListeners(toSession: (session: string, event: 'approval', data: BridgeEventMap['approval']) => void): void {
  onGrantChange((view, session) => toSession(session, 'approval', { ...view }));
  chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse) => {
    if (!isApprovalPageMessage(msg)) return false; // someone else's message
    handle(msg, sender).then(sendResponse, (err: unknown) => sendResponse({ ok: false, error: toErrorShape(err) } satisfies ApprovalPageReply));
    return true; // answer asynchronously
  });
  // Closing the window without deciding is a no.
  chrome.windows.onRemoved.addListener((windowId) => void approvalWindowGrants.windowClosed(windowId));
}
