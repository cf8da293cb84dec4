// The extension's own consent check for changes below WebMCP (semantic, Live Patch, raw JS):
// before such an action runs, it needs a one-use grant approved for exactly this action, tab,
// frame, document and arguments, or (not for raw JS) an origin allowance the person gave in the
// approval window.
// Sensitive surfaces stay blocked regardless: the page runtime refuses them after this gate.
// A target that may spend money or cannot be undone (consequence.ts) is never covered by an
// allowance: it needs its own grant.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { activeAllowance } from '../../faculties/clicks-and-clankers/allowances.ts';
import { consequenceWarning } from '../../faculties/clicks-and-clankers/consequence.ts';
import { targetConsequences, viewTargets } from '../../faculties/clicks-and-clankers/approval-evidence.ts';
import type { Target } from '../../faculties/clicks-and-clankers/semantic/protocol.ts';
import { actionBinding } from '../../faculties/clicks-and-clankers/consent.ts';
import { findAction } from '../../faculties/clicks-and-clankers/describe.ts';
import { codeHash, RAWJS_GRANT_KIND, rawjsBinding, requireDeveloperMode } from '../../faculties/raw-js/binding.ts';
import type { Grants } from '../../faculties/clicks-and-clankers/grants.ts';
import { resolveAllowedTab } from './action-context.ts';

/** How a change was consented to, and the document that consent was checked for. */
export type Consent = ({ kind: 'grant'; approvalId: string } | { kind: 'allowance'; expiresAt: number }) & { documentId: string };

/**
 * Consumes the grant (marking it used before anything runs) or finds an allowance for the tab's
 * origin; throws `consent-required` otherwise. `input` is the action's validated input; `grants`
 * are the calling session's own (another session's grant is unknown to it).
 */
export async function requireConsent(actionName: string, input: Record<string, unknown>, grantId: unknown, grants: Grants): Promise<Consent> {
  if (findAction(actionName)?.tier === 'rawjs') return requireRawJsConsent(input, grantId, grants);
  const binding = await actionBinding({ allowedTab: resolveAllowedTab }, actionName, input);
  if (typeof grantId === 'string') {
    await grants.consume(grantId, binding);
    return { kind: 'grant', approvalId: grantId, documentId: binding.documentId };
  }
  const expiresAt = await activeAllowance(binding.origin);
  if (expiresAt !== null) {
    const target = input.target ? ((await viewTargets(binding, [input.target as Target]))[0] ?? null) : null;
    const consequences = targetConsequences(target);
    if (consequences.length) {
      throw new BridgeError('consent-required', `${actionName}: ${consequenceWarning(consequences)} Ask the person in the approval window.`, { origin: binding.origin, consequences });
    }
    return { kind: 'allowance', expiresAt, documentId: binding.documentId };
  }
  throw new BridgeError(
    'consent-required',
    `${actionName} changes the page on ${binding.origin}: it needs the person's approval in the extension's approval window (or an allowance for this site).`,
    { origin: binding.origin },
  );
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
