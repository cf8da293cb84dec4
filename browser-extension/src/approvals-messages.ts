// The only path by which a grant gets approved: a message from the extension's own approval
// page, in the popup window opened for that very approval. Web pages cannot message this worker
// (no onMessageExternal listener), the OS page reaches it only through the bridge port (which has
// no approve frame), and content scripts send from a web URL, so the sender check refuses them.
import { toErrorShape, BridgeError, type BridgeErrorShape } from '../../browser-bridge/errors.ts';
import type { BridgeEventMap } from '../../browser-bridge/protocol.ts';
import type { GrantView } from '../../faculties/sdk/grants.ts';
import { REGISTRY } from '../../faculties/registry.ts';
import { findAction } from '../../faculties/sdk/describe.ts';
import { checkPickedFile, dropPickedFile, putPickedFile } from '../../faculties/sdk/picked-file.ts';
import { sessionStore } from './session-store.ts';
import { grantAllowance } from './allowances.ts';
import { ORIGIN_ALLOWANCE_MS } from '../../faculties/sdk/consent.ts';
import { tabPicture } from './tab-picture.ts';
import { resolveAllowedTab } from './chrome-action-context.ts';
import { approvalWindowGrants, onGrantChange, type GrantRecord } from './grant-store.ts';

const ACTION_KIND_PREFIX = 'action:';
/** How long a tab brought forward gets to paint before its picture is taken. */
const SHOW_TAB_SETTLE_MS = 300;

export type ApprovalPageMessage =
  | { type: 'approval-view'; approvalId: string }
  | { type: 'approval-show-tab'; approvalId: string }
  /** `file`: for an approval that asks for one, the file the person picked (checked again here). */
  | { type: 'approval-decide'; approvalId: string; decision: 'approve' | 'deny' | 'allow-origin'; file?: unknown };

/** What the approval page is shown: the record, less the window, the owning session and the picture's recipe. */
export type ApprovalPageRecord = Omit<GrantRecord, 'windowId' | 'session' | 'pictureRequest'>;

export type ApprovalPageReply =
  | { ok: true; record: ApprovalPageRecord }
  | { ok: true; view: GrantView }
  | { ok: false; error: BridgeErrorShape };

export function isApprovalPageMessage(msg: unknown): msg is ApprovalPageMessage {
  if (!msg || typeof msg !== 'object') return false;
  const m = msg as Record<string, unknown>;
  if (typeof m.approvalId !== 'string') return false;
  if (m.type === 'approval-view' || m.type === 'approval-show-tab') return true;
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
  if (msg.type === 'approval-view') return { ok: true, record: pageRecord(await approvalWindowGrants.record(msg.approvalId)) };
  if (msg.type === 'approval-show-tab') return { ok: true, record: await showTab(msg.approvalId, sender.tab?.windowId) };
  if (msg.decision === 'allow-origin') {
    // Only action approvals (semantic changes) offer it; a page tool is always approved per call.
    const rec = await approvalWindowGrants.record(msg.approvalId);
    if (!rec.binding.kind.startsWith('action:')) throw new BridgeError('approval-forbidden', 'Only changes below WebMCP can be allowed for a whole site.');
    // Declared by the action: what cannot be undone is approved run by run, whatever the window sent.
    if (findAction(rec.binding.kind.slice(ACTION_KIND_PREFIX.length), REGISTRY)?.approval === 'each-time') {
      throw new BridgeError('approval-forbidden', 'This change cannot be undone, so it is approved run by run; it cannot be allowed for a whole site.');
    }
    // The request itself said run by run (a step of an imported flow file): the window offered no allowance.
    if (rec.display.eachTime) throw new BridgeError('approval-forbidden', 'This is approved run by run; it cannot be allowed for a whole site.');
    // Something that may spend money or cannot be undone is approved one call at a time.
    if (rec.display.consequences.length) throw new BridgeError('approval-forbidden', 'This may spend money or cannot be undone: it is approved once, never for a whole site.');
    const view = await approvalWindowGrants.decide(msg.approvalId, 'approve', sender.tab?.windowId);
    if (view.state === 'approved') await grantAllowance(rec.binding.origin, ORIGIN_ALLOWANCE_MS);
    return { ok: true, view };
  }
  if (msg.decision === 'approve') {
    const rec = await approvalWindowGrants.record(msg.approvalId);
    if (rec.display.pickFile) {
      // The file travels with the approval: the run receives it, the Navi never names one.
      if (msg.file === undefined) throw new BridgeError('invalid-input', 'Pick the file to hand to the page first.');
      const file = checkPickedFile(msg.file);
      if (rec.state !== 'pending') throw new BridgeError('approval-forbidden', 'This approval is no longer waiting for a decision.');
      await putPickedFile(sessionStore, msg.approvalId, file);
      const view = await approvalWindowGrants.decide(msg.approvalId, 'approve', sender.tab?.windowId).catch(async (err: unknown) => {
        await dropPickedFile(sessionStore, msg.approvalId);
        throw err;
      });
      if (view.state !== 'approved') await dropPickedFile(sessionStore, msg.approvalId);
      return { ok: true, view };
    }
  }
  return { ok: true, view: await approvalWindowGrants.decide(msg.approvalId, msg.decision, sender.tab?.windowId) };
}

