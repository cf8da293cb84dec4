// The extension's own consent check for semantic (and later Live Patch / raw JS) changes: before
// such an action runs, it needs a one-use grant approved for exactly this action, tab, frame,
// document and arguments, or an origin allowance the person gave in the approval window.
// Sensitive surfaces stay blocked regardless: the page runtime refuses them after this gate.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { activeAllowance } from '../../faculties/clicks-and-clankers/allowances.ts';
import { actionBinding } from '../../faculties/clicks-and-clankers/consent.ts';
import { resolveAllowedTab } from './action-context.ts';
import { grantStore } from './grants.ts';

export type Consent = { kind: 'grant'; approvalId: string } | { kind: 'allowance'; expiresAt: number };

/**
 * Consumes the grant (marking it used before anything runs) or finds an allowance for the tab's
 * origin; throws `consent-required` otherwise. `input` is the action's validated input.
 */
export async function requireConsent(actionName: string, input: Record<string, unknown>, grantId: unknown): Promise<Consent> {
  const binding = await actionBinding({ allowedTab: resolveAllowedTab }, actionName, input);
  if (typeof grantId === 'string') {
    await grantStore.consume(grantId, binding);
    return { kind: 'grant', approvalId: grantId };
  }
  const expiresAt = await activeAllowance(binding.origin);
  if (expiresAt !== null) return { kind: 'allowance', expiresAt };
  throw new BridgeError(
    'consent-required',
    `${actionName} changes the page on ${binding.origin}: it needs the person's approval in the extension's approval window (or an allowance for this site).`,
    { origin: binding.origin },
  );
}
