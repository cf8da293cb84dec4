// The extension's own consent check for the rungs the tier table gives it (browser-bridge/tiers.ts:
// `checkedBy: 'consent-gate'`): before such a change runs, it needs a one-use grant approved for
// exactly this action (or code), tab, frame, document and arguments, or, where the tier allows
// it and the action is not approved each time, an origin allowance the person gave in the
// approval window. An action that declares its consent plan (tabs, navigation) gets exactly what
// its plan says. A developer-mode rung also needs the extension's developer mode on. Sensitive
// surfaces stay blocked regardless: the page runtime refuses them after this gate. A target that
// may spend money or cannot be undone (faculties/sdk/consequence.ts) is never covered by an
// allowance: it needs its own grant. The allowance names what to judge, and the page runtime
// judges it in the same task that then runs the change (createActionContext makes every runtime
// call of that request carry it).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { tierRule } from '../../browser-bridge/tiers.ts';
import type { ActionContext } from '../../faculties/sdk/action-context.ts';
import { whatToJudge } from '../../faculties/sdk/approval-evidence.ts';
import type { Judged } from '../../faculties/sdk/page-view.ts';
import { consentBinding, consentPlace, subjectHash, type ConsentSubject } from '../../faculties/sdk/consent.ts';
import type { ConsentPlan } from '../../faculties/sdk/consent-plan.ts';
import type { AnyAction } from '../../faculties/sdk/define-action.ts';
import type { Grants } from '../../faculties/sdk/grants.ts';
import type { Target } from '../../faculties/sdk/page/element.ts';
import { activeAllowance } from './allowances.ts';
import type { RequestResolver } from './chrome-action-context.ts';
import { requireDeveloperMode } from './developer-mode.ts';

/** How a change was consented to, and the document that consent was checked for. */
export type Consent = (
  | { kind: 'grant'; approvalId: string }
  /** `judged`: what the page runtime must judge before the change runs (a target that may spend money ends it). */
  | { kind: 'allowance'; expiresAt: number; judged: Judged | null }
  | { kind: 'none'; why: string }
) & { documentId: string };

/**
 * Consumes the grant (marking it used before anything runs) or finds an allowance for the tab's
 * origin; throws `consent-required` otherwise. `input` is the action's validated input; `grants`
 * are the calling session's own (another session's grant is unknown to it).
 */
export async function requireConsent(
  action: ConsentSubject & Pick<AnyAction, 'approval' | 'consent' | 'input'>,
  input: Record<string, unknown>,
  grantId: unknown,
  grants: Grants,
  resolver: RequestResolver,
  ctx: ActionContext,
): Promise<Consent> {
  const rule = tierRule(action.tier);
  if (rule.developerMode) await requireDeveloperMode();
  if (action.consent) return requirePlannedConsent(action.name, await action.consent(ctx, input as never), grantId, grants);
  if (typeof grantId !== 'string' && !rule.allowanceCovers) {
    throw new BridgeError('consent-required', `${action.name} needs the person's approval of this exact change in the extension's approval window, for every run; site allowances never cover it.`);
  }
  if (rule.approval?.subject === 'code' && typeof grantId === 'string') {
    // A changed byte is its own refusal, before the grant is touched.
    const granted = await grants.status(grantId);
    const hash = await subjectHash(action, input);
    if (granted.binding.kind === rule.approval.grantKind(action.name) && granted.binding.subjectHash !== hash) {
      throw new BridgeError('code-changed', 'This code is not the code the person approved (its SHA-256 differs); nothing ran. Ask again for this code.', {
        approved: granted.binding.subjectHash,
        given: hash,
      });
    }
  }
  // Where an allowance may cover the change, it is looked up alongside the binding (the same tab: the resolver's).
  const allowance = typeof grantId === 'string' || action.approval === 'each-time' ? null : allowanceFor(resolver, typeof input.tabId === 'number' ? input.tabId : undefined);
  allowance?.catch(() => undefined);
  if (typeof grantId === 'string') {
    const binding = await consentBinding(resolver, action, input);
    await grants.consume(grantId, binding);
    return { kind: 'grant', approvalId: grantId, documentId: binding.documentId };
  }
  // Without a grant there is no binding to match: only where the change would run (no hashes).
  const place = await consentPlace(resolver, input);
  // What cannot be taken back (a submission, a download, an upload) is approved run by run.
  if (action.approval === 'each-time') {
    throw new BridgeError(
      'consent-required',
      `${action.name} cannot be undone: it needs the person's approval for this very run in the extension's approval window; a site allowance does not cover it.`,
      { origin: place.origin },
    );
  }
  const expiresAt = await allowance;
  if (expiresAt !== null) {
    // What the change may set off (its target, or with none the focused element a key press lands
    // on) needs its own grant when it may spend money: the page runtime judges it in the same task
    // that then runs the change, so the page cannot swap it in between.
    return { kind: 'allowance', expiresAt, documentId: place.documentId, judged: whatToJudge(input.target as Target | undefined, action.input) };
  }
  throw new BridgeError(
    'consent-required',
    `${action.name} changes the page on ${place.origin}: it needs the person's approval in the extension's approval window (or an allowance for this site).`,
    { origin: place.origin },
  );
}

/**
 * The allowance of the tab's origin. Read for the origin the tab had last time while the tab is
 * looked up, and used only when the lookup gives that origin; read again otherwise.
 */
function allowanceFor(resolver: RequestResolver, tabId: number | undefined): Promise<number | null> {
  const guess = resolver.guessOrigin(tabId);
  const early = guess === null ? null : activeAllowance(guess);
  early?.catch(() => undefined);
  return resolver.allowedTop(tabId).then((tab) => (early && tab.origin === guess ? early : activeAllowance(tab.origin)));
}

/** An action that declares its consent (tabs, navigation): exactly what its plan says, nothing less. */
async function requirePlannedConsent(actionName: string, plan: ConsentPlan, grantId: unknown, grants: Grants): Promise<Consent> {
  const { binding } = plan;
  if (plan.need === 'none') return { kind: 'none', why: plan.why, documentId: binding.documentId };
  if (typeof grantId === 'string') {
    await grants.consume(grantId, binding);
    return { kind: 'grant', approvalId: grantId, documentId: binding.documentId };
  }
  const expiresAt = plan.need === 'grant-or-allowance' ? await activeAllowance(binding.origin) : null;
  if (expiresAt !== null) return { kind: 'allowance', expiresAt, documentId: binding.documentId, judged: null };
  throw new BridgeError('consent-required', `${actionName} needs the person's approval in the extension's approval window (${plan.why}).`, { origin: binding.origin });
}