/**
 * The person asked, in the approval window, to see the tab: bring it to the front of its window,
 * take the picture again now that it is on screen, and give the approval window focus back.
 */
async function showTab(approvalId: string, approvalWindowId: number | undefined): Promise<ApprovalPageRecord> {
  const rec = await approvalWindowGrants.record(approvalId);
  if (rec.windowId === null || approvalWindowId !== rec.windowId) throw new BridgeError('approval-forbidden', 'Only the approval window opened for this request can show its tab.');
  if (rec.state !== 'pending') return pageRecord(rec);
  const tab = await chrome.tabs.update(rec.binding.tabId, { active: true }).catch(() => undefined);
  if (!tab) throw new BridgeError('tab-missing', `Tab ${rec.binding.tabId} is gone.`);
  await chrome.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, SHOW_TAB_SETTLE_MS));
  const { pictureRequest } = rec;
  if (pictureRequest) {
    const picture = await resolveAllowedTab(rec.binding.tabId)
      .then((allowed) => tabPicture(allowed, pictureRequest))
      .catch((err: unknown) => ({ missing: `No picture: ${err instanceof Error ? err.message : String(err)}` }));
    await approvalWindowGrants.setPicture(approvalId, picture);
  }
  await chrome.windows.update(rec.windowId, { focused: true }).catch(() => undefined);
  return pageRecord(await approvalWindowGrants.record(approvalId));
}

function pageRecord(rec: GrantRecord): ApprovalPageRecord {
  const { windowId: _windowId, session: _session, pictureRequest: _pictureRequest, ...record } = rec;
  return record;
}

/**
 * Call once, at the worker's top level. `toSession` sends an event to the connections of one
 * session only: an approval's changes go to the session that asked for it, never to another.
 */
export function registerApprovalListeners(toSession: (session: string, event: 'approval', data: BridgeEventMap['approval']) => void): void {
  onGrantChange((view, session) => {
    toSession(session, 'approval', { ...view });
    // A picked file lives only as long as its approval may still be used; the run that uses it takes it.
    if (view.state === 'denied' || view.state === 'cancelled' || view.state === 'expired') void dropPickedFile(sessionStore, view.approvalId).catch(() => undefined);
  });
  chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse) => {
    if (!isApprovalPageMessage(msg)) return false; // someone else's message
    handle(msg, sender).then(sendResponse, (err: unknown) => sendResponse({ ok: false, error: toErrorShape(err) } satisfies ApprovalPageReply));
    return true; // answer asynchronously
  });
  // Closing the window without deciding is a no.
  chrome.windows.onRemoved.addListener((windowId) => void approvalWindowGrants.windowClosed(windowId));
}
