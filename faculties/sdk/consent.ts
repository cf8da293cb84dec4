// Which actions need the person's consent, checked by the extension itself before it acts (the
// kernel's router asks for it too, but the extension does not rely on that). WebMCP invocations
// carry their own descriptor-bound grant; the rungs below them use an action grant bound to the
// exact action, tab, frame, document and arguments, or a time-boxed allowance for one origin.
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ActionContext } from './action-context.ts';
import type { ActionEffect, LadderTier } from '../../browser-bridge/vocabulary.ts';
import { canonicalHash, sha256Hex } from './hash.ts';
import type { GrantBinding } from './grants.ts';

const CONSENT_TIERS: ReadonlySet<LadderTier> = new Set(['semantic', 'livepatch', 'rawjs']);

/** How long "allow on this site" lasts once the person chose it in the approval window. */
export const ORIGIN_ALLOWANCE_MS = 10 * 60_000;

export function needsActionGrant(action: { effect: ActionEffect; tier: LadderTier }): boolean {
  return action.effect === 'mutation' && CONSENT_TIERS.has(action.tier);
}

export function actionGrantKind(actionName: string): string {
  return `action:${actionName}`;
}

/** The subject an action grant binds: the action's name. */
export function actionSubjectHash(actionName: string): Promise<string> {
  return sha256Hex(actionName);
}

/** Arguments as bound: everything the action receives (target included), never the grant itself. */
export function actionArgumentHash(input: Record<string, unknown>): Promise<string> {
  const { grantId: _grant, ...rest } = input;
  return canonicalHash(rest);
}

/** What an approval request returns when an allowance already covers the origin: no window. */
export interface AllowanceView {
  allowance: { origin: string; expiresAt: number };
}

/** The binding an action grant must match: computed the same way when requested and when used. */
export async function actionBinding(ctx: Pick<ActionContext, 'allowedTab'>, actionName: string, input: Record<string, unknown>): Promise<GrantBinding> {
  const tab = await ctx.allowedTab(typeof input.tabId === 'number' ? input.tabId : undefined);
  const frameId = typeof input.frameId === 'number' ? input.frameId : 0;
  const frame = await chrome.webNavigation.getFrame({ tabId: tab.tabId, frameId }).catch(() => null);
  if (!frame) throw new BridgeError('frame-missing', `Tab ${tab.tabId} has no frame ${frameId}.`);
  return {
    kind: actionGrantKind(actionName),
    tabId: tab.tabId,
    frameId,
    documentId: frame.documentId,
    origin: tab.origin,
    subjectHash: await actionSubjectHash(actionName),
    argumentHash: await actionArgumentHash({ ...input, tabId: tab.tabId }),
  };
}
