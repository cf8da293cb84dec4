// The words both halves use about an action, defined once on the wire side: what it does to a
// page (effect) and which names are the kernel's own; its rung of the ladder (tier) and that
// rung's rules are in tiers.ts. Policy keys on these declared facts, never on an action's name.

/** What an action can do to a page. */
export const ACTION_EFFECTS = ['read', 'mutation'] as const;
export type ActionEffect = (typeof ACTION_EFFECTS)[number];

/** Names the OS kernel owns; an action is in the `reserved` tier exactly when its name has this prefix. */
export const RESERVED_PREFIX = 'echo.' as const;

export function isReservedName(name: string): boolean {
  return name.startsWith(RESERVED_PREFIX);
}

/** Where an approval stands: the approval window moves it out of `pending`, one use moves it to `used`. */
export const GRANT_STATES = ['pending', 'approved', 'denied', 'cancelled', 'expired', 'used'] as const;
export type GrantState = (typeof GRANT_STATES)[number];
