// The extension's own consent check for changes below WebMCP (semantic, Live Patch, raw JS):
// before such an action runs, it needs a one-use grant approved for exactly this action, tab,
// frame, document and arguments, or (not for raw JS, nor for actions approved each time) an origin
// allowance the person gave in the approval window.
// Sensitive surfaces stay blocked regardless: the page runtime refuses them after this gate.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { activeAllowance } from '../../faculties/clicks-and-clankers/allowances.ts';
import { actionBinding } from '../../faculties/clicks-and-clankers/consent.ts';
import type { ConsentPlan } from '../../faculties/clicks-and-clankers/consent-plan.ts';
import { findAction } from '../../faculties/clicks-and-clankers/describe.ts';
import { codeHash, RAWJS_GRANT_KIND, rawjsBinding, requireDeveloperMode } from '../../faculties/raw-js/binding.ts';
import type { ActionContext } from '../../faculties/clicks-and-clankers/action-context.ts';
import type { Grants } from '../../faculties/clicks-and-clankers/grants.ts';
import { resolveAllowedTab } from './action-context.ts';

/** How a change was consented to, and the document that consent was checked for. */
export type Consent = ({ kind: 'grant'; approvalId: string } | { kind: 'allowance'; expiresAt: number } | { kind: 'none'; why: string }) & { documentId: string };

/**
 * Consumes the grant (marking it used before anything runs) or finds an allowance for the tab's
 * origin; throws `consent-required` otherwise. `input` is the action's validated input; `grants`
 * are the calling session's own (another session's grant is unknown to it).
 */
export async function requireConsent(actionName: string, input: Record<string, unknown>, grantId: unknown, grants: Grants, ctx: ActionContext): Promise<Consent> {
  const action = findAction(actionName);
  if (action?.tier === 'rawjs') return requireRawJsConsent(input, grantId, grants);
  if (action?.consent) return requirePlannedConsent(actionName, await action.consent(ctx, input as never), grantId, grants);
  const binding = await actionBinding({ allowedTab: resolveAllowedTab }, actionName, input);
  if (typeof grantId === 'string') {
    await grants.consume(grantId, binding);
    return { kind: 'grant', approvalId: grantId, documentId: binding.documentId };
  }
  // What cannot be taken back (a submission, a download, an upload) is approved run by run.
  if (action?.approval === 'each-time') {
    throw new BridgeError(
      'consent-required',
      `${actionName} cannot be undone: it needs the person's approval for this very run in the extension's approval window; a site allowance does not cover it.`,
      { origin: binding.origin },
    );
  }
  const expiresAt = await activeAllowance(binding.origin);
  if (expiresAt !== null) return { kind: 'allowance', expiresAt, documentId: binding.documentId };
  throw new BridgeError(
    'consent-required',
    `${actionName} changes the page on ${binding.origin}: it needs the person's approval in the extension's approval window (or an allowance for this site).`,
    { origin: binding.origin },
  );
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
  if (expiresAt !== null) return { kind: 'allowance', expiresAt, documentId: binding.documentId };
  throw new BridgeError('consent-required', `${actionName} needs the person's approval in the extension's approval window (${plan.why}).`, { origin: binding.origin });
}

/**
 * Raw JavaScript: developer mode on in the extension, and a one-use grant for exactly this code
 * (its SHA-256), tab, frame and document. No site allowance covers it. A changed byte is refused
 * as `code-changed` before the grant is touched.
 */
async function requireRawJsConsent(input: Record<string, unknown>, grantId: unknown, grants: Grants): Promise<Consent> {
  await requireDeveloperMode();
  if (typeof grantId !== 'string') {
    throw new BridgeError('consent-required', "Raw JavaScript needs the person's approval of this exact code in the extension's approval window, for every run; site allowances never cover it.");
  }
  const granted = await grants.status(grantId);
  const hash = await codeHash(String(input.code));
  if (granted.binding.kind === RAWJS_GRANT_KIND && granted.binding.subjectHash !== hash) {
    throw new BridgeError('code-changed', 'This code is not the code the person approved (its SHA-256 differs); nothing ran. Ask again for this code.', {
      approved: granted.binding.subjectHash,
      given: hash,
    });
  }
  const binding = await rawjsBinding({ allowedTab: resolveAllowedTab }, input);
  await grants.consume(grantId, binding);
  return { kind: 'grant', approvalId: grantId, documentId: binding.documentId };
}
