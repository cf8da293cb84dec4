// Which surfaces the semantic rung never reads values from or acts on. The DOM walk that applies
// these rules is page/sensitive.ts; the rules themselves are pure so they are tested alone.

/** `data-sensitivity` values that withhold a whole region (also inside shadow roots). */
export const SENSITIVE_REGION_LEVELS = ['private', 'restricted', 'credential', 'system-secret'] as const;
export type SensitiveRegionLevel = (typeof SENSITIVE_REGION_LEVELS)[number];

export function sensitiveRegionLevel(attr: string | null): SensitiveRegionLevel | null {
  if (attr === null) return null;
  const value = attr.trim().toLowerCase();
  return (SENSITIVE_REGION_LEVELS as readonly string[]).includes(value) ? (value as SensitiveRegionLevel) : null;
}

/** Why a surface is blocked; shown in snapshots (`blocked:<reason>`) and in refusals. */
export type SensitiveReason = 'password' | 'password-form' | 'credential' | 'one-time-code' | 'payment' | SensitiveRegionLevel;

/**
 * Autocomplete tokens (WHATWG autofill field names) that name a credential, a one-time code or
 * a payment value. `username`/`email` are identifiers, not secrets, and are not blocked alone;
 * a login form is blocked anyway because it contains a password field.
 */
const CREDENTIAL_TOKENS = new Set(['current-password', 'new-password', 'webauthn']);
const OTP_TOKENS = new Set(['one-time-code']);
const PAYMENT_TOKENS = new Set(['transaction-amount', 'transaction-currency']);

export function autocompleteReason(attr: string | null): SensitiveReason | null {
  if (!attr) return null;
  for (const token of attr.toLowerCase().split(/\s+/)) {
    if (CREDENTIAL_TOKENS.has(token)) return 'credential';
    if (OTP_TOKENS.has(token)) return 'one-time-code';
    if (token.startsWith('cc-') || PAYMENT_TOKENS.has(token)) return 'payment';
  }
  return null;
}
