// The one path by which the Navi moves a tab to another page (navigate, back, forward, reload):
// only the document the person approved, then a bounded wait for what the tab loads, and what it
// shows afterwards (a site the person did not allow shows only its origin).
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { ActionContext } from '../../sdk/action-context.ts';
import type { TabMove } from '../../sdk/navigation.ts';
import { tabState, type TabState } from './load.ts';
import { requireConsentedDocument } from './plan.ts';

export interface Went extends TabState {
  /** The top document before the move: the page the person approved leaving. */
  fromDocumentId: string;
}

/** Chrome's words for "no entry that way", as a typed error. */
function historyError(err: unknown, tabId: number): BridgeError {
  const message = err instanceof Error ? err.message : String(err);
  if (/Cannot find a next page in history|history/i.test(message)) return new BridgeError('no-history', `Tab ${tabId} has no page that way in its history; nothing happened.`);
  if (/No tab with id/i.test(message)) return new BridgeError('tab-missing', `Tab ${tabId} no longer exists.`);
  return new BridgeError('internal', `Chrome refused to move tab ${tabId}: ${message}`);
}

export async function goInTab(ctx: ActionContext, tabId: number, move: TabMove, waitMs: number): Promise<Went> {
  const fromDocumentId = await requireConsentedDocument(ctx, tabId);
  const from = await ctx.navigation.before(tabId);
  await ctx.navigation.go(tabId, move).catch((err: unknown) => {
    throw historyError(err, tabId);
  });
  if (waitMs > 0) await ctx.navigation.waitForLoad(tabId, from, waitMs, ctx.signal);
  return { ...(await tabState(ctx, tabId, await ctx.allowedOrigins())), fromDocumentId };
}
