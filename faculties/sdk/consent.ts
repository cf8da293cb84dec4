// Which changes need the person's consent before they run, and what a grant for one binds. The
// tier table (browser-bridge/tiers.ts) says which rungs the extension's consent gate checks and
// what their approvals bind; this file computes the binding the same way when the approval is
// requested and when it is used, so a changed argument, another frame or a navigation fails first.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { tierRule, type LadderTier } from '../../browser-bridge/tiers.ts';
import type { ActionEffect } from '../../browser-bridge/vocabulary.ts';
import type { ActionContext } from './action-context.ts';
import type { GrantBinding } from './grants.ts';
import { canonicalHash, sha256Hex } from './hash.ts';

/** How long "allow on this site" lasts once the person chose it in the approval window. */
export const ORIGIN_ALLOWANCE_MS = 10 * 60_000;

/** An action as consent sees it: declared facts only. */
export interface ConsentSubject {
  name: string;
  effect: ActionEffect;
  tier: LadderTier;
}

/** Whether the extension's consent gate must see a grant (or an allowance) before this action runs. */
export function consentGated(action: Pick<ConsentSubject, 'effect' | 'tier'>): boolean {
  return action.effect === 'mutation' && tierRule(action.tier).approval?.checkedBy === 'consent-gate';
}

/** What a grant's subject hash covers: the action's name, or (for a code approval) the exact code. */
export async function subjectHash(action: ConsentSubject, input: Record<string, unknown>): Promise<string> {
  if (tierRule(action.tier).approval?.subject === 'code') {
    if (typeof input.code !== 'string') throw new BridgeError('invalid-input', `${action.name} needs its code to be approved.`);
    return sha256Hex(input.code);
  }
  return sha256Hex(action.name);
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

/** Where a change runs: the tab, frame and document its consent is checked for (all an allowance needs; a grant binds more). */
export type ConsentPlace = Pick<GrantBinding, 'tabId' | 'frameId' | 'documentId' | 'origin'>;

export async function consentPlace(ctx: Pick<ActionContext, 'allowedTop' | 'frame'>, input: Record<string, unknown>): Promise<ConsentPlace> {
  const tabId = typeof input.tabId === 'number' ? input.tabId : undefined;
  const frameId = typeof input.frameId === 'number' ? input.frameId : 0;
  // A named tab's frame is asked for alongside the tab check (for the top frame, one browser
  // call answers both); the tab check still decides first, and a refused tab's frame is never used.
  const early = tabId === undefined ? null : ctx.frame(tabId, frameId);
  early?.catch(() => undefined);
  const tab = await ctx.allowedTop(tabId);
  const frame = await (early ?? ctx.frame(tab.tabId, frameId));
  return { tabId: tab.tabId, frameId: frame.frameId, documentId: frame.documentId, origin: tab.origin };
}

/** The binding a grant for this change must match: computed the same way when requested and when used. */
export async function consentBinding(ctx: Pick<ActionContext, 'allowedTop' | 'frame'>, action: ConsentSubject, input: Record<string, unknown>): Promise<GrantBinding> {
  const approval = tierRule(action.tier).approval;
  if (!approval) throw new BridgeError('invalid-input', `${action.name} (tier ${action.tier}) takes no approval.`);
  const placing = consentPlace(ctx, input);
  // The hashes while the place is looked up: they need the tab's id only when the input names none.
  const subject = subjectHash(action, input);
  const named = typeof input.tabId === 'number' ? actionArgumentHash(input) : null;
  subject.catch(() => undefined);
  named?.catch(() => undefined);
  const place = await placing;
  const [subjectDigest, argumentHash] = await Promise.all([subject, named ?? actionArgumentHash({ ...input, tabId: place.tabId })]);
  return { kind: approval.grantKind(action.name), ...place, subjectHash: subjectDigest, argumentHash };
}
