// Consent plans for browser-level changes to one tab (consent-plan.ts): the approval binds the
// action, the tab's current top document and the exact input; `origin` is the site whose
// allowance may stand in (the destination for a navigation, else the tab's own site).
import { BridgeError } from '../../../browser-bridge/errors.ts';
import type { ActionContext } from '../../sdk/action-context.ts';
import { actionArgumentHash } from '../../sdk/consent.ts';
import { sha256Hex } from '../../sdk/hash.ts';
import { planGrantKind, type ConsentPlan } from '../../sdk/consent-plan.ts';
import { projectUrl } from '../../sdk/project-url.ts';

export interface TabPlanWords {
  need: ConsentPlan['need'];
  why: string;
  action: string;
  facts?: { label: string; value: string }[];
  /** The site an allowance must cover, when not the tab's own (a navigation's destination). */
  allowanceOrigin?: string;
}

/** Read fresh (never a request's cached frame): the check below is against a navigation since consent. */
async function topDocument(ctx: ActionContext, tabId: number): Promise<string> {
  const now = await ctx.navigation.before(tabId);
  if (!now.documentId) throw new BridgeError('tab-missing', `Tab ${tabId} has no page (it may have closed).`);
  return now.documentId;
}

export async function planForTab(ctx: ActionContext, name: string, input: Record<string, unknown> & { tabId?: number }, words: TabPlanWords): Promise<ConsentPlan> {
  const tab = await ctx.allowedTab(input.tabId);
  return {
    need: words.need,
    why: words.why,
    binding: {
      kind: planGrantKind(name, words.need),
      tabId: tab.tabId,
      frameId: 0,
      documentId: await topDocument(ctx, tab.tabId),
      origin: words.allowanceOrigin ?? tab.origin,
      subjectHash: await sha256Hex(name),
      argumentHash: await actionArgumentHash({ ...input, tabId: tab.tabId }),
    },
    display: { action: words.action, tabTitle: tab.title, tabUrl: projectUrl(tab.url), facts: words.facts ?? [] },
  };
}

/**
 * A change approved for one document runs on that document only: a tab that navigated since
 * (the person clicked a link, the page redirected) is `navigated`, and nothing happens.
 */
export async function requireConsentedDocument(ctx: ActionContext, tabId: number): Promise<string> {
  const now = await topDocument(ctx, tabId);
  if (ctx.consentedDocumentId && ctx.consentedDocumentId !== now) {
    throw new BridgeError('navigated', `Tab ${tabId} shows another page than the one this was approved for; nothing was done.`);
  }
  return now;
}

/** Where a load wait ends, as a caller may set it. */
export function loadWait(input: { waitForLoad?: boolean; timeoutMs?: number }, fallbackMs: number): number {
  return input.waitForLoad === false ? 0 : (input.timeoutMs ?? fallbackMs);
}
